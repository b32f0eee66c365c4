import type { Deps } from '../../deps.js';
import type { TenantTx } from '../../db/types.js';
import { seededRandom } from '../../lib/random.js';

/** Kept across a reset: request records and the event id counter (ids never repeat). */
const KEPT_ON_RESET = new Set(['idempotency_keys', 'event_counters']);

/** Runs the registered fixture seeders (src/sandbox/fixtures/), in order, in the sandbox transaction `tx`. */
export async function seedFixtures(deps: Deps, tx: TenantTx): Promise<Record<string, number>> {
  if (!tx.tenant.startsWith('sbx_')) throw new Error('fixtures are seeded into a sandbox only');
  const now = deps.clock.now();
  const shared = new Map<string, unknown>();
  const random = seededRandom(20261121);
  const counts: Record<string, number> = {};
  for (const seeder of deps.fixtures) {
    for (const [k, v] of Object.entries(await seeder.seed({ tx, deps, now, random, shared })))
      counts[k] = (counts[k] ?? 0) + v;
  }
  return counts;
}

/**
 * Deletes everything in the transaction's data set. The tenant guard confines
 * each DELETE to this sandbox; tables are found in the catalogue (every table
 * with the tenant_isolation guard), so a resource added later is wiped without
 * listing it. The sandbox's queued jobs go too (the jobs guard lets a data set
 * discard its own).
 */
export async function wipeDataSet(tx: TenantTx): Promise<void> {
  if (!tx.tenant.startsWith('sbx_')) throw new Error('only a sandbox may be wiped');
  const tables = (
    await tx.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
         AND EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'tenant_isolation')`,
    )
  ).rows
    .map((r) => r.name)
    .filter((n) => !KEPT_ON_RESET.has(n));
  const edges = (
    await tx.query<{ child: string; parent: string }>(
      `SELECT cc.relname AS child, pc.relname AS parent FROM pg_constraint k
       JOIN pg_class cc ON cc.oid = k.conrelid JOIN pg_class pc ON pc.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = cc.relnamespace
       WHERE k.contype = 'f' AND n.nspname = current_schema() AND cc.oid <> pc.oid`,
    )
  ).rows;
  // Children before parents; whatever is left in a cycle goes last (their FKs cascade or null out).
  const remaining = new Set(tables);
  const order: string[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining].filter(
      (t) => !edges.some((e) => e.parent === t && e.child !== t && remaining.has(e.child)),
    );
    const batch = ready.length > 0 ? ready : [...remaining];
    for (const t of batch.sort()) {
      order.push(t);
      remaining.delete(t);
    }
  }
  for (const t of order) await tx.query(`DELETE FROM ${quoteIdent(t)}`);
  await tx.query(`DELETE FROM jobs WHERE tenant_id = $1`, [tx.tenant]);
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
