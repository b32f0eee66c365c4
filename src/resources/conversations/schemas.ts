import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, Redaction, StringEnum, Uuid } from '../../contract/schemas.js';

export const CHANNELS = ['chat', 'voice'] as const;
export const ROLES = ['user', 'assistant', 'tool', 'system'] as const;
export const AUTHOR_KINDS = ['visitor', 'agent', 'rep', 'widget'] as const;

/** A conversation read returns at most this many messages (the latest, in order). */
export const MESSAGE_LIMIT = 500;

export const Conversation = Type.Object(
  {
    id: Uuid,
    agentId: Uuid,
    visitorId: Nullable(Uuid),
    channel: StringEnum(CHANNELS),
    pageUrl: Nullable(Type.String({ format: 'uri', description: 'the page the conversation started on' })),
    referrer: Nullable(Type.String()),
    startedAt: DateTime,
    lastMessageAt: Nullable(DateTime),
    endedAt: Nullable(DateTime),
    messageCount: Type.Integer({
      minimum: 0,
      description: `how many messages the conversation holds (an addition to the contract); a read returns the latest ${MESSAGE_LIMIT}`,
    }),
  },
  { $id: 'Conversation', title: 'Conversation' },
);
export type ConversationBody = Static<typeof Conversation>;

export const Message = Type.Object(
  {
    id: Type.String(),
    role: StringEnum(ROLES),
    authorKind: StringEnum(AUTHOR_KINDS),
    content: Type.String({ description: 'masked unless the key holds conversations:transcripts' }),
    redacted: Type.Optional(Type.Boolean({ description: 'true when something was masked; absent on a verbatim read' })),
    createdAt: DateTime,
  },
  { $id: 'Message', title: 'Message' },
);
export type MessageBody = Static<typeof Message>;

export const ConversationDetail = Type.Intersect(
  [
    Type.Ref(Conversation),
    Type.Object({
      messages: Type.Array(Type.Ref(Message), {
        description: `in order; the latest ${MESSAGE_LIMIT} when the conversation holds more (see messageCount)`,
      }),
      redaction: Nullable(Type.Ref(Redaction)),
    }),
  ],
  { $id: 'ConversationDetail', title: 'ConversationDetail' },
);
export type ConversationDetailBody = ConversationBody & {
  messages: MessageBody[];
  redaction: Record<'email' | 'phone' | 'card' | 'account' | 'name', number> | null;
};

export const ConversationList = Type.Object({
  items: Type.Array(Type.Ref(Conversation)),
  nextCursor: Nullable(Type.String()),
});
