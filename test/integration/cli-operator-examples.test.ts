import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommands } from '../../src/cli/registry.js';
import { commandName } from '../../src/cli/command.js';
import { modules } from '../../src/resources/index.js';
import { type CompiledService, compileService } from '../helpers/compiled.js';
import { clonePostgresDatabase, dbKind } from '../helpers/harness.js';
import { finished, startServer } from '../helpers/processes.js';

/**
 * Every operator-command example `svc --help` prints (issue 32: no dead ends), run
 * as a newcomer would: the exact line, through a shell (quotes and `>` as
 * written), by a real `svc` process, against a running server (`npm start`'s
 * entry point; on the embedded database the CLI goes through its admin socket,
 * on PostgreSQL it connects directly). Each must succeed. The ids and files in
 * the examples are placeholders: each is replaced by a real object of the same
 * kind made earlier in the run (mostly by the examples themselves: `workspace
 * create` makes the workspace `workspace plan` switches). `server`, `worker`
 * and `migrate` (they start or own the database) are not operator commands.
 *
 * About 35 processes per database: the service is compiled once for the file
 * (test/helpers/compiled.ts; `npx svc` runs compiled JavaScript too) and the
 * examples run in stages, a few at a time, each stage after the one that makes
 * what it needs.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-ops-'));
const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-ops-cwd-'));
const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-ops-bin-'));
const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
let database: { url: string; drop: () => Promise<void> } | null = null;
let server: Awaited<ReturnType<typeof startServer>>;
let compiled: CompiledService;

/** Runs one line in a shell, `svc` being this checkout's CLI (as `npx svc` is after `npm install`). */
async function sh(line: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('/bin/sh', ['-c', line], {
    cwd,
    env: { ...process.env, ...env, PATH: `${bin}:${process.env.PATH}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return finished(child, 300_000);
}

async function ok(line: string): Promise<any> {
  const r = await sh(line);
  expect(r.code, `svc ${line}\n${r.stderr}\n${r.stdout}`).toBe(0);
  try {
    return JSON.parse(r.stdout);
  } catch {
    return r.stdout;
  }
}

const examples = new Map(
  buildCommands(modules)
    .filter((c) => c.group === 'operator' && typeof c.example === 'string')
    .map((c) => [commandName(c), c.example!] as const),
);

/**
 * The stages the examples run in: those of a stage at the same time (a few at
 * once), a stage after the one that makes what its examples name (`workspace
 * plan` switches the workspace `workspace create` made). `runtime rotate-keys`
 * runs after `simulate`, whose conversation holds keys of the runtime. An
 * example in no stage runs after all of them, alone.
 */
const STAGES = [
  [
    'workspace create',
    'workspace list',
    'keys create',
    'keys list',
    'jobs list',
    'jobs retry',
    'agents create',
    'agents update',
    'kb list',
    'skills remove',
    'tours export',
    'hubs create',
    'insights fold',
    'workspace retention',
    'operators create',
    'operators list',
    'operators remove',
  ],
  ['workspace plan', 'keys revoke', 'kb create', 'skills restore', 'tours import', 'operators link', 'simulate'],
  ['kb attach', 'kb add-text', 'runtime rotate-keys'],
];
const AT_ONCE = 3;

/** Runs `task` on each item, `AT_ONCE` at a time. */
async function inBatches<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
}

/** What the examples' placeholders stand for, filled as the run makes them. */
const made: Record<string, string> = {};

function fill(name: string, example: string): string {
  const sandbox = / --sandbox\b/.test(example) || name === 'simulate';
  const need = (k: string) => {
    if (!made[k]) throw new Error(`svc ${name}: no ${k} made yet for ${example}`);
    return made[k];
  };
  // UUIDs first: the ids filled in after are UUIDs themselves (a tour's) or hold none.
  return example
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, () =>
      need(name.startsWith('keys') ? 'key' : name.startsWith('kb') ? 'kb' : 'uuid'),
    )
    .replace(/\bID\b/g, () => need(name.startsWith('jobs') ? 'failedJob' : 'id'))
    .replace(/\bws_[A-Za-z0-9]+/g, () => need('workspace'))
    .replace(/\b(ag_[A-Za-z0-9_]+|AGENT)\b/g, () => need(sandbox ? 'sandboxAgent' : 'agent'))
    .replace(/\btr_[A-Za-z0-9]+/g, () => need('tour'));
}

/**
 * What an example made, found with a `--json` list (the examples print plain text, as they are run as printed),
 * for the examples after it.
 */
async function remember(name: string): Promise<void> {
  type Made = { id: string; publicId?: string; createdAt?: string };
  const newest = (items: Made[]) =>
    [...items].sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))[0]!;
  if (name === 'workspace create') made.workspace = newest(await ok('svc workspace list --json')).id;
  if (name === 'keys create') made.key = newest(await ok('svc keys list --json')).id;
  if (name === 'agents create') made.agent = newest((await live('/agents')).items).publicId!;
  if (name === 'kb create') made.kb = newest(await ok('svc kb list --json')).id;
}

function withoutPublicId(file: string): void {
  const { publicId: _, ...rest } = JSON.parse(fs.readFileSync(path.join(cwd, file), 'utf8'));
  fs.writeFileSync(path.join(cwd, file), JSON.stringify(rest, null, 2));
}

let keys: { test: string; live: string };
const call = async (key: string, p: string) => {
  const res = await fetch(`${server.url}${p}`, { headers: { authorization: `Bearer ${key}` } });
  const body = (await res.json()) as { items: Array<{ id: string; publicId?: string; createdAt?: string }> };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
};
const live = (p: string) => call(keys.live, p);
const sandbox = (p: string) => call(keys.test, p);

beforeAll(async () => {
  if (dbKind() === 'postgres') {
    database = await clonePostgresDatabase();
    env.DATABASE_URL = database.url;
  }
  compiled = await compileService();
  fs.writeFileSync(
    path.join(bin, 'svc'),
    `#!/bin/sh\nexec "${process.execPath}" "${compiled.entry('src/cli/svc.ts')}" "$@"\n`,
    { mode: 0o755 },
  );
  fs.writeFileSync(path.join(cwd, 'pricing.md'), '# Pricing\n\nThe Growth plan is 49 euros a month, billed yearly.\n');
  // For `jobs retry ID`: a job that fails on its only attempt (its record names no workspace), queued before the
  // server starts so that the server's worker runs it and marks it failed. In a process of its own, as the
  // embedded database is made by one.
  const seed = path.join(bin, 'failing-job.mjs');
  const src = (f: string) => JSON.stringify(compiled.entry(`src/${f}`));
  fs.writeFileSync(
    seed,
    [
      `import { loadConfig } from ${src('config.ts')};`,
      `import { createLogger } from ${src('logger.ts')};`,
      `import { openRuntime } from ${src('process/boot.ts')};`,
      `import { ANSWER_EMAIL_JOB } from ${src('resources/follow-ups/email.ts')};`,
      "const runtime = await openRuntime(loadConfig(), { log: createLogger('silent') });",
      'await runtime.deps.db.systemTx((tx) =>',
      '  runtime.deps.jobs.enqueue(tx, { kind: ANSWER_EMAIL_JOB, tenant: null, payload: {}, maxAttempts: 1 }),',
      ');',
      'await runtime.close();',
    ].join('\n'),
  );
  const seeded = await sh(`"${process.execPath}" "${seed}"`);
  expect(seeded.code, seeded.stderr).toBe(0);
  server = await startServer(env, compiled.entry('src/main.ts'));
  // `svc simulate` drives the server named by SVC_PUBLIC_URL (the README's default port is not this one).
  env.SVC_PUBLIC_URL = server.url.replace(/\/v1$/, '');
}, 180_000);

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.drop();
  compiled?.remove();
  for (const dir of [dataDir, cwd, bin]) fs.rmSync(dir, { recursive: true, force: true });
});

