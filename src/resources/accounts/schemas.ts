import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, Redaction, Uuid } from '../../contract/schemas.js';
import { Visitor } from '../visitors/schemas.js';

export const AccountDetails = Type.Object(
  {
    domain: Type.String(),
    name: Nullable(Type.String()),
    industry: Nullable(Type.String()),
    crm: Nullable(
      Type.Object({}, { additionalProperties: true, description: "the company's CRM link when the CRM knows it" }),
    ),
    enrichedAt: Nullable(DateTime),
  },
  { $id: 'AccountDetails', title: 'AccountDetails', description: 'the enriched account' },
);

export const OpenQuestion = Type.Object(
  {
    followUpId: Uuid,
    visitorId: Uuid,
    conversationId: Nullable(Uuid),
    question: Type.String({ description: 'masked unless the key holds conversations:transcripts' }),
    reason: Nullable(Type.String()),
    askedAt: DateTime,
    redacted: Type.Optional(Type.Boolean({ description: 'true when something was masked; absent on a verbatim read' })),
  },
  {
    $id: 'OpenQuestion',
    title: 'OpenQuestion',
    description: 'an unanswered question (open follow-up) of someone at the company',
  },
);

export const AccountBrief = Type.Object(
  {
    domain: Type.String({ description: 'the normalised domain asked for' }),
    account: Nullable(Type.Ref(AccountDetails)),
    peopleCount: Type.Integer({ minimum: 0 }),
    topIntent: Type.Integer({ minimum: 0, maximum: 100, description: '0 when nobody has been seen' }),
    lastSeenAt: Nullable(DateTime),
    people: Type.Array(Type.Ref(Visitor), { description: 'strongest intent first, at most 50' }),
    openQuestions: Type.Array(Type.Ref(OpenQuestion), { description: 'newest first, at most 50' }),
    redaction: Nullable(Type.Ref(Redaction)),
  },
  { $id: 'AccountBrief', title: 'AccountBrief' },
);
