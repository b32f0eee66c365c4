import type { TargetFactory } from '../targets.js';
import type { Harness } from '../../helpers/harness.js';
import { createAgent } from '../../../src/resources/agents/service.js';
import { addTextSource, createBase } from '../../../src/resources/knowledge/service.js';
import { makePdf } from '../../helpers/pdf.js';

async function baseIn(h: Harness, tenant: string): Promise<string> {
  return h.db.tenantTx(
    tenant,
    async (tx) => (await createBase(h.deps, tx, { name: 'Security suite base', shared: true })).id,
  );
}

async function sourceIn(h: Harness, tenant: string): Promise<string> {
  return h.db.tenantTx(tenant, async (tx) => {
    const base = await createBase(h.deps, tx, { name: 'Security suite base', shared: true });
    return (await addTextSource(h.deps, tx, base.id, { title: 'Security suite text', text: 'A sentence to index.' }))
      .id;
  });
}

export const targets: Record<string, TargetFactory> = {
  retrieveKnowledge: async () => ({ body: { query: 'pricing for a team' } }),
  askKnowledge: async () => ({ body: { question: 'How much is the team plan?' } }),
  getAgent: async ({ h, tenant }) => ({
    params: {
      id: await h.db.tenantTx(
        tenant,
        async (tx) => (await createAgent(h.deps, tx, { name: 'Security suite agent' })).id,
      ),
    },
  }),
  getKnowledgeBase: async ({ h, tenant }) => ({ params: { id: await baseIn(h, tenant) } }),
  setKnowledgeBaseRefresh: async ({ h, tenant }) => ({
    params: { id: await baseIn(h, tenant) },
    body: { refresh: { mode: 'off' } },
  }),
  refreshKnowledgeBase: async ({ h, tenant }) => ({ params: { id: await baseIn(h, tenant) } }),
  // A reserved name (RFC 6761): should any test's worker pick the job up, it can only fail to resolve.
  addKnowledgeSource: async ({ h, tenant }) => ({
    params: { id: await baseIn(h, tenant) },
    body: { url: 'https://docs.example.invalid/' },
  }),
  addKnowledgeTextSource: async ({ h, tenant }) => ({
    params: { id: await baseIn(h, tenant) },
    body: { title: 'Security suite text', text: 'A sentence to index.' },
  }),
  uploadKnowledgePdf: async ({ h, tenant }) => ({
    params: { id: await baseIn(h, tenant) },
    body: { pdf: makePdf([['A sentence to index.']]).toString('base64'), filename: 'suite.pdf' },
  }),
  getKnowledgeSource: async ({ h, tenant }) => ({ params: { id: await sourceIn(h, tenant) } }),
  deleteKnowledgeSource: async ({ h, tenant }) => ({ params: { id: await sourceIn(h, tenant) } }),
};
