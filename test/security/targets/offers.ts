import type { TargetFactory } from '../targets.js';
import type { Harness } from '../../helpers/harness.js';
import { createOffer } from '../../../src/resources/offers/service.js';

async function offerIn(h: Harness, tenant: string): Promise<string> {
  return h.db.tenantTx(
    tenant,
    async (tx) =>
      (
        await createOffer(h.deps, tx, {
          name: 'Security suite offer',
          format: 'toaster',
          goal: 'engaged',
          message: 'Hello.',
        })
      ).id,
  );
}

export const targets: Record<string, TargetFactory> = {
  createOffer: async () => ({
    body: { name: 'Security suite offer', format: 'toaster', goal: 'engaged', message: 'Hello.' },
  }),
  getOffer: async ({ h, tenant }) => ({ params: { id: await offerIn(h, tenant) } }),
  updateOffer: async ({ h, tenant }) => ({
    params: { id: await offerIn(h, tenant) },
    body: { name: 'Renamed by the security suite' },
  }),
};
