import type { Harness } from '../helpers/harness.js';
import { newId } from '../../src/lib/ids.js';

/** Commits `n` events in one transaction of `tenant` (visitor.identified unless a follow-up type is asked for). */
export async function emit(
  h: Harness,
  tenant: string,
  n = 1,
  type: 'visitor.identified' | 'follow_up.created' = 'visitor.identified',
): Promise<void> {
  await h.db.tenantTx(tenant, async (tx) => {
    for (let i = 0; i < n; i++) {
      if (type === 'visitor.identified') {
        const data = { visitorId: newId(), email: `v${i}@example.com`, displayName: null };
        h.deps.outbox.append(tx, { type, data });
      } else {
        const data = {
          followUpId: newId(),
          visitorId: null,
          conversationId: null,
          agentId: null,
          question: 'Is there an API?',
          reason: null,
        };
        h.deps.outbox.append(tx, { type, data });
      }
    }
  });
}

export async function eventIds(h: Harness, tenant: string): Promise<number[]> {
  const res = await h.db.tenantTx(tenant, (tx) => tx.query<{ id: number }>('SELECT id FROM events ORDER BY id'));
  return res.rows.map((r) => Number(r.id));
}
