import type { TargetFactory } from '../targets.js';
import { createAgent } from '../../../src/resources/agents/service.js';

export const targets: Record<string, TargetFactory> = {
  createAgent: async () => ({ body: { name: 'Security suite agent', greeting: 'Hello from the security suite' } }),
  updateAgent: async ({ h, tenant }) => ({
    params: {
      id: await h.db.tenantTx(
        tenant,
        async (tx) => (await createAgent(h.deps, tx, { name: 'Security suite agent' })).id,
      ),
    },
    body: { greeting: 'Hello from the security suite' },
  }),
};
