/**
 * The features a learned act reader (classifier.ts) sees in a visitor's message: words, word pairs and the
 * letter groups (3 to 5 letters) inside each word, so that a spelling, an inflection or a language not seen in
 * training still shares most of its features with one that was ("manager"/"managers"/"manageress",
 * "verantwortlich"/"responsable"). Contact details and numbers are replaced by their kind (the classifier learns
 * that an email was left, not which); capitals, "!!", "??" and emoji stay, since they carry the tone.
 * Features are hashed into a fixed space, so the weights file needs no vocabulary.
 */

/** The size of the hashed feature space (2^18). */
export const SPACE = 1 << 18;

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[\p{L}]{2,}/gu;
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;
const NUMBER = /\d+([.,]\d+)?/g;
const TOKEN = /\p{L}+(?:['’]\p{L}+)?|<\w+>|[!?]{2,}|[!?]|\p{Extended_Pictographic}/gu;

/** FNV-1a, 32 bits: stable across runs and machines, which the weights depend on. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % SPACE;
}

/** The message's words as the classifier reads them, contacts and numbers replaced by their kind. */
export function tokens(text: string): string[] {
  const t = text
    .slice(0, 2000)
    .normalize('NFC')
    .replace(EMAIL, ' <email> ')
    .replace(PHONE, ' <phone> ')
    .replace(NUMBER, ' <num> ');
  return t.match(TOKEN) ?? [];
}

/** Hashed feature indices with their values: counts (at most 3) scaled to unit length, so a long message does not
 * weigh more than a short one. */
export function features(text: string): Map<number, number> {
  const out = new Map<number, number>();
  const add = (f: string) => {
    const i = hash(f);
    out.set(i, (out.get(i) ?? 0) + 1);
  };
  const words = tokens(text);
  const lower = words.map((w) => w.toLowerCase());
  add('bias');
  // A word in capitals (three letters or more) is shouting, whatever the word.
  for (const w of words) if (w.length >= 3 && /^\p{Lu}+$/u.test(w)) add('caps');
  for (let i = 0; i < lower.length; i++) {
    const w = lower[i]!;
    add(`w:${w}`);
    if (i + 1 < lower.length) add(`b:${w} ${lower[i + 1]}`);
    if (w.length < 3 || w.startsWith('<')) continue;
    const padded = ` ${w} `;
    for (let n = 3; n <= 5; n++) for (let j = 0; j + n <= padded.length; j++) add(`c:${padded.slice(j, j + n)}`);
  }
  if (lower.length > 0) add(`first:${lower[0]}`);
  let norm = 0;
  for (const [i, n] of out) {
    out.set(i, Math.min(n, 3));
    norm += Math.min(n, 3) ** 2;
  }
  for (const [i, n] of out) out.set(i, n / Math.sqrt(norm));
  return out;
}
