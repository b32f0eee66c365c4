import type { FixtureSeeder } from '../../modules.js';
import type { SeededVisitor } from '../visitors/fixtures.js';
import { recordLead } from '../leads/service.js';
import { bookMeeting } from '../meetings/service.js';
import { appendMessage, endConversation, escalateQuestion, recordConversation, recordQualifyingAnswers } from './service.js';
import type { AuthorKind } from './repository.js';

const DAY = 86_400_000;
const SITE = 'https://www.example.com';

type Turn = [AuthorKind, string];

/**
 * Example exchanges (plainly examples: example.com addresses, reserved phone
 * ranges, test card numbers). `{first}` and `{full}` become the visitor's name,
 * so masked reads have the visitor's own name to hide.
 */
const SCRIPTS: Array<{ page: string; turns: Turn[]; summary: string }> = [
  {
    page: '/pricing',
    turns: [
      ['visitor', 'How much is the team plan? (example)'],
      ['agent', 'The Team plan is listed on the pricing page at 49 per seat per month, billed yearly.'],
    ],
    summary: 'Asked about Team plan pricing.',
  },
  {
    page: '/pricing',
    turns: [
      ['visitor', "Hi, I'm {full}. Could you send the pricing sheet to {email}?"],
      ['agent', 'Of course, {first}. I will send it to {email} now.'],
      ['visitor', 'Thanks! We are about 40 people.'],
    ],
    summary: 'Wants the pricing sheet for a team of about 40.',
  },
  {
    page: '/contact',
    turns: [
      ['visitor', 'Can someone call me on +44 20 7946 0958 about the rollout?'],
      ['agent', 'I can pass that to the team. Would a meeting be easier? I can book one right here.'],
    ],
    summary: 'Asked for a call back about the rollout.',
  },
  {
    page: '/checkout',
    turns: [
      ['visitor', 'Can I just pay now? My card is 4111 1111 1111 1111, expiry 12/30.'],
      ['agent', 'Please do not share card numbers in chat. You can pay safely on the checkout page.'],
    ],
    summary: 'Tried to pay in chat; sent to checkout.',
  },
  {
    page: '/',
    turns: [
      ['widget', 'Hi! Questions about the product? Ask away.'],
      ['visitor', 'My US number is (415) 555-0132, text me a link to the tour please'],
      ['agent', 'I cannot send texts, but here is the tour link on this page.'],
    ],
    summary: 'Wanted the tour link by text.',
  },
  {
    page: '/security',
    turns: [
      ['visitor', 'Do you support SSO with SAML? (example question)'],
      ['agent', 'Yes: SAML 2.0 and OpenID Connect single sign-on are available on the Business plan.'],
    ],
    summary: 'Asked about SSO.',
  },
  {
    page: '/docs/integrations',
    turns: [
      ['visitor', 'Which CRM integrations do you have?'],
      ['agent', 'HubSpot and Salesforce are built in; others connect through webhooks.'],
      ['visitor', 'Great, this is {first} from the ops team, I will tell my manager.'],
    ],
    summary: 'Asked about CRM integrations.',
  },
  {
    page: '/tours',
    turns: [
      ['visitor', 'Can you show me how the widget works?'],
      ['agent', 'Sure, starting a two-minute tour of the widget now.'],
    ],
    summary: 'Watched the widget tour.',
  },
];

