import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { AskAnswer, Targeting } from './schemas.js';
import { MAX_QUERY_CHARS } from './retrieve.js';
import { ask } from './ask.js';

export const askKnowledgeRoute = defineRoute({
  method: 'POST',
  url: '/knowledge/ask',
  operationId: 'askKnowledge',
  summary: 'One grounded answer with citations',
  description:
    "Answers from the targeted bases (same targeting as retrieve). Without a language model the answer is extractive: the best-supported sentences of the top chunks, quoted as written. With one (LLM_URL) the answer is generated from the retrieved chunks only and falls back to extractive when the model fails. Every citation's `quote` is a verbatim span of the cited chunk, checked before answering. When the sources do not cover the question the answer says so and `citations` is empty. Creates no session, visitor or analytics; no Idempotency-Key needed; draws from the `knowledge` rate-limit bucket.",
  tags: ['knowledge'],
  scope: 'knowledge:query',
  bucket: 'knowledge',
  idempotency: 'none',
  transaction: 'none',
  schema: {
    body: Type.Object({
      question: Type.String({ minLength: 1, maxLength: MAX_QUERY_CHARS, description: `1 to ${MAX_QUERY_CHARS} characters` }),
      ...Targeting,
    }),
    response: { 200: Type.Ref(AskAnswer) },
  },
  handler: async ({ deps, auth, body }) => ask(deps, auth.tenant, body),
});
