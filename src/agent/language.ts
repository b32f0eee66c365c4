import { createRequire } from 'node:module';
import Negotiator from 'negotiator';
import { CHAT_WORDS } from './chat-english.js';

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
MARKERS.en.push(
  "what's",
  "isn't",
  "there's",
  'and',
  'for',
  'from',
  'by',
  'at',
  'be',
  'will',
  'or',
  'but',
  'if',
  'some',
  'not',
  'of',
  "we're",
  "you're",
  "they're",
  "i've",
  "we've",
  "i'll",
  "we'll",
  "let's",
  "don't",
  "can't",
  "won't",
  "doesn't",
);
// Being words that open a self-description ("Sou contador", "Soy el dueño", "Ich bin …").
MARKERS.pt.push('sou', 'estou', 'somos');
MARKERS.es.push('soy', 'estoy', 'somos');
MARKERS.de.push('bin', 'zusammen', 'gut', 'klingt', 'sehr', 'schon', 'noch');
MARKERS.nl.push('allemaal', 'naar', 'van', 'mij', 'op', 'bij', 'heb', 'hebben', 'maar');
MARKERS.es.push('muy', 'del', 'esta', 'este', 'pero');
MARKERS.pt.push('muito', 'isso', 'pra', 'pro', 'vc', 'mas');
// Question words and frequent verbs of questions that no other of the six languages writes alike ("mes", month in
// Spanish, "mais", more in Portuguese, "ou", or in French, "al", already in Dutch, are left out).
MARKERS.fr.push(
  ...'combien peux puis dois doit faut quel quelle quels quelles chez avoir être faire fait déjà aussi leur cette ces dans pour sur'.split(
    ' ',
  ),
);
MARKERS.pt.push(
  ...'quantos quantas há numa num preciso precisa precisamos ter fazer estão também já até pelo pela posso consigo vou qual quais ao aos'.split(
    ' ',
  ),
);
MARKERS.es.push(
  ...'cuántos cuántas cuantos cuantas necesito tengo tenemos puedo podemos hacer están también hasta más cuál cuáles ya'.split(
    ' ',
  ),
);

// How English is typed in a chat ("r u", "ur", "im", "pls", "tbh", "wat"): votes for English like a function word.
// "u" and "wat" also vote for Dutch (the polite "u", "wat" for "what"), so only the rest of the message tells those apart.
MARKERS.en.push(...CHAT_WORDS);

/**
 * Courtesy words every language borrows from English ("top, thanks", "ok, merci", "sorry"): half a vote, so
 * they do not pull a conversation in another language into English on their own.
 */
const LOANS = new Set('hi hey ok okay thanks thx cool sorry bye top super nice lol'.split(' '));
/** Dutch "de" and "en" are French, Spanish and Portuguese words too ("de", "en"): half a vote. */
const SHARED = new Set(['de', 'en']);

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
  // "im" for "I'm" in chat English, told from the German "im" by what follows it.
  [
    'en',
    /(?<![\p{L}])im (a|an|the|not|just|looking|trying|interested|from|so|really|still|going|working|new)(?![\p{L}])/iu,
    1,
  ],
];

/**
 * The visitor's language. Function words (and writing conventions) vote; a language wins outright only with a
 * margin of a whole vote over the next. Otherwise the message is ambiguous between the languages close to the
 * top ("Hallo!" is German or Dutch, "wat banks do u support" English or Dutch), and the choice among them is,
 * in order: the conversation's language so far when it is level with the top; the browser's languages (its
 * Accept-Language header, in its order); the statistical detector when the message is long enough
 * (three words or more) and it clearly prefers one of them; the language with more votes; English, the
 * knowledge's language; else the first of them in the agent's order (en, de, nl, fr, es, pt: German before
 * Dutch, having more speakers). The conversation's language also counts half a vote, so a borrowed "thanks"
 * keeps a Dutch conversation Dutch.
 */
