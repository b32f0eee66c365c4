import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

// Every `svc` call starts a fresh Node process that compiles TypeScript: slow on a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
import { clonePostgresDatabase, dbKind } from '../helpers/harness.js';
import { startServer, svc } from '../helpers/processes.js';

/**
 * `svc operators …` against a running `npm start` (issue 29): on the embedded
 * database through the server's admin socket, on PostgreSQL directly, as the
 * key commands do. The banner says how to make the first owner until there is
 * one; the link it prints signs in once over real HTTP.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-ops-'));
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

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

it('tells how to create the first owner, who signs in with the printed link once', async () => {
  expect(server.output()).toContain('npx svc operators create --email you@example.com --role owner');
  expect(server.output()).toMatch(/dashboard: +http:\/\/127\.0\.0\.1:\d+\/app/);

  const made = await svc(['operators', 'create', '--email', 'Owner@Example.com', '--role', 'owner'], env);
  expect(made.code, made.stderr).toBe(0);
  const link = /(http:\/\/\S+\/app\/sign-in#token=([A-Za-z0-9_-]{43}))/.exec(made.stdout);
  expect(link, made.stdout).not.toBeNull();
  expect(made.stdout).toContain('owner@example.com (owner)');

  const base = server.url.replace(/\/v1$/, '');
  const signedIn = await post(`${base}/v1/sessions/link`, { token: link![2] });
  expect(signedIn.status).toBe(201);
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  const me = await fetch(`${base}/v1/sessions/current`, { headers: { cookie } });
  expect(((await me.json()) as { operator: { role: string } }).operator.role).toBe('owner');
  expect((await post(`${base}/v1/sessions/link`, { token: link![2] })).status).toBe(401);
});

it('takes a password from stdin, lists and removes operators (their sessions end)', async () => {
  const password = 'a long enough password';
  const made = await svc(
    ['operators', 'create', '--email', 'member@example.com', '--transcripts', '--password-stdin', '--json'],
    env,
    { stdin: `${password}\n` },
  );
  expect(made.code, made.stderr).toBe(0);
  const created = JSON.parse(made.stdout);
  expect(created).toMatchObject({
    signInUrl: null,
    operator: { role: 'member', transcripts: true, hasPassword: true },
  });

  const base = server.url.replace(/\/v1$/, '');
  const signedIn = await post(`${base}/v1/sessions`, { email: 'member@example.com', password });
  expect(signedIn.status).toBe(201);
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  expect((await fetch(`${base}/v1/follow-ups`, { headers: { cookie } })).status).toBe(200);

  const short = await svc(['operators', 'create', '--email', 'short@example.com', '--password-stdin'], env, {
    stdin: 'short\n',
  });
  expect(short.code).toBe(2);
  expect(short.stderr).toContain('at least 12 characters');

  const listed = JSON.parse((await svc(['operators', 'list', '--json'], env)).stdout) as Array<{ email: string }>;
  expect(listed.map((o) => o.email)).toEqual(['owner@example.com', 'member@example.com']);

  const removed = await svc(['operators', 'remove', 'member@example.com'], env);
  expect(removed.code, removed.stderr).toBe(0);
  expect((await fetch(`${base}/v1/follow-ups`, { headers: { cookie } })).status).toBe(401);

  const last = await svc(['operators', 'remove', 'owner@example.com'], env);
  expect(last.code).toBe(2);
  expect(last.stderr).toContain('at least one owner');
});
