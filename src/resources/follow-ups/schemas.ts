import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, StringEnum, Uuid } from '../../http/schemas.js';

export const FOLLOW_UP_STATUSES = ['open', 'answered', 'dismissed'] as const;
export const FollowUpStatus = StringEnum(FOLLOW_UP_STATUSES);

export const FollowUp = Type.Object(
  {
    id: Uuid,
    agentId: Nullable(Uuid),
    conversationId: Nullable(Uuid),
    visitorId: Nullable(Uuid),
    question: Type.String({ description: "the visitor's question the agent could not answer" }),
    reason: Nullable(Type.String({ description: 'why the agent handed it over' })),
    status: FollowUpStatus,
    answer: Nullable(Type.String()),
    answeredAt: Nullable(DateTime),
    deliveredAt: Nullable(Type.String({ format: 'date-time', description: 'when the answer reached the visitor (email, or the agent in a later conversation)' })),
    createdAt: DateTime,
  },
  { $id: 'FollowUp', title: 'FollowUp' },
);
export type FollowUpBody = Static<typeof FollowUp>;

export const SKIP_REASONS = ['no-email', 'no-mailbox', 'send-failed'] as const;

export const AnsweredFollowUp = Type.Intersect(
  [
    Type.Ref(FollowUp),
    Type.Object({
      emailed: Type.Boolean({ description: 'true when the answer was emailed from the rep mailbox' }),
      skipReason: Nullable(
        StringEnum(SKIP_REASONS, {
          description:
            'why it was not emailed: no-email (the visitor left none), no-mailbox (no SMTP mailbox configured), send-failed (the mailbox refused or was unreachable; an addition to the contract). The answer is kept for the agent to deliver in the visitor\'s next conversation.',
        }),
      ),
    }),
  ],
  { $id: 'AnsweredFollowUp', title: 'AnsweredFollowUp' },
);
export type AnsweredFollowUpBody = FollowUpBody & { emailed: boolean; skipReason: (typeof SKIP_REASONS)[number] | null };

export const FollowUpList = Type.Object({
  items: Type.Array(Type.Ref(FollowUp)),
  nextCursor: Nullable(Type.String()),
});
