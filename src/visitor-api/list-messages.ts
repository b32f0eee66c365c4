import { Type } from '@sinclair/typebox';
import { listSessionMessages } from '../agent/history.js';
import { findVisitorContact } from '../records/visitors.js';
import { defineRoute } from '../http/route.js';
import { MessageList, SessionParams } from './schemas.js';

export const listMessagesRoute = defineRoute({
  method: 'GET',
  url: '/sessions/:sessionId/messages',
  operationId: 'listRuntimeMessages',
  summary: 'The conversation so far',
  description:
    "The session's conversation (for a page reload), oldest first: the visitor's and the agent's messages, unmasked, each with the UI parts it showed (text, sources, offers, slots, tours). Visible only to the visitor's own token; an empty list before the first message. `visitor` is what the visitor has told the agent about themselves so far (name and email, to fill in forms).",
  auth: { visitor: 'required', limits: 'visitor' },
  schema: { params: SessionParams, response: { 200: Type.Ref(MessageList) } },
  handler: async ({ deps, session }) => {
    const { items } = await listSessionMessages(deps, session!);
    const contact = await deps.db.tenantTx(session!.tenant, (tx) => findVisitorContact(tx, session!.visitorId), {
      readOnly: true,
    });
    return { items, visitor: { name: contact?.displayName ?? null, email: contact?.email ?? null } };
  },
});
