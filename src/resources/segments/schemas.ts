import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, OpenObject, Uuid } from '../../contract/schemas.js';

const Scalar = Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean()], {
  description: 'a string, number or boolean compared for exact equality',
});

const Equalities = (description: string) =>
  Type.Object(
    {},
    {
      additionalProperties: Scalar,
      propertyNames: { maxLength: 200 },
      minProperties: 1,
      maxProperties: 50,
      description,
    },
  );

export const SegmentFilter = Type.Object(
  {
    asked: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 500,
        description:
          'web-search syntax over what the visitor asked and said (their chat turns, escalated questions, the agent\'s summaries of their conversations, qualifying answers): words must all appear (English stemming, so "prices" finds "pricing"), `OR` between alternatives, "quoted phrases" in order, a leading minus excludes a word. A visitor who never said anything never matches. 400 when nothing searchable remains (only stop words).',
      }),
    ),
    toursWatched: Type.Optional(
      Type.Array(Uuid, {
        minItems: 1,
        maxItems: 100,
        description: "any of these tours was watched (a sitting by the visitor; the operator's own plays excluded)",
      }),
    ),
    identified: Type.Optional(Type.Boolean({ description: 'true: has an email or a CRM contact; false: has neither' })),
    hasCrm: Type.Optional(Type.Boolean({ description: 'has a linked CRM contact' })),
    minIntent: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: 'intent score at or above' })),
    lastSeenWithinDays: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 3650, description: 'seen in the last N days (N × 24 hours before now)' }),
    ),
    qualified: Type.Optional(Equalities('qualifying answers (latest answer per question key) must equal these values')),
    labels: Type.Optional(Equalities('visitor labels must equal these values')),
    account: Type.Optional(
      Type.Object(
        {
          domain: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 253,
              description: 'the enriched account domain; scheme, `www.` and path are stripped',
            }),
          ),
          industry: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 200,
              description: 'the enriched account industry, case-insensitive',
            }),
          ),
        },
        {
          minProperties: 1,
          description: '`domain` and/or `industry` of the enriched account (both must match when both are given)',
        },
      ),
    ),
  },
  {
    $id: 'SegmentFilter',
    title: 'SegmentFilter',
    minProperties: 1,
    description:
      'Conditions AND together; at least one is required. Unknown keys are ignored (the normalised filter in responses shows what applies). Invalid values are a 400 invalid-request naming the key in `param`.',
  },
);
export type SegmentFilterBody = Static<typeof SegmentFilter>;

export const Segment = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    description: Type.String(),
    filter: Type.Ref(SegmentFilter),
    memberCount: Type.Integer({ minimum: 0, description: 'as of the last evaluation' }),
    evaluatedAt: Nullable(DateTime),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'Segment', title: 'Segment' },
);
export type SegmentBody = Omit<Static<typeof Segment>, 'filter'> & { filter: SegmentFilterBody };

export const SegmentList = Type.Object({ items: Type.Array(Type.Ref(Segment)) });

export const SegmentInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  filter: Type.Ref(SegmentFilter),
});

export const SegmentPatch = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  filter: Type.Optional(Type.Ref(SegmentFilter)),
});

export const SegmentPreview = Type.Object(
  {
    filter: Type.Ref(SegmentFilter),
    count: Type.Integer({ minimum: 0 }),
    sampleVisitorIds: Type.Array(Uuid, { description: 'up to 10 matching visitors, most recently seen first' }),
  },
  { $id: 'SegmentPreview', title: 'SegmentPreview' },
);

export const EvaluationReceipt = Type.Object(
  {
    segmentId: Uuid,
    entered: Type.Integer({ minimum: 0 }),
    left: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
    evaluatedAt: DateTime,
  },
  { $id: 'EvaluationReceipt', title: 'EvaluationReceipt' },
);

const memberFields = {
  visitorId: Uuid,
  email: Nullable(Type.String()),
  displayName: Nullable(Type.String()),
  account: Nullable(OpenObject('the enriched account: domain, name, industry')),
  crm: Nullable(OpenObject('contact and company ids in the connected CRM')),
  labels: OpenObject('the visitor labels'),
  intentScore: Type.Integer({ minimum: 0, maximum: 100 }),
  enteredAt: DateTime,
  leftAt: Nullable(DateTime),
  changedAt: DateTime,
};

export const SegmentMember = Type.Object(memberFields, { $id: 'SegmentMember', title: 'SegmentMember' });
export type SegmentMemberBody = Static<typeof SegmentMember>;

export const SegmentMemberList = Type.Object({
  items: Type.Array(Type.Ref(SegmentMember)),
  nextCursor: Nullable(Type.String({ description: 'opaque; null on the last page' })),
});

export const SegmentChange = Type.Object(
  {
    ...memberFields,
    change: Type.Union([Type.Literal('entered'), Type.Literal('left')], {
      description: 'whether the visitor entered or left',
    }),
  },
  {
    $id: 'SegmentChange',
    title: 'SegmentChange',
    description:
      'A membership change: the member as they were at that moment (the same fields as the segment.entered / segment.left event).',
  },
);
export type SegmentChangeBody = Static<typeof SegmentChange>;

export const SegmentChangeList = Type.Object({
  items: Type.Array(Type.Ref(SegmentChange)),
  nextSince: Nullable(
    Type.String({
      format: 'date-time',
      description:
        'pass as `since` to continue; the position of the last item (microsecond precision, so no change is skipped or repeated). Echoes `since` when the page is empty; null when there is neither.',
    }),
  ),
});
