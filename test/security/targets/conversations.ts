import type { TargetFactory } from '../targets.js';
import type { Harness } from '../../helpers/harness.js';
import { newId, publicId } from '../../../src/lib/ids.js';
import { insertAgent } from '../../../src/records/agents.js';
import { appendMessage, recordConversation } from '../../../src/resources/conversations/service.js';
import { recordLead } from '../../../src/resources/leads/service.js';
import { bookMeeting } from '../../../src/resources/meetings/service.js';
import { applySkill } from '../../../src/resources/skills/service.js';

/** A conversation with one message, on a fresh agent of the data set. */
async function conversationIn(h: Harness, tenant: string): Promise<string> {
  return h.db.tenantTx(tenant, async (tx) => {
    const agentId = newId();
    await insertAgent(tx, { id: agentId, publicId: publicId('ag_'), name: 'Security suite agent', now: new Date() });
    const c = await recordConversation(h.deps, tx, { agentId });
    await appendMessage(h.deps, tx, { conversationId: c.id, role: 'user', authorKind: 'visitor', content: 'Hello' });
    return c.id;
  });
}

const leadIn = (h: Harness, tenant: string) =>
  h.db.tenantTx(
    tenant,
    async (tx) => (await recordLead(h.deps, tx, { source: 'form_capture', email: 'lead@example.com' })).id,
  );

/** A custom skill only this data set has (built-ins exist everywhere, so they cannot show isolation). */
const customSkillIn = (h: Harness, tenant: string) =>
  h.db.tenantTx(tenant, async (tx) => {
    const slug = `security-${publicId('', 8)}`;
    await applySkill(h.deps, tx, slug, { baseVersion: 0, body: 'Say hello.', description: 'A greeting.' });
    return slug;
  });

export const targets: Record<string, TargetFactory> = {
  getConversation: async ({ h, tenant }) => ({ params: { id: await conversationIn(h, tenant) } }),
  getLead: async ({ h, tenant }) => ({ params: { id: await leadIn(h, tenant) } }),
  updateLead: async ({ h, tenant }) => ({ params: { id: await leadIn(h, tenant) }, body: { status: 'working' } }),
  getMeeting: async ({ h, tenant }) => ({
    params: {
      id: await h.db.tenantTx(
        tenant,
        async (tx) => (await bookMeeting(h.deps, tx, { attendee: { email: 'm@example.com', name: 'M' } })).id,
      ),
    },
  }),
  getSkill: async ({ h, tenant }) => ({ params: { slug: await customSkillIn(h, tenant) } }),
  // Another data set has no skill under that slug: it is at version 0 there, so version 1 is stale.
  proposeSkill: async ({ h, tenant }) => ({
    params: { slug: await customSkillIn(h, tenant) },
    body: { body: 'Say hi.', baseVersion: 1 },
    isolation: { status: 409, code: 'stale' },
  }),
  applySkill: async ({ h, tenant }) => ({
    params: { slug: await customSkillIn(h, tenant) },
    body: { body: 'Say hi.', baseVersion: 1 },
    isolation: { status: 409, code: 'stale' },
  }),
};
