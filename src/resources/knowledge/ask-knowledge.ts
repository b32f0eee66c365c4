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
    'Answers from the targeted bases (same targeting and ranking as retrieve). Without a language model the answer is extractive: one to three sentences of the best chunk, quoted as written, chosen for the kind of answer the question wants (a price, a duration, a count, a date, a person, a place, a named thing, or the sentence that settles a yes/no question) and for how much of the question they say, counting the page\'s title and headings and common synonyms. With one (LLM_URL) the answer is generated from the retrieved chunks only and falls back to extractive when the model fails or quotes nothing verbatim. The answer names and links the page it comes from ("From the Pricing page (https://…/pricing): …"). Every citation\'s `quote` is a verbatim span of the cited chunk, checked before answering. When the sources do not cover the question (a name, product, standard or number of the question is in none of them, no sentence holds the kind of answer asked for, or none says enough of the question) the answer says so, offers to pass the question to the team, and `citations` is empty. Creates no session, visitor or analytics; no Idempotency-Key needed; draws from the `knowledge` rate-limit bucket.',
  tags: ['knowledge'],
  auth: { scope: 'knowledge:query', bucket: 'knowledge' },
  idempotency: 'none',
  transaction: 'none',
  schema: {
    body: Type.Object({
      question: Type.String({
        minLength: 1,
        maxLength: MAX_QUERY_CHARS,
        description: `1 to ${MAX_QUERY_CHARS} characters`,
      }),
      ...Targeting,
    }),
    response: { 200: Type.Ref(AskAnswer) },
  },
  handler: async ({ deps, auth, body }) => ask(deps, auth.tenant, body),
});
