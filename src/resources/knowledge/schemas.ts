import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NextCursor, Nullable, StringEnum, Uuid } from '../../contract/schemas.js';

export const SOURCE_KINDS = ['url', 'sitemap', 'text', 'file'] as const;
export const SOURCE_STATUSES = ['pending', 'indexing', 'loaded', 'failed'] as const;
export const BASE_STATUSES = ['active', 'indexing', 'failed'] as const;
export const REFRESH_MODES = ['auto', 'scheduled', 'off'] as const;
export const REFRESH_INTERVALS = ['daily', 'weekly', 'monthly'] as const;

export type SourceKind = (typeof SOURCE_KINDS)[number];
export type SourceStatus = (typeof SOURCE_STATUSES)[number];
export type RefreshMode = (typeof REFRESH_MODES)[number];
export type RefreshInterval = (typeof REFRESH_INTERVALS)[number];

export const KnowledgeSource = Type.Object(
  {
    id: Uuid,
    baseId: Uuid,
    kind: StringEnum(SOURCE_KINDS, {
      description:
        'url or sitemap for sources added by address (addKnowledgeSource; sitemap when the URL serves an XML urlset or sitemapindex), text for pasted text (addKnowledgeTextSource), file for an uploaded PDF (uploadKnowledgePdf)',
    }),
    name: Type.String({
      description: 'url and sitemap: the page title once read, until then the URL; text and file: the title given',
    }),
    url: Nullable(Type.String({ format: 'uri', description: 'set for url and sitemap kinds' })),
    status: StringEnum(SOURCE_STATUSES, {
      description: 'pending (queued), indexing (being read), loaded (its pages are searchable), failed (see error)',
    }),
    error: Nullable(
      Type.String({
        description: 'why the source failed, in words: DNS failure, 404, robots.txt disallows, not HTML, too large…',
      }),
    ),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'KnowledgeSource', title: 'KnowledgeSource' },
);
export type KnowledgeSourceBody = Static<typeof KnowledgeSource>;

export const KnowledgeRefresh = Type.Object(
  {
    mode: StringEnum(REFRESH_MODES, {
      description:
        'auto (default): known pages are re-checked every six hours with conditional requests and content hashes (only changed pages are re-chunked), plus a full re-discovery weekly; scheduled: a full check at the interval; off: nothing runs until a refresh is requested',
    }),
    interval: Nullable(StringEnum(REFRESH_INTERVALS, { description: 'with scheduled only' })),
    nextCheckAt: Nullable(
      Type.String({
        format: 'date-time',
        description: 'when the next automatic check is due; null with off (an addition to the contract)',
      }),
    ),
  },
  { $id: 'KnowledgeRefresh', title: 'KnowledgeRefresh' },
);

export const KnowledgeRefreshReceipt = Type.Object(
  {
    startedAt: DateTime,
    finishedAt: Nullable(Type.String({ format: 'date-time', description: 'null while the refresh is running' })),
    trigger: StringEnum(['added', 'requested', 'auto', 'scheduled'] as const, {
      description: 'what started it: a source added, a refresh call, the auto watch, or the schedule',
    }),
    pagesRead: Type.Integer({ description: 'pages fetched (a 304 Not Modified counts as read)' }),
    pagesChanged: Type.Integer({ description: 'pages new or changed, and so re-chunked' }),
    pagesFailed: Type.Integer({ description: 'pages that could not be read' }),
  },
  { $id: 'KnowledgeRefreshReceipt', title: 'KnowledgeRefreshReceipt' },
);
export type RefreshReceipt = Static<typeof KnowledgeRefreshReceipt>;

export const SourceCounts = Type.Object(
  {
    total: Type.Integer(),
    pending: Type.Integer(),
    indexing: Type.Integer(),
    loaded: Type.Integer(),
    failed: Type.Integer(),
  },
  { description: 'source counts by status (lists)' },
);

