import type { Queryable } from '../../db/types.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';
import { refKind } from '../../contract/refs.js';

export interface HubRow {
  id: string;
  publicId: string;
  name: string;
  description: string | null;
  status: 'draft' | 'published' | 'archived';
  startTourId: string | null;
  tourCount: number;
  publishedTourCount: number;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `h.id, h.public_id AS "publicId", h.name, h.description, h.status, h.start_tour_id AS "startTourId",
  (SELECT count(*) FROM tours t WHERE t.hub_id = h.id AND NOT t.is_template)::int AS "tourCount",
  (SELECT count(*) FROM tours t WHERE t.hub_id = h.id AND NOT t.is_template
     AND (t.published_revision_id IS NOT NULL OR t.status = 'published'))::int AS "publishedTourCount",
  h.published_at AS "publishedAt", h.created_at AS "createdAt", h.updated_at AS "updatedAt"`;

export function listHubs(q: Queryable, f: { after: Position | null; limit: number }): Promise<HubRow[]> {
  return keysetRows(q, { from: `SELECT ${COLUMNS} FROM hubs h`, order: { ts: 'h.created_at', id: 'h.id' }, ...f });
}

export async function findHub(q: Queryable, ref: string): Promise<HubRow | null> {
  const kind = refKind(ref);
  if (!kind) return null;
  const res = await q.query<HubRow>(
    `SELECT ${COLUMNS} FROM hubs h WHERE ${kind === 'uuid' ? 'h.id = $1::uuid' : 'h.public_id = $1'}`,
    [ref],
  );
  return res.rows[0] ?? null;
}

export async function hubTourIds(q: Queryable, hubId: string): Promise<string[]> {
  const res = await q.query<{ id: string }>(
    `SELECT id FROM tours WHERE hub_id = $1 AND NOT is_template ORDER BY hub_position, created_at, id`,
    [hubId],
  );
  return res.rows.map((r) => r.id);
}

export async function insertHub(
  q: Queryable,
  h: { id: string; publicId: string; name: string; description: string | null; status: HubRow['status']; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO hubs (id, public_id, name, description, status, published_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 = 'published' THEN $6::timestamptz END, $6, $6)`,
    [h.id, h.publicId, h.name, h.description, h.status, h.now],
  );
}

/** The first tour to join a hub becomes its start tour. */
export async function adoptStartTour(q: Queryable, hubId: string, tourId: string): Promise<void> {
  await q.query(`UPDATE hubs SET start_tour_id = $2 WHERE id = $1 AND start_tour_id IS NULL`, [hubId, tourId]);
}
