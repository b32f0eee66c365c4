import { commandName as adminName, operatorMessage, type AdminCommand } from '../admin/commands.js';
import { adminSocketPath, allCommands, runCommand, sendAdminCommand, type AdminResponse } from '../admin/socket.js';
import { loadCliConfig, type Config } from '../config.js';
import { createLogger } from '../logger.js';
import type { ResourceModule } from '../modules.js';
import { NoDatabase, openRuntime } from '../process/boot.js';
import { DataDirBusy } from '../process/data-dir-lock.js';
import { printResult, type CliCommand, type CliFlag } from './command.js';

const CREATE_FLAG: CliFlag = {
  name: 'create',
  type: 'boolean',
  description: 'when no database is found, create a new empty one (as svc migrate does) instead of stopping',
};

/** Operator commands (module `adminCommands`) as CLI commands. */
export function operatorCommands(modules: readonly ResourceModule[]): CliCommand[] {
  return allCommands(modules).map((cmd) => ({
    words: cmd.words,
    group: cmd.createsDatabase ? 'run' : 'operator',
    summary: cmd.summary,
    ...(cmd.positionals ? { positionals: cmd.positionals } : {}),
    flags: [...(cmd.flags ?? []), ...(cmd.createsDatabase ? [] : [CREATE_FLAG])],
    example: cmd.example ?? exampleOf(cmd),
    run: async ({ create, ...args }, io) => {
      const res = cmd.client
        ? await inClient(cmd, args)
        : await execute(cmd, args, cmd.createsDatabase === true || create === true);
      if (!res.ok) {
        io.err(`svc ${adminName(cmd)}: ${res.error}\n`);
        return res.usage ? 2 : 1;
      }
      printResult(io, res.result, cmd.format);
      return 0;
    },
  }));
}

/** A command that talks to a running server over HTTP from this process (svc simulate): no database here. */
async function inClient(cmd: AdminCommand, args: Record<string, unknown>): Promise<AdminResponse> {
  try {
    return { ok: true, result: await cmd.client!(args, { config: loadCliConfig(), progress: process.stderr }) };
  } catch (err) {
    const message = operatorMessage(err);
    if (message !== null) return { ok: false, error: message, usage: true };
    return { ok: false, error: (err as Error).message };
  }
}

/** For commands that bring no example: the words, each argument and each required flag with a placeholder. */
function exampleOf(cmd: AdminCommand): string {
  const pos = (cmd.positionals ?? []).map((p) => p.name.toUpperCase());
  const flags = (cmd.flags ?? [])
    .filter((f) => f.required)
    .map((f) => `--${f.name}${f.type === 'boolean' || f.type === 'stdin' ? '' : ` ${f.name.toUpperCase()}`}`);
  return [adminName(cmd), ...pos, ...flags].join(' ');
}

/**
 * Where an operator command runs: on PostgreSQL directly; on the embedded
 * database through the running server's admin socket (one process owns it),
 * else in this process. A database that does not exist is never made by
 * accident: that takes `svc migrate` or `--create`.
 */
async function execute(cmd: AdminCommand, args: Record<string, unknown>, create: boolean): Promise<AdminResponse> {
  const config = loadCliConfig();
  const request = { command: adminName(cmd), args };
  const socket = adminSocketPath(config.dataDir);
  try {
    if (config.databaseUrl) return await runLocally(config, request, create);
    for (let attempt = 0; ; attempt++) {
      const answer = await sendAdminCommand(socket, request);
      if (answer) return answer;
      try {
        return await runLocally(config, request, create);
      } catch (err) {
        if (!(err instanceof DataDirBusy) || attempt >= 30) throw err;
        await new Promise((r) => setTimeout(r, 500)); // the server is starting; its socket will answer
      }
    }
  } catch (err) {
    if (err instanceof NoDatabase) return { ok: false, error: noDatabaseHelp(err, socket) };
    throw err;
  }
}

async function runLocally(
  config: Config,
  request: { command: string; args: Record<string, unknown> },
  create: boolean,
): Promise<AdminResponse> {
  const runtime = await openRuntime(config, {
    log: createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel),
    poolSize: 2,
    create,
  });
  try {
    return await runCommand(runtime.deps, allCommands(runtime.modules), request);
  } finally {
    await runtime.close();
  }
}

export function noDatabaseHelp(err: NoDatabase, socket: string): string {
  const looked =
    'embedded' in err.where
      ? [
          `  a running server's admin socket: ${socket} (no server answered)`,
          `  the embedded database:           ${err.where.embedded} (not there)`,
        ]
      : [`  the PostgreSQL database ${err.where.postgres}: it has no Concierge tables (never migrated)`];
  return [
    'found no Concierge database, and did not create one. Looked for:',
    ...looked,
    "Point svc at the server's data: run it in the folder where the server runs, or set",
    "  DATA_DIR=/path/to/data      the server's data directory (embedded database; default ./data)",
    "  DATABASE_URL=postgres://…   the server's PostgreSQL",
    'embedded' in err.where
      ? 'To start a new, empty database here instead: svc migrate (or add --create to this command).'
      : 'To set this database up for Concierge instead: svc migrate (or add --create to this command).',
  ].join('\n');
}
