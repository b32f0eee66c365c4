import { createRequire } from 'node:module';

/**
 * tinyld, loaded on the first message that needs it: importing it builds its tables (about 0.4 s of CPU in a
 * profile of a second `npm start`, issue 32), which every start and every `svc` command paid for nothing.
 */
let tinyld: typeof import('tinyld') | null = null;
const detectAll: typeof import('tinyld')['detectAll'] = (text, opts) =>
  (tinyld ??= createRequire(import.meta.url)('tinyld') as typeof import('tinyld')).detectAll(text, opts);

/**
 * The visitor's language: the languages the agent speaks (en, de, nl, fr, es,
 * pt, or those a skill names), detected per message with `tinyld` (pure JS, no
 * model download) restricted to them, with a vote of frequent function words
 * first, since short messages ("Hoi!", "Danke") are where a statistical
 * detector guesses. A message too short to tell keeps the conversation's
 * language.
 */
export const LANGUAGES = ['en', 'de', 'nl', 'fr', 'es', 'pt'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Words frequent in one language and rare in the others (lower case, whole words). */
const MARKERS: Record<Lang, string[]> = {
  en: "the is are you your what how can do does i my we our with have thanks hi hello please there this that to me it let talk that's it's i'm i'd don't can't want need would could should about just get who any".split(
    ' ',
  ),
  de: 'der die das ist sind und ich wir sie nicht mit ein eine wie was wo kann können danke hallo bitte gibt es auch für ihr ihre meine unsere guten tag morgen tschüss mich mir sprechen moin servus bist du wer geht gibt'.split(
    ' ',
  ),
  nl: 'de het een is zijn en ik wij we niet met hoe wat waar kan kunnen bedankt dank hoi hallo alstublieft graag jullie mijn ons onze goedemorgen goedemiddag spreken iemand hoeveel kost ook voor ben jij je dat er u kunt zijn'.split(
    ' ',
  ),
  fr: 'le la les est sont et je nous vous ne pas avec un une comment quoi où peut pouvez merci bonjour bonsoir salut votre vos mon notre quelqu est-ce avez parler tu des du au ce qui moi très êtes là il vous'.split(
    ' ',
  ),
  es: 'el la los las es son y yo nosotros usted no con un una cómo qué dónde puede pueden gracias hola buenos buenas por favor su sus mi nuestro quiero hablar cuánto cuesta tienen eres quién hay puedes me'.split(
    ' ',
  ),
  pt: 'o a os as é são e eu nós você não com um uma como que onde pode podem obrigado obrigada olá oi bom dia boa tarde seu sua meu nosso vocês têm quero falar quanto custa valeu tchau beleza quem tem pode me tudo bem'.split(
    ' ',
  ),
};

MARKERS.fr.push("c'est", "qu'il", "j'ai", "n'est");
MARKERS.en.push("what's", "isn't", "there's");

const SETS = Object.fromEntries(Object.entries(MARKERS).map(([l, ws]) => [l, new Set(ws)])) as Record<
  Lang,
  Set<string>
>;

/**
 * Writing conventions that belong to one language, each a vote like a function word: the French space
 * before "?", "!" and ":"; the Spanish opening "¿" and "¡" (two votes: nothing else writes them); letters
 * only one of the six uses (ß, ã/õ, ñ), and the Dutch "ij" inside a word ("jij", "zijn", "prijs").
 */
const CONVENTIONS: ReadonlyArray<[Lang, RegExp, number]> = [
  ['fr', /\p{L}[ \u00a0\u202f][?!:;]/u, 1],
  ['es', /[¿¡]/u, 2],
  ['es', /ñ/iu, 1],
  ['de', /ß/iu, 1],
  ['pt', /[ãõ]/iu, 1],
  ['nl', /(?<![\p{L}])\p{L}*ij\p{L}*(?![\p{L}])/iu, 1],
];

export function detectLanguage(text: string, opts: { speaks?: readonly Lang[]; previous?: Lang | null } = {}): Lang {
  const speaks = opts.speaks?.length ? opts.speaks : LANGUAGES;
  const fallback =
    opts.previous && speaks.includes(opts.previous) ? opts.previous : speaks.includes('en') ? 'en' : speaks[0]!;
  const words = (
    text
      .toLowerCase()
      .replace(/\S+@\S+/g, ' ')
      .match(/[\p{L}'-]+/gu) ?? []
  ).filter((w) => w.length > 0);
  if (words.length === 0) return fallback;
  const votes = new Map<Lang, number>();
  const vote = (l: Lang, n = 1) => speaks.includes(l) && votes.set(l, (votes.get(l) ?? 0) + n);
  // A hyphenated pair counts as its words too ("es-tu", "pouvez-vous").
  for (const w of words.flatMap((w) => (w.includes('-') ? [w, ...w.split('-')] : [w])))
    for (const l of speaks) if (SETS[l].has(w)) vote(l);
  for (const [l, re, n] of CONVENTIONS) if (re.test(text)) vote(l, n);
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  if (top && top[1] >= 1 && (!second || top[1] >= second[1] + 1)) return top[0];
  const guess = detectAll(text, { only: [...speaks] })[0];
  if (guess && guess.accuracy >= 0.5) return guess.lang as Lang;
  if (top && (!second || top[1] > second[1])) return top[0];
  return guess && words.length >= 4 ? (guess.lang as Lang) : fallback;
}

/** The languages a skill sets ("Languages: en, de, nl" on a line of its body), or null. */
export function languagesOf(bodies: readonly string[]): Lang[] | null {
  for (const body of bodies) {
    const m = /^\s*[-*]?\s*(?:\*\*)?languages?(?:\*\*)?\s*:\s*([a-z ,]+)$/im.exec(body);
    if (!m) continue;
    const langs = m[1]!.split(/[\s,]+/).filter((l): l is Lang => (LANGUAGES as readonly string[]).includes(l));
    if (langs.length) return langs;
  }
  return null;
}
