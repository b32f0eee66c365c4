import type { Deps } from '../../deps.js';
import type { JobHandler } from '../../platform/jobs/worker.js';
import { eraseConversationContent } from './erase-repository.js';
import * as repo from './retention-repository.js';

export const RETENTION_JOB = 'privacy.retention';
export const RETENTION_INTERVAL_MS = 86_400_000;
export const RETENTION_DAYS = { min: 30, max: 3650 } as const;
/** Conversations erased per transaction: a long backlog never holds one transaction open for long. */
const BATCH = 200;
const DAY_MS = 86_400_000;

/** Erases the content of one data set's conversations that ended before `before`; returns how many. */
async function eraseOlder(deps: Deps, tenant: string, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await deps.db.tenantTx(tenant, async (tx) => {
      const ids = await repo.conversationsPast(tx, before, BATCH);
      await eraseConversationContent(tx, ids, deps.clock.now());
      return ids.length;
    });
    total += n;
    if (n < BATCH) return total;
  }
}

/**
 * The daily retention run: for every workspace with retention.conversationDays
 * set, the content of conversations (live and sandbox) that ended longer ago
 * than that is erased as an erasure does (messages `[erased]`, summaries,
 * referrers, query strings); the conversations stay for counts. The number
 * erased is recorded on the workspace and logged.
 */
export const retentionJob =
  (deps: Deps): JobHandler =>
  async () => {
    for (const ws of await repo.workspacesWithRetention(deps.db)) {
      const now = deps.clock.now();
      const before = new Date(now.getTime() - ws.conversationDays! * DAY_MS);
      const erased = (await eraseOlder(deps, ws.workspaceId, before)) + (await eraseOlder(deps, ws.sandboxId, before));
      await repo.recordRetentionRun(deps.db, ws.workspaceId, now, erased);
      deps.log.info(
        { workspace: ws.workspaceId, erased, before: before.toISOString() },
        'retention: conversation content erased',
      );
    }
  };
