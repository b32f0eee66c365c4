/**
 * The public surface under abuse (issue 25), replayed with a real `svc server`
 * process on loopback:
 *
 *   npx tsx bench/abuse.ts --only=outage   # row 1: the database refuses connections under traffic on /v1 and /runtime/v1
 *   npx tsx bench/abuse.ts --only=slow     # row 5: 200 sockets send half a request line or half a body
 *
 * Figures go to docs/operations.md with the load average of the machine.
 */
import net from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startSvc } from '../test/helpers/processes.js';
import { freshPostgres } from './lib.js';
import { loadConfig } from '../src/config.js';
import { openRuntime } from '../src/process/boot.js';
import { createKey } from '../src/platform/keys/service.js';
import { createWorkspace } from '../src/platform/workspaces/service.js';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-abuse-'));
const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_MS ?? 21_000);

async function sql(text: string): Promise<void> {
  const c = new pg.Client(admin);
  await c.connect();
  await c.query(text).finally(() => c.end());
}

async function call(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; retryAfter: string | null; body: any }> {
  try {
    const res = await fetch(url, init);
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json().catch(() => null) };
  } catch {
    return { status: 0, retryAfter: null, body: null };
  }
}

const counts = (xs: Array<{ status: number }>) => {
  const m = new Map<number, number>();
  for (const x of xs) m.set(x.status, (m.get(x.status) ?? 0) + 1);
  return (
    [...m]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${n} × ${s}`)
      .join(', ') || 'none'
  );
};

/** Row 1: ALLOW_CONNECTIONS false and the backends terminated, under traffic on both surfaces; then allowed again. */
async function outageScenario(): Promise<void> {
  const db = await freshPostgres('concierge_abuse');
  const name = new URL(db.url).pathname.slice(1);
  const runtime = await openRuntime(loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent', DATA_DIR: dataDir }), {
    poolSize: 4,
  });
  const ws = (await createWorkspace(runtime.deps, { name: 'abuse', seedSandbox: true }))!;
  // A key per client, pacing itself under its bucket: what is measured is the outage, not the rate limit.
  const keys = await Promise.all(
    Array.from({ length: 6 }, () => createKey(runtime.deps, { workspaceId: ws.id, mode: 'test', allScopes: true })),
  );
  await runtime.close();
  const server = await startSvc('server', {
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SVC_TRUST_PROXY: 'loopback',
  });
  const base = server.url!.replace(/\/v1$/, '');
  const agent = (await call(`${base}/v1/agents`, { headers: { authorization: `Bearer ${keys[0]!.key}` } })).body
    .items[0];

  type Answer = { at: number; status: number; retryAfter: string | null; surface: 'v1' | 'runtime' };
  const answers: Answer[] = [];
  const t0 = performance.now();
  let running = true;
  const client = async (n: number) => {
    const key = keys[n]!.key;
    for (let i = 0; running; i++) {
      const xff = { 'x-forwarded-for': `198.51.${n}.${(i % 250) + 1}` };
      const v1 = await call(`${base}/v1/segments`, { headers: { authorization: `Bearer ${key}` } });
      answers.push({ at: performance.now() - t0, surface: 'v1', ...v1 });
      const started = await call(`${base}/runtime/v1/agents/${agent.publicId}/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...xff },
        body: JSON.stringify({ page: { url: 'https://www.example.com/' } }),
      });
      answers.push({ at: performance.now() - t0, surface: 'runtime', ...started });
      await sleep(250);
    }
  };
  const clients = keys.map((_, n) => client(n));
  await sleep(3000);
  const blockedAt = performance.now() - t0;
  await sql(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  await sql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
  await sleep(OUTAGE_MS);
  await sql(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
  const allowedAt = performance.now() - t0;
  await sleep(6000);
  running = false;
  await Promise.all(clients);

  const during = answers.filter((a) => a.at > blockedAt && a.at < allowedAt);
  const after = answers.filter((a) => a.at >= allowedAt);
  const firstOk = (s: Answer['surface']) => after.find((a) => a.surface === s && a.status < 300)?.at;
  const recovered = Math.max(firstOk('v1') ?? Number.NaN, firstOk('runtime') ?? Number.NaN) - allowedAt;
  const logs = server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string });
  console.log(
    `\nDatabase refusing connections for ${(OUTAGE_MS / 1000).toFixed(0)} s under one svc server, 6 clients on both surfaces (load ${load()})`,
  );
  console.log(`  before:  ${counts(answers.filter((a) => a.at <= blockedAt))}`);
  console.log(
    `  during:  /v1 ${counts(during.filter((a) => a.surface === 'v1'))}; /runtime/v1 ${counts(during.filter((a) => a.surface === 'runtime'))}`,
  );
  console.log(
    `  503s with Retry-After: ${during.filter((a) => a.status === 503 && a.retryAfter).length} of ${during.filter((a) => a.status === 503).length}`,
  );
  console.log(
    `  after:   ${counts(after)}; both surfaces answering again ${recovered.toFixed(0)} ms after connections were allowed (no restart)`,
  );
  console.log(
    `  log: ${logs.filter((l) => /database unreachable/.test(l.msg)).length} warning, ${logs.filter((l) => /reachable again/.test(l.msg)).length} recovery line, ${logs.filter((l) => l.level >= 50).length} error lines`,
  );
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  await db.drop();
}

