import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { notFound } from '../../contract/errors.js';
import type { JobHandler } from '../../platform/jobs/worker.js';
import { applyEvaluation, recordEvaluation } from './evaluation-repository.js';
import * as repo from './repository.js';
import { toChange } from './service.js';

/**
 * One evaluation pass of a segment, as the worker and the evaluate call run it.
 * The segment's row lock serialises passes: a second pass waits, then diffs
 * against the members the first committed, so each change is recorded and
 * emitted exactly once, in the same transaction as the membership change.
 */
export async function evaluateSegment(deps: Pick<Deps, 'clock' | 'outbox'>, tx: Tx, id: string) {
  const segment = await repo.findSegment(tx, id, { lock: true });
  if (!segment) throw notFound('segment');
  const now = deps.clock.now();
  const changes = await applyEvaluation(tx, id, segment.filter, now);
  const total = await recordEvaluation(tx, id, now);
  let entered = 0;
  for (const row of changes) {
    if (row.change === 'entered') entered++;
    const { change, ...member } = toChange(row);
    const data = { segmentId: id, ...member };
    deps.outbox.append(tx, {
      type: change === 'entered' ? 'segment.entered' : 'segment.left',
      data,
      occurredAt: row.changedAt,
    });
  }
  return { segmentId: id, entered, left: changes.length - entered, total, evaluatedAt: now.toISOString() };
}

/** Evaluates one segment queued at creation; a segment deleted meanwhile is skipped. */
export const evaluateJob =
  (deps: Deps): JobHandler =>
  async (job) => {
    const segmentId = job.payload.segmentId as string | undefined;
    if (!job.tenant || !segmentId) return;
    await deps.db.tenantTx(job.tenant, async (tx) => {
      if (await repo.findSegment(tx, segmentId)) await evaluateSegment(deps, tx, segmentId);
    });
  };

/**
 * The embedded database has no autovacuum daemon, so nothing else gathers
 * planner statistics there; without them filters plan as nested loops over
 * whole tables. The periodic pass refreshes them for the tables filters read.
 */
export async function refreshFilterStatistics(db: Deps['db']): Promise<void> {
  if (db.kind === 'pglite') await repo.analyzeFilterTables(db);
}

/** The periodic pass: every segment of every data set, each in its own transaction. */
export const evaluateAllJob =
  (deps: Deps): JobHandler =>
  async (_job, ctx) => {
    await refreshFilterStatistics(deps.db);
    const segments = await repo.allSegmentIds(deps.db);
    for (const s of segments) {
      if (ctx.signal.aborted) return;
      try {
        await deps.db.tenantTx(s.tenant, async (tx) => {
          if (await repo.findSegment(tx, s.id)) await evaluateSegment(deps, tx, s.id);
        });
      } catch (err) {
        deps.log.error({ err, segmentId: s.id }, 'segment evaluation failed; the next pass retries it');
      }
    }
  };
