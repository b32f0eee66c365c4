import { Type } from '@sinclair/typebox';
import { listSessionMessages } from '../agent/history.js';
import { defineRoute } from '../http/route.js';
import { MessageList, SessionParams } from './schemas.js';

export const listMessagesRoute = defineRoute({
  method: 'GET',
  url: '/sessions/:sessionId/messages',
  operationId: 'listRuntimeMessages',
  summary: 'The conversation so far',
  description:
    "The session's conversation (for a page reload), oldest first: the visitor's and the agent's messages, unmasked, each with the UI parts it showed (text, sources, offers, slots, tours). Visible only to the visitor's own token; an empty list before the first message.",
  auth: { visitor: 'required', limits: 'visitor' },
  schema: { params: SessionParams, response: { 200: Type.Ref(MessageList) } },
  handler: async ({ deps, session }) => listSessionMessages(deps, session!),
});
