import type { Queryable } from '../../db/types.js';
import type { SittingRow } from '../tours/sittings-repository.js';

/** A visitor's latest tour sittings, the operator's own plays left out. */
export async function latestSittings(q: Queryable, visitorId: string, limit: number): Promise<SittingRow[]> {
  const res = await q.query<SittingRow>(
    `SELECT id, tour_id AS "tourId", visitor_id AS "visitorId", email, source, started_at AS "startedAt",
       ended_at AS "endedAt", seconds, step_views AS "stepViews", steps_seen AS "stepsSeen", max_step AS "maxStep",
       completed, cta_clicks AS "ctaClicks"
     FROM tour_sittings WHERE visitor_id = $1 AND NOT is_operator ORDER BY started_at DESC, id DESC LIMIT $2`,
    [visitorId, limit],
  );
  return res.rows;
}
