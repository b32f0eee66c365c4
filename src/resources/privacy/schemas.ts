import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, NextCursor, OpenObject, StringEnum, Uuid } from '../../contract/schemas.js';

export const ERASURE_STATUSES = ['pending', 'completed'] as const;

/** An erasure receipt: ids and times only, never the email a request named. */
export const Erasure = Type.Object(
  {
    id: Uuid,
    visitorIds: Type.Array(Uuid, {
      description: 'the visitors erased (empty when none was known: the answer does not say whether a person was)',
    }),
    status: StringEnum(ERASURE_STATUSES, {
      description: 'pending until the worker has erased every visitor (within a minute), then completed',
    }),
    requestedAt: DateTime,
    completedAt: Nullable(DateTime),
  },
  { $id: 'Erasure', title: 'Erasure' },
);
export type ErasureBody = Static<typeof Erasure>;

export const ErasureList = Type.Object({ items: Type.Array(Type.Ref(Erasure)), nextCursor: NextCursor });

/** Exactly one of the two (checked by the service: one clear 400 naming the field). */
export const CreateErasureBody = Type.Object({
  visitorId: Type.Optional(Type.String({ format: 'uuid', maxLength: 36, description: 'erase this visitor' })),
  email: Type.Optional(
    Type.String({
      minLength: 3,
      maxLength: 320,
      description: 'erase every visitor of this data set with this email (case-insensitive)',
    }),
  ),
});

export const VisitorExport = Type.Object(
  {
    visitor: OpenObject('the visitor row: identity, facts, labels, qualifying answers'),
    account: Nullable(OpenObject('the company the visitor appears to belong to')),
    visits: Type.Array(OpenObject(), { description: 'visits (runtime sessions), oldest first' }),
    pageViews: Type.Array(OpenObject(), { description: 'the journey: pages seen, oldest first' }),
    conversations: Type.Array(OpenObject(), {
      description: 'conversations with their messages, unmasked, oldest first',
    }),
    leads: Type.Array(OpenObject()),
    meetings: Type.Array(OpenObject()),
    followUps: Type.Array(OpenObject(), { description: 'follow-ups with their answers' }),
    knowledgeGaps: Type.Array(OpenObject(), { description: 'questions the agent could not answer' }),
    sittings: Type.Array(OpenObject(), { description: 'tour plays' }),
    offerOutcomes: Type.Array(OpenObject(), { description: 'offers shown, accepted or declined' }),
    actionFires: Type.Array(OpenObject()),
    segmentMemberships: Type.Array(OpenObject(), { description: 'current memberships, with the segment name' }),
    segmentChanges: Type.Array(OpenObject(), {
      description: 'membership changes with the identity recorded at the time',
    }),
    events: Type.Array(OpenObject(), { description: 'event-log entries that name the visitor (envelope fields)' }),
  },
  { $id: 'VisitorExport', title: 'VisitorExport' },
);
