import type { TargetFactory } from '../targets.js';
import type { Harness } from '../../helpers/harness.js';
import { newId, publicId } from '../../../src/lib/ids.js';
import { insertAgent } from '../../../src/records/agents.js';
import { putAction } from '../../../src/resources/actions/service.js';

const action = { name: 'Security suite Action', task: 'Say hello.', opens: { kind: 'conversation' as const } };

/** An agent with one Action (`suite`) in the given data set. */
async function agentWithAction(h: Harness, tenant: string): Promise<{ id: string; actionId: string }> {
  const id = newId();
  await h.db.tenantTx(tenant, async (tx) => {
    await insertAgent(tx, { id, publicId: publicId('ag_'), name: 'Security suite agent', now: new Date() });
    await putAction(h.deps, tx, id, 'suite', action);
  });
  return { id, actionId: 'suite' };
}

export const targets: Record<string, TargetFactory> = {
  listActions: async ({ h, tenant }) => ({ params: { id: (await agentWithAction(h, tenant)).id } }),
  putAction: async ({ h, tenant }) => ({ params: await agentWithAction(h, tenant), body: action }),
  deleteAction: async ({ h, tenant }) => ({ params: await agentWithAction(h, tenant) }),
  getActionLink: async ({ h, tenant }) => ({
    params: await agentWithAction(h, tenant),
    query: { destination: 'https://example.com/', utm_source: 'suite' },
  }),
};
