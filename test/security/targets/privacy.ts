import type { TargetFactory } from '../targets.js';
import type { Harness } from '../../helpers/harness.js';
import { newId } from '../../../src/lib/ids.js';
import { insertVisitor } from '../../../src/records/visitors.js';
import { createErasure } from '../../../src/resources/privacy/service.js';

async function visitorIn(h: Harness, tenant: string): Promise<string> {
  const id = newId();
  const at = new Date();
  await h.db.tenantTx(tenant, (tx) =>
    insertVisitor(tx, {
      id,
      email: `security-${id}@example.com`,
      displayName: 'Security Suite',
      firstSeenAt: at,
      lastSeenAt: at,
      createdAt: at,
    }),
  );
  return id;
}

async function erasureIn(h: Harness, tenant: string): Promise<string> {
  const visitorId = await visitorIn(h, tenant);
  return h.db.tenantTx(tenant, async (tx) => (await createErasure(h.deps, tx, { visitorId })).id);
}

export const targets: Record<string, TargetFactory> = {
  // Another data set's visitor id is answered like an unknown one: 202, nothing erased, nothing revealed.
  createErasure: async ({ h, tenant }) => ({
    body: { visitorId: await visitorIn(h, tenant) },
    isolatedBody: (body) =>
      Array.isArray(body?.visitorIds) && body.visitorIds.length === 0 && body.status === 'completed',
  }),
  getErasure: async ({ h, tenant }) => ({ params: { id: await erasureIn(h, tenant) } }),
  exportVisitor: async ({ h, tenant }) => ({ params: { id: await visitorIn(h, tenant) } }),
};
