import type { FixtureSeeder } from '../../modules.js';
import { findBuiltin } from './builtins.js';
import { applySkill } from './service.js';

/** One forked built-in, edited the way a team would (plainly an example). */
export const skillFixtures: FixtureSeeder = {
  order: 45,
  async seed({ tx, deps }) {
    const base = findBuiltin('book-meeting')!;
    await applySkill(deps, tx, base.slug, {
      baseVersion: 0,
      name: 'Book a meeting (example fork)',
      body: `${base.body}\n## Our team (example)\n- Meetings are 30 minutes with a solutions engineer; mention that the invitation comes from example.com.\n`,
    });
    return { skills: 1 };
  },
};
