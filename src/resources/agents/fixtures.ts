import type { FixtureSeeder } from '../../modules.js';
import { newId, publicId } from '../../lib/ids.js';
import { insertAgent } from './repository.js';

/** One sample agent; other resources attach their examples to it (shared key `agentId`). */
export const agentFixtures: FixtureSeeder = {
  order: 5,
  async seed({ tx, now, shared }) {
    const id = newId();
    await insertAgent(tx, { id, publicId: publicId('ag_'), name: 'Example Concierge (sample agent)', now });
    shared.set('agentId', id);
    return { agents: 1 };
  },
};
