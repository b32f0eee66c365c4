import type { Queryable } from '../../db/types.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';

export interface SittingRow {
  id: string;
  tourId: string;
  visitorId: string | null;
  email: string | null;
  source: string | null;
  startedAt: Date;
  endedAt: Date;
  seconds: number;
  stepViews: number;
  stepsSeen: number[];
  maxStep: number;
  completed: boolean;
  ctaClicks: number;
}

const COLUMNS = `id, tour_id AS "tourId", visitor_id AS "visitorId", email, source, started_at AS "startedAt",
  ended_at AS "endedAt", seconds, step_views AS "stepViews", steps_seen AS "stepsSeen", max_step AS "maxStep",
  completed, cta_clicks AS "ctaClicks"`;

/** A tour's sittings started in [start, end), newest first, the operator's own plays left out. */
export function listSittings(
  q: Queryable,
  f: { tourId: string; start: Date; end: Date; after: Position | null; limit: number },
): Promise<SittingRow[]> {
  return keysetRows(q, {
    from: `SELECT ${COLUMNS} FROM tour_sittings`,
    where: ['tour_id = $1', 'NOT is_operator', 'started_at >= $2', 'started_at < $3'],
    params: [f.tourId, f.start, f.end],
    // Sitting ids are the player's session ids (text, not uuid).
    order: { ts: 'started_at', id: 'id', idType: 'text' },
    after: f.after,
    limit: f.limit,
  });
}

export interface NewSitting extends SittingRow {
  isOperator: boolean;
  recordedAt: Date;
}

export async function insertSitting(q: Queryable, s: NewSitting): Promise<void> {
  await q.query(
    `INSERT INTO tour_sittings (id, tour_id, visitor_id, email, source, started_at, ended_at, seconds, step_views,
       steps_seen, max_step, completed, cta_clicks, is_operator, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      s.id,
      s.tourId,
      s.visitorId,
      s.email,
      s.source,
      s.startedAt,
      s.endedAt,
      s.seconds,
      s.stepViews,
      s.stepsSeen,
      s.maxStep,
      s.completed,
      s.ctaClicks,
      s.isOperator,
      s.recordedAt,
    ],
  );
}

/** The visitor's latest sitting of a tour started at or after `since` (the play a page is reporting on). */
export async function latestSitting(
  q: Queryable,
  visitorId: string,
  tourId: string,
  since: Date,
): Promise<SittingRow | null> {
  const res = await q.query<SittingRow>(
    `SELECT ${COLUMNS} FROM tour_sittings WHERE visitor_id = $1 AND tour_id = $2 AND started_at >= $3 AND NOT is_operator
     ORDER BY started_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [visitorId, tourId, since],
  );
  return res.rows[0] ?? null;
}

/** Moves a sitting on: a step shown, a click, completion; duration runs to `at`. */
export async function advanceSitting(
  q: Queryable,
  id: string,
  change: { stepIndex?: number; ctaClick?: boolean; completed?: boolean; at: Date },
): Promise<SittingRow> {
  const res = await q.query<SittingRow>(
    `UPDATE tour_sittings SET
       step_views = step_views + (CASE WHEN $2::int IS NULL THEN 0 ELSE 1 END),
       steps_seen = CASE WHEN $2::int IS NULL OR $2::int = ANY(steps_seen) THEN steps_seen
                         ELSE (SELECT array_agg(s ORDER BY s) FROM unnest(array_append(steps_seen, $2::int)) s) END,
       max_step = GREATEST(max_step, COALESCE($2::int, -1)),
       cta_clicks = cta_clicks + (CASE WHEN $3 THEN 1 ELSE 0 END),
       completed = completed OR $4,
       ended_at = GREATEST(ended_at, $5),
       seconds = GREATEST(seconds, floor(extract(epoch FROM (GREATEST(ended_at, $5) - started_at)))::int),
       recorded_at = $5
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, change.stepIndex ?? null, change.ctaClick ?? false, change.completed ?? false, change.at],
  );
  return res.rows[0]!;
}
