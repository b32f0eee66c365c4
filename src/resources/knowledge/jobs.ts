import type { Deps } from '../../deps.js';
import type { JobHandler } from '../../platform/jobs/worker.js';
import { embed, vectorLiteral, vectorStore } from './models.js';
import * as repo from './repository.js';
import { nextChecks, queueRefresh } from './service.js';

/** Texts per embeddings request. */
const EMBED_BATCH = 64;
/** Bases one scheduler tick sends for checking; the next tick takes the rest. */
const DUE_PER_TICK = 200;
export const REFRESH_TICK_MS = 5 * 60_000;

/**
 * Embeds the base's chunks that have no vector yet (new pages, text sources,
 * fixtures), in batches. Safe to run twice: a chunk already embedded is skipped,
 * and a chunk deleted meanwhile is simply not inserted.
 */
export const embedJob =
  (deps: Deps): JobHandler =>
  async (job, ctx) => {
    if (!deps.config.embeddings || !(await vectorStore(deps))) return;
    const tenant = job.tenant!;
    const baseId = String(job.payload.baseId);
    const model = deps.config.embeddings.model;
    for (;;) {
      if (ctx.signal.aborted) throw new Error('the worker is stopping');
      const batch = await deps.db.tenantTx(tenant, (tx) => repo.chunksToEmbed(tx, baseId, model, EMBED_BATCH), {
        readOnly: true,
      });
      if (batch.length === 0) return;
      const vectors = await embed(
        deps,
        batch.map((r) => r.text),
      );
      await deps.db.tenantTx(tenant, (tx) =>
        repo.upsertVectors(
          tx,
          batch.map((r) => r.id),
          vectors.map(vectorLiteral),
          model,
        ),
      );
    }
  };

/**
 * The refresh scheduler: finds bases whose automatic check is due, in every data
 * set, and queues their URL sources (auto: a conditional re-read of known pages
 * every six hours and a full re-discovery weekly; scheduled: a full check at the
 * chosen interval). The next check times move on in the same transaction.
 */
export const refreshDueJob =
  (deps: Deps): JobHandler =>
  async () => {
    const now = deps.clock.now();
    const due = await repo.dueBases(deps.db, now, DUE_PER_TICK);
    for (const b of due) {
      await deps.db.tenantTx(b.tenant, async (tx) => {
        const base = await repo.findBase(tx, b.id, { forUpdate: true });
        if (!base || base.refreshMode === 'off') return;
        const full = base.nextFullAt !== null && base.nextFullAt <= now;
        const watch = base.nextWatchAt !== null && base.nextWatchAt <= now;
        if (!full && !watch) return;
        const trigger = base.refreshMode === 'auto' ? 'auto' : 'scheduled';
        await queueRefresh(deps, tx, b.id, trigger, full ? 'full' : 'watch');
        const next = nextChecks(base.refreshMode, base.refreshInterval, now);
        await repo.setNextChecks(tx, b.id, next.nextWatchAt, full ? next.nextFullAt : base.nextFullAt);
      });
    }
  };
