import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import type { JobHandler, ScheduleDef } from '../platform/jobs/worker.js';
import { endVisit, findVisit, visitsDueToEnd } from '../resources/visits/service.js';
import { rotateKeys } from './token-keys.js';

const BATCH = 200;

/**
 * Ends visits (and their conversations) with no activity for the idle window,
 * and visits whose end call is older than the grace (a reload within it would
 * have resumed them). Each is ended at the moment it went quiet (last activity
 * plus the window) or the end call came, not when the sweep ran. Safe to run
 * twice: an ended (or resumed) visit is skipped.
 */
export function endIdleVisits(deps: Deps): JobHandler {
  return async (_job, ctx) => {
    const windowMs = deps.config.conversationIdleMinutes * 60_000;
    const graceMs = deps.config.visitEndGraceSeconds * 1000;
    for (;;) {
      const now = deps.clock.now().getTime();
      const batch = await visitsDueToEnd(deps.db, new Date(now - windowMs), new Date(now - graceMs), BATCH);
      for (const v of batch) {
        if (ctx.signal.aborted) return;
        await deps.db.tenantTx(v.tenant, async (tx) => {
          const visit = await findVisit(tx, v.id, { forUpdate: true });
          if (!visit || visit.endedAt) return;
          const due = [visit.lastActivityAt.getTime() + windowMs];
          if (visit.endRequestedAt && visit.endRequestedAt.getTime() < now - graceMs)
            due.push(visit.endRequestedAt.getTime());
          const at = Math.min(...due);
          if (at > now && due.length === 1) return;
          await endVisit(deps, tx, visit.id, { at: new Date(Math.min(now, at)) });
        });
      }
      if (batch.length < BATCH) return;
    }
  };
}

export const runtimeJobs: Record<string, (deps: Deps) => JobHandler> = {
  'runtime.end-idle-visits': endIdleVisits,
  'runtime.rotate-token-keys': (deps) => async () => {
    const r = await rotateKeys(deps.db, deps.clock.now());
    if (r.created || r.deleted) deps.log.info(r, 'visitor-token keys rotated');
  },
};

export const runtimeSchedules = (config: Config): ScheduleDef[] => [
  // A sweep every minute (or every idle window, when that is shorter) keeps ends within a minute of due.
  { name: 'runtime.end-idle-visits', intervalMs: Math.min(60_000, config.conversationIdleMinutes * 60_000) },
  { name: 'runtime.rotate-token-keys', intervalMs: 6 * 3_600_000 },
];
