import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Day, Nullable, Redaction, StringEnum, Uuid } from '../../contract/schemas.js';

const Count = (description?: string) => Type.Integer({ minimum: 0, ...(description ? { description } : {}) });

export const InsightRange = Type.Object(
  { from: Day, to: Day },
  { $id: 'InsightRange', title: 'InsightRange', description: 'Inclusive UTC days' },
);

export const DIGEST_METRICS = [
  'visitors',
  'conversations',
  'meetings',
  'formsSubmitted',
  'escalated',
  'tourPlays',
  'tourCompletions',
] as const;
export type DigestMetric = (typeof DIGEST_METRICS)[number];

export const DigestTotals = Type.Object(
  {
    visitors: Count(
      'sum over the days of distinct visitors active that day (a session, tour play, meeting, form or accepted offer)',
    ),
    conversations: Count('sessions with at least one message'),
    meetings: Count('meetings booked'),
    formsSubmitted: Count('leads captured by a form'),
    escalated: Count('conversations handed to a person (a follow-up; one without a conversation counts once)'),
    tourPlays: Count('tour sittings started'),
    tourCompletions: Count('tour sittings completed'),
  },
  { $id: 'DigestTotals', title: 'DigestTotals' },
);
export type DigestTotalsBody = Static<typeof DigestTotals>;

export const DigestMetricChange = Type.Object(
  {
    metric: StringEnum(DIGEST_METRICS),
    current: Count('total in the window'),
    previous: Count('total in the window before it'),
    change: Type.Integer({ description: 'current minus previous' }),
    changePct: Nullable(
      Type.Number({ description: 'change as a percentage of previous, one decimal; null when previous is 0' }),
    ),
  },
  { $id: 'DigestMetricChange', title: 'DigestMetricChange' },
);

export const Digest = Type.Object(
  {
    range: Type.Ref(InsightRange),
    comparedWith: Type.Ref(InsightRange),
    days: Type.Integer({ minimum: 1, description: 'days in the window (and in the window it is compared with)' }),
    totals: Type.Ref(DigestTotals),
    previousTotals: Type.Ref(DigestTotals),
    metrics: Type.Array(Type.Ref(DigestMetricChange), {
      description: 'every metric with its change, largest absolute change first (ties in the order of DigestTotals)',
    }),
    missingDays: Type.Array(Day, {
      description:
        'days of the window and of the compared window whose activity is not folded yet (activity recorded since the last fold, or days after the last fold ran); oldest first',
    }),
  },
  { $id: 'Digest', title: 'Digest' },
);
export type DigestBody = Static<typeof Digest>;

export const GAP_STATUSES = ['open', 'answered', 'dismissed'] as const;
export type GapStatus = (typeof GAP_STATUSES)[number];

export const KnowledgeGap = Type.Object(
  {
    id: Uuid,
    question: Type.String({
      description: "the visitor's words; people masked unless the key holds conversations:transcripts",
    }),
    normalized: Type.String({
      description:
        'lowercased, punctuation and repeated spaces stripped (of the masked question when masked); exact repeats collapse to the latest',
    }),
    reason: Nullable(Type.String({ description: 'why the agent could not answer' })),
    status: StringEnum(GAP_STATUSES),
    answered: Type.Boolean(),
    redacted: Type.Optional(Type.Boolean({ description: 'true when something was masked; absent on a verbatim read' })),
    visitorId: Nullable(Uuid),
    conversationId: Nullable(Uuid),
    askedAt: DateTime,
    answeredAt: Nullable(DateTime),
  },
  { $id: 'KnowledgeGap', title: 'KnowledgeGap' },
);
export type KnowledgeGapBody = Static<typeof KnowledgeGap>;

export const KnowledgeGapList = Type.Object({
  items: Type.Array(Type.Ref(KnowledgeGap)),
  redaction: Nullable(Type.Ref(Redaction)),
});

