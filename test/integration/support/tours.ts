import type { Harness } from '../../helpers/harness.js';
import type { TourFileBody } from '../../../src/resources/tours/import-format.js';
import { importTour } from '../../../src/resources/tours/transfer.js';
import { createHub } from '../../../src/resources/hubs/service.js';

/** A small valid tour: two image screens and a video screen, three steps. */
export function tourFile(overrides: Partial<TourFileBody> = {}): TourFileBody {
  return {
    name: 'Test tour',
    description: 'for tests',
    screens: [
      { id: 's1', type: 'image', name: 'First', media: '/media/s1.png' },
      { id: 's2', type: 'image', name: 'Second', media: 'https://cdn.example.com/s2.png' },
      { id: 'v1', type: 'video', name: 'Clip', media: 'media/v1.mp4', poster: '/media/v1.jpg', durationSecs: 20 },
    ],
    steps: [
      { ref: 'a', screen: 's1', title: 'A', body: 'First step.' },
      { ref: 'b', screen: 's2', title: 'B', body: 'Second step.' },
      {
        ref: 'c',
        screen: 'v1',
        at: 5,
        title: 'C',
        body: 'Third step.',
        narrate: true,
        narration: { url: '/media/c.mp3' },
      },
    ],
    ...overrides,
  };
}

/** Imports a tour straight into a data set, as `svc tours import` does. */
export async function seedTour(
  h: Harness,
  tenant: string,
  opts: { file?: Partial<TourFileBody>; publish?: boolean; hub?: string } = {},
) {
  return h.db.tenantTx(tenant, (tx) =>
    importTour(h.deps, tx, tourFile(opts.file), { publish: opts.publish ?? false, hub: opts.hub ?? null }),
  );
}

export async function seedHub(h: Harness, tenant: string, name = 'Test hub') {
  return h.db.tenantTx(tenant, (tx) => createHub(h.deps, tx, { name }));
}