const REFERRERS: Array<{ referrer: string | null; utm?: Record<string, string> }> = [
  { referrer: 'https://www.google.com/' },
  { referrer: null },
  { referrer: 'https://news.example.org/article', utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-example' } },
  { referrer: 'https://www.linkedin.com/' },
];

/**
 * Example conversations (22 listed, one dashboard test chat that lists leave
 * out), leads of both sources, a booked meeting and an escalated question.
 */
export const conversationFixtures: FixtureSeeder = {
  order: 40,
  async seed({ tx, deps, now, shared, random }): Promise<Record<string, number>> {
    const agentId = shared.get('agentId') as string | undefined;
    if (!agentId) return {};
    const visitors = (shared.get('visitors') as SeededVisitor[] | undefined) ?? [];
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      const script = SCRIPTS[i % SCRIPTS.length]!;
      const visitor = visitors.length ? visitors[i % visitors.length]! : null;
      const from = REFERRERS[Math.floor(random() * REFERRERS.length)]!;
      const startedAt = new Date(now.getTime() - (29 - i) * DAY - Math.floor(random() * 8) * 3_600_000);
      const c = await recordConversation(deps, tx, {
        agentId,
        visitorId: visitor?.id ?? null,
        pageUrl: `${SITE}${script.page}`,
        referrer: from.referrer,
        ...(from.utm ? { utm: from.utm } : {}),
        startedAt,
      });
      const fill = (s: string) =>
        s
          .replaceAll('{full}', visitor?.displayName ?? 'Sam Example')
          .replaceAll('{first}', (visitor?.displayName ?? 'Sam Example').split(' ')[0]!)
          .replaceAll('{email}', visitor?.email ?? 'sam@example.com');
      let at = startedAt.getTime();
      for (const [authorKind, content] of script.turns) {
        at += 20_000 + Math.floor(random() * 40_000);
        await appendMessage(deps, tx, {
          conversationId: c.id,
          role: authorKind === 'visitor' ? 'user' : 'assistant',
          authorKind,
          content: fill(content),
          createdAt: new Date(at),
        });
      }
      if (i < 20) await endConversation(deps, tx, c.id, { endedAt: new Date(at + 60_000), summary: `${script.summary} (example)` });
      ids.push(c.id);
    }

    // A test chat the team ran from the dashboard: readable by id, never listed or counted.
    const test = await recordConversation(deps, tx, { agentId, fromDashboard: true, pageUrl: `${SITE}/`, startedAt: new Date(now.getTime() - DAY) });
    await appendMessage(deps, tx, { conversationId: test.id, role: 'user', authorKind: 'rep', content: 'Testing the agent (example)' });

    const byScript = (n: number) => ids[n]!;
    const visitorOf = (n: number) => (visitors.length ? visitors[n % visitors.length]! : null);
    let leads = 0;
    const formVisitor = visitorOf(1);
    await recordQualifyingAnswers(tx, byScript(1), { company_size: '40', need: 'pricing for a team (example)' });
    await recordLead(deps, tx, {
      source: 'form_capture',
      visitorId: formVisitor?.id ?? null,
      agentId,
      conversationId: byScript(1),
      email: formVisitor?.email ?? 'sam@example.com',
      name: formVisitor?.displayName ?? null,
      company: 'Example Corp (example)',
      verdict: { fit: 'strong', reasons: 'Team of about 40 asking for pricing (example).' },
      createdAt: new Date(now.getTime() - 28 * DAY),
    });
    leads++;
    const meetingVisitor = visitorOf(2);
    await bookMeeting(deps, tx, {
      visitorId: meetingVisitor?.id ?? null,
      conversationId: byScript(2),
      agentId,
      provider: 'calendar (example)',
      repUserId: 'rep_example',
      startAt: new Date(now.getTime() + 3 * DAY),
      durationMinutes: 30,
      attendee: { email: meetingVisitor?.email ?? 'sam@example.com', name: meetingVisitor?.displayName ?? 'Sam Example', company: 'Sample Ltd (example)' },
      bookedAt: new Date(now.getTime() - 27 * DAY + 600_000),
    });
    leads++;
    await escalateQuestion(deps, tx, {
      conversationId: byScript(5),
      question: 'Do you support SCIM provisioning as well? (example question)',
      reason: 'not in the knowledge base',
      createdAt: new Date(now.getTime() - 24 * DAY),
    });
    shared.set('conversationIds', ids);
    return { conversations: ids.length, leads, meetings: 1, followUps: 1 };
  },
};
