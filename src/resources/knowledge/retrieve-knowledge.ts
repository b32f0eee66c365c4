import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { KnowledgeChunk, Targeting } from './schemas.js';
import { MAX_QUERY_CHARS, retrieve } from './retrieve.js';

export const retrieveKnowledgeRoute = defineRoute({
  method: 'POST',
  url: '/knowledge/retrieve',
  operationId: 'retrieveKnowledge',
  summary: 'Ranked chunks for a query',
  description:
    "BM25 over section chunks (English stemming), with the query's common synonyms and extra weight for words in the page title and headings, fused with dense retrieval by reciprocal rank when the server has an embeddings endpoint and pgvector; best first. A query asked as a question (a question word, an auxiliary first, a question mark) is then re-ranked among its best candidates by how well one sentence of each answers it, so `score` combines both. Targeting: `agentId` searches its personal base plus the shared bases attached to it; `baseIds` those bases; neither every base of the workspace. Read-only; no Idempotency-Key needed; draws from the `knowledge` rate-limit bucket.",
  tags: ['knowledge'],
  auth: { scope: 'knowledge:query', bucket: 'knowledge' },
  idempotency: 'none',
  transaction: 'none',
  schema: {
    body: Type.Object({
      query: Type.String({
        minLength: 1,
        maxLength: MAX_QUERY_CHARS,
        description: `1 to ${MAX_QUERY_CHARS} characters`,
      }),
      limit: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 50, default: 8, description: 'results wanted, 1 to 50 (default 8)' }),
      ),
      ...Targeting,
    }),
    response: { 200: Type.Object({ results: Type.Array(Type.Ref(KnowledgeChunk)) }) },
  },
  handler: async ({ deps, auth, body }) => retrieve(deps, auth.tenant, body),
});