export function detectLanguage(
  text: string,
  opts: { speaks?: readonly Lang[]; previous?: Lang | null; browser?: readonly string[] } = {},
): Lang {
  const speaks = opts.speaks?.length ? opts.speaks : LANGUAGES;
  const previous = opts.previous && speaks.includes(opts.previous) ? opts.previous : null;
  const fallback = previous ?? (speaks.includes('en') ? 'en' : speaks[0]!);
  // Beside a contact, a Title-case word inside a sentence is a name ("Geertruida Vos-Leenders, +31 6 …"), not a
  // function word of the language ("vos", "de"): it does not vote. A sentence's first word does, and so do words in
  // capitals; without a contact the words vote as written ("Guten Tag").
  const contact = /\S@\S|\d[\d\s().-]{5,}\d/.test(text);
  const words = (
    text
      .replace(/\S+@\S+/g, ' ')
      .replace(contact ? /(?<=[^\s.!?¿¡]\s+)\p{Lu}\p{Ll}[\p{L}'’-]*/gu : /(?!)/gu, ' ')
      .toLowerCase()
      .match(/[\p{L}'-]+/gu) ?? []
  ).filter((w) => w.length > 0);
  if (words.length === 0) return fallback;
  const votes = new Map<Lang, number>();
  const vote = (l: Lang, n = 1) => speaks.includes(l) && votes.set(l, (votes.get(l) ?? 0) + n);
  // A hyphenated pair counts as its words too ("es-tu", "pouvez-vous").
  for (const w of words.flatMap((w) => (w.includes('-') ? [w, ...w.split('-')] : [w])))
    for (const l of speaks) if (SETS[l].has(w)) vote(l, LOANS.has(w) || SHARED.has(w) ? 0.5 : 1);
  for (const [l, re, n] of CONVENTIONS) if (re.test(text)) vote(l, n);
  if (votes.size === 0) {
    // Only capitalised words ("Wendelin Abt-Strobl, w.abt@…", "Geertruida Vos-Leenders, +31 6 …"): a name and a
    // contact say nothing of the language, and the detector would guess one from the letters of the name.
    const own = text.replace(/\S+@\S+/g, ' ').match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
    if (own.every((w) => /^\p{Lu}/u.test(w))) return fallback;
    const guess = detectAll(text, { only: [...speaks] })[0];
    if (guess && guess.accuracy >= 0.5) return guess.lang as Lang;
    return guess && words.length >= 4 ? (guess.lang as Lang) : fallback;
  }
  if (previous) vote(previous, 0.5);
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  if (!second || top![1] >= second[1] + 1) return top![0];
  const close = ranked.filter(([, n]) => n > top![1] - 1).map(([l]) => l);
  if (previous && votes.get(previous) === top![1]) return previous;
  const browser = opts.browser?.find((l): l is Lang => close.includes(l as Lang));
  if (browser) return browser;
  if (words.length >= 3) {
    const [a, b] = detectAll(text, { only: close });
    if (a && (!b || a.accuracy >= 1.5 * b.accuracy)) return a.lang as Lang;
  }
  if (top![1] > second[1]) return top![0];
  if (close.includes('en')) return 'en';
  return LANGUAGES.find((l) => close.includes(l)) ?? fallback;
}

/**
 * The agent's languages a browser asks for, most preferred first, from its Accept-Language header (at most its
 * first 200 characters); none when the header is absent or names none of them.
 */
export function browserLanguages(header: string | undefined): Lang[] {
  if (!header) return [];
  const value = header.slice(0, 200);
  // Named ones only: a "*" (what a server-side fetch sends) prefers nothing.
  const named = (l: string) => new RegExp(`(^|,)\\s*${l}(-|;|,|\\s|$)`, 'i').test(value);
  const found = new Negotiator({ headers: { 'accept-language': value } }).languages([...LANGUAGES]);
  return found.filter((l): l is Lang => (LANGUAGES as readonly string[]).includes(l) && named(l));
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
