/**
 * bench/http: GET /v1/follow-ups?limit=50 through the whole service (auth, rate
 * limit, tenant transaction, paging, serialisation) against a bare Fastify route
 * that runs the same list SQL through the same driver, on PostgreSQL, in one run.
 *
 *   npx tsx bench/http/run.ts [--seconds 10] [--connections 20] [--rounds 2] [--bare-prepared]
 *
 * The service keeps its list statement prepared on each pooled connection (the
 * statement cache of one-statement reads); the bare route sends it unnamed, as a
 * handler calling `pool.query(sql, params)` does. `--bare-prepared` makes the
 * bare route keep it prepared too, to show the service's overhead on equal terms.
 *
 * Besides throughput and latency it reports CPU per request: this process (the
 * server; autocannon runs in its own process) and the PostgreSQL backends of the
 * bench database (read from /proc, so run it on the database's machine).
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { systemClock } from '../../src/clock.js';
import { createLogger } from '../../src/logger.js';
import { Database } from '../../src/db/database.js';
import { PostgresDriver } from '../../src/db/postgres-driver.js';
import { migrate } from '../../src/db/migrate.js';
import { closeDeps, createDeps } from '../../src/deps.js';
import { modules } from '../../src/resources/index.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';
import { createWorkspace } from '../../src/platform/workspaces/service.js';
import { createKey } from '../../src/platform/keys/service.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';
import { newId } from '../../src/lib/ids.js';
import { freshPostgres, load, type LoadResult } from '../lib.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    'bare-prepared': { type: 'boolean', default: false },
  },
});

// The SQL of listFollowUps (src/resources/follow-ups/repository.ts), visitor name for masking included;
// the bare route filters by tenant itself where the service relies on the row guard.
const LIST_SQL = `SELECT id, agent_id AS "agentId", conversation_id AS "conversationId", visitor_id AS "visitorId",
  question, reason, status, answer, answered_at AS "answeredAt", delivered_at AS "deliveredAt", created_at AS "createdAt",
  (SELECT v.display_name FROM visitors v WHERE v.id = follow_ups.visitor_id) AS "visitorName"
  FROM follow_ups WHERE tenant_id = $1 ORDER BY created_at DESC, id DESC LIMIT 51`;

async function main() {
  const pgdb = await freshPostgres('concierge_bench_http');
  const log = createLogger('silent');
  const db = new Database(PostgresDriver.open(pgdb.url, { max: 10 }), log);
  await migrate(db.driver);
  // The real limiter, with buckets large enough that the load never empties them.
  const limiter = new MemoryRateLimiter(systemClock, {
    default: { capacity: 1e12, refillPerSecond: 1e12 },
    knowledge: { capacity: 1e12, refillPerSecond: 1e12 },
  });
  const deps = await createDeps({
    config: { ...loadConfig({}), logLevel: 'silent' },
    clock: systemClock,
    log,
    db,
    modules,
    limiter,
  });
  const ws = (await createWorkspace(deps, { name: 'bench', seedSandbox: false }))!;
  const key = await createKey(deps, { workspaceId: ws.id, mode: 'live' });
  await db.tenantTx(ws.id, async (tx) => {
    for (let i = 0; i < 200; i++) {
      await createFollowUp(deps, tx, {
        id: newId(),
        question: `Question number ${i} about pricing and plans?`,
        reason: 'not in the knowledge base',
        createdAt: new Date(Date.now() - i * 60_000),
      });
    }
  });

  // Statistics as autovacuum would leave them: without them the planner guesses at the
  // freshly filled tables, and an autoanalyze that lands mid-run changes the plans of
  // one route's rounds and not the other's (docs/performance.md, issue 19).
  await db.query('ANALYZE');

  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  const barePrepared = values['bare-prepared'];
  bare.get('/follow-ups', async () => {
    const rows = barePrepared
      ? (await db.driver.withConnection((c) => c.query(LIST_SQL, [ws.id], { prepare: true }))).rows
      : (await db.query(LIST_SQL, [ws.id])).rows;
    return { items: rows.slice(0, 50), nextCursor: null };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const serviceUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/follow-ups?limit=50`;
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/follow-ups`;

  const check = await fetch(serviceUrl, { headers: { authorization: `Bearer ${key.key}` } });
  if (check.status !== 200) throw new Error(`service answered ${check.status}`);

  const opts = { connections: Number(values.connections), seconds: Number(values.seconds) };
  const service: Measured[] = [];
  const baseline: Measured[] = [];
  const backendCpu = backendCpuReader(db, new URL(pgdb.url).pathname.slice(1));
  const measured = async (url: string, o: Parameters<typeof load>[1]): Promise<Measured> => {
    const cpu0 = process.cpuUsage();
    const db0 = await backendCpu();
    const r = await load(url, o);
    const cpu = process.cpuUsage(cpu0);
    const dbUs = (await backendCpu()) - db0;
    return { ...r, serverUs: (cpu.user + cpu.system) / r.total, dbUs: dbUs / r.total };
  };
  await load(bareUrl, { ...opts, seconds: 3 }); // warm-up both
  await load(serviceUrl, { ...opts, seconds: 3, headers: { authorization: `Bearer ${key.key}` } });
  for (let round = 0; round < Number(values.rounds); round++) {
    baseline.push(await measured(bareUrl, opts));
    service.push(await measured(serviceUrl, { ...opts, headers: { authorization: `Bearer ${key.key}` } }));
  }
  const avg = (xs: Measured[], f: (r: Measured) => number) => xs.reduce((s, r) => s + f(r), 0) / xs.length;
  const cpu = (xs: Measured[]) => ({
    serverUsPerRequest: Math.round(avg(xs, (r) => r.serverUs)),
    dbUsPerRequest: Math.round(avg(xs, (r) => r.dbUs)),
  });
  const result = {
    connections: opts.connections,
    barePrepared,
    seconds: opts.seconds,
    rounds: service.length,
    bare: {
      rps: Math.round(avg(baseline, (r) => r.requestsPerSecond)),
      p50: avg(baseline, (r) => r.p50),
      p99: avg(baseline, (r) => r.p99),
      ...cpu(baseline),
    },
    service: {
      rps: Math.round(avg(service, (r) => r.requestsPerSecond)),
      p50: avg(service, (r) => r.p50),
      p99: avg(service, (r) => r.p99),
      ...cpu(service),
    },
    non2xx:
      service.reduce((s, r) => s + r.non2xx + r.errors, 0) + baseline.reduce((s, r) => s + r.non2xx + r.errors, 0),
    ratio: 0,
  };
  result.ratio = Number((result.service.rps / result.bare.rps).toFixed(3));
  console.log(JSON.stringify(result, null, 2));

  await app.close();
  await bare.close();
  await closeDeps(deps);
  await db.close();
  await pgdb.drop();
}

type Measured = LoadResult & { serverUs: number; dbUs: number };

/** CPU time (µs) the server's backends for this database have used so far, from /proc. */
function backendCpuReader(db: Database, database: string) {
  const tickUs = 1_000_000 / 100; // USER_HZ is 100 on Linux
  return async (): Promise<number> => {
    const pids = await db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    );
    let total = 0;
    for (const { pid } of pids.rows) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        total += (Number(fields[11]) + Number(fields[12])) * tickUs;
      } catch {
        // The backend ended between the two reads.
      }
    }
    return total;
  };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
