import type { Database } from '../../../db/database.js';
import type { Clock } from '../../../clock.js';
import { newId } from '../../../lib/ids.js';

/** Events read per data set and pass; a bigger backlog takes more passes. */
const FANOUT_BATCH = 1000;

/** Data sets with an active webhook and events past their fan-out cursor (a cross-tenant scan). */
export async function laggingDataSets(db: Database, limit = 100): Promise<string[]> {
  const res = await db.query<{ tenant: string }>(
    `SELECT c.tenant_id AS tenant FROM event_counters c
     WHERE c.last_id > COALESCE((SELECT f.last_event_id FROM webhook_fanout f WHERE f.tenant_id = c.tenant_id), 0)
       AND EXISTS (SELECT 1 FROM webhooks w WHERE w.tenant_id = c.tenant_id AND w.status = 'active')
     LIMIT $1`,
    [limit],
  );
  return res.rows.map((r) => r.tenant);
}

interface Hook {
  id: string;
  events: string[];
  after: number;
}

/**
 * Turns the data set's next committed events into deliveries, one per event and
 * matching active webhook, and moves the cursor past them, in one transaction.
 * The cursor row's lock serialises fan-out per data set; the unique index on
 * (webhook, event) makes a repeated pass harmless. Returns how many events it
 * moved past (0 when there were none) and how many deliveries it queued.
 */
export async function fanOut(
  deps: { db: Database; clock: Clock },
  tenant: string,
): Promise<{ scanned: number; queued: number }> {
  return deps.db.tenantTx(tenant, async (tx) => {
    // FOR SHARE, in id order: a concurrent pause waits for this pass (and then fails what it queued).
    const hooks = (
      await tx.query<Hook>(
        `SELECT id, events, after_event_id AS after FROM webhooks WHERE status = 'active' ORDER BY id FOR SHARE`,
      )
    ).rows.map((h) => ({ ...h, after: Number(h.after) }));
    if (hooks.length === 0) return { scanned: 0, queued: 0 };
    // Creates the cursor on first use and locks it: fan-out of one data set runs one pass at a time.
    const cursor = Number(
      (
        await tx.query<{ c: number }>(
          `INSERT INTO webhook_fanout (last_event_id) VALUES (0)
           ON CONFLICT (tenant_id) DO UPDATE SET last_event_id = webhook_fanout.last_event_id RETURNING last_event_id AS c`,
        )
      ).rows[0]!.c,
    );
    const start = Math.max(cursor, Math.min(...hooks.map((h) => h.after)));
    // One statement, one snapshot: every id up to the committed counter is visible to it.
    const read = await tx.query<{ id: number | null; type: string | null; committed: number }>(
      `SELECT e.id, e.type, c.committed
       FROM (SELECT COALESCE(max(last_id), 0) AS committed FROM event_counters) c
       LEFT JOIN LATERAL (SELECT id, type FROM events WHERE id > $1 ORDER BY id LIMIT $2) e ON true
       ORDER BY e.id`,
      [start, FANOUT_BATCH],
    );
    const committed = Number(read.rows[0]?.committed ?? 0);
    const events = read.rows.filter((r) => r.id !== null).map((r) => ({ id: Number(r.id), type: r.type! }));
    const ids: string[] = [];
    const webhookIds: string[] = [];
    const eventIds: number[] = [];
    for (const e of events) {
      for (const h of hooks) {
        if (e.id > h.after && (h.events.includes('*') || h.events.includes(e.type))) {
          ids.push(newId());
          webhookIds.push(h.id);
          eventIds.push(e.id);
        }
      }
    }
    let queued = 0;
    if (ids.length > 0) {
      const now = deps.clock.now();
      const inserted = await tx.query(
        `INSERT INTO webhook_deliveries (id, webhook_id, event_id, next_attempt_at, created_at)
         SELECT d.id, d.webhook_id, d.event_id, $4, $4 FROM unnest($1::uuid[], $2::uuid[], $3::bigint[]) AS d(id, webhook_id, event_id)
         ON CONFLICT (tenant_id, webhook_id, event_id) WHERE replay_of IS NULL DO NOTHING`,
        [ids, webhookIds, eventIds, now],
      );
      queued = inserted.rowCount;
    }
    const last = events.length > 0 ? events[events.length - 1]!.id : start;
    const next = events.length < FANOUT_BATCH ? Math.max(last, start, committed) : last;
    if (next > cursor) await tx.query(`UPDATE webhook_fanout SET last_event_id = $1`, [next]);
    return { scanned: next > cursor ? Math.max(events.length, 1) : 0, queued };
  });
}
