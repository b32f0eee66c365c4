import type { Queryable } from '../../db/types.js';

type Json = Record<string, unknown>;

// Rows as they are stored (snake_case columns, timestamps with their offset), without the
// data-set column and without derived search structures (the tsvector is made from what
// the other rows hold).
const row = (alias: string, drop: string[] = []) =>
  `to_jsonb(${alias}) - 'tenant_id'${drop.map((c) => ` - '${c}'`).join('')}`;

async function rows(q: Queryable, sql: string, params: unknown[]): Promise<Json[]> {
  return (await q.query<{ r: Json }>(sql, params)).rows.map((x) => x.r);
}

export async function visitorRow(q: Queryable, id: string): Promise<Json | null> {
  return (await rows(q, `SELECT ${row('v', ['search_doc'])} AS r FROM visitors v WHERE id = $1`, [id]))[0] ?? null;
}

export async function accountOf(q: Queryable, id: string): Promise<Json | null> {
  return (
    (
      await rows(
        q,
        `SELECT ${row('a')} AS r FROM accounts a JOIN visitors v ON v.account_domain = a.domain WHERE v.id = $1`,
        [id],
      )
    )[0] ?? null
  );
}

/** Everything else held about a visitor, by kind, oldest first. */
export async function recordsOf(q: Queryable, id: string) {
  const conversations = await rows(
    q,
    `SELECT ${row('c')} || jsonb_build_object('messages', COALESCE((
        SELECT jsonb_agg(${row('m', ['conversation_id'])} ORDER BY m.seq) FROM messages m WHERE m.conversation_id = c.id), '[]'::jsonb)) AS r
     FROM conversations c WHERE c.visitor_id = $1 ORDER BY c.started_at, c.id`,
    [id],
  );
  const conversationIds = conversations.map((c) => String(c.id));
  return {
    visits: await rows(q, `SELECT ${row('x')} AS r FROM visits x WHERE visitor_id = $1 ORDER BY started_at, id`, [id]),
    pageViews: await rows(q, `SELECT ${row('p')} AS r FROM page_views p WHERE visitor_id = $1 ORDER BY viewed_at, id`, [
      id,
    ]),
    conversations,
    leads: await rows(q, `SELECT ${row('l')} AS r FROM leads l WHERE visitor_id = $1 ORDER BY created_at, id`, [id]),
    meetings: await rows(q, `SELECT ${row('m')} AS r FROM meetings m WHERE visitor_id = $1 ORDER BY booked_at, id`, [
      id,
    ]),
    followUps: await rows(
      q,
      `SELECT ${row('f')} AS r FROM follow_ups f WHERE visitor_id = $1 OR conversation_id = ANY($2::uuid[]) ORDER BY created_at, id`,
      [id, conversationIds],
    ),
    knowledgeGaps: await rows(
      q,
      `SELECT ${row('g')} AS r FROM knowledge_gaps g WHERE visitor_id = $1 OR conversation_id = ANY($2::uuid[]) ORDER BY asked_at, id`,
      [id, conversationIds],
    ),
    sittings: await rows(
      q,
      `SELECT ${row('s')} AS r FROM tour_sittings s WHERE visitor_id = $1 AND NOT is_operator ORDER BY started_at, id`,
      [id],
    ),
    offerOutcomes: await rows(
      q,
      `SELECT ${row('o')} AS r FROM offer_interactions o WHERE visitor_id = $1 ORDER BY occurred_at, id`,
      [id],
    ),
    actionFires: await rows(
      q,
      `SELECT ${row('f')} AS r FROM action_fires f WHERE visitor_id = $1 ORDER BY fired_at, id`,
      [id],
    ),
    segmentMemberships: await rows(
      q,
      `SELECT ${row('sm')} || jsonb_build_object('segment_name', s.name) AS r
       FROM segment_memberships sm JOIN segments s ON s.id = sm.segment_id WHERE sm.visitor_id = $1 ORDER BY sm.entered_at, s.name, sm.segment_id`,
      [id],
    ),
    segmentChanges: await rows(
      q,
      // Changes of one evaluation can share a time: the segment's name orders them the same way every read.
      `SELECT ${row('c')} AS r FROM segment_changes c JOIN segments s ON s.id = c.segment_id WHERE c.visitor_id = $1 ORDER BY c.changed_at, s.name, c.id`,
      [id],
    ),
    events: await rows(
      q,
      `SELECT jsonb_build_object('id', e.id::text, 'type', e.type, 'occurredAt', e.occurred_at, 'data', e.data, 'links', e.links) AS r
       FROM events e WHERE e.data->>'visitorId' = $1::text OR e.data->>'conversationId' = ANY($2::text[]) ORDER BY e.id`,
      [id, conversationIds],
    ),
  };
}
