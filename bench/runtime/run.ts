/**
 * bench/runtime: visitors talking with an agent through the runtime API, with
 * the default (deterministic) engine, on PostgreSQL. The agent's knowledge holds
 * about 500 chunks. Visitors come from many addresses through a trusted proxy
 * (SVC_TRUST_PROXY=loopback and X-Forwarded-For), so the per-address and
 * per-visitor limits stay on: each visitor starts a session, sends 8 messages
 * (within its burst of 10), ends the visit, and a new visitor takes its place.
 *
 *   npx tsx bench/runtime/run.ts [--processes 1] [--visitors 48] [--seconds 20] [--warmup 5]
 *   npx tsx bench/runtime/run.ts --processes 4 --redis redis://127.0.0.1:6379
 *
 * Prints turns per second and p50/p99 time to the first text delta and to the
 * end of the stream, measured by the client, and the load average around the run.
 */
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../src/config.js';
import { systemClock } from '../../src/clock.js';
import { createLogger } from '../../src/logger.js';
import { Database } from '../../src/db/database.js';
import { PostgresDriver } from '../../src/db/postgres-driver.js';
import { migrate } from '../../src/db/migrate.js';
import { closeDeps, createDeps } from '../../src/deps.js';
import { modules } from '../../src/resources/index.js';
import { createWorkspace } from '../../src/platform/workspaces/service.js';
import { createAgent } from '../../src/resources/agents/service.js';
import { addTextSource } from '../../src/resources/knowledge/service.js';
import { percentile } from '../support.js';
import { freshPostgres, ROOT } from '../lib.js';
import { articles, questionOf, UNCOVERED, type Fact } from './knowledge.js';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '1' },
    visitors: { type: 'string', default: '48' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    articles: { type: 'string', default: '125' },
    redis: { type: 'string' },
  },
});

