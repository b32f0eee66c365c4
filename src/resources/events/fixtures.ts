import type { FixtureSeeder } from '../../modules.js';

const HOUR = 3_600_000;

/**
 * A few example events about the seeded visitors, so the sandbox's log and
 * stream hold several types (follow-up seeding adds follow_up.* events).
 */
export const eventFixtures: FixtureSeeder = {
  order: 80,
  async seed({ tx, deps, now }) {
    const visitors = await tx.query<{ id: string; email: string | null; displayName: string | null; intentScore: number }>(
      `SELECT id, email, display_name AS "displayName", intent_score AS "intentScore" FROM visitors
       WHERE email IS NOT NULL ORDER BY intent_score DESC, id LIMIT 3`,
    );
    let n = 0;
    for (const [i, v] of visitors.rows.entries()) {
      const data = { visitorId: v.id, email: v.email, displayName: v.displayName };
      deps.outbox.append(tx, { type: 'visitor.identified', data, occurredAt: new Date(now.getTime() - (6 - i) * HOUR) });
      n++;
    }
    const hot = visitors.rows.find((v) => v.intentScore >= 70);
    if (hot) {
      const data = { visitorId: hot.id, intentScore: hot.intentScore };
      deps.outbox.append(tx, { type: 'intent.hot', data, occurredAt: new Date(now.getTime() - 2 * HOUR) });
      n++;
    }
    return { exampleEvents: n };
  },
};
