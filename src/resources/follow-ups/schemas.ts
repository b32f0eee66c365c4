import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, StringEnum, Uuid } from '../../contract/schemas.js';

/** How reads of follow-ups treat the visitor's words (appended to each operation's description). */
export const MASKING_NOTE =
  " Without the conversations:transcripts scope the visitor's question is masked (email addresses, phone numbers, card and account numbers and the visitor's own name become [email], [phone], [card], [account] and [name]) and the follow-up carries redacted (true when something was masked); with it the question is verbatim and redacted is absent. The answer is the team's words and is never masked.";

export const FOLLOW_UP_STATUSES = ['open', 'answered', 'dismissed'] as const;
export const FollowUpStatus = StringEnum(FOLLOW_UP_STATUSES);

export const FollowUp = Type.Object(
  {
    id: Uuid,
    agentId: Nullable(Uuid),
    conversationId: Nullable(Uuid),
    visitorId: Nullable(Uuid),
    question: Type.String({
      description: "the visitor's question the agent could not answer (masked without conversations:transcripts)",
    }),
    reason: Nullable(Type.String({ description: 'why the agent handed it over' })),
    status: FollowUpStatus,
    answer: Nullable(Type.String()),
    answeredAt: Nullable(DateTime),
    deliveredAt: Nullable(
      Type.String({
        format: 'date-time',
        description: 'when the answer reached the visitor (email, or the agent in a later conversation)',
      }),
    ),
    createdAt: DateTime,
    redacted: Type.Optional(
      Type.Boolean({
        description:
          'true when something in the question was masked; absent on a verbatim read (conversations:transcripts)',
      }),
    ),
  },
  { $id: 'FollowUp', title: 'FollowUp' },
);
export type FollowUpBody = Static<typeof FollowUp>;

export const SKIP_REASONS = ['no-email', 'no-mailbox'] as const;

export const AnsweredFollowUp = Type.Intersect(
  [
    Type.Ref(FollowUp),
    Type.Object({
      emailed: Type.Boolean({
        description:
          'true when the answer was accepted for delivery by email: it is sent from the rep mailbox by the background worker right after this call (retried for about 40 minutes if the mail server fails); deliveredAt is set once the mail server takes it',
      }),
      skipReason: Nullable(
        StringEnum(SKIP_REASONS, {
          description:
            "why it is not emailed: no-email (the visitor left none) or no-mailbox (no SMTP mailbox configured); null when emailed. The answer is kept for the agent to deliver in the visitor's next conversation.",
        }),
      ),
    }),
  ],
  { $id: 'AnsweredFollowUp', title: 'AnsweredFollowUp' },
);
export type AnsweredFollowUpBody = FollowUpBody & {
  emailed: boolean;
  skipReason: (typeof SKIP_REASONS)[number] | null;
};

export const FollowUpList = Type.Object({
  items: Type.Array(Type.Ref(FollowUp)),
  nextCursor: Nullable(Type.String()),
});
