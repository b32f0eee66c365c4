import { seededRandom } from '../../src/lib/random.js';

/**
 * Synthetic product documentation for the runtime benchmark: articles of
 * sections, each section a few facts among plain filler, so the agent's
 * knowledge holds about 500 chunks. Every fact has a question a visitor would
 * ask about it; some questions are about nothing in the articles.
 */
const PRODUCTS = [
  'Falcon',
  'Harbor',
  'Juniper',
  'Meridian',
  'Nimbus',
  'Orchid',
  'Quartz',
  'Sierra',
  'Tundra',
  'Willow',
];
const FEATURES = [
  'export module',
  'audit log',
  'sync engine',
  'report builder',
  'alert centre',
  'access manager',
  'data importer',
  'billing portal',
  'search index',
  'mobile app',
  'backup service',
  'workflow editor',
  'team inbox',
  'api gateway',
  'forms designer',
  'status page',
  'usage meter',
];
const UNITS = [
  'parallel jobs',
  'user accounts',
  'saved reports',
  'connected devices',
  'custom fields',
  'daily exports',
  'webhooks',
  'languages',
  'regions',
  'retention days',
];
const FILLER = [
  'Teams usually start with the defaults and change them once they know their own patterns.',
  'Every change is recorded, so an administrator can always see who did what and when.',
  'The settings screen groups related options together, with a short explanation beside each one.',
  'Most customers finish the first setup in an afternoon, without help from our engineers.',
  'When something looks wrong, the help centre has step-by-step guides with screenshots.',
  'Updates arrive automatically during quiet hours and never interrupt work in progress.',
  'Administrators can invite colleagues by email and choose what each of them may change.',
  'The interface works in every current browser and adapts to small screens as well.',
];

export interface Fact {
  product: string;
  feature: string;
  unit: string;
  limit: number;
}

export const sentenceOf = (f: Fact) => `The ${f.product} ${f.feature} supports up to ${f.limit} ${f.unit}.`;
export const questionOf = (f: Fact) => `Does the ${f.product} ${f.feature} support ${f.unit}?`;

export const UNCOVERED = [
  'Do you have an office in Lisbon?',
  'Is there a discount for students?',
  'Can your team build a custom integration for our ERP?',
  'What is on your roadmap for next year?',
  'Do you sponsor open source projects?',
];

export function articles(count: number, seed = 5): { docs: Array<{ title: string; text: string }>; facts: Fact[] } {
  const r = seededRandom(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const docs: Array<{ title: string; text: string }> = [];
  const facts: Fact[] = [];
  const seen = new Set<string>();
  for (let a = 0; a < count; a++) {
    const product = PRODUCTS[a % PRODUCTS.length]!;
    const sections: string[] = [];
    for (let s = 0; s < 4; s++) {
      const feature = FEATURES[(a * 4 + s) % FEATURES.length]!;
      const body: string[] = [];
      for (let k = 0; k < 3; k++) {
        const fact = { product, feature, unit: pick(UNITS), limit: 5 + Math.floor(r() * 995) };
        const key = `${fact.product}|${fact.feature}|${fact.unit}`;
        if (!seen.has(key)) {
          seen.add(key);
          facts.push(fact);
          body.push(sentenceOf(fact));
        }
        for (let f = 0; f < 6; f++) body.push(pick(FILLER));
      }
      sections.push(`## The ${product} ${feature}\n\n${body.join(' ')}`);
    }
    docs.push({ title: `${product} guide ${a + 1}`, text: `# ${product} guide ${a + 1}\n\n${sections.join('\n\n')}` });
  }
  return { docs, facts };
}
