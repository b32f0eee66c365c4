import type { Database } from '../../src/db/database.js';
import { newId } from '../../src/lib/ids.js';
import { insertVisitor } from '../../src/records/visitors.js';

/** Inserts a visitor straight into a data set (tests build their own small worlds). */
export async function seedVisitor(
  db: Database,
  tenant: string,
  v: { email?: string | null; displayName?: string | null; intentScore?: number; at?: Date } = {},
): Promise<string> {
  const id = newId();
  const at = v.at ?? new Date();
  await db.tenantTx(tenant, (tx) =>
    insertVisitor(tx, {
      id,
      email: v.email ?? null,
      displayName: v.displayName ?? null,
      intentScore: v.intentScore ?? 0,
      firstSeenAt: at,
      lastSeenAt: at,
      createdAt: at,
    }),
  );
  return id;
}
