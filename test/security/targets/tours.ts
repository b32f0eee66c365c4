import type { TargetFactory } from '../targets.js';
import { seedHub, seedTour } from '../../integration/support/tours.js';

export const targets: Record<string, TargetFactory> = {
  getTour: async ({ h, tenant }) => ({ params: { id: (await seedTour(h, tenant)).tour.id } }),
  getTourSpec: async ({ h, tenant }) => ({ params: { id: (await seedTour(h, tenant)).tour.id } }),
  proposeTourSpec: async ({ h, tenant }) => ({
    params: { id: (await seedTour(h, tenant)).tour.id },
    body: { spec: { steps: [{ ref: 'a', title: 'Renamed' }] } },
  }),
  applyTourSpec: async ({ h, tenant }) => {
    const t = await seedTour(h, tenant);
    return {
      params: { id: t.tour.id },
      body: { spec: { steps: [{ ref: 'a' }, { ref: 'b' }, { ref: 'c' }] }, baseVersion: t.version },
    };
  },
  publishTour: async ({ h, tenant }) => ({ params: { id: (await seedTour(h, tenant)).tour.id } }),
  listTourSittings: async ({ h, tenant }) => ({ params: { id: (await seedTour(h, tenant)).tour.id } }),
  getHub: async ({ h, tenant }) => ({ params: { id: (await seedHub(h, tenant)).id } }),
};
