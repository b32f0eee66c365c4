/**
 * Asks a development site a few questions and prints what the answerer read (development aid; development
 * sites only): `npx tsx bench/answers/try.ts [--site=dev2|dev3] "question" …`, with --candidates the best
 * sentences and their scores' parts.
 */
import path from 'node:path';
import { loadDevSite } from './dev-site.js';
import { extractive, prepareAsk } from '../../src/resources/knowledge/ask.js';
import { THRESHOLDS, sentenceSupport } from '../../src/resources/knowledge/answer/extractive.js';
import { tolerant, expandChat } from '../../src/resources/knowledge/search/casual.js';
import { vocabularyOf } from '../../src/resources/knowledge/search/vocabulary.js';
import { SITE_DIR } from './serve.js';

const siteArg = process.argv.find((a) => a.startsWith('--site='))?.slice(7);
if (siteArg?.includes('heldout')) throw new Error('held-out sites are never tried question by question');
const showCandidates = process.argv.includes('--candidates');
const { site, bench, deps, tenant, base } = await loadDevSite(
  siteArg ? path.join(import.meta.dirname, siteArg) : SITE_DIR,
);
const vocab = await deps.db.tenantTx(tenant, (tx) => vocabularyOf(tx, [base.id]));
for (const q of process.argv.slice(2).filter((a) => !a.startsWith('--'))) {
  const p = await prepareAsk(deps, tenant, { question: q, baseIds: [base.id] });
  const a = extractive(p);
  console.log(
    `${q}\n  read as: ${tolerant(expandChat(q), vocab)}\n  ${a.abstained ? `abstained: ${a.reason} ${a.detail ?? ''}` : a.text}\n  quotes: ${a.citations.map((c) => JSON.stringify(c.quote)).join(' | ')}`,
  );
  if (showCandidates) {
    console.log(
      `  type ${p.analysis.type}; facets ${p.facets.map((f) => `${f.label}:${f.weight.toFixed(2)}${f.distinctive ? '!' : ''}${f.focus ? '*' : ''}`).join(' ')}`,
    );
    const top = Math.max(...p.chunks.map((c) => c.hit.score));
    const all = p.chunks.flatMap((c) =>
      sentenceSupport(p, c, { ...THRESHOLDS, noSpan: 0 }).map((s) => ({ c, s, r: c.hit.score / top })),
    );
    for (const { c, s, r } of all.sort((x, y) => y.s.support - x.s.support).slice(0, 6))
      console.log(
        `    ${s.support.toFixed(2)} span=${s.span} r=${r.toFixed(2)} pairs=${s.pairs} [${c.hit.url?.replace(/^https?:\/\/[^/]+/, '')} ${c.hit.heading}] ${c.sentences[s.index]!.slice(0, 120)}`,
      );
  }
}
await bench.close();
await site.close();
