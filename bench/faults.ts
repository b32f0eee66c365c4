/**
 * What faults cost, measured with real processes (`svc server`, `svc worker`)
 * on loopback. Each scenario stands alone:
 *
 *   node --import tsx bench/faults.ts --only=redis      # Redis stopped under a server, then started again
 *   node --import tsx bench/faults.ts --only=postgres   # PostgreSQL (a private instance) restarted under write load
 *   node --import tsx bench/faults.ts --only=worker     # a worker killed with SIGKILL while delivering webhooks
 *   node --import tsx bench/faults.ts --only=mail       # a mail server that accepts and never answers
 *
 * Figures go to docs/operations.md with the load average of the machine.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startSvc } from '../test/helpers/processes.js';
import { startPrivatePostgres, startPrivateRedis } from '../test/helpers/private-services.js';
import { freshPostgres } from './lib.js';
import { loadConfig } from '../src/config.js';
import { openRuntime } from '../src/process/boot.js';
import { createKey } from '../src/platform/keys/service.js';
import { createWorkspace } from '../src/platform/workspaces/service.js';
import { newId } from '../src/lib/ids.js';
import { checkedUrl, createWebhook } from '../src/resources/webhooks/service.js';
import { createFollowUp } from '../src/resources/follow-ups/service.js';
import { insertVisitor } from '../src/records/visitors.js';

/** When the worker is killed: after this share of the deliveries reached the receiver. */
const KILL_AT = Number(process.env.BENCH_KILL_AT ?? 0.5);
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-faults-'));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** A runtime on `url` (migrated) with a workspace and a live key holding every scope. */
async function setup(url: string) {
  const runtime = await openRuntime(
    loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', DATA_DIR: dataDir, SVC_OUTBOUND_ALLOW: '127.0.0.1' }),
    { poolSize: 4 },
  );
  const ws = (await createWorkspace(runtime.deps, { name: 'faults', seedSandbox: false }))!;
  const { key } = await createKey(runtime.deps, { workspaceId: ws.id, mode: 'live', allScopes: true });
  return { runtime, ws, key };
}

async function get(
  base: string,
  key: string,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; ms: number; body: any }> {
  const t = performance.now();
  try {
    const res = await fetch(`${base.replace(/\/v1$/, '')}${url}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, ...(init.headers ?? {}) },
    });
    const body = await res.json().catch(() => null);
    return { status: res.status, ms: performance.now() - t, body };
  } catch {
    return { status: 0, ms: performance.now() - t, body: null };
  }
}

const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)]!.toFixed(0)} ms, max ${s[s.length - 1]!.toFixed(0)} ms`;
};

const logLines = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string });

async function redisScenario(): Promise<void> {
  const redis = await startPrivateRedis();
  const db = await freshPostgres('concierge_faults');
  const { runtime, key } = await setup(db.url);
  const server = await startSvc('server', {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  });
  const base = server.url!;
  const run = async (n: number) => {
    const out = [];
    for (let i = 0; i < n; i++) out.push(await get(base, key, '/v1/follow-ups'));
    return out;
  };
  const up = await run(20);
  await redis.stop();
  const down = await run(20);
  await redis.start();
  const restarted = performance.now();
  const probe = new Redis(redis.url);
  let recoveredMs = Number.NaN;
  for (let i = 0; i < 200; i++) {
    await get(base, key, '/v1/follow-ups');
    if ((await probe.keys('svc:rl:*')).length > 0) {
      recoveredMs = performance.now() - restarted;
      break;
    }
    await sleep(50);
  }
  probe.disconnect();
  const logs = logLines(server.output());
  console.log(`\nRedis stopped under one svc server (load ${load()})`);
  console.log(
    `  20 requests, Redis up:      ${summary(up.map((r) => r.ms))}; statuses ${[...new Set(up.map((r) => r.status))]}`,
  );
  console.log(
    `  20 requests, Redis stopped: ${summary(down.map((r) => r.ms))}; statuses ${[...new Set(down.map((r) => r.status))]}`,
  );
  console.log(`  shared buckets again ${recoveredMs.toFixed(0)} ms after Redis was back (no restart)`);
  console.log(
    `  log: ${logs.filter((l) => /unreachable/.test(l.msg)).length} warning, ${logs.filter((l) => /reachable again/.test(l.msg)).length} recovery line, ${logs.filter((l) => l.level >= 50).length} errors`,
  );
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  await runtime.close();
  await db.drop();
  await redis.close();
}

