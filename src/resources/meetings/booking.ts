import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { conflict, invalidRequest } from '../../contract/errors.js';
import { lockAgent } from '../../records/agents.js';
import type { BookingBody } from '../agents/schemas.js';
import { bookedBetween } from './repository.js';
import { queueConfirmation } from './confirmation.js';
import type { MeetingBody } from './schemas.js';
import { bookMeeting } from './service.js';
import { gridStarts, openSlots } from './slots.js';

const DAY = 86_400_000;

/** Open slots of an agent between two instants (at most its horizon from now). */
export async function agentSlots(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  agent: { id: string; booking: BookingBody | null },
  from: Date,
  to: Date,
): Promise<Date[]> {
  if (!agent.booking) return [];
  const taken = await bookedBetween(
    tx,
    agent.id,
    from,
    new Date(to.getTime() + agent.booking.durationMinutes * 60_000),
  );
  return openSlots(agent.booking, {
    from: from.getTime(),
    to: to.getTime(),
    now: deps.clock.now().getTime(),
    taken,
  }).map((t) => new Date(t));
}

/**
 * Books a slot of an agent's calendar. Bookings of one agent are serialised by
 * a lock on its row, so two visitors can never both take a slot: the second
 * gets 409 conflict. A time that is not on the agent's grid is 400. The
 * visitor's confirmation email (with its invitation) is queued in the same
 * transaction when a mailbox is set up; `confirmationEmail` says whether it was.
 */
export async function bookAgentSlot(
  deps: Pick<Deps, 'clock' | 'outbox' | 'jobs' | 'mailer'>,
  tx: Tx,
  input: {
    agent: { id: string; booking: BookingBody | null };
    startAt: Date;
    visitorId: string | null;
    conversationId: string | null;
    attendee: { email: string; name: string; company?: string | null };
  },
): Promise<MeetingBody & { confirmationEmail: boolean }> {
  const booking = input.agent.booking;
  if (!booking) throw conflict('This agent takes no bookings.');
  const start = input.startAt.getTime();
  if (!gridStarts(booking, start, start).includes(start))
    throw invalidRequest("startAt is not one of the agent's slots; read the open slots first.", 'startAt');
  await lockAgent(tx, input.agent.id);
  const taken = await bookedBetween(tx, input.agent.id, new Date(start - DAY), new Date(start + DAY));
  const open = openSlots(booking, { from: start, to: start, now: deps.clock.now().getTime(), taken });
  if (!open.includes(start)) throw conflict('That slot is no longer open; pick another.');
  const meeting = await bookMeeting(deps, tx, {
    visitorId: input.visitorId,
    conversationId: input.conversationId,
    agentId: input.agent.id,
    provider: 'concierge',
    repUserId: booking.repUserId,
    startAt: input.startAt,
    durationMinutes: booking.durationMinutes,
    attendee: input.attendee,
  });
  return { ...meeting, confirmationEmail: await queueConfirmation(deps, tx, meeting) };
}
