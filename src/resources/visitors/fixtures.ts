import type { FixtureSeeder } from '../../modules.js';
import { newId } from '../../lib/ids.js';
import { enrichVisitorAccount } from '../accounts/enrichment.js';
import { insertVisitor } from './repository.js';

export interface SeededVisitor {
  id: string;
  email: string | null;
  displayName: string | null;
}

const PEOPLE: Array<{ name: string | null; email: string | null; intent: number }> = [
  { name: 'Ada Example', email: 'ada@example.com', intent: 82 },
  { name: 'Ben Sample', email: 'ben.sample@example.org', intent: 64 },
  { name: 'Chloe Demo-Visitor', email: null, intent: 35 },
  { name: null, email: null, intent: 12 },
  { name: 'Dev Placeholder', email: 'dev@example.net', intent: 47 },
];

/** Example companies on the documentation domains; the facts stand in for an enrichment provider. */
export const EXAMPLE_COMPANIES = [
  { domain: 'example.com', name: 'Example Corp (example)', industry: 'Software' },
  { domain: 'example.org', name: 'Example Foundation (example)', industry: 'Healthcare' },
  { domain: 'example.net', name: 'Example Networks (example)', industry: 'Telecommunications' },
];

const FIRST = ['Alex', 'Blake', 'Casey', 'Drew', 'Eden', 'Finley', 'Gray', 'Harper', 'Indy', 'Jules', 'Kai', 'Lane', 'Morgan'];
const LAST = ['Sample', 'Example', 'Testcase', 'Mockford', 'Placeholder'];
const STAGES = ['researching', 'evaluating', 'ready-to-buy'] as const;
const INTERESTS = ['pricing', 'security', 'integrations', 'tours'] as const;

/**
 * 55 example visitors: the five above, then fifty more with varied intent,
 * labels, emails (work domains of example companies), CRM links and
 * anonymous ones. Work emails link accounts through the enrichment path.
 */
export const visitorFixtures: FixtureSeeder = {
  order: 10,
  async seed({ tx, now, shared, random }) {
    const seeded: SeededVisitor[] = [];
    const add = async (p: { name: string | null; email: string | null; intent: number; labels: Record<string, unknown>; crm?: Record<string, unknown> | null }, i: number) => {
      const id = newId();
      const firstSeen = new Date(now.getTime() - (40 - (i % 40)) * 86_400_000);
      await insertVisitor(tx, {
        id,
        email: p.email,
        displayName: p.name,
        status: p.intent >= 70 ? 'hot' : p.intent >= 40 ? 'engaged' : 'browsing',
        intentScore: p.intent,
        visitCount: 1 + (i % 7),
        firstSeenAt: firstSeen,
        lastSeenAt: new Date(now.getTime() - i * 3_600_000 * 7),
        labels: p.labels,
        crm: p.crm ?? null,
        createdAt: firstSeen,
      });
      seeded.push({ id, email: p.email, displayName: p.name });
      return id;
    };
    for (const [i, p] of PEOPLE.entries()) await add({ ...p, labels: { example: true } }, i);
    let accounts = 0;
    for (let i = 0; i < 50; i++) {
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
      const company = EXAMPLE_COMPANIES[i % EXAMPLE_COMPANIES.length]!;
      const kind = i % 3; // 0: work email, 1: CRM contact only, 2: anonymous
      const email = kind === 0 ? `${first}.${last}${i}@${company.domain}`.toLowerCase() : null;
      const crm = (kind === 0 && i % 2 === 0) || kind === 1 ? { provider: 'hubspot (example)', contactId: `ex-contact-${i}`, companyId: `ex-company-${i % 3}` } : null;
      const id = await add(
        {
          name: kind === 2 ? null : `${first} ${last}`,
          email,
          intent: Math.min(100, Math.floor(random() * 60) + (i % 4) * 12),
          labels: { example: true, stage: STAGES[i % STAGES.length], interest: INTERESTS[i % INTERESTS.length] },
          crm,
        },
        PEOPLE.length + i,
      );
      if (email && (await enrichVisitorAccount(tx, { visitorId: id, email, now, facts: { name: company.name, industry: company.industry } }))) accounts++;
    }
    // The first examples' work emails link to the (now enriched) example companies too.
    for (const v of seeded.slice(0, PEOPLE.length)) {
      if (v.email && (await enrichVisitorAccount(tx, { visitorId: v.id, email: v.email, now }))) accounts++;
    }
    shared.set('visitors', seeded);
    return { visitors: seeded.length, accountLinks: accounts };
  },
};
