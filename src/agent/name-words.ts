/**
 * The words a name is made of (issue 27): capitalised words joined by the closed class of name particles and the
 * Gaelic patronymic forms. Shared by the readers of recognise.ts and name-intro.ts.
 */

export const NAME_WORD = "\\p{Lu}[\\p{L}'’-]{0,30}";

/**
 * Lower-case particles inside a name ("Jan de Vries", "Lisa van der Berg", "María del Carmen Fernández de los Ríos",
 * "Sanne van 't Hek"): the closed class of the six languages' (and Welsh, Breton, Arabic) name particles, kept
 * when a capitalised word follows.
 */
export const PARTICLES = new Set(
  // Welsh "ap"/"ab" (son of) and "ferch"/"verch" (daughter of) are written lower case ("Rhodri ap Gwilym"); the
  // Irish and Scottish "Ní", "Nic", "Mac", "Ó" are capitalised and kept as name words anyway.
  "de van der den dem het von vom da di del dello della dei degli dal dalla dalle delle dos das do du des la las los le lo ten ter te zu zur bin ibn al el y e i et ap ab ferch verch 't ’t".split(
    ' ',
  ),
);
/**
 * Irish and Scottish Gaelic: the article after a patronymic ("Mac an tSaoir", "Nic an Bhaird", "Ó na Gaoithe") and
 * the initial mutations of the word after it, written lower case before the capital ("tSaoir", "hAodha",
 * "hÉireann", "mBéal", "bhFearghail", "nGallchobhair"): name words only after a Gaelic patronymic or its article.
 */
/** Dutch prepositions that open a name's particle group. */
const DUTCH_LEADS = new Set(['op', 'uit', 'in', 'aan', 'onder', 'bij']);
const GAELIC_PATRONYMS = new Set('mac mc nic ní ó o uí ua mhic ní'.split(' '));
export const GAELIC_ARTICLES = new Set(['an', 'na', "a'", 'a’']);
const GAELIC_MUTATED = /^(?:t|h|n|m|b|bh|d|dh|g|gc|bp|dt|ng)\p{Lu}\p{Ll}/u;
/** An elided particle joined to the name ("d'Anjou", "D'Souza" is capitalised already, "dell'Acqua", "l'Estrange"). */
export const ELIDED = /^(?:d|l|dell|degli|dall)['’]\p{Lu}/u;

/** Words that follow "I'm" but are not names ("I'm looking", "I'm Interested"). */
export const NOT_NAMES = new Set(
  'a an the just looking interested trying curious wondering from with at in on here new not sure ok okay fine good great happy glad sorry still also currently really so very back done ready going working planning evaluating comparing checking'.split(
    ' ',
  ),
);

/** A name word: capitalised, not an acronym ("I'm the CTO" is a role), not a word that follows "I'm" in other senses. */
export const capital = (w: string | undefined): w is string =>
  w !== undefined && /^\p{Lu}/u.test(w) && !/^\p{Lu}{2,5}$/u.test(w) && !NOT_NAMES.has(w.toLowerCase());

/** The name at the start of these words: capitalised words, with particles kept only between them. */
export function nameAt(words: readonly string[]): string | null {
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words.slice(i + 1).find((x) => !PARTICLES.has(x) && !GAELIC_ARTICLES.has(x));
    const prev = kept.at(-1)?.toLowerCase();
    const gaelic = prev !== undefined && (GAELIC_PATRONYMS.has(prev) || GAELIC_ARTICLES.has(prev));
    if (capital(w) || (kept.length > 0 && ELIDED.test(w))) kept.push(w);
    else if (gaelic && GAELIC_MUTATED.test(w)) kept.push(w);
    else if (gaelic && GAELIC_ARTICLES.has(w) && (capital(next) || GAELIC_MUTATED.test(next ?? ''))) kept.push(w);
    else if (kept.length > 0 && PARTICLES.has(w) && (capital(next) || ELIDED.test(next ?? ''))) kept.push(w);
    // Dutch prepositions that open a particle group ("Femke op den Kamp", "Joris uit den Bogaard", "Eva in 't Veld"):
    // only before another particle, so "Anna in Berlin" keeps "Anna".
    else if (kept.length > 0 && DUTCH_LEADS.has(w) && PARTICLES.has(words[i + 1] ?? '') && capital(next)) kept.push(w);
    else break;
  }
  while (kept.length > 0 && (PARTICLES.has(kept.at(-1)!) || GAELIC_ARTICLES.has(kept.at(-1)!))) kept.pop();
  return kept.length > 0 ? kept.join(' ').slice(0, 100) : null;
}

/** Words that name a team or a service, not a person ("Sales Team, sales@…"). */
export const NOT_PEOPLE = new Set(
  'team sales support office department dept company service services customer customers info help desk billing accounts hr admin contact'.split(
    ' ',
  ),
);
/** Words that end a company's name rather than a person's. */
export const COMPANY_ENDS = /\b(?:ltd|limited|gmbh|inc|llc|bv|b\.v\.|ag|sa|sarl|srl|plc|co)\.?$/i;
