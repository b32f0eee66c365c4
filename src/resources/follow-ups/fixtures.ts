import type { FixtureSeeder } from '../../modules.js';
import { newId } from '../../lib/ids.js';
import type { SeededVisitor } from '../visitors/fixtures.js';
import { answerFollowUp, createFollowUp, dismissFollowUp } from './service.js';

const DAY = 86_400_000;

/** Example follow-ups: three open (one from a visitor with an email), one answered, one dismissed. */
export const followUpFixtures: FixtureSeeder = {
  order: 60,
  async seed({ tx, deps, now, shared }) {
    const visitors = (shared.get('visitors') as SeededVisitor[] | undefined) ?? [];
    const withEmail = visitors.find((v) => v.email);
    const anonymous = visitors.find((v) => !v.email);
    const agentId = (shared.get('agentId') as string | undefined) ?? null;
    const examples = [
      { q: 'Do you offer a discount for nonprofits? (example question)', reason: 'not in the knowledge base', v: withEmail, age: 1 },
      { q: 'Can the widget be shown only on our pricing page? (example question)', reason: 'needs a person', v: anonymous, age: 2 },
      { q: 'Is there an on-premise version? (example question)', reason: 'low confidence', v: undefined, age: 3 },
      { q: 'Which regions is data stored in? (example question)', reason: 'not in the knowledge base', v: withEmail, age: 5 },
      { q: 'Are you hiring? (example question)', reason: 'off topic', v: anonymous, age: 6 },
    ];
    const ids: string[] = [];
    for (const e of examples) {
      const f = await createFollowUp(deps, tx, {
        id: newId(),
        agentId,
        visitorId: e.v?.id ?? null,
        question: e.q,
        reason: e.reason,
        createdAt: new Date(now.getTime() - e.age * DAY),
      });
      ids.push(f.id);
    }
    // Seeding never sends mail: close the examples without a mailbox.
    const quiet = { ...deps, mailer: { ...deps.mailer, configured: false } };
    await answerFollowUp(quiet, tx, ids[3]!, 'Data is stored in the EU (Frankfurt) by default. (example answer)');
    await dismissFollowUp(deps, tx, ids[4]!);
    shared.set('followUpIds', ids);
    return { followUps: ids.length };
  },
};
