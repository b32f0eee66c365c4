/**
 * Event-stream benchmark: 1, 100 and 1,000 concurrent streams on one server
 * process (clients in another process). For each: the server's memory, and the
 * database statements per second while idle and while 20 events per second are
 * written (by another process, as if another server had written them, so only
 * polling can find them).
 *
 *   node --import tsx bench/stream.ts                      # embedded database
 *   BENCH_DB=postgres node --import tsx bench/stream.ts    # PostgreSQL
 */
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import type { Connection, Driver } from '../src/db/types.js';
import { createKey } from '../src/platform/keys/service.js';
import { createWorkspace } from '../src/platform/workspaces/service.js';
import { benchRuntime, helperProcess, mb, sleep } from './support.js';

const SIZES = (process.env.BENCH_STREAMS ?? '1,100,1000').split(',').map(Number);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 10_000);
const EVENTS_PER_SECOND = 20;

const { runtime, kind, done } = await benchRuntime({ SVC_STREAM_MAX_SECONDS: '3600' });
const { deps } = runtime;

/** Counts every statement the process sends to the database. */
const counter = { statements: 0 };
const driver = deps.db.driver as Driver & { withConnection: Driver['withConnection'] };
const inner = driver.withConnection.bind(driver);
driver.withConnection = (fn) =>
  inner((conn: Connection) =>
    fn({
      query: (sql, params) => {
        counter.statements++;
        return conn.query(sql, params);
      },
      exec: (sql) => {
        counter.statements++;
        return conn.exec(sql);
      },
      queryGroup: (setup, sql, params) => {
        counter.statements += setup.length + 1;
        return conn.queryGroup(setup, sql, params);
      },
    }),
  );

const app = await buildApp(deps);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/events/stream`;
const ws = (await createWorkspace(deps, { name: 'bench', seedSandbox: false }))!;

const { child: clients, ask } = await helperProcess(fileURLToPath(new URL('./stream-clients.ts', import.meta.url)));

/** Writes events as another process would: the commit signal of this one is not raised. */
async function writeQuietly(n: number): Promise<void> {
  const signals = deps.signals;
  const emit = signals.eventsCommitted;
  signals.eventsCommitted = () => undefined;
  try {
    await deps.db.tenantTx(ws.id, async (tx) => {
      for (let i = 0; i < n; i++) {
        const data = { visitorId: '00000000-0000-4000-8000-000000000000', email: null, displayName: null };
        deps.outbox.append(tx, { type: 'visitor.identified', data });
      }
    });
  } finally {
    signals.eventsCommitted = emit;
  }
}

async function measure(ms: number, write: boolean): Promise<{ perSecond: number; writes: number }> {
  let writes = 0;
  const start = counter.statements;
  const until = Date.now() + ms;
  const t0 = Date.now();
  let writerStatements = 0;
  while (Date.now() < until) {
    if (write) {
      const before = counter.statements;
      await writeQuietly(1);
      writerStatements += counter.statements - before;
      writes++;
    }
    await sleep(write ? 1000 / EVENTS_PER_SECOND : 100);
  }
  return { perSecond: ((counter.statements - start - writerStatements) * 1000) / (Date.now() - t0), writes };
}

console.log(
  `database: ${kind}; node ${process.version}; poll interval ${deps.config.streamPollMs} ms; windows of ${WINDOW_MS / 1000} s`,
);
console.log('streams | server RSS | heap used | stream statements/s idle | with 20 events/s | event frames/s received');
for (const n of SIZES) {
  // One key per 50 streams: each connection takes a token from its key's bucket.
  const keys: string[] = [];
  for (let i = 0; i < Math.ceil(n / 50); i++)
    keys.push((await createKey(deps, { workspaceId: ws.id, mode: 'live', allScopes: true })).key);
  await writeQuietly(1);
  const head = (await deps.db.tenantTx(ws.id, (tx) => tx.query<{ id: number }>('SELECT max(id) AS id FROM events')))
    .rows[0]!.id;
  await ask(
    { open: Array.from({ length: n }, (_, i) => ({ url: `${base}?since=${head}`, key: keys[Math.floor(i / 50)]! })) },
    'opened',
  );
  await sleep(2000);
  global.gc?.();
  const mem = process.memoryUsage();
  const idle = await measure(WINDOW_MS, false);
  await ask({ count: true }, 'frames');
  const before = (await ask<{ frames: number }>({ count: true }, 'frames')).frames;
  const busy = await measure(WINDOW_MS, true);
  await sleep(deps.config.streamPollMs + 500);
  const after = (await ask<{ frames: number }>({ count: true }, 'frames')).frames;
  console.log(
    `${String(n).padStart(7)} | ${mb(mem.rss).padStart(10)} | ${mb(mem.heapUsed).padStart(9)} | ${idle.perSecond.toFixed(2).padStart(24)} | ${busy.perSecond
      .toFixed(2)
      .padStart(
        16,
      )} | ${(((after - before) * 1000) / WINDOW_MS).toFixed(0).padStart(6)} (${after - before} frames for ${busy.writes} events x ${n} streams)`,
  );
  await ask({ close: true }, 'closed');
  await sleep(500);
}

clients.kill();
await app.close();
await done();
process.exit(0);
