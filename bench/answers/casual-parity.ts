/**
 * Casual-form parity on the development sites (issue 26): every answerable development question (the Brightshelf
 * site's bench/answers/questions.json, dev2, dev3 and spent/*; never the held-out sites) is asked as written and in
 * casual variants derived mechanically from it, one kind of change at a time and all of them at once: lower case;
 * the final punctuation dropped; commas dropped; a trailing emoji; apostrophes dropped ("don't" → dont, "I'm" → Im);
 * chat words ("you" → u, "your" → ur, "please" → pls, "people" → ppl); and every change together. Prints, per variant
 * kind, how many are answered correctly (as bench/answers/run.ts judges them) against the question as written, and
 * lists the questions answered right as written and wrong in a variant.
 *   flock /work/wt/cpu.lock npx tsx bench/answers/casual-parity.ts [--db=pglite|postgres] [--site=dev3] [--quiet]
 * A variant equal to its question (nothing to change) is not asked again: it counts as the question's own result.
 */
import path from 'node:path';
import { dbArg, openBench } from '../lib.js';
import { addSource, createBase } from '../../src/resources/knowledge/service.js';
import { ingestSource } from '../../src/resources/knowledge/ingest/ingest.js';
import { answerQuestion, type GroundedAnswer } from '../../src/resources/knowledge/ask.js';
import { DEV2_DIR, DEV3_DIR, SPENT_DIR, spentSites, serveSite, SITE_DIR, siteQuestions } from './serve.js';
import { judge } from './judge.js';

const EMOJI = ['😬', '🙏', '🤔'];
const CHAT: Record<string, string> = { you: 'u', your: 'ur', please: 'pls', people: 'ppl' };

/** The casual variants of a question, by kind; `i` picks the emoji so that all three are used. */
export function variants(q: string, i: number): Record<string, string> {
  const lower = (s: string) => s.toLowerCase();
  const noFinal = (s: string) => s.replace(/[\s?.!]+$/u, '');
  const noComma = (s: string) => s.replace(/,/g, '');
  const emoji = (s: string) => `${s} ${EMOJI[i % EMOJI.length]}`;
  const noApostrophe = (s: string) => s.replace(/['’]/g, '');
  const chat = (s: string) => s.replace(/\b(you|your|please|people)\b/gi, (w) => CHAT[w.toLowerCase()]!);
  return {
    lower: lower(q),
    'no final punctuation': noFinal(q),
    'no commas': noComma(q),
    emoji: emoji(q),
    'no apostrophes': noApostrophe(q),
    'chat words': chat(q),
    'all at once': emoji(chat(noApostrophe(noComma(noFinal(lower(q)))))),
  };
}

const kind = dbArg();
const only = process.argv.find((a) => a.startsWith('--site='))?.slice(7);
if (only?.includes('heldout')) throw new Error('held-out sites are never asked here');
const bench = await openBench(kind, { outboundAllow: ['127.0.0.1'] });
const { deps, tenant } = bench;

const sites: Array<[string, string]> = [
  ['dev', SITE_DIR],
  ['dev2', DEV2_DIR],
  ['dev3', DEV3_DIR],
  ...spentSites().map((n): [string, string] => [n, path.join(SPENT_DIR, n)]),
];

interface Tally {
  asked: number;
  changed: number;
  right: number;
  /** Right among the questions the variant changes, and the originals right among them. */
  rightChanged: number;
  originalRightChanged: number;
}
const tallies = new Map<string, Tally>();
const tally = (k: string) => {
  let t = tallies.get(k);
  if (!t) tallies.set(k, (t = { asked: 0, changed: 0, right: 0, rightChanged: 0, originalRightChanged: 0 }));
  return t;
};
const lost: string[] = [];
const gained: string[] = [];
const said = (a: GroundedAnswer) =>
  a.abstained ? `abstained (${a.reason})` : a.body.replace(/\s+/g, ' ').slice(0, 100);

for (const [name, dir] of sites.filter(([n]) => !only || n === only)) {
  const site = await serveSite({ dir });
  const { base, source } = await deps.db.tenantTx(tenant, async (tx) => {
    const base = await createBase(deps, tx, { name, shared: true });
    return {
      base,
      source: await addSource(deps, tx, base.id, { url: `${site.origin}/sitemap.xml`, includeSubpages: false }),
    };
  });
  await ingestSource(deps, tenant, source.id, 'full');
  const baseIds = [base.id];
  const questions = siteQuestions(dir).filter((q) => q.kind === 'answerable');
  for (const [i, q] of questions.entries()) {
    const original = await answerQuestion(deps, tenant, { question: q.question, baseIds });
    const ok = judge(q, original);
    const o = tally('original');
    o.asked++;
    if (ok) o.right++;
    for (const [k, text] of Object.entries(variants(q.question, i))) {
      const t = tally(k);
      t.asked++;
      if (text === q.question) {
        if (ok) t.right++;
        continue;
      }
      const a = await answerQuestion(deps, tenant, { question: text, baseIds });
      const vok = judge(q, a);
      t.changed++;
      if (vok) t.right++;
      if (vok) t.rightChanged++;
      if (ok) t.originalRightChanged++;
      if (ok && !vok) lost.push(`${name} ${q.id} [${k}] "${text}": ${said(a)}`);
      if (!ok && vok) gained.push(`${name} ${q.id} [${k}] "${text}"`);
    }
  }
  await site.close();
}

console.log(`\ncasual parity on ${kind}, development sites${only ? ` (${only})` : ''}, answerable questions:`);
console.log(`${'variant'.padEnd(24)}${'correct'.padEnd(16)}changed  correct where changed (original)`);
for (const [k, t] of tallies) {
  const share = `${t.right}/${t.asked} ${((100 * t.right) / t.asked).toFixed(1)}%`;
  const changed = k === 'original' ? '' : `${t.changed}`.padEnd(9) + `${t.rightChanged} (${t.originalRightChanged})`;
  console.log(`${k.padEnd(24)}${share.padEnd(16)}${changed}`);
}
console.log(`\nright as written, wrong in a variant: ${lost.length}`);
if (!process.argv.includes('--quiet')) for (const l of lost) console.log(`- ${l}`);
console.log(`wrong as written, right in a variant: ${gained.length}`);
await bench.close();