/** Row 5: sockets that send half a request line or half a body, against the configured time-outs. */
async function slowScenario(): Promise<void> {
  const db = await freshPostgres('concierge_abuse_slow');
  const env = { SVC_HEADERS_TIMEOUT_MS: '2000', SVC_REQUEST_TIMEOUT_MS: '4000', SVC_KEEP_ALIVE_TIMEOUT_MS: '2000' };
  const server = await startSvc('server', { DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env });
  const { port } = new URL(server.url!);
  const SOCKETS = 200;
  const t0 = performance.now();
  const closed = await Promise.all(
    Array.from(
      { length: SOCKETS },
      (_, i) =>
        new Promise<number>((resolve) => {
          const s = net.connect(Number(port), '127.0.0.1');
          const bound = setTimeout(() => {
            s.destroy();
            resolve(Number.POSITIVE_INFINITY);
          }, 60_000);
          s.on('error', () => undefined);
          // Read what the server answers: a socket nobody reads never sees the server's FIN, so never 'close'.
          s.resume();
          s.on('close', () => {
            clearTimeout(bound);
            resolve(performance.now() - t0);
          });
          s.write(
            i % 2 === 0
              ? 'GET /v1/segm'
              : 'POST /v1/segments HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
          );
        }),
    ),
  );
  const line = closed.filter((_, i) => i % 2 === 0).sort((a, b) => a - b);
  const body = closed.filter((_, i) => i % 2 === 1).sort((a, b) => a - b);
  const fmt = (xs: number[]) =>
    `${xs.filter(Number.isFinite).length} of ${xs.length} closed; median ${(xs[xs.length >> 1]! / 1000).toFixed(1)} s, last ${(xs[xs.length - 1]! / 1000).toFixed(1)} s`;
  console.log(
    `\n${SOCKETS} slow sockets against one svc server, SVC_HEADERS_TIMEOUT_MS=2000 SVC_REQUEST_TIMEOUT_MS=4000 (load ${load()})`,
  );
  console.log(`  half a request line: ${fmt(line)}`);
  console.log(`  half a body:         ${fmt(body)}`);
  const health = await call(`${server.url!.replace(/\/v1$/, '')}/healthz`);
  console.log(`  /healthz meanwhile and after: ${health.status}`);
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  await db.drop();
}

if (!only || only === 'outage') await outageScenario();
if (!only || only === 'slow') await slowScenario();
fs.rmSync(dataDir, { recursive: true, force: true });
