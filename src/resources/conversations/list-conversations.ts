import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { PageQuery, Uuid } from '../../contract/schemas.js';
import { ConversationList } from './schemas.js';
import { listConversations } from './service.js';

export const listConversationsRoute = defineRoute({
  method: 'GET',
  url: '/conversations',
  operationId: 'listConversations',
  summary: 'List conversations, newest first',
  description:
    'Conversations (agent sessions) by start time, newest first; filters by visitor and agent; paged with limit and cursor. Sessions the team started from the dashboard are left out. A session in which nobody has written yet is listed with lastMessageAt null and messageCount 0.',
  tags: ['conversations'],
  auth: { scope: 'conversations:read' },
  transaction: 'read-one',
  schema: {
    querystring: Type.Object({ ...PageQuery, visitorId: Type.Optional(Uuid), agentId: Type.Optional(Uuid) }),
    response: { 200: ConversationList },
  },
  handler: async ({ deps, tx, query }) => listConversations(deps, tx, query),
});
