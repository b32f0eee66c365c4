import { Type } from '@sinclair/typebox';
import { bookSlot } from './booking.js';
import { defineRoute } from '../http/route.js';
import { BookingRequest, RuntimeMeeting, SessionParams } from './schemas.js';

export const bookMeetingRoute = defineRoute({
  method: 'POST',
  url: '/sessions/:sessionId/meetings',
  operationId: 'bookRuntimeMeeting',
  summary: 'Book a slot',
  description:
    'Books one of the open slots for the visitor: creates the meeting and a `meeting_booked` lead, identifies the visitor, and emits `meeting.booked`, `lead.identified` and `visitor.identified` (the first time the visitor gives an email). When the service has a mailbox (SMTP_URL), the visitor is sent a confirmation email with a calendar invitation (`.ics`) by the worker after the booking commits; `confirmationEmail` says whether one goes out. A slot taken meanwhile (or now too soon) is 409 conflict; a time that is not a slot of the agent is 400 with `param: startAt`.',
  auth: { visitor: 'required', limits: 'visitor' },
  status: 201,
  errors: [409],
  schema: { params: SessionParams, body: BookingRequest, response: { 201: Type.Ref(RuntimeMeeting) } },
  handler: async ({ deps, agent, session, body }) => bookSlot(deps, agent, session!, body),
});
