import type { Deps } from '../deps.js';
import { latestMessages } from '../resources/conversations/service.js';
import { findVisit } from '../resources/visits/service.js';
import type { RuntimeSession } from './types.js';

/** Messages a page reload shows (the visitor's and the agent's; tool calls stay in the record). */
const SHOWN = 500;

/** The session's current conversation as the visitor saw it, verbatim, with the parts each message showed. */
export async function listSessionMessages(deps: Deps, session: RuntimeSession) {
  return deps.db.tenantTx(
    session.tenant,
    async (tx) => {
      const visit = await findVisit(tx, session.id);
      if (!visit?.conversationId) return { items: [] };
      const rows = await latestMessages(tx, visit.conversationId, SHOWN);
      return {
        items: rows
          .filter((m) => m.role === 'user' || m.role === 'assistant')
          .map((m) => ({
            id: m.id,
            role: m.role as 'user' | 'assistant',
            content: m.content,
            createdAt: m.createdAt.toISOString(),
            parts: m.parts ?? [{ type: 'text', text: m.content }],
          })),
      };
    },
    { readOnly: true },
  );
}
