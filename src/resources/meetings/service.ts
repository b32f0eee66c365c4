import type { Deps } from '../../deps.js';
import type { TenantTx, Tx } from '../../db/types.js';
import { notFound } from '../../contract/errors.js';
import { newId } from '../../lib/ids.js';
import { listPage, type Page, type PageParams } from '../../platform/paging/list-page.js';
import { recordLead } from '../leads/service.js';
import * as repo from './repository.js';
import type { AttendeeBody, MeetingBody } from './schemas.js';

export function toMeeting(r: repo.MeetingRow): MeetingBody {
  return {
    id: r.id,
    visitorId: r.visitorId,
    conversationId: r.conversationId,
    agentId: r.agentId,
    leadId: r.leadId,
    provider: r.provider,
    repUserId: r.repUserId,
    startAt: r.startAt ? r.startAt.toISOString() : null,
    durationMinutes: r.durationMinutes,
    attendee: { email: r.attendee.email ?? null, name: r.attendee.name ?? null },
    bookedAt: r.bookedAt.toISOString(),
  };
}

export function listMeetings(
  deps: Pick<Deps, 'cursors'>,
  tx: TenantTx,
  q: PageParams & { visitorId?: string },
): Promise<Page<MeetingBody>> {
  return listPage(deps, tx, q, {
    list: 'meetings',
    filters: { visitorId: q.visitorId },
    rows: (page) => repo.listMeetings(tx, page),
    sortKey: (r) => [r.bookedAt, r.id],
    toBody: toMeeting,
  });
}

export async function getMeeting(tx: Tx, id: string): Promise<MeetingBody> {
  const row = await repo.findMeeting(tx, id);
  if (!row) throw notFound('meeting');
  return toMeeting(row);
}

export interface BookMeetingInput {
  id?: string;
  visitorId?: string | null;
  conversationId?: string | null;
  agentId?: string | null;
  /**
   * The lead the meeting belongs to. Omitted: a `meeting_booked` lead is recorded
   * from the attendee (emitting lead.identified); null: no lead.
   */
  leadId?: string | null;
  provider?: string | null;
  repUserId?: string | null;
  startAt?: Date | null;
  durationMinutes?: number | null;
  attendee: { email?: string | null; name?: string | null; company?: string | null };
  bookedAt?: Date;
}

/** Records a meeting the agent booked and emits meeting.booked (meetingId, visitorId, startAt, attendee). */
export async function bookMeeting(
  deps: Pick<Deps, 'clock' | 'outbox'>,
  tx: Tx,
  input: BookMeetingInput,
): Promise<MeetingBody> {
  const bookedAt = input.bookedAt ?? deps.clock.now();
  const attendee: AttendeeBody = { email: input.attendee.email ?? null, name: input.attendee.name ?? null };
  let leadId = input.leadId ?? null;
  if (input.leadId === undefined) {
    const lead = await recordLead(deps, tx, {
      source: 'meeting_booked',
      visitorId: input.visitorId ?? null,
      agentId: input.agentId ?? null,
      conversationId: input.conversationId ?? null,
      email: attendee.email,
      name: attendee.name,
      company: input.attendee.company ?? null,
      createdAt: bookedAt,
    });
    leadId = lead.id;
  }
  const row = await repo.insertMeeting(tx, {
    id: input.id ?? newId(),
    visitorId: input.visitorId ?? null,
    conversationId: input.conversationId ?? null,
    agentId: input.agentId ?? null,
    leadId,
    provider: input.provider ?? null,
    repUserId: input.repUserId ?? null,
    startAt: input.startAt ?? null,
    durationMinutes: input.durationMinutes ?? null,
    attendee,
    bookedAt,
  });
  const meeting = toMeeting(row);
  // The contract names these fields; links come out as exactly `meeting` and `visitor`.
  const data = {
    meetingId: meeting.id,
    visitorId: meeting.visitorId,
    startAt: meeting.startAt,
    attendee: meeting.attendee,
  };
  deps.outbox.append(tx, { type: 'meeting.booked', data, occurredAt: bookedAt });
  return meeting;
}
