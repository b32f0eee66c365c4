import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

// Every `svc` call starts a fresh Node process that compiles TypeScript; on a
// loaded two-core machine a test of several calls takes well over a minute.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
import { clonePostgresDatabase, dbKind } from '../helpers/harness.js';
import { finished, startServer, svc } from '../helpers/processes.js';

/**
 * The operator's path through real processes: `npm start`'s entry point serves
 * the API while `svc` makes and revokes keys. On the embedded database the CLI
 * goes through the running server's admin socket (one process owns PGlite); on
 * PostgreSQL it connects directly.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-cli-'));
const env: Record<string, string> = { DATA_DIR: dataDir };
let database: { url: string; drop: () => Promise<void> } | null = null;

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  if (dbKind() === 'postgres') {
    database = await clonePostgresDatabase();
    env.DATABASE_URL = database.url;
  }
  server = await startServer(env);
});
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const json = (r: { stdout: string; stderr: string; code: number | null }) => {
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
};

it('prints where it runs and how to make a key', () => {
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  expect(server.output()).toContain('npx svc keys create --mode test');
  expect(server.output()).toContain(`${server.url}/openapi.json`);
});

it('makes, lists and revokes keys while the server runs', async () => {
  const created = json(await svc(['keys', 'create', '--mode', 'test', '--json'], env));
  expect(created).toMatchObject({ mode: 'test' });
  expect(created.key).toMatch(/^svc_test_[0-9A-Za-z]{32,}$/);
  expect(created.workspaceId).toMatch(/^ws_/);
  expect(created.scopes).toContain('follow_ups:read');
  expect(created.scopes).not.toContain('follow_ups:write');

  const headers = { authorization: `Bearer ${created.key}` };
  const res = await fetch(`${server.url}/follow-ups`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('x-service-mode')).toBe('test');
  expect(((await res.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);

  const listed = json(await svc(['keys', 'list', '--json'], env));
  const mine = listed.find((k: { id: string }) => k.id === created.id);
  expect(mine).toMatchObject({ mode: 'test', revokedAt: null });
  expect(JSON.stringify(listed)).not.toContain(created.key);

  json(await svc(['keys', 'revoke', created.id, '--json'], env));
  expect((await fetch(`${server.url}/follow-ups`, { headers })).status).toBe(401);
});

it('creates workspaces, grants scopes by name, and switches the plan', async () => {
  const ws = json(await svc(['workspace', 'create', '--name', 'Acme (CLI test)', '--json'], env));
  expect(ws.id).toMatch(/^ws_/);
  const all = json(
    await svc(['keys', 'create', '--workspace', ws.id, '--mode', 'live', '--all-scopes', '--json'], env),
  );
  expect(all.scopes).toContain('webhooks:manage');
  expect(all.scopes).not.toContain('conversations:transcripts');
  const named = json(
    await svc(
      [
        'keys',
        'create',
        '--workspace',
        ws.id,
        '--mode',
        'live',
        '--scope',
        'conversations:transcripts',
        '--scope',
        'leads:read',
        '--json',
      ],
      env,
    ),
  );
  expect(named.scopes).toEqual(['conversations:transcripts', 'leads:read']);

  json(await svc(['workspace', 'plan', ws.id, '--api', 'off', '--json'], env));
  const off = await fetch(`${server.url}/follow-ups`, { headers: { authorization: `Bearer ${all.key}` } });
  expect(off.status).toBe(403);
  expect(((await off.json()) as { code: string }).code).toBe('plan-api-off');
  json(await svc(['workspace', 'plan', ws.id, '--api', 'on', '--json'], env));
  expect((await fetch(`${server.url}/follow-ups`, { headers: { authorization: `Bearer ${all.key}` } })).status).toBe(
    200,
  );
});

it('lists jobs and refuses to retry one that has not failed', async () => {
  expect(json(await svc(['jobs', 'list', '--failed', '--json'], env))).toEqual([]);
  const retry = await svc(['jobs', 'retry', '0194c0de-0000-7000-8000-000000000001'], env);
  expect(retry.code).toBe(2);
  expect(retry.stderr).toContain('no failed job 0194c0de-0000-7000-8000-000000000001');
});

it('explains bad usage with exit code 2', async () => {
  const unknown = await svc(['keys', 'create', '--mode', 'test', '--scope', 'nope:read'], env);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain('unknown scope');
  const missing = await svc(['keys', 'create'], env);
  expect(missing.code).toBe(2);
  expect(missing.stderr).toContain('--mode is required');
});

it.runIf(dbKind() === 'pglite')('never lets a second process open the same embedded database', async () => {
  const second = await finished(
    (await import('../helpers/processes.js')).spawnTs('src/main.ts', [], { ...env, PORT: '0' }),
  );
  expect(second.code).toBe(1);
  expect(second.stderr).toMatch(/open in process \d+/);
});

it('stops gracefully on SIGTERM; afterwards the CLI opens the database itself', async () => {
  const exit = finished(server.child);
  server.child.kill('SIGTERM');
  expect((await exit).code).toBe(0);
  if (dbKind() === 'pglite') {
    expect(fs.existsSync(path.join(dataDir, 'concierge.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'admin.sock'))).toBe(false);
  }
  const created = json(await svc(['keys', 'create', '--mode', 'live', '--json'], env));
  expect(created.key).toMatch(/^svc_live_/);
});
