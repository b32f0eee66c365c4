/**
 * Grounded answers on a product website, as visitors ask: the Brightshelf site
 * (bench/answers/site) served on 127.0.0.1, read through the real ingestion path
 * (its sitemap, and a crawl from the home page to check both find the same
 * pages), and every question of bench/answers/questions.json asked through the
 * real ask code.
 *   npx tsx bench/answers/run.ts --db=pglite|postgres [--show-heldout] [--llm] [--verbose]
 * --llm answers with the model of LLM_URL, LLM_MODEL and LLM_API_KEY (any
 * OpenAI-compatible chat endpoint) instead of the extractive answerer.
 * Held-out questions are scored, but their failures are listed only with
 * --show-heldout, so that tuning never looks at them.
 */
import { dbArg, ms, openBench, percentile } from '../lib.js';
import { loadConfig } from '../../src/config.js';
import { addSource, createBase } from '../../src/resources/knowledge/service.js';
import { ingestSource } from '../../src/resources/knowledge/ingest.js';
import { retrieve } from '../../src/resources/knowledge/retrieve.js';
import { answerQuestion, extractive, prepareAsk } from '../../src/resources/knowledge/ask.js';
import { THRESHOLDS, type Thresholds } from '../../src/resources/knowledge/answerer.js';
import { serveSite, siteQuestions, type SiteQuestion } from './serve.js';

const kind = dbArg();
const showHeldout = process.argv.includes('--show-heldout');
const verbose = process.argv.includes('--verbose');
const sweep = process.argv.includes('--sweep');
const useModel = process.argv.includes('--llm');
const llm = useModel ? loadConfig(process.env as Record<string, string>).llm : null;
if (useModel && !llm) throw new Error('--llm needs LLM_URL (and LLM_MODEL, LLM_API_KEY as the endpoint wants)');

const site = await serveSite();
const bench = await openBench(kind, { outboundAllow: ['127.0.0.1'], llm });
const { deps, tenant } = bench;

/** A base holding the site read one way; returns its id and the pages it indexed. */
async function read(name: string, url: string, includeSubpages: boolean) {
  const { base, source } = await deps.db.tenantTx(tenant, async (tx) => {
    const base = await createBase(deps, tx, { name, shared: true });
    return { base, source: await addSource(deps, tx, base.id, { url, includeSubpages }) };
  });
  const outcome = await ingestSource(deps, tenant, source.id, 'full');
  const pages = await deps.db.tenantTx(tenant, (tx) =>
    tx.query<{ url: string }>(`SELECT url FROM knowledge_documents WHERE base_id = $1 ORDER BY url`, [base.id]),
  );
  return { baseId: base.id, outcome, pages: pages.rows.map((r) => new URL(r.url).pathname).sort() };
}

