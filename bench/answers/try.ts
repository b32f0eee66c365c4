/**
 * Asks a development site a few questions and prints what the answerer read (development aid; development
 * sites only): `npx tsx bench/answers/try.ts [--site=dev2|dev3] "question" …`, with --candidates the best
 * sentences and their scores' parts.
 */
import path from 'node:path';
import { openBench } from '../lib.js';
import { addSource, createBase } from '../../src/resources/knowledge/service.js';
import { ingestSource } from '../../src/resources/knowledge/ingest/ingest.js';
import { extractive, prepareAsk } from '../../src/resources/knowledge/ask.js';
import { THRESHOLDS, sentenceSupport } from '../../src/resources/knowledge/answer/extractive.js';
import { tolerant, expandChat } from '../../src/resources/knowledge/search/casual.js';
import { vocabularyOf } from '../../src/resources/knowledge/search/vocabulary.js';
import { serveSite } from './serve.js';

const siteArg = process.argv.find((a) => a.startsWith('--site='))?.slice(7);
if (siteArg?.includes('heldout')) throw new Error('held-out sites are never tried question by question');
const site = await serveSite(siteArg ? { dir: path.join(import.meta.dirname, siteArg) } : {});
const showCandidates = process.argv.includes('--candidates');
const bench = await openBench('pglite', { outboundAllow: ['127.0.0.1'] });
const { deps, tenant } = bench;
const { base, source } = await deps.db.tenantTx(tenant, async (tx) => {
  const base = await createBase(deps, tx, { name: 'dev', shared: true });
  return {
    base,
    source: await addSource(deps, tx, base.id, { url: `${site.origin}/sitemap.xml`, includeSubpages: false }),
  };
});
await ingestSource(deps, tenant, source.id, 'full');
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
