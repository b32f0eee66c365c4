import type { Harness } from '../../helpers/harness.js';

/**
 * Runs the knowledge jobs until no source of the data set is waiting or being
 * read. On the shared PostgreSQL database another test file's worker may claim
 * one of these jobs, so a drain alone is not proof that the work is done; only
 * knowledge jobs are run here, so other resources' jobs are left to their tests.
 */
export async function settle(h: Harness, tenant: string): Promise<void> {
  const worker = h.worker();
  for (let i = 0; i < 300; i++) {
    await worker.drain({ kinds: ['knowledge.ingest', 'knowledge.embed'] });
    const busy = await h.db.tenantTx(tenant, (tx) =>
      tx.query(`SELECT 1 FROM knowledge_sources WHERE status IN ('pending', 'indexing') LIMIT 1`),
    );
    const jobs = await h.db.query(
      `SELECT 1 FROM jobs WHERE tenant_id = $1 AND kind LIKE 'knowledge.%' AND status <> 'failed' LIMIT 1`,
      [tenant],
    );
    if (busy.rows.length === 0 && jobs.rows.length === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`knowledge work of ${tenant} did not settle`);
}

export async function chunkIds(h: Harness, tenant: string, sourceId: string): Promise<Record<string, string[]>> {
  const res = await h.db.tenantTx(tenant, (tx) =>
    tx.query<{ url: string; id: string }>(
      `SELECT url, id FROM knowledge_chunks WHERE source_id = $1 ORDER BY url, chunk_index`,
      [sourceId],
    ),
  );
  const out: Record<string, string[]> = {};
  for (const r of res.rows) (out[new URL(r.url).pathname] ??= []).push(r.id);
  return out;
}
