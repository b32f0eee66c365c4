import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, OpenObject, Uuid } from '../../contract/schemas.js';
import { Conversation } from '../conversations/schemas.js';
import { FollowUp } from '../follow-ups/schemas.js';
import { Lead } from '../leads/schemas.js';
import { Sitting } from '../tours/schemas.js';
import { SegmentFilter } from '../segments/schemas.js';

export const JOURNEY_LIMIT = 20;

export const VisitorAccount = Type.Object(
  {
    domain: Type.String({ description: 'the company domain, derived from a work email or an enrichment provider' }),
    name: Nullable(Type.String()),
    industry: Nullable(Type.String()),
  },
  { $id: 'VisitorAccount', title: 'VisitorAccount', description: 'the company the visitor appears to belong to' },
);

export const Visitor = Type.Object(
  {
    id: Uuid,
    email: Nullable(Type.String()),
    displayName: Nullable(Type.String()),
    status: Type.String({ description: "the agent's read of where the visitor is" }),
    intentScore: Type.Integer({ minimum: 0, maximum: 100 }),
    visitCount: Type.Integer({ minimum: 0 }),
    firstSeenAt: DateTime,
    lastSeenAt: DateTime,
    account: Nullable(Type.Ref(VisitorAccount)),
    crm: Nullable(OpenObject('the linked CRM contact (provider, contact and company ids)')),
    labels: OpenObject('latest labels assigned by the agent, by name'),
  },
  { $id: 'Visitor', title: 'Visitor' },
);
export type VisitorBody = Static<typeof Visitor>;

export const VisitorJourney = Type.Object(
  {
    conversations: Type.Array(Type.Ref(Conversation), {
      description: `the last ${JOURNEY_LIMIT} conversations, newest first`,
    }),
    sittings: Type.Array(Type.Ref(Sitting), { description: `the last ${JOURNEY_LIMIT} tour sittings, newest first` }),
    lead: Type.Union([Type.Ref(Lead), Type.Null()], { description: 'the latest lead of the visitor, or null' }),
    openFollowUps: Type.Array(Type.Ref(FollowUp), { description: 'open follow-ups of the visitor, newest first' }),
    pages: Type.Array(
      Type.Object({
        url: Type.String(),
        title: Nullable(Type.String()),
        viewedAt: DateTime,
      }),
      {
        description: `the last ${JOURNEY_LIMIT} pages the visitor opened where an agent runs (session starts and page.viewed), newest first (an addition to the contract)`,
      },
    ),
  },
  { $id: 'VisitorJourney', title: 'VisitorJourney' },
);

export const VisitorDetail = Type.Intersect([Type.Ref(Visitor), Type.Object({ journey: Type.Ref(VisitorJourney) })], {
  $id: 'VisitorDetail',
  title: 'VisitorDetail',
});

export const VisitorList = Type.Object({
  items: Type.Array(Type.Ref(Visitor)),
  nextCursor: Nullable(Type.String({ description: 'opaque; null on the last page' })),
});

export const VisitorSearchResult = Type.Object(
  {
    count: Type.Integer({ minimum: 0, description: 'how many visitors matched in total' }),
    truncated: Type.Boolean({ description: 'more matched than items holds' }),
    filter: Type.Ref(SegmentFilter),
    items: Type.Array(Type.Ref(Visitor), { description: 'most recently seen first' }),
  },
  { $id: 'VisitorSearchResult', title: 'VisitorSearchResult' },
);
