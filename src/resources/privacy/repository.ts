import type { Queryable } from '../../db/types.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';

/** Erasure receipts (ids and times; never the email asked for). */
export interface ErasureRow {
  id: string;
  visitorIds: string[];
  status: 'pending' | 'completed';
  requestedAt: Date;
  completedAt: Date | null;
}

const COLUMNS = `id, visitor_ids AS "visitorIds", status, requested_at AS "requestedAt", completed_at AS "completedAt"`;

export async function insertErasure(q: Queryable, e: ErasureRow): Promise<ErasureRow> {
  const res = await q.query<ErasureRow>(
    `INSERT INTO erasures (id, visitor_ids, status, requested_at, completed_at) VALUES ($1, $2::uuid[], $3, $4, $5) RETURNING ${COLUMNS}`,
    [e.id, e.visitorIds, e.status, e.requestedAt, e.completedAt],
  );
  return res.rows[0]!;
}

export async function findErasure(
  q: Queryable,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ErasureRow | null> {
  const res = await q.query<ErasureRow>(
    `SELECT ${COLUMNS} FROM erasures WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return res.rows[0] ?? null;
}

export function listErasures(q: Queryable, f: { after: Position | null; limit: number }): Promise<ErasureRow[]> {
  return keysetRows(q, {
    from: `SELECT ${COLUMNS} FROM erasures`,
    where: [],
    params: [],
    order: { ts: 'requested_at', id: 'id' },
    after: f.after,
    limit: f.limit,
  });
}

export async function completeErasure(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query(`UPDATE erasures SET status = 'completed', completed_at = $2 WHERE id = $1 AND status = 'pending'`, [
    id,
    at,
  ]);
}

/** Visitors of this data set named by an email: their own address, or one they left on a lead, a meeting or a tour play. */
export async function visitorIdsByEmail(q: Queryable, email: string): Promise<string[]> {
  const res = await q.query<{ id: string }>(
    `SELECT id FROM visitors WHERE lower(email) = lower($1)
     UNION SELECT visitor_id FROM leads WHERE lower(email) = lower($1) AND visitor_id IS NOT NULL
     UNION SELECT visitor_id FROM meetings WHERE lower(attendee->>'email') = lower($1) AND visitor_id IS NOT NULL
     UNION SELECT visitor_id FROM tour_sittings WHERE lower(email) = lower($1) AND visitor_id IS NOT NULL
     ORDER BY 1`,
    [email],
  );
  return res.rows.map((r) => r.id);
}

export async function visitorExists(q: Queryable, id: string): Promise<boolean> {
  return (await q.query(`SELECT 1 FROM visitors WHERE id = $1`, [id])).rows.length > 0;
}
