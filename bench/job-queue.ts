/**
 * The job queue's own ceiling: how many jobs per second one worker runs when
 * each job does nothing. A webhook attempt moved onto the job queue would cost
 * at least this (plus reading its delivery and recording the attempt), so the
 * figure is compared with bench/webhooks.ts (docs/architecture.md, "Webhook
 * deliveries keep their own lease queue").
 *
 *   node --import tsx bench/job-queue.ts                      # embedded database
 *   BENCH_DB=postgres node --import tsx bench/job-queue.ts    # PostgreSQL
 *
 * BENCH_JOBS (default 3,000) no-op jobs are committed (100 per transaction),
 * then a worker runs them at concurrency 4 (the default SVC_WORKER_CONCURRENCY)
 * and again at 64 (SVC_WEBHOOK_CONCURRENCY's default): jobs per second and
 * service CPU per job.
 */
import { createWorkspace } from '../src/platform/workspaces/service.js';
import { Worker } from '../src/platform/jobs/worker.js';
import { benchRuntime, sleep } from './support.js';

const JOBS = Number(process.env.BENCH_JOBS ?? 3000);
const PER_TX = 100;
const KIND = 'bench.noop';

const { runtime, kind, done } = await benchRuntime({});
const { deps } = runtime;
const ws = (await createWorkspace(deps, { name: 'bench', seedSandbox: false }))!;

let finished = 0;
const handlers = new Map([[KIND, async () => void finished++]]);

async function round(concurrency: number): Promise<{ perSecond: number; cpuMs: number }> {
  for (let i = 0; i < JOBS / PER_TX; i++) {
    await deps.db.tenantTx(ws.id, async (tx) => {
      for (let j = 0; j < PER_TX; j++) await deps.jobs.enqueue(tx, { kind: KIND });
    });
  }
  finished = 0;
  const worker = new Worker(deps.jobs, handlers, [], deps.signals, deps.log, { concurrency, pollMs: 1000 });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await worker.start();
  while (finished < JOBS) await sleep(20);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  await worker.stop(1000);
  return { perSecond: JOBS / seconds, cpuMs: (cpu.user + cpu.system) / 1000 / JOBS };
}

console.log(
  `${kind}: ${JOBS} no-op jobs, load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const concurrency of [4, 64]) {
  const r = await round(concurrency);
  console.log(`concurrency ${concurrency}: ${Math.round(r.perSecond)} jobs/s, ${r.cpuMs.toFixed(2)} ms CPU per job`);
}
await done();
