import type { Queryable } from '../../db/types.js';
import type { NormalFilter } from './filter.js';

export interface SegmentRow {
  id: string;
  name: string;
  description: string;
  filter: NormalFilter;
  memberCount: number;
  evaluatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, name, description, filter, member_count AS "memberCount", evaluated_at AS "evaluatedAt",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

export async function listSegments(q: Queryable): Promise<SegmentRow[]> {
  const res = await q.query<SegmentRow>(`SELECT ${COLUMNS} FROM segments ORDER BY created_at DESC, id DESC`);
  return res.rows;
}

/** With `lock`, holds the row until the transaction ends: evaluations of one segment run one at a time. */
export async function findSegment(q: Queryable, id: string, opts: { lock?: boolean } = {}): Promise<SegmentRow | null> {
  const res = await q.query<SegmentRow>(
    `SELECT ${COLUMNS} FROM segments WHERE id = $1${opts.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return res.rows[0] ?? null;
}

export async function insertSegment(
  q: Queryable,
  s: { id: string; name: string; description: string; filter: NormalFilter; at: Date },
): Promise<SegmentRow> {
  const res = await q.query<SegmentRow>(
    `INSERT INTO segments (id, name, description, filter, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING ${COLUMNS}`,
    [s.id, s.name, s.description, JSON.stringify(s.filter), s.at],
  );
  return res.rows[0]!;
}

export async function updateSegment(
  q: Queryable,
  id: string,
  patch: { name?: string; description?: string; filter?: NormalFilter; at: Date },
): Promise<SegmentRow | null> {
  const res = await q.query<SegmentRow>(
    `UPDATE segments SET name = COALESCE($2, name), description = COALESCE($3, description),
       filter = COALESCE($4::jsonb, filter), updated_at = $5
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, patch.name ?? null, patch.description ?? null, patch.filter ? JSON.stringify(patch.filter) : null, patch.at],
  );
  return res.rows[0] ?? null;
}

/** Deletes the segment; its memberships and change history go with it (ON DELETE CASCADE). */
export async function deleteSegment(q: Queryable, id: string): Promise<boolean> {
  const res = await q.query(`DELETE FROM segments WHERE id = $1`, [id]);
  return res.rowCount > 0;
}

/** Every segment of every data set, for the worker's periodic pass (system connection). */
export async function allSegmentIds(q: Queryable): Promise<Array<{ tenant: string; id: string }>> {
  const res = await q.query<{ tenant: string; id: string }>(
    `SELECT tenant_id AS tenant, id FROM segments ORDER BY tenant_id, id`,
  );
  return res.rows;
}

/** Gathers planner statistics for the tables segment filters read (the periodic pass, on PGlite). */
export async function analyzeFilterTables(q: Queryable): Promise<void> {
  await q.query('ANALYZE visitors, accounts, tour_sittings, segment_memberships');
}
