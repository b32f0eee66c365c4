import type { Deps } from '../deps.js';
import type { Tx } from '../db/types.js';
import { raiseIntent, setLabels } from '../records/visitor-activity.js';
import { parseUrl } from '../lib/http-url.js';

/**
 * Intent scoring: how close a visitor is to buying, 0 to 100, from what they
 * did. Each signal adds its weight once per occurrence; the score never goes
 * down (intent.hot is emitted once, when it first reaches the agent's threshold).
 * Deterministic and explainable: the weights are the whole model.
 */
export const INTENT = {
  returningVisit: 5,
  page: 1,
  buyingPage: 8,
  question: 3,
  buyingSignal: 10,
  identified: 15,
  qualifyingAnswer: 5,
  offerAccepted: 15,
  tourPlayed: 5,
  tourCompleted: 5,
  formSubmitted: 15,
  meetingRequested: 15,
  meetingBooked: 40,
} as const;

const BUYING_PAGE =
  /\/(pricing|plans?|demo|contact|contact-sales|quote|buy|checkout|trial|sign-?up|book|get-started)(\/|$|\?|#)/i;
const BUYING_WORDS =
  /\b(price|prices|pricing|cost|costs|quote|buy(ing|s)?|purchas(e|ing)|trial|contracts?|plans?|seats?|licen[cs]es?|budget|roll ?out|timeline|invoice|discount|subscription|memberships?|mitgliedschaft\w*|lidmaatschap\w*|adhésions?|membresías?|afiliaç\w*|onboarding|procurement|upgrade|evaluat\w*|comparing|shortlist\w*|sign (up|this|the|a|now)|annual(ly)?|yearly|per (user|seat)|next (month|quarter)|this (month|quarter)|preis\w*|kosten|kostet|tarif\w*|vertrag|angebot|prijs\w*|kost|abonnement\w*|offerte|prix|tarifs?|coûte|devis|contrat|precios?|cuesta|cuánto|contrato|planes|preços?|custa|quanto|planos)\b/i;

const INTERESTS: Array<[string, RegExp]> = [
  ['pricing', /\b(price|prices|pricing|cost|costs|plans?|billing|invoice|discount|quote)\b|\/pricing/i],
  ['security', /\b(security|secure|privacy|gdpr|sso|saml|encrypt\w*|complian\w*|data cent(er|re)s?)\b|\/security/i],
  ['integrations', /\b(integrat\w*|hubspot|salesforce|crm|webhooks?|api|zapier|calendar)\b|\/integrations/i],
  ['tours', /\b(tours?|walk ?through|show me|how (does|do) .* work)\b|\/tours/i],
  ['support', /\b(support|help ?desk|hours|contact|phone)\b|\/support/i],
];

export function isBuyingPage(url: string): boolean {
  const u = parseUrl(url);
  return u !== null && BUYING_PAGE.test(u.pathname);
}

export function hasBuyingSignal(text: string): boolean {
  return BUYING_WORDS.test(text);
}

/** What the visitor seems most interested in, as the `interest` label; null when nothing stands out. */
export function interestOf(text: string): string | null {
  for (const [label, re] of INTERESTS) if (re.test(text)) return label;
  return null;
}

export function pageIntent(url: string): number {
  return INTENT.page + (isBuyingPage(url) ? INTENT.buyingPage : 0);
}

/** The stage label follows the score: researching, evaluating, ready-to-buy. */
export function stageOf(score: number, threshold: number): string {
  return score >= threshold ? 'ready-to-buy' : score >= 35 ? 'evaluating' : 'researching';
}

/**
 * Adds what a visitor just did to their intent score and labels (`interest`,
 * `stage`), in the caller's transaction; `intent.hot` when the score first
 * reaches the agent's threshold.
 */
export async function recordIntent(
  deps: Pick<Deps, 'clock' | 'outbox'>,
  tx: Tx,
  input: {
    visitorId: string;
    threshold: number;
    delta: number;
    interest?: string | null;
    conversationId?: string | null;
    seenAt?: Date;
  },
): Promise<void> {
  if (input.delta <= 0 && !input.interest && !input.seenAt) return;
  const r = await raiseIntent(deps, tx, {
    visitorId: input.visitorId,
    delta: input.delta,
    threshold: input.threshold,
    labels: input.interest ? { interest: input.interest } : {},
    conversationId: input.conversationId ?? null,
    ...(input.seenAt ? { seenAt: input.seenAt } : {}),
  });
  const stage = stageOf(r.after, input.threshold);
  if ((r.before === 0 && input.delta > 0) || stage !== stageOf(r.before, input.threshold))
    await setLabels(tx, input.visitorId, { stage });
}

/** Kept here for callers that read all intent signals from one place. */
export { justLooking } from './browse-words.js';
