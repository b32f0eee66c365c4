import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { modules } from '../resources/index.js';
import { CommandError, commandName, type AdminCommand } from '../admin/commands.js';
import { adminSocketPath, allCommands, runCommand, sendAdminCommand, type AdminResponse } from '../admin/socket.js';
import { openRuntime } from '../process/boot.js';
import { DataDirBusy } from '../process/data-dir-lock.js';
import { createLogger } from '../logger.js';
import { onShutdownSignals, startProcess } from '../process/server.js';

const commands = allCommands({ modules });

function usage(): string {
  const lines = [
    'usage: svc <command> [arguments] [--json]',
    '',
    '  server                      run the API (no worker); several may share one PostgreSQL',
    '  worker                      run the background worker (no API); several may share one PostgreSQL',
  ];
  for (const c of commands) {
    const pos = (c.positionals ?? []).map((p) => p.name.toUpperCase()).join(' ');
    const flags = (c.flags ?? [])
      .map((f) => {
        const v = f.type === 'boolean' ? '' : ` ${f.name === 'file' ? 'FILE' : f.name.toUpperCase().replace(/-/g, '_')}`;
        const one = `--${f.name}${v}${f.type === 'strings' ? '…' : ''}`;
        return f.required ? one : `[${one}]`;
      })
      .join(' ');
    lines.push(`  ${[commandName(c), pos, flags].filter(Boolean).join(' ').padEnd(28)}${c.summary}`);
  }
  return lines.join('\n');
}

function findCommand(argv: string[]): { cmd: AdminCommand; rest: string[] } | null {
  let best: AdminCommand | null = null;
  for (const c of commands) {
    if (c.words.every((w, i) => argv[i] === w) && (!best || c.words.length > best.words.length)) best = c;
  }
  return best ? { cmd: best, rest: argv.slice(best.words.length) } : null;
}

function parseCommandArgs(cmd: AdminCommand, rest: string[]): { args: Record<string, unknown>; json: boolean } {
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = { json: { type: 'boolean' } };
  for (const f of cmd.flags ?? []) options[f.name] = { type: f.type === 'boolean' ? 'boolean' : 'string', ...(f.type === 'strings' ? { multiple: true } : {}) };
  const parsed = parseArgs({ args: rest, options, allowPositionals: true, strict: true });
  const args: Record<string, unknown> = {};
  const positionals = cmd.positionals ?? [];
  if (parsed.positionals.length !== positionals.length) {
    throw new Error(`expected ${positionals.map((p) => p.name.toUpperCase()).join(' ') || 'no arguments'}`);
  }
  for (const [i, p] of positionals.entries()) {
    const v = parsed.positionals[i]!;
    args[p.name] = p.type === 'file' ? fs.readFileSync(v, 'utf8') : v;
  }
  for (const f of cmd.flags ?? []) {
    const v = parsed.values[f.name];
    if (v === undefined) {
      if (f.required) throw new Error(`--${f.name} is required`);
      continue;
    }
    // Files are read here, so a server in another folder gets their content.
    args[f.name] = f.type === 'file' ? fs.readFileSync(String(v), 'utf8') : v;
  }
  return { args, json: parsed.values.json === true };
}

async function execute(cmd: AdminCommand, args: Record<string, unknown>): Promise<AdminResponse> {
  const config = loadConfig();
  const request = { command: commandName(cmd), args };
  if (!config.databaseUrl) {
    // The embedded database belongs to one process: ask the running server first.
    const socket = adminSocketPath(config.dataDir);
    for (let attempt = 0; ; attempt++) {
      const answer = await sendAdminCommand(socket, request);
      if (answer) return answer;
      try {
        return await runLocally(config, request);
      } catch (err) {
        if (!(err instanceof DataDirBusy) || attempt >= 30) throw err;
        await new Promise((r) => setTimeout(r, 500)); // the server is starting; its socket will answer
      }
    }
  }
  return runLocally(config, request);
}

/** A command that talks to the running server over HTTP from this process (svc simulate). */
async function inClient(cmd: AdminCommand, args: Record<string, unknown>): Promise<AdminResponse> {
  try {
    return { ok: true, result: await cmd.client!(args, { config: loadConfig(), progress: process.stderr }) };
  } catch (err) {
    if (err instanceof CommandError) return { ok: false, error: err.message, usage: true };
    return { ok: false, error: (err as Error).message };
  }
}

async function runLocally(config: ReturnType<typeof loadConfig>, request: { command: string; args: Record<string, unknown> }) {
  const runtime = await openRuntime({ ...config }, { log: createLogger(process.env.LOG_LEVEL ?? 'warn'), poolSize: 2 });
  try {
    return await runCommand(runtime.deps, request);
  } finally {
    await runtime.close();
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    console.log(usage());
    return argv.length === 0 ? 1 : 0;
  }
  if (argv[0] === 'server' || argv[0] === 'worker') {
    const config = loadConfig();
    const running = await startProcess(config, { api: argv[0] === 'server', worker: argv[0] === 'worker' });
    onShutdownSignals(running.stop, running.runtime.deps.log);
    if (running.url) console.log(`Concierge API listening at ${running.url}`);
    else console.log('Concierge worker running');
    return -1;
  }
  const found = findCommand(argv);
  if (!found) {
    console.error(`unknown command: ${argv.join(' ')}\n\n${usage()}`);
    return 2;
  }
  let parsed: { args: Record<string, unknown>; json: boolean };
  try {
    parsed = parseCommandArgs(found.cmd, found.rest);
  } catch (err) {
    console.error(`svc ${commandName(found.cmd)}: ${(err as Error).message}\n\n${usage()}`);
    return 2;
  }
  const res = found.cmd.client ? await inClient(found.cmd, parsed.args) : await execute(found.cmd, parsed.args);
  if (!res.ok) {
    console.error(`svc ${commandName(found.cmd)}: ${res.error}`);
    return res.usage ? 2 : 1;
  }
  if (parsed.json || !found.cmd.format) console.log(JSON.stringify(res.result, null, 2));
  else process.stdout.write(found.cmd.format(res.result));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (err) => {
    if (err instanceof ConfigError) console.error(`configuration error: ${err.message}`);
    else if (err instanceof DataDirBusy) console.error(`${err.message}; stop it first, or set DATA_DIR or DATABASE_URL`);
    else console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
