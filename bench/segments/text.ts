import { seededRandom } from '../../src/lib/random.js';

/** Deterministic pseudo-random numbers, so every run writes the same data. */
export const rng = seededRandom;

const TOPICS = [
  'data residency in the EU',
  'annual billing',
  'single sign-on with Okta',
  'a SOC 2 report',
  'a volume discount',
  'the Salesforce sync',
  'pricing for a larger team',
  'HIPAA compliance',
  'the API rate limits',
  'an on-premise install',
  'SSO with Azure AD',
  'the free trial',
  'webhooks for new leads',
  'GDPR and deletion requests',
  'the onboarding call',
];
const OPENERS = ['Can you tell me about', 'Do you support', 'How does', 'I need details on', 'What about', 'Is there'];
const FILLER = [
  'our team',
  'next month',
  'the procurement process',
  'my manager',
  'the security review',
  'a quick question',
  'the renewal',
  'our website',
  'the widget',
  'a pilot',
  'the contract',
  'our budget',
];
const REPLIES = [
  'Here is how that works.',
  'Good question; let me check.',
  'Yes, that is available on the Business plan.',
  'I will pass that to the team.',
];

/** A chat turn: a visitor question about one topic with some filler, or an agent reply. */
export function sentence(random: () => number, visitor: boolean): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  if (!visitor) return `${pick(REPLIES)} ${pick(FILLER)}.`;
  return `${pick(OPENERS)} ${pick(TOPICS)}? We are thinking about ${pick(FILLER)} and ${pick(FILLER)}.`;
}
