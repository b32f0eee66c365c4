import type { Queryable } from '../../db/types.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';
import type { AttendeeBody } from './schemas.js';

export interface MeetingRow {
  id: string;
  visitorId: string | null;
  conversationId: string | null;
  agentId: string | null;
  leadId: string | null;
  provider: string | null;
  repUserId: string | null;
  startAt: Date | null;
  durationMinutes: number | null;
  attendee: AttendeeBody;
  bookedAt: Date;
}

const COLUMNS = `id, visitor_id AS "visitorId", conversation_id AS "conversationId", agent_id AS "agentId", lead_id AS "leadId",
  provider, rep_user_id AS "repUserId", start_at AS "startAt", duration_minutes AS "durationMinutes", attendee, booked_at AS "bookedAt"`;

export function listMeetings(
  q: Queryable,
  f: { visitorId?: string; after: Position | null; limit: number },
): Promise<MeetingRow[]> {
  const params: unknown[] = [];
  const where = f.visitorId ? [`visitor_id = $${params.push(f.visitorId)}`] : [];
  return keysetRows(q, {
    from: `SELECT ${COLUMNS} FROM meetings`,
    where,
    params,
    order: { ts: 'booked_at', id: 'id' },
    after: f.after,
    limit: f.limit,
  });
}

export async function findMeeting(q: Queryable, id: string): Promise<MeetingRow | null> {
  const res = await q.query<MeetingRow>(`SELECT ${COLUMNS} FROM meetings WHERE id = $1`, [id]);
  return res.rows[0] ?? null;
}

export async function insertMeeting(q: Queryable, m: MeetingRow): Promise<MeetingRow> {
  const res = await q.query<MeetingRow>(
    `INSERT INTO meetings (id, visitor_id, conversation_id, agent_id, lead_id, provider, rep_user_id, start_at, duration_minutes, attendee, booked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
    [
      m.id,
      m.visitorId,
      m.conversationId,
      m.agentId,
      m.leadId,
      m.provider,
      m.repUserId,
      m.startAt,
      m.durationMinutes,
      JSON.stringify(m.attendee),
      m.bookedAt,
    ],
  );
  return res.rows[0]!;
}

/** Meetings of an agent overlapping [from, to) (the slots they take). */
export async function bookedBetween(
  q: Queryable,
  agentId: string,
  from: Date,
  to: Date,
): Promise<Array<{ start: number; end: number }>> {
  const res = await q.query<{ startAt: Date; minutes: number | null }>(
    `SELECT start_at AS "startAt", duration_minutes AS minutes FROM meetings
     WHERE agent_id = $1 AND start_at IS NOT NULL AND start_at < $3 AND start_at > $2::timestamptz - interval '1 day'`,
    [agentId, from, to],
  );
  return res.rows
    .map((r) => ({ start: r.startAt.getTime(), end: r.startAt.getTime() + (r.minutes ?? 30) * 60_000 }))
    .filter((t) => t.end > from.getTime());
}
