/**
 * Who the simulated visitors are and what they say: arrivals from several
 * sources and campaigns, questions the sample knowledge covers and questions it
 * does not, buying signals, contact details, answers to qualifying questions.
 * Everything is plainly an example (example.com addresses, "(sim)" names).
 */

export type Random = () => number;

export const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

export interface Arrival {
  label: string;
  weight: number;
  page: string;
  utm?: Record<string, string>;
  referrer?: string;
}

const SITE = 'https://www.example.com';

export const ARRIVALS: Arrival[] = [
  {
    label: 'google ads',
    weight: 4,
    page: '/pricing',
    utm: { source: 'google', medium: 'cpc', campaign: 'brand-search' },
    referrer: 'https://www.google.com/',
  },
  {
    label: 'newsletter',
    weight: 3,
    page: '/features',
    utm: { source: 'newsletter', medium: 'email', campaign: 'spring-launch' },
  },
  {
    label: 'linkedin',
    weight: 2,
    page: '/',
    utm: { source: 'linkedin', medium: 'social', campaign: 'webinar-series' },
    referrer: 'https://www.linkedin.com/',
  },
  { label: 'organic search', weight: 4, page: '/docs/integrations', referrer: 'https://www.google.com/' },
  { label: 'partner', weight: 1, page: '/security', referrer: 'https://partner.example.org/reviews' },
  { label: 'direct', weight: 3, page: '/' },
];

export function arrivalOf(r: Random): Arrival {
  const total = ARRIVALS.reduce((s, a) => s + a.weight, 0);
  let x = r() * total;
  for (const a of ARRIVALS) if ((x -= a.weight) < 0) return a;
  return ARRIVALS[0]!;
}

export const pageUrl = (path: string, utm?: Record<string, string>) =>
  `${SITE}${path}${
    utm
      ? `?${Object.entries(utm)
          .map(([k, v]) => `utm_${k}=${encodeURIComponent(v)}`)
          .join('&')}`
      : ''
  }`;

export const BROWSING = [
  '/',
  '/pricing',
  '/features',
  '/security',
  '/docs/integrations',
  '/customers',
  '/blog/launch',
  '/contact',
  '/tours',
];

/** Questions the sandbox's sample knowledge answers. */
export const COVERED = [
  'What does the Growth plan cost?',
  'What does the Starter plan include?',
  'Where is customer data stored?',
  'Is data encrypted?',
  'Can I cancel at any time?',
  'How is the widget installed?',
  'What are your support hours?',
  'Do you integrate with HubSpot and Salesforce?',
];

/** Questions it does not: they become follow-ups and knowledge gaps. */
export const UNCOVERED = [
  'Do you have an office in Lisbon?',
  'Is there a discount for students?',
  'Can the widget speak Japanese?',
  'Do you offer on-premise hosting?',
  'What is on your roadmap for next year?',
  'Are you SOC 2 certified?',
];

/** Buying signals: they lead the agent to its qualifying questions and in-chat offer. */
export const BUYING = [
  'We are evaluating tools for our team. What plans do you have?',
  'How much would it cost for a team of 30 seats?',
  'We want to roll this out next quarter, what does onboarding look like?',
];

export const WANTS_MEETING = [
  'Can I book a demo with your team?',
  'I would like to talk to sales.',
  'Could we schedule a call?',
];
export const WANTS_TOUR = [
  'Can you show me how the product works?',
  'Show me a tour of the setup please',
  'How does the reporting work? Show me.',
];

const FIRST = [
  'Avery',
  'Brook',
  'Cameron',
  'Dakota',
  'Emerson',
  'Finley',
  'Hayden',
  'Jordan',
  'Kendall',
  'Logan',
  'Morgan',
  'Parker',
  'Quinn',
  'Reese',
  'Rowan',
  'Sawyer',
];
const LAST = ['Simwell', 'Testmore', 'Samplefield', 'Demoson', 'Mockridge'];
const COMPANIES = [
  { name: 'Northwind Example', domain: 'northwind.example' },
  { name: 'Contoso Example', domain: 'contoso.example' },
  { name: 'Fabrikam Example', domain: 'fabrikam.example' },
  { name: 'Example Corp', domain: 'example.com' },
];

export interface Persona {
  name: string;
  email: string;
  company: string;
  /** How likely this visitor talks, gives details, books, watches tours, takes offers (0..1). */
  chatty: number;
  keen: number;
}

export function personaOf(r: Random, i: number): Persona {
  const first = pick(r, FIRST);
  const last = pick(r, LAST);
  const company = pick(r, COMPANIES);
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}.${i}@${company.domain}`.toLowerCase(),
    company: company.name,
    chatty: 0.3 + r() * 0.7,
    keen: r(),
  };
}

/** An answer to the agent's qualifying question, by what it asked. */
export function qualifyingAnswer(r: Random, question: string): string {
  if (/role/i.test(question))
    return pick(r, [
      'I lead marketing and I decide on tools like this.',
      'I am in sales ops, I will recommend it to my manager.',
      'Head of support here.',
    ]);
  if (/company|how many/i.test(question))
    return pick(r, ['About 40 people would use it.', 'We are a team of 12.', 'Around 200 seats across three offices.']);
  if (/problem|solve/i.test(question))
    return pick(r, [
      'We miss leads at night and weekends.',
      'Too many repeated questions for support.',
      'Our demo bookings are slow.',
    ]);
  if (/when/i.test(question)) return pick(r, ['Within the next month.', 'Next quarter.', 'Sometime this year.']);
  return 'Not sure yet.';
}
