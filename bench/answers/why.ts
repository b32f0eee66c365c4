/**
 * Development aid (development sites only): for each answerable question answered wrongly or not at all, the
 * best sentence of a page that states the answer, with each facet of the question marked as said (+), said by a
 * heading (~), said elsewhere in the chunk (.), missing but used by the site (-) or never used by it (?).
 *   npx tsx bench/answers/why.ts [--site=dev2|dev3] [--near]   (--near: the near-misses answered, their best sentence)
 */
import path from 'node:path';
import { loadDevSite } from './dev-site.js';
import { extractive, prepareAsk } from '../../src/resources/knowledge/ask.js';
import { THRESHOLDS, sentenceSupport } from '../../src/resources/knowledge/answer/extractive.js';
import { credit, type Facet } from '../../src/resources/knowledge/search/facets.js';
import { termStats } from '../../src/resources/knowledge/search/search.js';
import { siteQuestions, SITE_DIR } from './serve.js';

const siteArg = process.argv.find((a) => a.startsWith('--site='))?.slice(7);
if (siteArg?.includes('heldout')) throw new Error('held-out sites are never read question by question');
const dir = siteArg ? path.join(import.meta.dirname, siteArg) : SITE_DIR;
const { site, bench, deps, tenant, base } = await loadDevSite(dir);
const near = process.argv.includes('--near');
/** Thresholds to try, as JSON (WHY_T='{"answer":0.8}'). */
const t = { ...THRESHOLDS, ...(JSON.parse(process.env.WHY_T ?? '{}') as Partial<typeof THRESHOLDS>) };
for (const q of siteQuestions(dir)) {
  if (q.kind !== (near ? 'near-miss' : 'answerable')) continue;
  const p = await prepareAsk(deps, tenant, { question: q.question, baseIds: [base.id] });
  const a = extractive(p, t);
  const ok = near
    ? a.abstained
    : !a.abstained && a.citations.some((c) => c.url && q.pages!.includes(new URL(c.url).pathname));
  if (ok) continue;
  const parts = p.parts ?? [p];
  // A facet the site never says: none of its ways of saying it is in any chunk.
  const terms = [...new Set(parts.flatMap((x) => x.facets.flatMap((f) => f.alternatives.flatMap((a) => a.terms))))];
  const df = new Map(
    (await deps.db.tenantTx(tenant, (tx) => termStats(tx, terms, [base.id]))).map((s) => [s.term, s.df]),
  );
  const unknown = (f: Facet) =>
    !f.alternatives.some((a) => a.terms.every((x) => x.startsWith('~') || (df.get(x) ?? 0) > 0));
  console.log(`${q.id} ${q.question}  [${a.abstained ? a.reason : 'answered'}] type ${p.analysis.type}`);
  for (const part of parts) {
    const top = Math.max(...part.chunks.map((c) => c.hit.score));
    const all = part.chunks
      .filter((c) => near || q.pages!.includes(new URL(c.hit.url!).pathname))
      .flatMap((c) => sentenceSupport(part, c, { ...t, noSpan: 0 }).map((s) => ({ c, s })));
    const best = all.sort((x, y) => y.s.support - x.s.support)[0];
    if (!best) {
      console.log('   (no sentence of the right page among the chunks read)');
      continue;
    }
    const { c, s } = best;
    const own = c.sentenceTerms[s.index]!;
    const marks = part.facets.map((f) => {
      const m =
        credit(f, own) > 0
          ? '+'
          : credit(f, c.fieldTerms) > 0 || credit(f, c.parentTerms) > 0
            ? '~'
            : credit(f, c.allTerms) > 0
              ? '.'
              : unknown(f)
                ? '?'
                : '-';
      return `${m}${f.label}:${f.weight.toFixed(1)}${f.light ? 'L' : ''}${f.distinctive ? '!' : ''}`;
    });
    console.log(
      `   ${s.support.toFixed(2)} span=${s.span} r=${(c.hit.score / top).toFixed(2)} ${marks.join(' ')}\n     ${c.sentences[s.index]!.slice(0, 140)}`,
    );
  }
}
await bench.close();
await site.close();
