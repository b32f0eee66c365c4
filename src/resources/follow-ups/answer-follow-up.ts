import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../http/schemas.js';
import { invalidRequest } from '../../http/errors.js';
import { AnsweredFollowUp } from './schemas.js';
import { answerFollowUp } from './service.js';
import { oneForReader } from './masking.js';

export const answerFollowUpRoute = defineRoute({
  method: 'POST',
  url: '/follow-ups/:id/answer',
  operationId: 'answerFollowUp',
  summary: 'Answer an open follow-up',
  description:
    'Closes the follow-up as answered and emits follow_up.answered. When the visitor left an email and a rep mailbox (SMTP) is configured the answer is emailed; otherwise it is kept for the agent to deliver in the visitor\'s next conversation. 409 conflict when the follow-up is already closed.',
  tags: ['follow-ups'],
  scope: 'follow_ups:write',
  idempotency: 'required',
  schema: {
    params: IdParams,
    body: Type.Object({ answer: Type.String({ minLength: 1, maxLength: 10_000, description: 'the answer text, 1 to 10,000 characters' }) }),
    response: { 200: Type.Ref(AnsweredFollowUp) },
  },
  handler: async ({ deps, tx, params, body, auth }) => {
    if (body.answer.trim() === '') throw invalidRequest('answer must not be blank.', 'answer');
    return oneForReader(tx, await answerFollowUp(deps, tx, params.id, body.answer), { verbatim: auth.scopes.has('conversations:transcripts') });
  },
});
