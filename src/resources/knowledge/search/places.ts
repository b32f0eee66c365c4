/**
 * The regions a country belongs to, as pages name them (round 11, issue 26). A site that ships, works or travels
 * abroad names the region it serves more often than each country in it: "For orders to the European Union we pay
 * the import duties", "To take a dog to the EU you need an animal health certificate". A visitor names a country:
 * "an order to Germany", "take my dog to France". Typed with a capital, the country is a name the question
 * insists on, so the question abstained (`missing-term`) though the site answers it for the whole region. A region
 * says the country less precisely than the country's own name, so it counts as a synonym does (facets.ts), and the
 * country's own name, where a sentence says it, still counts more. General geography, no site's word: the member
 * states of the European Union, the other countries of Europe, and the nations of the United Kingdom.
 */

const EU = ['eu', 'european union', 'europe'];
const EUROPE = ['europe'];
const UK = ['uk', 'united kingdom', 'britain'];

const EU_MEMBERS = [
  'austria',
  'belgium',
  'bulgaria',
  'croatia',
  'cyprus',
  'czechia',
  'denmark',
  'estonia',
  'finland',
  'france',
  'germany',
  'greece',
  'holland',
  'hungary',
  'ireland',
  'italy',
  'latvia',
  'lithuania',
  'luxembourg',
  'malta',
  'netherlands',
  'poland',
  'portugal',
  'romania',
  'slovakia',
  'slovenia',
  'spain',
  'sweden',
];
const OTHER_EUROPE = ['albania', 'iceland', 'norway', 'serbia', 'switzerland', 'ukraine'];
const UK_NATIONS = ['england', 'scotland', 'wales'];

const REGIONS = new Map<string, string[]>([
  ...EU_MEMBERS.map((c) => [c, EU] as [string, string[]]),
  ...OTHER_EUROPE.map((c) => [c, EUROPE] as [string, string[]]),
  ...UK_NATIONS.map((c) => [c, UK] as [string, string[]]),
]);

/**
 * The regions that a word of the question names a country of, as raw phrases ("eu", "european union", "europe"
 * for "Germany"), or none. "Northern Ireland" is part of the United Kingdom, not the Irish republic: "ireland"
 * after "northern" has no region here.
 */
export function regionsOf(word: string, before: string | undefined): readonly string[] {
  const w = word.toLowerCase();
  if (w === 'ireland' && before?.toLowerCase() === 'northern') return [];
  return REGIONS.get(w) ?? [];
}
