import type { ResourceModule } from '../modules.js';
import { loadConfig } from '../config.js';
import { onShutdownSignals, startProcess } from '../process/server.js';
import { releaseHeapWhenIdle } from '../process/heap.js';
import { commandName, type CliCommand } from './command.js';
import { operatorCommands } from './operator.js';
import { operations } from './api/operations.js';
import { friendlyCommand, operationCommand } from './api/commands.js';
import { FRIENDLY_FORMS } from './api/resources.js';
import { targetCommands } from './api/target.js';
import { eventCommands, streamOperation } from './events.js';
import { mcpCommand } from './mcp.js';
import { operationList } from './help.js';

function processCommand(role: 'server' | 'worker'): CliCommand {
  return {
    words: [role],
    group: 'run',
    summary:
      role === 'server'
        ? 'Run the API (no worker); several may share one PostgreSQL. npm start runs both in one process'
        : 'Run the background worker (no API); several may share one PostgreSQL',
    example: role,
    run: async () => {
      const running = await startProcess(loadConfig(), { api: role === 'server', worker: role === 'worker' });
      onShutdownSignals(running.stop, running.runtime.deps.log);
      console.log(running.url ? `Concierge API listening at ${running.url}` : 'Concierge worker running');
      // Start-up's garbage back to the system, and again when idle after work, as npm start does (issue 19).
      releaseHeapWhenIdle();
      return -1;
    },
  };
}

/**
 * Every `svc` command: running the service, the modules' operator commands,
 * one command per API operation (from the routes) and the friendly forms of
 * the common ones, and the developer tools. Two commands with the same words
 * are a bug, refused here.
 */
export function buildCommands(modules: readonly ResourceModule[]): CliCommand[] {
  const ops = operations(modules);
  const byId = new Map(ops.map((o) => [o.id, o]));
  const api: CliCommand = {
    words: ['api'],
    group: 'api',
    summary: 'Call any API operation by its operationId; without one, list them all',
    positionals: [{ name: 'operation', description: 'an operationId (svc api lists them)', optional: true }],
    flags: [],
    example: 'api answerFollowUp --id 0194c0de-0000-7000-8000-000000000001 --answer "Yes, we support SSO."',
    run: async (_args, io) => {
      io.out(operationList(commands, io.width));
      return 0;
    },
  };
  const commands: CliCommand[] = [
    processCommand('server'),
    processCommand('worker'),
    ...operatorCommands(modules),
    ...FRIENDLY_FORMS.map((form) => {
      const op = byId.get(form.operationId);
      if (!op)
        throw new Error(`svc ${form.words.join(' ')} names the operation ${form.operationId}, which no route has`);
      return friendlyCommand(form, op);
    }),
    api,
    ...ops.map((op) => operationCommand(op, streamOperation)),
    ...targetCommands,
    ...eventCommands,
    mcpCommand,
  ];
  const seen = new Set<string>();
  for (const c of commands) {
    if (seen.has(commandName(c))) throw new Error(`two commands are called svc ${commandName(c)}`);
    seen.add(commandName(c));
  }
  return commands;
}