describe('every operator-command example printed by --help', () => {
  it('runs as printed, with its placeholders filled from real objects, and succeeds', async () => {
    const staged = STAGES.flat().filter((n) => examples.has(n));
    expect(staged.length).toBeGreaterThan(20);
    // Keys for the checks through the API, the operator `operators remove` removes, the sandbox agent, and a tour
    // of the live workspace (made from a sandbox tour through the CLI itself).
    const [test, live] = await Promise.all([
      ok('svc keys create --mode test --all-scopes --json'),
      ok('svc keys create --mode live --all-scopes --json'),
      ok('svc operators create --email bob@example.com --role member --json'),
    ]);
    keys = { test: test.key, live: live.key };
    made.sandboxAgent = (await sandbox('/agents')).items[0]!.publicId!;
    const sandboxTour = (await sandbox('/tours')).items[0]!.id;
    await ok(`svc tours export ${sandboxTour} > seed.tour.json`);
    withoutPublicId('seed.tour.json');
    made.tour = (await ok('svc tours import seed.tour.json --json')).tour.id;
    await expect
      .poll(async () => (await ok('svc jobs list --failed --json')).length, { timeout: 120_000 })
      .toBeGreaterThan(0);
    made.failedJob = (await ok('svc jobs list --failed --json'))[0].id;

    const ran: string[] = [];
    const run = async (name: string) => {
      // docs/tours.md: an exported tour is imported again without its publicId (which stays unique).
      if (name === 'tours import') withoutPublicId('onboarding.tour.json');
      await ok(`svc ${fill(name, examples.get(name)!)}`);
      ran.push(name);
    };
    for (const stage of STAGES) {
      const names = stage.filter((n) => examples.has(n));
      await inBatches(names, run);
      for (const name of names) await remember(name);
    }
    for (const name of [...examples.keys()].filter((n) => !staged.includes(n))) await run(name);
    expect(ran.sort()).toEqual([...examples.keys()].sort());
    // What the examples did is there: the plan switched off on the new workspace, the operator removed.
    const ws = (await ok('svc workspace list --json')).find((w: { id: string }) => w.id === made.workspace);
    expect(ws).toMatchObject({ name: 'Acme', apiEnabled: false });
    const emails = (await ok('svc operators list --json')).map((o: { email: string }) => o.email);
    expect(emails).toContain('ada@example.com');
    expect(emails).not.toContain('bob@example.com');
  }, 600_000);
});
