import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { ConversationDetail, MESSAGE_LIMIT } from './schemas.js';
import { getConversation } from './service.js';

export const getConversationRoute = defineRoute({
  method: 'GET',
  url: '/conversations/:id',
  operationId: 'getConversation',
  summary: 'Read one conversation with its messages',
  description: `The conversation with its messages in order (the latest ${MESSAGE_LIMIT} when it holds more; messageCount says how many there are). Without the conversations:transcripts scope people are masked in every message: email addresses, phone numbers (international and national formats), Luhn-valid card numbers, IBANs and long account numbers, and the visitor's own name (the display name and its parts, whole words, any case) become [email], [phone], [card], [account] and [name]; nothing else changes. Masked messages carry redacted: true and redaction counts each kind (null when nothing was masked). With conversations:transcripts the read is verbatim: redaction is null and redacted is absent. Dashboard sessions are readable by id although lists leave them out.`,
  tags: ['conversations'],
  auth: { scope: 'conversations:read' },
  schema: { params: IdParams, response: { 200: Type.Ref(ConversationDetail) } },
  handler: async ({ tx, params, auth }) =>
    getConversation(tx, params.id, { verbatim: auth.scopes.has('conversations:transcripts') }),
});
