/**
 * How long an erasure takes (issue 31, docs/operations.md "Privacy"): the
 * worker's part for one visitor, from claiming the job to the completed
 * receipt, with an event log of realistic size (the events that name the
 * visitor are found by a scan of the data set's log).
 *
 *   node --import tsx bench/erasure.ts                      # embedded database
 *   BENCH_DB=postgres node --import tsx bench/erasure.ts    # PostgreSQL
 *
 * A workspace's sandbox is seeded (visitors with conversations, leads,
 * meetings, follow-ups, sittings and events), BENCH_EVENTS (default 20,000)
 * further events are added to its log, then every seeded visitor is erased
 * through POST-equivalent service calls and the erasure job, one at a time.
 */
import { createWorkspace } from '../src/platform/workspaces/service.js';
import { createErasure } from '../src/resources/privacy/service.js';
import { eraseJob, ERASE_JOB } from '../src/resources/privacy/erase.js';
import { newId } from '../src/lib/ids.js';
import { benchRuntime, percentile } from './support.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const { runtime, kind, done } = await benchRuntime({});
const { deps } = runtime;
const ws = (await createWorkspace(deps, { name: 'bench', seedSandbox: true }))!;
const tenant = ws.sandboxId;

for (let i = 0; i < EVENTS / 500; i++) {
  await deps.db.tenantTx(tenant, async (tx) => {
    for (let j = 0; j < 500; j++)
      deps.outbox.append(tx, { type: 'intent.hot', data: { visitorId: newId(), intentScore: 80 } });
  });
}
const visitors = await deps.db.tenantTx(tenant, async (tx) =>
  (await tx.query<{ id: string }>('SELECT id FROM visitors ORDER BY id')).rows.map((r) => r.id),
);
const run = eraseJob(deps);
const times: number[] = [];
for (const visitorId of visitors) {
  const receipt = await deps.db.tenantTx(tenant, (tx) => createErasure(deps, tx, { visitorId }));
  const t0 = performance.now();
  await run(
    {
      id: 'bench',
      tenant,
      kind: ERASE_JOB,
      payload: { erasureId: receipt.id },
      attempts: 1,
      maxAttempts: 5,
      runAt: deps.clock.now(),
    },
    {} as never,
  );
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const load = (await import('node:os'))
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
console.log(
  `${kind}: ${visitors.length} visitors erased one at a time, event log ${EVENTS} + seeded events, load average ${load}`,
);
console.log(
  `per visitor: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
);
await done();
