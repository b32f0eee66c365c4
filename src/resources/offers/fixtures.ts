import type { FixtureContext, FixtureSeeder } from '../../modules.js';
import type { SeededVisitor } from '../visitors/fixtures.js';
import type { OfferCreateBody } from './schemas.js';
import { createOffer, recordOfferAccepted, recordOfferDeclined, recordOfferShown, updateOffer } from './service.js';

const DAY = 86_400_000;
const SOURCES = ['google', 'newsletter', 'direct', 'linkedin.com'];

const EXAMPLES: Array<{ body: OfferCreateBody; shown: number; accepted: number; declined: number; fromDay: number; retire?: boolean }> = [
  {
    body: {
      name: 'Pricing page walkthrough (example)',
      format: 'toaster',
      goal: 'meeting_booked',
      headline: 'Comparing plans? (example)',
      message: 'Book a 20-minute walkthrough and we will map the plans to your team. (example offer)',
      chips: ['Book a call', 'Not now'],
      ctaLabel: 'Book a call',
      ctaAction: { type: 'book_meeting' },
      agentPersonalize: true,
      deploy: {
        live: true,
        presentation: 'toast',
        hosts: ['example.com'],
        includePages: ['/pricing', '/plans/*'],
        devices: ['desktop'],
        afterSeconds: 10,
      },
    },
    shown: 14,
    accepted: 4,
    declined: 3,
    fromDay: 20,
  },
  {
    body: {
      name: 'Buyer guide in chat (example)',
      format: 'in_chat',
      goal: 'lead_captured',
      message: 'Want the example buyer guide? I can send it to your inbox. (example offer)',
      chips: ['Send it', 'No thanks'],
      ctaLabel: 'Send me the guide',
      ctaAction: { type: 'capture_lead' },
      conversion: { collect: ['email', 'company'], agentNote: 'Offer the guide once the visitor asks about evaluation criteria. (example)' },
    },
    shown: 9,
    accepted: 3,
    declined: 2,
    fromDay: 14,
  },
  {
    body: {
      name: 'Spring webinar invitation (example, retired)',
      format: 'toaster',
      goal: 'content_viewed',
      headline: 'Join our spring webinar (example)',
      message: 'A live session on getting started. (example offer, now retired)',
      ctaLabel: 'Save my seat',
      ctaAction: { type: 'navigate', url: 'https://example.com/webinars/spring' },
      deploy: { live: true, presentation: 'banner', includePages: ['/blog/*'], utm: { campaign: 'spring-example' } },
    },
    shown: 6,
    accepted: 1,
    declined: 2,
    fromDay: 28,
    retire: true,
  },
];

function pick<T>(list: readonly T[], random: () => number): T | undefined {
  return list.length ? list[Math.floor(random() * list.length)] : undefined;
}

/** Three example offers (two toasters, one in chat; one retired) with shows, accepts and declines over the last weeks. */
export const offerFixtures: FixtureSeeder = {
  order: 50,
  async seed(ctx: FixtureContext) {
    const { tx, deps, now, random, shared } = ctx;
    const visitors = (shared.get('visitors') as SeededVisitor[] | undefined) ?? [];
    const agentId = (shared.get('agentId') as string | undefined) ?? null;
    const ids: string[] = [];
    for (const e of EXAMPLES) {
      const offer = await createOffer(deps, tx, e.body);
      ids.push(offer.id);
      const plan = [
        ...Array<typeof recordOfferShown>(e.shown).fill(recordOfferShown),
        ...Array<typeof recordOfferShown>(e.accepted).fill(recordOfferAccepted),
        ...Array<typeof recordOfferShown>(e.declined).fill(recordOfferDeclined),
      ];
      for (const recordOne of plan) {
        // Spread over the offer's life so daily insights have something to fold; a retired offer's history stops a week ago.
        const daysAgo = (e.retire ? 7 : 0) + random() * (e.fromDay - (e.retire ? 7 : 0));
        await recordOne(deps, tx, {
          offerId: offer.id,
          visitorId: pick(visitors, random)?.id ?? null,
          agentId,
          source: pick(SOURCES, random) ?? null,
          at: new Date(now.getTime() - daysAgo * DAY),
        });
      }
      if (e.retire) await updateOffer(deps, tx, offer.id, { isActive: false });
    }
    shared.set('offerIds', ids);
    return { offers: ids.length };
  },
};
