/**
 * Development aid for the cross-language glossary (src/agent/glossary*.ts): where a word of one language is
 * read as a word of another through a shared stem, with different English.
 *   npx tsx bench/glossary-collisions.ts [--dicts] [--lang=es] [--limit=200]
 * 1. Stems shared by glossary words with different English: a form of either that is not listed is read as
 *    whichever sense the question's language prefers (glossary-lookup.ts), so one of them reads it wrongly
 *    unless the entries say their languages. Printed with the languages of each word where the dictionaries
 *    say (--dicts).
 * 2. With --dicts (Debian's word lists: apt-get install wngerman wdutch wfrench wspanish wportuguese
 *    wbrazilian), each dictionary word of a language that the glossary does not list and reads through a
 *    glossary word that is not of that language: "segundo" (Spanish) read as Portuguese "segunda" (Monday).
 *    Many are right (cognates); read them and give the wrong ones an entry of their own language.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fold, listed, reading, stems, TABLE } from '../src/agent/glossary-lookup.js';
import type { Lang } from '../src/agent/language.js';

const LANGS = ['de', 'nl', 'fr', 'es', 'pt'] as const;
const FILES: Record<(typeof LANGS)[number], string[]> = {
  de: ['/usr/share/dict/ngerman'],
  nl: ['/usr/share/dict/dutch'],
  fr: ['/usr/share/dict/french'],
  es: ['/usr/share/dict/spanish'],
  pt: ['/usr/share/dict/portuguese', '/usr/share/dict/brazilian'],
};
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = arg('lang');
const limit = Number(arg('limit') ?? 400);
const dicts = process.argv.includes('--dicts');

/** Each language's dictionary words, folded (empty without --dicts). */
const words = Object.fromEntries(
  LANGS.map((l) => [
    l,
    new Set(
      dicts
        ? FILES[l]
            .filter(existsSync)
            .flatMap((f) => readFileSync(f, 'utf8').split('\n'))
            .map((w) => fold(w.trim()))
        : [],
    ),
  ]),
) as Record<(typeof LANGS)[number], Set<string>>;
const langsOf = (w: string) => LANGS.filter((l) => words[l].has(w)).join(',') || '?';
const plain = (en: string) => en.replace(/^~/, '');

// 1. Shared stems with different English.
const byStem = new Map<string, Map<string, Set<string>>>();
for (const [en, list, tag] of TABLE)
  for (const w of list.split(' ').map(fold))
    for (const s of [w, ...stems(w)].filter((s) => s.length >= 5)) {
      const senses = byStem.get(s) ?? new Map<string, Set<string>>();
      const key = `${plain(en)}${tag ? ` [${tag}]` : ''}`;
      senses.set(key, (senses.get(key) ?? new Set()).add(w));
      byStem.set(s, senses);
    }
let shown = 0;
console.log('# stems shared by glossary words with different English');
for (const [stem, senses] of [...byStem].sort()) {
  if (senses.size < 2) continue;
  // Senses whose English shares a word ("cost" and "how much cost") are one reading.
  const ens = [...senses.keys()].map((k) => new Set(k.split(' ')));
  if (ens.every((e, i) => ens.slice(i + 1).every((f) => [...e].some((x) => f.has(x))))) continue;
  if (shown++ >= limit) break;
  const say = [...senses].map(([en, ws]) => `${en}: ${[...ws].map((w) => `${w}(${langsOf(w)})`).join(' ')}`);
  console.log(`${stem}\t${say.join(' | ')}`);
}

// 2. Dictionary words read through another language's glossary word.
if (dicts)
  for (const l of LANGS) {
    if (only && only !== l) continue;
    console.log(`\n# ${l}: words read through a glossary word not of ${l}`);
    let n = 0;
    for (const w of [...words[l]].sort()) {
      if (w.length < 4 || listed(w) || /[^a-z-]/.test(w)) continue;
      const sense = reading(w, l as Lang);
      if (!sense || words[l].has(fold(sense.word))) continue;
      if (n++ >= limit) break;
      console.log(`${w}\t${sense.en}\t<- ${sense.word} (${langsOf(fold(sense.word))})`);
    }
  }

// 3. With --dicts: glossary words that are words of more than one language as spelt (folded), where the
//    dictionaries cannot tell a false friend ("segunda": Portuguese Monday, Spanish second) from a shared word.
if (dicts && process.argv.includes('--shared')) {
  console.log('\n# glossary words that are words of several languages');
  for (const [en, list, tag] of TABLE)
    for (const w of list.split(' ').map(fold)) {
      const ls = langsOf(w);
      if (ls.includes(',') && w.length >= 4) console.log(`${w}\t${plain(en)}${tag ? ` [${tag}]` : ''}\t${ls}`);
    }
}
