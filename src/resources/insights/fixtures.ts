import type { FixtureContext, FixtureSeeder } from '../../modules.js';
import { newId } from '../../lib/ids.js';
import { upsertAccount, type AccountCrm } from '../accounts/repository.js';
import { appendMessage, recordConversation } from '../conversations/service.js';
import { recordLead } from '../leads/service.js';
import { recordOfferAccepted } from '../offers/service.js';
import { insertVisitor } from '../visitors/repository.js';
import { NOT_COVERED_REASON } from './ask-or-record-gap.js';
import { setVisitorAccount } from './fixture-repository.js';
import { foldTenantInTx } from './fold.js';
import { recordKnowledgeGap } from './knowledge-gaps.js';

const DAY = 86_400_000;
const SITE = 'https://www.example.com';

/** Example companies: one with a CRM link and an open deal, one without CRM, one below the default intent bar. */
const ACCOUNTS: Array<{ domain: string; name: string; industry: string; crm: AccountCrm | null; people: Array<[string | null, number]> }> = [
  {
    domain: 'northwind.example.com',
    name: 'Northwind Traders (example)',
    industry: 'Wholesale',
    crm: { provider: 'example-crm', companyId: 'cmp_example_1', lifecycleStage: 'opportunity', ownerEmail: 'owner@example.com', hasOpenDeal: true },
    people: [['Nora North (example)', 91], [null, 58], ['Ned North (example)', 44]],
  },
  {
    domain: 'contoso.example.org',
    name: 'Contoso (example)',
    industry: 'Software',
    crm: null,
    people: [['Cora Contoso (example)', 73], [null, 22]],
  },
  { domain: 'fabrikam.example.net', name: 'Fabrikam (example)', industry: 'Manufacturing', crm: null, people: [[null, 18]] },
];

const ARRIVALS: Array<{ referrer: string | null; utm?: Record<string, string> }> = [
  { referrer: 'https://www.google.com/search?q=example' },
  { referrer: null, utm: { utm_source: 'newsletter', utm_medium: 'email' } },
  { referrer: 'https://www.linkedin.com/feed/' },
  { referrer: null },
  { referrer: null, utm: { utm_source: 'partner-example' } },
];

const GAPS: Array<{ q: string; age: number; person?: number }> = [
  { q: 'Do you integrate with Example ERP 9? (example question)', age: 2 },
  { q: 'Can you send the SOC 2 report to nora.northwind@example.com? (example question)', age: 3, person: 0 },
  { q: 'Is there a reseller programme in Brazil? (example question)', age: 9 },
  { q: 'Is there a reseller programme in Brazil? (example question)', age: 11 },
  { q: 'Call me on +44 20 7946 0958 about volume pricing, this is Nora North (example)', age: 14, person: 0 },
];

interface Person {
  id: string;
  email: string | null;
  name: string | null;
}

async function seedAccounts(ctx: FixtureContext): Promise<Person[]> {
  const people: Person[] = [];
  for (const a of ACCOUNTS) {
    await upsertAccount(ctx.tx, { domain: a.domain, name: a.name, industry: a.industry, crm: a.crm, enrichedAt: ctx.now, now: ctx.now });
    for (const [i, [name, intent]] of a.people.entries()) {
      const id = newId();
      // Example addresses stay on example.com; the account is what enrichment matched.
      const email = name ? `${name.split(' ')[0]!.toLowerCase()}.${a.domain.split('.')[0]}@example.com` : null;
      const firstSeen = new Date(ctx.now.getTime() - (33 - i) * DAY);
      await insertVisitor(ctx.tx, {
        id,
        email,
        displayName: name,
        intentScore: intent,
        visitCount: 2 + i,
        firstSeenAt: firstSeen,
        lastSeenAt: new Date(ctx.now.getTime() - (1 + i) * 5 * 3_600_000),
        labels: { example: true },
        createdAt: firstSeen,
      });
      await setVisitorAccount(ctx.tx, id, a.domain);
      people.push({ id, email, name });
    }
  }
  return people;
}

/**
 * Sessions on the days the other fixtures leave empty (34 to 30 and 7 to 1 days
 * ago), so the default digest's week has sessions and pulse spans 35 days; one
 * form, an accepted offer, and knowledge gaps with people to mask.
 */
async function seedActivity(ctx: FixtureContext, people: Person[]): Promise<Record<string, number>> {
  const { tx, deps, now, random, shared } = ctx;
  const agentId = shared.get('agentId') as string | undefined;
  if (!agentId) return {};
  let sessions = 0;
  const conversationIds: string[] = [];
  // The conversation fixtures fill days 29 to 8; these fill the days around them
  // (and stay few: other suites read every sandbox conversation within one rate-limit bucket).
  for (const day of [34, 33, 32, 31, 30, 7, 6, 5, 4, 3, 2, 1]) {
    const person = people[Math.floor(random() * people.length)]!;
    const arrival = ARRIVALS[sessions % ARRIVALS.length]!;
    const startedAt = new Date(now.getTime() - day * DAY - Math.floor(random() * 6) * 3_600_000);
    const c = await recordConversation(deps, tx, {
      agentId,
      visitorId: person.id,
      pageUrl: `${SITE}/pricing`,
      referrer: arrival.referrer,
      ...(arrival.utm ? { utm: arrival.utm } : {}),
      startedAt,
    });
    sessions++;
    // Every third session opens the widget and leaves without a word: a session, not a conversation.
    if (sessions % 3 !== 0) {
      await appendMessage(deps, tx, { conversationId: c.id, role: 'user', authorKind: 'visitor', content: 'How does pricing work for a team? (example)', createdAt: new Date(startedAt.getTime() + 30_000) });
      await appendMessage(deps, tx, { conversationId: c.id, role: 'assistant', authorKind: 'agent', content: 'Plans are per seat; I can show you. (example)', createdAt: new Date(startedAt.getTime() + 45_000) });
      conversationIds.push(c.id);
    }
  }
  const lead = people[0]!;
  await recordLead(deps, tx, {
    source: 'form_capture',
    visitorId: lead.id,
    agentId,
    conversationId: conversationIds[conversationIds.length - 1] ?? null,
    email: lead.email,
    name: lead.name,
    company: 'Northwind Traders (example)',
    createdAt: new Date(now.getTime() - 3 * DAY),
  });
  const offerId = ((shared.get('offerIds') as string[] | undefined) ?? [])[0];
  if (offerId) await recordOfferAccepted(deps, tx, { offerId, visitorId: lead.id, agentId, source: 'newsletter', at: new Date(now.getTime() - 4 * DAY) });
  for (const g of GAPS) {
    const person = g.person !== undefined ? people[g.person] : undefined;
    await recordKnowledgeGap(tx, {
      question: g.q,
      reason: NOT_COVERED_REASON,
      visitorId: person?.id ?? null,
      agentId,
      askedAt: new Date(now.getTime() - g.age * DAY),
    });
  }
  return { insightSessions: sessions, insightLeads: 1, knowledgeGaps: GAPS.length };
}

/** Runs last: the other resources' sample activity is in place, then every day with activity is folded. */
export const insightFixtures: FixtureSeeder = {
  order: 90,
  async seed(ctx) {
    const people = await seedAccounts(ctx);
    const counts = await seedActivity(ctx, people);
    const folded = await foldTenantInTx(ctx.deps, ctx.tx);
    return { insightVisitors: people.length, accounts: ACCOUNTS.length, ...counts, insightDays: folded };
  },
};
