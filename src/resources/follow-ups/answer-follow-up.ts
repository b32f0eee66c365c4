import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { invalidRequest } from '../../contract/errors.js';
import { AnsweredFollowUp } from './schemas.js';
import { answerFollowUp } from './service.js';
import { oneForReader } from './masking.js';

export const answerFollowUpRoute = defineRoute({
  method: 'POST',
  url: '/follow-ups/:id/answer',
  operationId: 'answerFollowUp',
  summary: 'Answer an open follow-up',
  description:
    "Closes the follow-up as answered and emits follow_up.answered. When the visitor left an email and a rep mailbox (SMTP) is configured, the answer is accepted for delivery (`emailed: true`): the email is queued in the same transaction as the answer and sent by the background worker right after, outside the request, so this call never waits on the mail server. A failed send is retried with backoff for about 40 minutes under one Message-ID per follow-up; `deliveredAt` is set once the mail server accepts it, and stays null if every attempt fails, in which case the agent delivers the answer in the visitor's next conversation, as it does when nothing is emailed (`skipReason`). 409 conflict when the follow-up is already closed.",
  tags: ['follow-ups'],
  auth: { scope: 'follow_ups:write' },
  idempotency: 'required',
  schema: {
    params: IdParams,
    body: Type.Object({
      answer: Type.String({ minLength: 1, maxLength: 10_000, description: 'the answer text, 1 to 10,000 characters' }),
    }),
    response: { 200: Type.Ref(AnsweredFollowUp) },
  },
  handler: async ({ deps, tx, params, body, auth }) => {
    if (body.answer.trim() === '') throw invalidRequest('answer must not be blank.', 'answer');
    return oneForReader(tx, await answerFollowUp(deps, tx, params.id, body.answer), {
      verbatim: auth.scopes.has('conversations:transcripts'),
    });
  },
});