async function setup(url: string): Promise<{ publicId: string; chunks: number; facts: Fact[] }> {
  const log = createLogger('silent');
  const db = new Database(PostgresDriver.open(url, { max: 4 }), log);
  await migrate(db.driver);
  const deps = await createDeps({
    config: { ...loadConfig({}), logLevel: 'silent' },
    clock: systemClock,
    log,
    db,
    modules,
  });
  const ws = (await createWorkspace(deps, { name: 'runtime bench', seedSandbox: false }))!;
  const { docs, facts } = articles(Number(values.articles));
  const agent = await db.tenantTx(ws.id, (tx) => createAgent(deps, tx, { name: 'Bench concierge' }));
  for (const d of docs) await db.tenantTx(ws.id, (tx) => addTextSource(deps, tx, agent.personalBaseId!, d));
  const chunks = Number(
    (await db.tenantTx(ws.id, (tx) => tx.query(`SELECT count(*)::int AS n FROM knowledge_chunks`))).rows[0]!.n,
  );
  // A site's knowledge is ingested long before visitors ask about it, and autovacuum has processed it by then
  // (statistics, visibility map): the run starts from that state instead of letting autovacuum change plans mid-run.
  await db.query('VACUUM ANALYZE');
  await closeDeps(deps);
  await db.close();
  return { publicId: agent.publicId, chunks, facts };
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  // BENCH_NODE_FLAGS adds flags to each server process (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', path.join(ROOT, 'src/cli/svc.ts'), 'server'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SVC_TRUST_PROXY: 'loopback', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    const check = (c: Buffer) => {
      out += c;
      const m = /listening at (http:\/\/\S+)\/v1/.exec(out);
      if (m) {
        clearTimeout(t);
        resolve({ child, base: m[1]! });
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

interface Sample {
  ttft: number;
  total: number;
}

interface Tally {
  samples: Sample[];
  sessions: number;
  limited: number;
  failed: number;
  measuring: boolean;
}

let address = 0;
const nextAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function turn(
  base: string,
  sessionId: string,
  token: string,
  xff: string,
  text: string,
  tally: Tally,
): Promise<void> {
  const started = performance.now();
  const res = await fetch(`${base}/runtime/v1/sessions/${sessionId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': xff },
    body: JSON.stringify({ text }),
  });
  if (res.status === 429) {
    tally.limited++;
    await res.arrayBuffer();
    return;
  }
  if (res.status !== 200 || !res.body) {
    tally.failed++;
    await res.arrayBuffer();
    return;
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let ttft = -1;
  let seen = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (ttft < 0) {
      seen += decoder.decode(value, { stream: true });
      if (seen.includes('"type":"text-delta"')) ttft = performance.now() - started;
    }
  }
  if (ttft < 0) tally.failed++;
  else if (tally.measuring) tally.samples.push({ ttft, total: performance.now() - started });
}

/** One visitor after another on one loop: session, eight messages, end. */
async function visitorLoop(
  bases: string[],
  publicId: string,
  facts: Fact[],
  until: () => boolean,
  tally: Tally,
  n: number,
): Promise<void> {
  let k = n;
  while (!until()) {
    const base = bases[k++ % bases.length]!;
    const xff = nextAddress();
    const s = await fetch(`${base}/runtime/v1/agents/${publicId}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
      body: JSON.stringify({ page: { url: 'https://www.example.com/pricing?utm_source=bench' } }),
    });
    const session = (await s.json()) as { sessionId: string; visitorToken: string };
    if (s.status !== 201) {
      tally.failed++;
      continue;
    }
    tally.sessions++;
    for (let i = 0; i < 8 && !until(); i++) {
      const x = (k * 7 + i * 13) % 10;
      const text =
        x < 6
          ? questionOf(facts[(k * 31 + i * 17) % facts.length]!)
          : x < 8
            ? UNCOVERED[(k + i) % UNCOVERED.length]!
            : i === 0
              ? 'Hi there!'
              : `I am Bench Visitor ${k}, bench.${k}@example.com`;
      await turn(base, session.sessionId, session.visitorToken, xff, text, tally);
    }
    await fetch(`${base}/runtime/v1/sessions/${session.sessionId}/end`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.visitorToken}`, 'x-forwarded-for': xff },
    }).then((r) => r.arrayBuffer());
  }
}

async function main() {
  const processes = Number(values.processes);
  const redis = values.redis ?? (processes > 1 ? 'redis://127.0.0.1:6379' : undefined);
  const pgdb = await freshPostgres('concierge_bench_runtime');
  const servers: ChildProcess[] = [];
  try {
    const { publicId, chunks, facts } = await setup(pgdb.url);
    const bases: string[] = [];
    for (let i = 0; i < processes; i++) {
      const s = await startServer({ DATABASE_URL: pgdb.url, ...(redis ? { REDIS_URL: redis } : {}) });
      servers.push(s.child);
      bases.push(s.base);
    }
    const tally: Tally = { samples: [], sessions: 0, limited: 0, failed: 0, measuring: false };
    const warmup = Number(values.warmup) * 1000;
    const seconds = Number(values.seconds);
    const load = [os.loadavg()[0]!];
    const t0 = Date.now();
    const end = t0 + warmup + seconds * 1000;
    setTimeout(() => {
      tally.measuring = true;
      tally.sessions = 0;
      tally.limited = 0;
      tally.failed = 0;
    }, warmup);
    const loops = Array.from({ length: Number(values.visitors) }, (_, n) =>
      visitorLoop(bases, publicId, facts, () => Date.now() >= end, tally, n),
    );
    await Promise.all(loops);
    load.push(os.loadavg()[0]!);
    const ttft = tally.samples.map((x) => x.ttft).sort((a, b) => a - b);
    const total = tally.samples.map((x) => x.total).sort((a, b) => a - b);
    const ms = (v: number) => Math.round(v * 10) / 10;
    console.log(
      JSON.stringify(
        {
          processes,
          redis: redis ?? null,
          chunks,
          concurrentVisitors: Number(values.visitors),
          seconds,
          turns: tally.samples.length,
          turnsPerSecond: Math.round((tally.samples.length / seconds) * 10) / 10,
          sessionStarts: tally.sessions,
          ttftMs: { p50: ms(percentile(ttft, 50)), p99: ms(percentile(ttft, 99)) },
          finishMs: { p50: ms(percentile(total, 50)), p99: ms(percentile(total, 99)) },
          rateLimited: tally.limited,
          failed: tally.failed,
          loadAverage1m: { before: load[0], after: load[1] },
          cpus: os.cpus().length,
        },
        null,
        2,
      ),
    );
  } finally {
    for (const c of servers) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    // BENCH_KEEP=1 keeps the database for EXPLAIN and profiling after the run.
    if (process.env.BENCH_KEEP) console.error(`kept ${pgdb.url}`);
    else await pgdb.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