const baseFields = {
  id: Uuid,
  name: Type.String(),
  description: Nullable(Type.String()),
  shared: Type.Boolean({ description: 'a shared base can attach to many agents; a personal one belongs to one' }),
  status: StringEnum(BASE_STATUSES, {
    description:
      'indexing while any source is pending or being read; failed when every source failed; otherwise active (also with no sources)',
  }),
  refresh: Type.Ref(KnowledgeRefresh),
  lastRefresh: Nullable(Type.Ref(KnowledgeRefreshReceipt)),
  agentIds: Type.Array(Uuid, { description: 'agents that read this base' }),
  createdAt: DateTime,
  updatedAt: DateTime,
};

export const KnowledgeBase = Type.Object(
  { ...baseFields, sources: SourceCounts },
  { $id: 'KnowledgeBase', title: 'KnowledgeBase', description: 'A knowledge base as listed: sources are counts.' },
);
export const KnowledgeBaseDetail = Type.Object(
  {
    ...baseFields,
    sources: Type.Array(Type.Ref(KnowledgeSource), { description: 'every source of the base, newest first' }),
  },
  {
    $id: 'KnowledgeBaseDetail',
    title: 'KnowledgeBaseDetail',
    description: 'A single knowledge base with its sources inline.',
  },
);

type BaseCommon = Omit<Static<typeof KnowledgeBase>, 'refresh' | 'lastRefresh' | 'sources'> & {
  refresh: { mode: RefreshMode; interval: RefreshInterval | null; nextCheckAt: string | null };
  lastRefresh: RefreshReceipt | null;
};
export type KnowledgeBaseBody = BaseCommon & { sources: Static<typeof SourceCounts> };
export type KnowledgeBaseDetailBody = BaseCommon & { sources: KnowledgeSourceBody[] };

export const KnowledgeBaseList = Type.Object({ items: Type.Array(Type.Ref(KnowledgeBase)) });
export const KnowledgeSourceList = Type.Object({
  items: Type.Array(Type.Ref(KnowledgeSource)),
  nextCursor: NextCursor,
});

export const KnowledgeChunk = Type.Object(
  {
    text: Type.String(),
    score: Type.Number({
      minimum: 0,
      maximum: 1,
      description:
        'similarity from 0 to 1, higher is better and never higher than a result ranked above it. BM25 alone: the BM25 score divided by the most the query could score (every term saturated); with dense retrieval: the reciprocal-rank-fusion score divided by its maximum',
    }),
    sourceId: Nullable(Uuid),
    sourceTitle: Nullable(Type.String({ description: 'the title of the page (or text) the chunk comes from' })),
    url: Nullable(Type.String({ format: 'uri', description: 'the page the chunk comes from; null for text sources' })),
    chunkIndex: Nullable(Type.Integer({ description: 'position of the chunk within its page, from 0' })),
  },
  { $id: 'KnowledgeChunk', title: 'KnowledgeChunk' },
);
export type KnowledgeChunkBody = Static<typeof KnowledgeChunk>;

export const Citation = Type.Object(
  {
    title: Nullable(Type.String({ description: 'title of the cited page or text' })),
    url: Nullable(Type.String({ format: 'uri', description: 'the cited page; null for text sources' })),
    quote: Type.String({ description: 'a verbatim span of the cited chunk' }),
    sourceId: Nullable(Uuid),
    chunkIndex: Nullable(
      Type.Integer({ description: 'the cited chunk (sourceId and chunkIndex are additions to the contract)' }),
    ),
  },
  { $id: 'Citation', title: 'Citation' },
);
export type CitationBody = Static<typeof Citation>;

export const AskAnswer = Type.Object(
  {
    answer: Type.String({
      description: 'the grounded answer; when the sources do not cover the question it says so and citations is empty',
    }),
    citations: Type.Array(Type.Ref(Citation)),
  },
  { $id: 'AskAnswer', title: 'AskAnswer' },
);
export interface AskAnswerBody {
  answer: string;
  citations: CitationBody[];
}

export const Targeting = {
  agentId: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        "search exactly what this agent sees: its personal base plus the shared bases attached to it (UUID or public id). With baseIds too: only those of the agent's bases. An unknown agent is 400 invalid-request",
    }),
  ),
  baseIds: Type.Optional(
    Type.Array(Uuid, {
      minItems: 1,
      maxItems: 100,
      description:
        'search these bases; an id that is not a base of this workspace is 400 invalid-request. Without agentId and baseIds every base of the workspace is searched',
    }),
  ),
};