async function postgresScenario(): Promise<void> {
  const pgi = await startPrivatePostgres();
  const { runtime, ws } = await setup(pgi.url);
  // A key per writer, each pacing itself under its bucket: what is measured is the outage, not the rate limit.
  const keys = await Promise.all(
    Array.from({ length: 8 }, () => createKey(runtime.deps, { workspaceId: ws.id, mode: 'live', allScopes: true })),
  );
  await runtime.close();
  const server = await startSvc('server', { DATABASE_URL: pgi.url, DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const base = server.url!;
  const answers: Array<{ at: number; status: number; id?: string }> = [];
  const t0 = performance.now();
  let running = true;
  const writer = async (n: number) => {
    const key = keys[n]!.key;
    for (let i = 0; running; i++) {
      const r = await get(base, key, '/v1/segments', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `w${n}-${i}` },
        body: JSON.stringify({ name: `s ${n}-${i}`, filter: { minIntent: 10 } }),
      });
      answers.push({ at: performance.now() - t0, status: r.status, ...(r.status === 201 ? { id: r.body.id } : {}) });
      await sleep(250);
    }
  };
  const writers = keys.map((_, n) => writer(n));
  await sleep(3000);
  const stopAt = performance.now() - t0;
  await pgi.stop();
  await sleep(2000);
  await pgi.start();
  const startedAt = performance.now() - t0;
  await sleep(6000);
  running = false;
  await Promise.all(writers);
  const failed = answers.filter((a) => a.status !== 201 && a.status !== 429);
  const firstFail = Math.min(...failed.map((a) => a.at));
  const lastFail = Math.max(...failed.map((a) => a.at));
  const firstOkAfter = Math.min(...answers.filter((a) => a.status === 201 && a.at > lastFail).map((a) => a.at));
  const acknowledged = answers.filter((a) => a.id).map((a) => a.id!);
  const c = new pg.Client(pgi.url);
  await c.connect();
  const kept = new Set((await c.query<{ id: string }>('SELECT id::text FROM segments')).rows.map((r) => r.id));
  await c.end();
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  const logs = logLines(server.output());
  console.log(`\nPostgreSQL restarted under 8 writers (about 30 writes/s) on one svc server (load ${load()})`);
  console.log(
    `  stopped at ${stopAt.toFixed(0)} ms (pg_ctl stop -m fast), started again at ${startedAt.toFixed(0)} ms`,
  );
  console.log(`  answers: ${[...byStatus].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
  console.log(
    `  first failure at ${firstFail.toFixed(0)} ms, first success after the last failure at ${firstOkAfter.toFixed(0)} ms (${((firstOkAfter - startedAt) / 1000).toFixed(1)} s after the start)`,
  );
  console.log(
    `  acknowledged writes kept: ${acknowledged.filter((id) => kept.has(id)).length} of ${acknowledged.length}`,
  );
  console.log(
    `  log: ${logs.filter((l) => /database unreachable/.test(l.msg)).length} warning, ${logs.filter((l) => /reachable again/.test(l.msg)).length} recovery line, ${logs.filter((l) => l.level >= 50).length} errors`,
  );
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  await pgi.close();
}

async function workerScenario(events: number, rounds: number): Promise<void> {
  console.log(
    `\nA worker killed with SIGKILL while delivering ${events} webhook events, once ${Math.round(KILL_AT * 100)}% reached the receiver (it answers after 20 ms; load ${load()})`,
  );
  for (let round = 1; round <= rounds; round++) {
    const db = await freshPostgres('concierge_faults');
    const { runtime, ws } = await setup(db.url);
    const { deps } = runtime;
    const hits = new Map<string, number>();
    const receiver = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const id = String(req.headers['x-service-delivery']);
        hits.set(id, (hits.get(id) ?? 0) + 1);
        setTimeout(() => res.writeHead(204).end(), 20);
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const input = {
      url: `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/hook`,
      events: ['*' as const],
    };
    const url = await checkedUrl(deps, input.url);
    await deps.db.tenantTx(ws.id, (tx) => createWebhook(deps, tx, input, url));
    for (let i = 0; i < events; i += 50) {
      await deps.db.tenantTx(ws.id, async (tx) => {
        for (let j = i; j < Math.min(events, i + 50); j++) {
          const data = { visitorId: newId(), email: `v${j}@example.com`, displayName: null };
          deps.outbox.append(tx, { type: 'visitor.identified', data });
        }
      });
    }
    const env = { DATABASE_URL: db.url, DATA_DIR: dataDir, SVC_OUTBOUND_ALLOW: '127.0.0.1', LOG_LEVEL: 'warn' };
    const one = await startSvc('worker', env);
    while (hits.size < events * KILL_AT) await sleep(5);
    one.child.kill('SIGKILL');
    await new Promise((r) => one.child.once('exit', r));
    const sentAtKill = hits.size;
    const recorded = Number(
      (
        await deps.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'delivered'`,
        )
      ).rows[0]!.n,
    );
    const two = await startSvc('worker', env);
    for (;;) {
      const done = Number(
        (
          await deps.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'delivered'`,
          )
        ).rows[0]!.n,
      );
      if (done >= events) break;
      await sleep(200);
    }
    two.child.kill('SIGTERM');
    await new Promise((r) => two.child.once('exit', r));
    const resent = [...hits.values()].filter((n) => n > 1).length;
    console.log(
      `  round ${round}: ${sentAtKill} deliveries had reached the receiver when the worker died, ${recorded} were recorded; ${resent} sent again after the restart (the ones in flight); all ${events} delivered`,
    );
    receiver.close();
    await runtime.close();
    await db.drop();
  }
}

async function mailScenario(): Promise<void> {
  const sockets = new Set<net.Socket>();
  const hanging = net.createServer((s) => sockets.add(s.on('error', () => undefined)));
  await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
  const smtpUrl = `smtp://127.0.0.1:${(hanging.address() as net.AddressInfo).port}`;
  const db = await freshPostgres('concierge_faults');
  const { runtime, ws, key } = await setup(db.url);
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    SMTP_FROM: 'Reps <reps@example.com>',
    LOG_LEVEL: 'warn',
  };
  const server = await startSvc('server', env);
  const worker = await startSvc('worker', env);
  const answers: number[] = [];
  const ids: string[] = [];
  for (let i = 0; i < 10; i++) {
    const visitorId = newId();
    const f = await runtime.deps.db.tenantTx(ws.id, async (tx) => {
      const now = new Date();
      await insertVisitor(tx, {
        id: visitorId,
        email: `v${i}@example.com`,
        displayName: null,
        intentScore: 0,
        firstSeenAt: now,
        lastSeenAt: now,
        createdAt: now,
      });
      return createFollowUp(runtime.deps, tx, { id: newId(), visitorId, question: 'Is there an API?', createdAt: now });
    });
    ids.push(f.id);
    const r = await get(server.url!, key, `/v1/follow-ups/${f.id}/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `a${i}` },
      body: JSON.stringify({ answer: 'Yes.' }),
    });
    if (r.status !== 200 || r.body.emailed !== true) throw new Error(`answer failed: ${JSON.stringify(r.body)}`);
    answers.push(r.ms);
  }
  const t = performance.now();
  let firstFailure = Number.NaN;
  for (let i = 0; i < 600; i++) {
    const res = await runtime.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = 'follow-ups.email' AND attempts >= 1 AND last_error IS NOT NULL`,
    );
    if (Number(res.rows[0]!.n) > 0) {
      firstFailure = performance.now() - t;
      break;
    }
    await sleep(100);
  }
  console.log(`\nA mail server that accepts connections and never answers (load ${load()})`);
  console.log(`  10 answer calls with emailed: true: ${summary(answers)} (before: each waited for the send)`);
  console.log(
    `  the worker's first attempt failed after ${(firstFailure / 1000).toFixed(1)} s (SVC_SMTP_TIMEOUT_MS, default 10 s) and is retried with backoff`,
  );
  for (const p of [server, worker]) p.child.kill('SIGTERM');
  await Promise.all([server, worker].map((p) => new Promise((r) => p.child.once('exit', r))));
  for (const s of sockets) s.destroy();
  hanging.close();
  await runtime.close();
  await db.drop();
}

try {
  if (!only || only === 'redis') await redisScenario();
  if (!only || only === 'postgres') await postgresScenario();
  if (!only || only === 'worker')
    await workerScenario(Number(process.env.BENCH_EVENTS ?? 549), Number(process.env.BENCH_ROUNDS ?? 3));
  if (!only || only === 'mail') await mailScenario();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