const bySitemap = await read('Brightshelf (sitemap)', `${site.origin}/sitemap.xml`, false);
const byCrawl = await read('Brightshelf (crawl)', `${site.origin}/`, true);
const chunkCount = await deps.db.tenantTx(tenant, (tx) =>
  tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM knowledge_chunks WHERE base_id = $1`, [bySitemap.baseId]),
);
console.log(`Brightshelf site on ${kind}: sitemap read ${bySitemap.pages.length} pages (${chunkCount.rows[0]!.n} chunks), crawl read ${byCrawl.pages.length}`);
if (bySitemap.pages.join() !== byCrawl.pages.join()) console.log(`  the two reads differ: sitemap ${bySitemap.pages.join(' ')} / crawl ${byCrawl.pages.join(' ')}`);
if (bySitemap.pages.some((p) => p.startsWith('/partners/'))) console.log('  robots.txt was NOT obeyed: /partners/ was read');
console.log(`answers: ${llm ? `model ${llm.model} at ${llm.url}` : 'extractive (no model)'}`);

const baseIds = [bySitemap.baseId];
// A page's chunks are told apart by URL and index (every page of a sitemap shares its source id).
const chunkText = new Map<string, string>();
const texts = await deps.db.tenantTx(tenant, (tx) =>
  tx.query<{ key: string; text: string }>(`SELECT url || '#' || chunk_index AS key, text FROM knowledge_chunks WHERE base_id = $1`, [bySitemap.baseId]),
);
for (const r of texts.rows) chunkText.set(r.key, r.text);

const lower = (s: string) => s.toLowerCase();
const pathOf = (url: string | null) => (url ? new URL(url).pathname : null);

interface Result {
  q: SiteQuestion;
  ok: boolean;
  abstained: boolean;
  firstPage: string | null;
  inTop5: boolean;
  verbatim: boolean;
  answer: string;
  cited: Array<string | null>;
}

const results: Result[] = [];
const latencies: number[] = [];
for (const q of siteQuestions()) {
  const { results: ranked } = await retrieve(deps, tenant, { query: q.question, limit: 5, baseIds });
  const t0 = performance.now();
  const r = await answerQuestion(deps, tenant, { question: q.question, baseIds });
  latencies.push(performance.now() - t0);
  const abstained = r.abstained;
  if (abstained !== (r.citations.length === 0)) throw new Error(`${q.id}: an answer without citations, or an abstention with some`);
  const cited = r.citations.map((c) => pathOf(c.url));
  const verbatim = r.citations.every((c) => chunkText.get(`${c.url}#${c.chunkIndex}`)?.includes(c.quote) ?? false);
  const ok =
    q.kind === 'answerable'
      ? !abstained && q.expect!.every((group) => group.some((s) => lower(r.text).includes(lower(s)))) && cited.some((p) => q.pages!.includes(p!))
      : abstained;
  results.push({
    q,
    ok,
    abstained,
    firstPage: pathOf(ranked[0]?.url ?? null),
    inTop5: q.kind === 'answerable' && ranked.some((x) => q.pages!.includes(pathOf(x.url)!)),
    verbatim,
    answer: r.abstained ? `(abstained: ${r.reason}${r.detail ? ` "${r.detail}"` : ''})` : r.text,
    cited,
  });
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
const count = (rs: Result[], f: (r: Result) => boolean) => rs.filter(f).length;
function summary(label: string, rs: Result[]) {
  const a = rs.filter((r) => r.q.kind === 'answerable');
  const n = rs.filter((r) => r.q.kind === 'near-miss');
  const u = rs.filter((r) => r.q.kind === 'unrelated');
  const first = count(a, (r) => r.q.pages!.includes(r.firstPage!));
  console.log(
    `${label.padEnd(10)} answerable correct ${count(a, (r) => r.ok)}/${a.length} (${pct(count(a, (r) => r.ok), a.length)}), ` +
      `right page first ${first}/${a.length} (${pct(first, a.length)}), in top 5 ${pct(count(a, (r) => r.inTop5), a.length)}, ` +
      `near-miss abstained ${count(n, (r) => r.ok)}/${n.length} (${pct(count(n, (r) => r.ok), n.length)}), ` +
      `unrelated abstained ${count(u, (r) => r.ok)}/${u.length} (${pct(count(u, (r) => r.ok), u.length)})`,
  );
}
const tune = results.filter((r) => !r.q.heldout);
const held = results.filter((r) => r.q.heldout);
summary('tuning', tune);
summary('held-out', held);
summary('all', results);
const quoted = results.filter((r) => !r.abstained);
console.log(`verbatim quotes: ${count(quoted, (r) => r.verbatim)}/${quoted.length} answers (${pct(count(quoted, (r) => r.verbatim), quoted.length)})`);
console.log(`ask latency: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`);

const shown = showHeldout ? results : tune;
const failures = shown.filter((r) => !r.ok || (r.q.kind === 'answerable' && !r.q.pages!.includes(r.firstPage!)) || !r.verbatim);
if (failures.length) console.log(`\nfailures${showHeldout ? '' : ' (tuning questions only)'}:`);
for (const r of failures) {
  const what = r.q.kind === 'answerable' ? (r.abstained ? 'abstained' : r.ok ? 'right answer' : 'wrong answer') : r.ok ? 'abstained' : 'answered';
  console.log(`- ${r.q.id} [${r.q.kind}] ${r.q.question}`);
  console.log(`    ${what}; first page ${r.firstPage}${r.q.pages ? ` (want ${r.q.pages.join(' or ')})` : ''}${r.verbatim ? '' : '; QUOTE NOT VERBATIM'}`);
  if (!r.abstained || verbose) console.log(`    answer: ${r.answer.replace(/\s+/g, ' ').slice(0, 300)}  [cites ${r.cited.join(', ')}]`);
}
if (verbose) {
  console.log('\nall answers:');
  for (const r of shown.filter((x) => x.ok)) console.log(`- ${r.q.id} ${r.q.question}\n    ${r.answer.replace(/\s+/g, ' ').slice(0, 300)}`);
}
if (sweep) {
  // Thresholds against the tuning questions only (held-out ones never steer them).
  const prepared = [];
  for (const q of siteQuestions().filter((x) => !x.heldout)) prepared.push({ q, p: await prepareAsk(deps, tenant, { question: q.question, baseIds }) });
  console.log('\nsweep over the tuning questions: setting, answerable correct, near-miss abstained, unrelated abstained');
  const grid: Array<Partial<Thresholds>> = [];
  for (const namesNear of [0, 1]) for (const chunk of [0.2, 0.4]) for (const support of [0.45, 0.5, 0.55, 0.6, 0.65, 0.7]) grid.push({ namesNear, chunk, support });
  for (const g of grid) {
    const t = { ...THRESHOLDS, ...g };
    const n = { a: 0, aOk: 0, m: 0, mOk: 0, u: 0, uOk: 0 };
    for (const { q, p } of prepared) {
      const r = extractive(p, t);
      const cited = r.citations.map((c) => pathOf(c.url));
      if (q.kind === 'answerable') {
        n.a++;
        if (!r.abstained && q.expect!.every((grp) => grp.some((x) => lower(r.text).includes(lower(x)))) && cited.some((c) => q.pages!.includes(c!))) n.aOk++;
      } else if (q.kind === 'near-miss') (n.m++, r.abstained && n.mOk++);
      else (n.u++, r.abstained && n.uOk++);
    }
    console.log(`  ${JSON.stringify(g).padEnd(46)} ${pct(n.aOk, n.a).padEnd(7)} ${pct(n.mOk, n.m).padEnd(7)} ${pct(n.uOk, n.u)}`);
  }
}
await bench.close();
await site.close();
