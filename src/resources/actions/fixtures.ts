import type { FixtureSeeder } from '../../modules.js';
import type { SeededVisitor } from '../visitors/fixtures.js';
import type { ActionPutBody } from './schemas.js';
import { putAction, recordActionFire } from './service.js';

const DAY = 86_400_000;

const EXAMPLES: Array<{ id: string; body: ActionPutBody; fires: number }> = [
  {
    id: 'pricing-help',
    body: {
      name: 'Help choosing a plan (example)',
      task: 'Ask about team size and needs, then recommend a plan and offer a call. (example task)',
      opens: { kind: 'conversation' },
      destination: 'https://example.com/pricing',
      campaignContext: 'Visitors from the example spring newsletter. (example)',
      arrival: { utm: { campaign: 'spring-example' } },
    },
    fires: 9,
  },
  {
    id: 'book_call',
    body: {
      name: 'Book a call button (example)',
      task: 'Book a 20-minute call with sales. (example task)',
      opens: { kind: 'meeting' },
    },
    fires: 4,
  },
];

/** Two example Actions on the sample agent, with fires over the last two weeks (some older than the 7-day count). */
export const actionFixtures: FixtureSeeder = {
  order: 50,
  async seed({ tx, deps, now, random, shared }) {
    const agentId = shared.get('agentId') as string | undefined;
    if (!agentId) return { actions: 0 };
    const visitors = (shared.get('visitors') as SeededVisitor[] | undefined) ?? [];
    for (const e of EXAMPLES) {
      await putAction(deps, tx, agentId, e.id, e.body);
      for (let i = 0; i < e.fires; i++) {
        await recordActionFire(deps, tx, {
          agentId,
          actionId: e.id,
          visitorId: visitors.length ? visitors[Math.floor(random() * visitors.length)]!.id : null,
          at: new Date(now.getTime() - random() * 14 * DAY),
        });
      }
    }
    shared.set('actionIds', EXAMPLES.map((e) => e.id));
    return { actions: EXAMPLES.length };
  },
};
