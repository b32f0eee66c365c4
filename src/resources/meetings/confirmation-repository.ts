import type { Queryable } from '../../db/types.js';

/** What the worker needs to write a meeting's confirmation: the meeting and the agent it was booked with. */
export interface ConfirmationRow {
  id: string;
  startAt: Date | null;
  durationMinutes: number | null;
  bookedAt: Date;
  attendeeEmail: string | null;
  attendeeName: string | null;
  agentName: string | null;
  timezone: string | null;
}

export async function findConfirmation(q: Queryable, meetingId: string): Promise<ConfirmationRow | null> {
  const res = await q.query<ConfirmationRow>(
    `SELECT m.id, m.start_at AS "startAt", m.duration_minutes AS "durationMinutes", m.booked_at AS "bookedAt",
            m.attendee->>'email' AS "attendeeEmail", m.attendee->>'name' AS "attendeeName",
            a.name AS "agentName", a.booking->>'timezone' AS timezone
     FROM meetings m LEFT JOIN agents a ON a.id = m.agent_id
     WHERE m.id = $1`,
    [meetingId],
  );
  return res.rows[0] ?? null;
}
