import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { AccountBrief } from './schemas.js';
import { getAccountBrief } from './service.js';

export const getAccountBriefRoute = defineRoute({
  method: 'GET',
  url: '/accounts/:domain',
  operationId: 'getAccountBrief',
  summary: 'Brief on a company: its people and their open questions',
  description:
    '`domain` is a hostname (scheme, `www.` and path are stripped, so a URL-encoded `https://www.acme.com/pricing` works too), matched on the enriched account domain. `account` is null and the lists are empty when nothing from the company has been seen (200, not 404). `people` are strongest intent first; `openQuestions` are the open follow-ups of those people, masked (emails, phones, card and account numbers, the asker\'s own name) unless the key holds conversations:transcripts; `redaction` counts what was masked (null when nothing was, or on a verbatim read). A value that is not a hostname is a 400 with `param: "domain"`.',
  tags: ['visitors'],
  auth: { scope: 'visitors:read' },
  schema: {
    params: Type.Object({
      domain: Type.String({ minLength: 1, maxLength: 2000, description: 'a company hostname such as acme.com' }),
    }),
    response: { 200: Type.Ref(AccountBrief) },
  },
  handler: async ({ tx, params, auth }) =>
    getAccountBrief(tx, params.domain, { verbatim: auth.scopes.has('conversations:transcripts') }),
});
