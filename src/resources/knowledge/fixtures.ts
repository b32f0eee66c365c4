import type { FixtureSeeder } from '../../modules.js';
import { addTextSource, attachBase, createBase } from './service.js';
import { PERSONAL_SAMPLES, SHARED_SAMPLES } from './sample-content.js';

/**
 * The sample agent's personal base and one shared base attached to it, both
 * loaded with example texts (labelled as examples) so retrieve and ask answer at
 * once in a fresh sandbox.
 */
export const knowledgeFixtures: FixtureSeeder = {
  order: 20,
  async seed({ tx, deps, shared }): Promise<Record<string, number>> {
    const agentId = shared.get('agentId') as string | undefined;
    if (!agentId) return {};
    const personal = await createBase(deps, tx, {
      name: 'Example Concierge knowledge (example)',
      description: 'Sample product pages for the example agent.',
      shared: false,
      agentRef: agentId,
    });
    const handbook = await createBase(deps, tx, {
      name: 'Company handbook (example)',
      description: 'Sample policies shared by every agent.',
      shared: true,
    });
    await attachBase(deps, tx, handbook.id, agentId);
    for (const s of PERSONAL_SAMPLES) await addTextSource(deps, tx, personal.id, s);
    for (const s of SHARED_SAMPLES) await addTextSource(deps, tx, handbook.id, s);
    shared.set('knowledgeBaseIds', [personal.id, handbook.id]);
    return { knowledgeBases: 2, knowledgeSources: PERSONAL_SAMPLES.length + SHARED_SAMPLES.length };
  },
};
