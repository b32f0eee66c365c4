import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { ApiError } from '../../contract/errors.js';
import { IdParams } from '../../contract/schemas.js';
import { KnowledgeSource } from '../knowledge/schemas.js';
import { followUpToKnowledge } from './knowledge.js';

export const addFollowUpToKnowledgeRoute = defineRoute({
  method: 'POST',
  url: '/follow-ups/:id/knowledge',
  operationId: 'addFollowUpToKnowledge',
  location: (body: { id: string }) => `/v1/knowledge/sources/${body.id}`,
  summary: 'Add an answered follow-up to a knowledge base',
  description:
    "Turns the follow-up's question and answer into a text source of the base `baseId` (the question as its heading, the answer below), indexed in this call: retrieve, ask and the agents that read the base answer the question from it, with a citation, from now on. The question is written masked (email addresses, phone numbers, card and account numbers and the visitor's name become tokens, as in `follow_up.*` events) whatever the key may read, because a knowledge base feeds every visitor's answers; send `question` or `answer` to store your own wording instead, and `title` to name the source (default: the question). 201 KnowledgeSource (kind `text`, `loaded`); delete that source to take it back. 409 conflict when the follow-up is open or dismissed (it has no answer), and when it is already in knowledge: once per follow-up, while the source made from it exists (the message names it and `sourceId` carries its id; delete it to add the follow-up again, for example with other wording). A retry with the same Idempotency-Key replays the first 201; 400 with `param: baseId` when the base is not in this data set. Needs `knowledge:write` and `follow_ups:read` (the question is read); a key without the second gets 403 insufficient-scope. The follow-up itself is unchanged. An addition to the contract (the dashboard's \"Add to knowledge\").",
  tags: ['follow-ups'],
  auth: { scope: 'knowledge:write' },
  status: 201,
  errors: [409],
  schema: {
    params: IdParams,
    body: Type.Object({
      baseId: Type.String({ format: 'uuid', maxLength: 36, description: 'the knowledge base to add it to' }),
      title: Type.Optional(
        Type.String({ minLength: 1, maxLength: 200, description: 'the source name; default the question' }),
      ),
      question: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: 2000,
          description: "the question as it should read in the base; default the visitor's question, masked",
        }),
      ),
      answer: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: 10_000,
          description: "the answer to store; default the follow-up's answer",
        }),
      ),
    }),
    response: { 201: Type.Ref(KnowledgeSource) },
  },
  handler: async ({ deps, tx, params, body, auth }) => {
    // One scope per route in the framework: the second one (reading the follow-up) is checked here.
    if (!auth.scopes.has('follow_ups:read'))
      throw new ApiError('insufficient-scope', 'This operation needs the knowledge:write and follow_ups:read scopes.');
    return followUpToKnowledge(deps, tx, params.id, body);
  },
});
