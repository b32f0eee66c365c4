import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, Uuid } from '../../contract/schemas.js';

export const Attendee = Type.Object(
  {
    email: Nullable(Type.String()),
    name: Nullable(Type.String()),
  },
  { $id: 'MeetingAttendee', title: 'MeetingAttendee', description: 'who the meeting was booked for' },
);
export type AttendeeBody = Static<typeof Attendee>;

export const Meeting = Type.Object(
  {
    id: Uuid,
    visitorId: Nullable(Uuid),
    conversationId: Nullable(Uuid),
    agentId: Nullable(Uuid),
    leadId: Nullable(Uuid),
    provider: Nullable(Type.String({ description: 'the booking provider, for example calendly or google' })),
    repUserId: Nullable(Type.String({ description: 'the team member the meeting is with' })),
    startAt: Nullable(DateTime),
    durationMinutes: Nullable(Type.Integer({ minimum: 1 })),
    attendee: Type.Ref(Attendee),
    bookedAt: DateTime,
  },
  { $id: 'Meeting', title: 'Meeting' },
);
export type MeetingBody = Static<typeof Meeting>;

export const MeetingList = Type.Object({
  items: Type.Array(Type.Ref(Meeting)),
  nextCursor: Nullable(Type.String()),
});
