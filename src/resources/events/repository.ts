import type { Queryable } from '../../db/types.js';

export interface EventRow {
  id: number;
  type: string;
  occurredAt: Date;
  data: Record<string, unknown>;
  links: Record<string, string>;
}

/**
 * Events after `after` in id order, and the newest id visible in the same
 * snapshot. The outbox makes visible ids a gap-free prefix, so a reader that
 * found fewer than `limit` rows has seen everything up to `head`.
 */
export async function readEvents(
  q: Queryable,
  opts: { after: number; types: readonly string[] | null; limit: number },
): Promise<{ rows: EventRow[]; head: number }> {
  const params: unknown[] = [opts.after, opts.limit];
  const filter = opts.types ? `AND type = ANY($${params.push(opts.types)})` : '';
  const res = await q.query<EventRow & { head: number; id: number | null }>(
    `WITH page AS (
       SELECT id, type, occurred_at, data, links FROM events WHERE id > $1 ${filter} ORDER BY id LIMIT $2
     )
     SELECT p.id, p.type, p.occurred_at AS "occurredAt", p.data, p.links, h.head
     FROM (SELECT COALESCE(max(id), 0) AS head FROM events) h LEFT JOIN page p ON true
     ORDER BY p.id`,
    params,
  );
  const head = Number(res.rows[0]?.head ?? 0);
  return { rows: res.rows.filter((r) => r.id !== null), head };
}

/** The newest event id of the data set (0 when it has none). */
export async function newestEventId(q: Queryable): Promise<number> {
  const res = await q.query<{ head: number }>('SELECT COALESCE(max(id), 0) AS head FROM events');
  return Number(res.rows[0]?.head ?? 0);
}