export const SalesReadyAccount = Type.Object(
  {
    domain: Type.String(),
    name: Nullable(Type.String()),
    industry: Nullable(Type.String()),
    visitorCount: Count('visitors of the account seen within the window'),
    identifiedCount: Count('of them, how many have an email'),
    topIntent: Type.Integer({ minimum: 0, maximum: 100 }),
    lastSeenAt: DateTime,
    lifecycleStage: Nullable(Type.String({ description: 'from the CRM' })),
    ownerEmail: Nullable(Type.String({ description: 'from the CRM' })),
    hasOpenDeal: Type.Boolean({ description: 'false when no CRM is connected' }),
    visitorIds: Type.Array(Uuid, { description: 'up to 10 of its visitors, strongest intent first' }),
  },
  { $id: 'SalesReadyAccount', title: 'SalesReadyAccount' },
);
export type SalesReadyAccountBody = Static<typeof SalesReadyAccount>;

const TourCounts = {
  plays: Count('sittings started'),
  engaged: Count('sittings that reached step 2 or later'),
  completions: Count(),
  ctaClicks: Count(),
};

export const TourTotal = Type.Object(
  {
    tourId: Uuid,
    name: Nullable(Type.String({ description: 'null when the tour was deleted' })),
    publicId: Nullable(Type.String()),
    ...TourCounts,
    identified: Count('sum of per-day distinct viewer emails'),
    totalSecs: Count(),
    days: Count('days with at least one play'),
  },
  { $id: 'TourTotal', title: 'TourTotal' },
);

export const TourDay = Type.Object(
  {
    tourId: Uuid,
    day: Day,
    ...TourCounts,
    identified: Count('distinct viewer emails that day'),
    totalSecs: Count(),
  },
  { $id: 'TourDay', title: 'TourDay' },
);

export const TourInsights = Type.Object(
  {
    range: Type.Ref(InsightRange),
    tours: Type.Array(Type.Ref(TourTotal), { description: 'plays descending (ties: tourId)' }),
    daily: Type.Array(Type.Ref(TourDay), { description: 'day ascending (ties: tourId)' }),
  },
  { $id: 'TourInsights', title: 'TourInsights' },
);
export type TourInsightsBody = Static<typeof TourInsights>;

const OrgCounts = {
  visitors: Count(
    'distinct visitors active (a session, tour play, meeting, form or accepted offer); in totals, the sum over days',
  ),
  conversedVisitors: Count('distinct visitors with a conversation; in totals, the sum over days'),
  meetingVisitors: Count('distinct visitors who booked a meeting; in totals, the sum over days'),
  sessions: Count('agent sessions opened'),
  conversations: Count('sessions with at least one message'),
  meetings: Count(),
  formSubmitted: Count(),
  outcomes: Count('offers accepted'),
  tourPlays: Count(),
  tourCompletions: Count(),
};

export const OrgTotals = Type.Object(OrgCounts, { $id: 'OrgTotals', title: 'OrgTotals' });
export const OrgDay = Type.Object({ day: Day, ...OrgCounts }, { $id: 'OrgDay', title: 'OrgDay' });
export type OrgTotalsBody = Static<typeof OrgTotals>;
export type OrgDayBody = Static<typeof OrgDay>;

export const SourceTotal = Type.Object(
  {
    source: Type.String({ description: 'utm_source, else referrer host, else direct' }),
    sessions: Count(),
    conversations: Count(),
    meetings: Count(),
    outcomes: Count(),
  },
  { $id: 'SourceTotal', title: 'SourceTotal' },
);
export type SourceTotalBody = Static<typeof SourceTotal>;

export const PulseInsights = Type.Object(
  {
    range: Type.Ref(InsightRange),
    totals: Type.Ref(OrgTotals),
    daily: Type.Array(Type.Ref(OrgDay), {
      description:
        'every day of the range, day ascending; a day with no folded row reads as zeros (the digest lists such days in missingDays)',
    }),
    sources: Type.Array(Type.Ref(SourceTotal), { description: 'top 25 by sessions (ties: source)' }),
  },
  { $id: 'PulseInsights', title: 'PulseInsights' },
);
export type PulseInsightsBody = Static<typeof PulseInsights>;

export const insightSchemas = [
  InsightRange,
  DigestTotals,
  DigestMetricChange,
  Digest,
  KnowledgeGap,
  SalesReadyAccount,
  TourTotal,
  TourDay,
  TourInsights,
  OrgTotals,
  OrgDay,
  SourceTotal,
  PulseInsights,
];
