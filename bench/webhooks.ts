/**
 * Webhook delivery benchmark: 10,000 events fanned out to two local receivers
 * (in another process), delivered by one API+worker process as `npm start` runs.
 *
 *   node --import tsx bench/webhooks.ts                      # embedded database
 *   BENCH_DB=postgres node --import tsx bench/webhooks.ts    # PostgreSQL
 *
 * Phase 1 commits the 10,000 events (20 per transaction) before the worker
 * starts, then starts it and times fan-out and delivery of all 20,000 signed
 * requests: deliveries per second and CPU per delivery. Phase 2 commits 1,000
 * events one by one at 100 per second (a healthy receiver keeping up) and
 * reports the delay from each event's commit to its receipt.
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { buildWorker } from '../src/process/boot.js';
import { createWorkspace } from '../src/platform/workspaces/service.js';
import { checkedUrl, createWebhook } from '../src/resources/webhooks/service.js';
import { benchRuntime, helperProcess, percentile, sleep } from './support.js';

const BURST = Number(process.env.BENCH_EVENTS ?? 10_000);
const PER_TX = 20;
const PACED = Number(process.env.BENCH_PACED_EVENTS ?? 1000);
const PACED_RATE = 100;

const { runtime, kind, done } = await benchRuntime({ SVC_OUTBOUND_ALLOW: '127.0.0.1' });
const { deps, modules } = runtime;
const app = await buildApp(deps);
const { child, hello, ask } = await helperProcess<{ ports: number[] }>(
  fileURLToPath(new URL('./webhook-receivers.ts', import.meta.url)),
);
const { ports } = hello;

const ws = (await createWorkspace(deps, { name: 'bench', seedSandbox: false }))!;
const secrets: string[] = [];
for (const port of ports) {
  const input = { url: `http://127.0.0.1:${port}/hook`, events: ['*' as const] };
  const url = await checkedUrl(deps, input.url);
  const hook = await deps.db.tenantTx(ws.id, (tx) => createWebhook(deps, tx, input, url));
  secrets.push(hook.secret);
}
child.send({ secrets });
const committedAt = new Map<number, number>();
let seq = 0;
async function commit(n: number): Promise<void> {
  const first = seq;
  seq += n;
  await deps.db.tenantTx(ws.id, async (tx) => {
    for (let i = first; i < first + n; i++) {
      const data = {
        visitorId: '00000000-0000-4000-8000-000000000000',
        email: `seq-${i}@example.com`,
        displayName: null,
      };
      deps.outbox.append(tx, { type: 'visitor.identified', data });
    }
  });
  const at = Date.now();
  for (let i = first; i < first + n; i++) committedAt.set(i, at);
}

async function waitFor(total: number): Promise<void> {
  for (;;) {
    const { count } = await ask<{ count: number }>({ count: true }, 'count');
    if (count >= total) return;
    await sleep(100);
  }
}

function delays(arrivals: Array<[number, number, number]>, from: number, to: number): number[] {
  return arrivals
    .filter(([, s]) => s >= from && s < to)
    .map(([, s, at]) => at - committedAt.get(s)!)
    .sort((a, b) => a - b);
}

const c0 = Date.now();
for (let i = 0; i < BURST / PER_TX; i++) await commit(PER_TX);
const committed = Date.now();
const worker = buildWorker(deps, modules);
const cpu0 = process.cpuUsage();
const t0 = Date.now();
await worker.start();
await waitFor(BURST * 2);
const t1 = Date.now();
const cpu = process.cpuUsage(cpu0);

const pacedFrom = seq;
for (let i = 0; i < PACED; i++) {
  const due = t1 + 500 + (i * 1000) / PACED_RATE;
  await sleep(Math.max(0, due - Date.now()));
  await commit(1);
}
await waitFor(BURST * 2 + PACED * 2);
const { arrivals, bad } = await ask<{ arrivals: Array<[number, number, number]>; bad: number }>(
  { report: true },
  'arrivals',
);

const rows = await deps.db.tenantTx(ws.id, (tx) =>
  tx.query<{ seq: number; created: Date }>(
    `SELECT (regexp_match(e.data->>'email', 'seq-(\\d+)@'))[1]::int AS seq, d.created_at AS created FROM webhook_deliveries d JOIN events e ON e.id = d.event_id`,
  ),
);
const fanned = rows.rows
  .filter((r) => r.seq >= pacedFrom)
  .map((r) => r.created.getTime() - committedAt.get(r.seq)!)
  .sort((a, b) => a - b);
console.log(`paced: commit-to-fan-out p50 ${percentile(fanned, 50)} ms p99 ${percentile(fanned, 99)} ms`);
const paced = delays(arrivals, pacedFrom, pacedFrom + PACED);
const ms = (n: number) => `${Math.round(n)} ms`;
console.log(
  `database: ${kind}; node ${process.version}; ${BURST} events x 2 receivers, then ${PACED} events at ${PACED_RATE}/s`,
);
console.log(`backlog: ${BURST} events committed in ${ms(committed - c0)} before the worker started`);
console.log(
  `backlog: all ${BURST * 2} deliveries received ${ms(t1 - t0)} after it started: ${Math.round((BURST * 2 * 1000) / (t1 - t0))} signed deliveries/s`,
);
console.log(
  `backlog: service process CPU ${ms((cpu.user + cpu.system) / 1000)}, ${((cpu.user + cpu.system) / 1000 / (BURST * 2)).toFixed(2)} ms per delivery (${((cpu.user + cpu.system) / 1000 / (t1 - t0)).toFixed(2)} cores)`,
);
console.log(
  `paced: commit-to-receipt p50 ${ms(percentile(paced, 50))}, p99 ${ms(percentile(paced, 99))}, max ${ms(paced.at(-1) ?? 0)}`,
);
console.log(`signatures refused by the receivers: ${bad}`);

await worker.stop(2000);
await app.close();
child.kill();
await done();
process.exit(0);
