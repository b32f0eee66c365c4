import type { TargetFactory } from '../targets.js';
import type { Harness } from '../../helpers/harness.js';
import { newId } from '../../../src/lib/ids.js';
import { answerFollowUp, createFollowUp } from '../../../src/resources/follow-ups/service.js';
import { createBase } from '../../../src/resources/knowledge/service.js';

async function followUpIn(h: Harness, tenant: string): Promise<string> {
  return h.db.tenantTx(
    tenant,
    async (tx) =>
      (await createFollowUp(h.deps, tx, { id: newId(), question: 'Security suite question?', createdAt: new Date() }))
        .id,
  );
}

export const targets: Record<string, TargetFactory> = {
  getFollowUp: async ({ h, tenant }) => ({ params: { id: await followUpIn(h, tenant) } }),
  answerFollowUp: async ({ h, tenant }) => ({
    params: { id: await followUpIn(h, tenant) },
    body: { answer: 'An answer.' },
  }),
  addFollowUpToKnowledge: async ({ h, tenant }) => {
    const id = await followUpIn(h, tenant);
    const baseId = await h.db.tenantTx(tenant, async (tx) => {
      await answerFollowUp(h.deps, tx, id, 'An answer.');
      return (await createBase(h.deps, tx, { name: 'Security suite base', shared: true })).id;
    });
    return { params: { id }, body: { baseId }, bodyNamesObject: 'baseId' };
  },
  dismissFollowUp: async ({ h, tenant }) => ({ params: { id: await followUpIn(h, tenant) } }),
};
