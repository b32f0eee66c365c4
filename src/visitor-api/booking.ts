import type { Deps } from '../deps.js';
import { invalidRequest } from '../contract/errors.js';
import { INTENT, recordIntent } from '../agent/intent.js';
import { agentSlots, bookAgentSlot } from '../resources/meetings/booking.js';
import type { MeetingBody } from '../resources/meetings/schemas.js';
import { identifyVisitor, touchVisitor } from '../records/visitor-activity.js';
import { recordVisitorAnswers } from '../records/search-document.js';
import { findVisit, touchVisit } from '../resources/visits/service.js';
import type { RuntimeAgent, RuntimeSession } from './context.js';
import type { BookingRequestBody } from './schemas.js';

const DAY = 86_400_000;

export async function openSlotsFor(deps: Deps, agent: RuntimeAgent, q: { from?: string; to?: string }) {
  const now = deps.clock.now();
  const from = q.from ? new Date(q.from) : now;
  const to = q.to ? new Date(q.to) : new Date(from.getTime() + 14 * DAY);
  if (to < from) throw invalidRequest('to must not be before from.', 'to');
  if (to.getTime() - from.getTime() > 92 * DAY) throw invalidRequest('from and to are at most 92 days apart.', 'to');
  const slots = await deps.db.tenantTx(agent.tenant, (tx) => agentSlots(deps, tx, agent, from, to), { readOnly: true });
  return {
    timezone: agent.booking?.timezone ?? 'UTC',
    durationMinutes: agent.booking?.durationMinutes ?? 0,
    slots: slots.map((s) => s.toISOString()),
  };
}

/**
 * A booking from the page (or the agent's slots part), in one transaction:
 * the meeting and its `meeting_booked` lead (meeting.booked, lead.identified),
 * the visitor identified (visitor.identified the first time), intent, and
 * the visitor's confirmation email queued (when a mailbox is set up).
 */
export async function bookSlot(
  deps: Deps,
  agent: RuntimeAgent,
  session: RuntimeSession,
  body: BookingRequestBody,
): Promise<MeetingBody & { confirmationEmail: boolean }> {
  const startAt = new Date(body.startAt);
  const email = body.email.trim();
  const name = body.name.trim();
  if (!name) throw invalidRequest('name must not be blank.', 'name');
  return deps.db.tenantTx(agent.tenant, async (tx) => {
    const visit = await findVisit(tx, session.id);
    const meeting = await bookAgentSlot(deps, tx, {
      agent,
      startAt,
      visitorId: session.visitorId,
      conversationId: visit?.conversationId ?? null,
      attendee: { email, name, company: body.company?.trim() || null },
    });
    await identifyVisitor(deps, tx, { visitorId: session.visitorId, email, name });
    if (body.company?.trim()) await recordVisitorAnswers(tx, session.visitorId, { company: body.company.trim() });
    await recordIntent(deps, tx, {
      visitorId: session.visitorId,
      threshold: agent.intentHotThreshold,
      delta: INTENT.meetingBooked,
      conversationId: visit?.conversationId ?? null,
    });
    const now = deps.clock.now();
    await touchVisit(tx, session.id, now);
    await touchVisitor(tx, session.visitorId, now);
    return meeting;
  });
}
