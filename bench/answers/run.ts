/**
 * Grounded answers on a product website, as visitors ask: the Brightshelf site
 * (bench/answers/site) served on 127.0.0.1, read through the real ingestion path
 * (its sitemap, and a crawl from the home page to check both find the same
 * pages), and every question of bench/answers/questions.json asked through
 * answerQuestion, the code behind POST /v1/knowledge/ask and the runtime.
 *   npx tsx bench/answers/run.ts --db=pglite|postgres [--llm | --llm=fake] [--show-heldout] [--verbose] [--sweep]
 * --llm answers with the model of LLM_URL, LLM_MODEL and LLM_API_KEY (any
 * OpenAI-compatible chat endpoint); --llm=fake with bench/answers/fake-model.ts.
 * Held-out questions are scored, but their failures are listed only with
 * --show-heldout, so that tuning never looks at them; --sweep tries thresholds on
 * the tuning questions only.
 */
import { dbArg, ms, openBench, percentile } from '../lib.js';
import { loadConfig } from '../../src/config.js';
import { addSource, createBase } from '../../src/resources/knowledge/service.js';
import { ingestSource } from '../../src/resources/knowledge/ingest/ingest.js';
import { retrieve } from '../../src/resources/knowledge/retrieve.js';
import { answerQuestion, type GroundedAnswer } from '../../src/resources/knowledge/ask.js';
import { serveSite, siteQuestions, type SiteQuestion } from './serve.js';
import { startFakeModel } from './fake-model.js';
import { sweep } from './sweep.js';

const kind = dbArg();
const flag = (name: string) => process.argv.includes(name);
const llmArg = process.argv.find((a) => a.startsWith('--llm'));
const fake = llmArg === '--llm=fake' ? await startFakeModel({ sloppy: true }) : null;
const llm = fake ? { url: fake.url, model: 'fake-literal', apiKey: null } : llmArg ? loadConfig(process.env as Record<string, string>).llm : null;
if (llmArg && !llm) throw new Error('--llm needs LLM_URL (and LLM_MODEL, LLM_API_KEY as the endpoint wants)');

const site = await serveSite();
const bench = await openBench(kind, { outboundAllow: ['127.0.0.1'], llm });
const { deps, tenant } = bench;

/** A base holding the site read one way; returns its id and the pages it indexed. */
async function read(name: string, url: string, includeSubpages: boolean) {
  const { base, source } = await deps.db.tenantTx(tenant, async (tx) => {
    const base = await createBase(deps, tx, { name, shared: true });
    return { base, source: await addSource(deps, tx, base.id, { url, includeSubpages }) };
  });
  await ingestSource(deps, tenant, source.id, 'full');
  const pages = await deps.db.tenantTx(tenant, (tx) => tx.query<{ url: string }>(`SELECT url FROM knowledge_documents WHERE base_id = $1`, [base.id]));
  return { baseId: base.id, pages: pages.rows.map((r) => new URL(r.url).pathname).sort() };
}

const bySitemap = await read('Brightshelf (sitemap)', `${site.origin}/sitemap.xml`, false);
const byCrawl = await read('Brightshelf (crawl)', `${site.origin}/`, true);
const baseIds = [bySitemap.baseId];
// A page's chunks are told apart by URL and index (every page of a sitemap shares its source id).
const chunkText = new Map<string, string>();
const rows = await deps.db.tenantTx(tenant, (tx) =>
  tx.query<{ key: string; text: string }>(`SELECT url || '#' || chunk_index AS key, text FROM knowledge_chunks WHERE base_id = $1`, [bySitemap.baseId]),
);
for (const r of rows.rows) chunkText.set(r.key, r.text);
console.log(`Brightshelf site on ${kind}: sitemap read ${bySitemap.pages.length} pages (${chunkText.size} chunks), crawl read ${byCrawl.pages.length}`);
if (bySitemap.pages.join() !== byCrawl.pages.join()) console.log(`  the two reads differ: sitemap ${bySitemap.pages.join(' ')} / crawl ${byCrawl.pages.join(' ')}`);
if ([...bySitemap.pages, ...byCrawl.pages].some((p) => p.startsWith('/partners/'))) console.log('  robots.txt was NOT obeyed: /partners/ was read');
console.log(`answers: ${llm ? `model ${llm.model} at ${llm.url}` : 'extractive (no model)'}; load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`);

const lower = (s: string) => s.toLowerCase();
const pathOf = (url: string | null) => (url ? new URL(url).pathname : null);

/** Right for an answerable question: every expected group in the text and a citation of a page that states it; else an abstention. */
function judge(q: SiteQuestion, a: Pick<GroundedAnswer, 'text' | 'citations' | 'abstained'>): boolean {
  if (q.kind !== 'answerable') return a.abstained;
  const cited = a.citations.map((c) => pathOf(c.url));
  return !a.abstained && q.expect!.every((group) => group.some((s) => lower(a.text).includes(lower(s)))) && cited.some((p) => q.pages!.includes(p!));
}

interface Result {
  q: SiteQuestion;
  a: GroundedAnswer;
  ok: boolean;
  firstPage: string | null;
  inTop5: boolean;
  verbatim: boolean;
}

const results: Result[] = [];
const latencies: number[] = [];
for (const q of siteQuestions()) {
  const { results: ranked } = await retrieve(deps, tenant, { query: q.question, limit: 5, baseIds });
  const t0 = performance.now();
  const a = await answerQuestion(deps, tenant, { question: q.question, baseIds });
  latencies.push(performance.now() - t0);
  if (a.abstained !== (a.citations.length === 0)) throw new Error(`${q.id}: an answer without citations, or an abstention with some`);
  results.push({
    q,
    a,
    ok: judge(q, a),
    firstPage: pathOf(ranked[0]?.url ?? null),
    inTop5: q.kind === 'answerable' && ranked.some((x) => q.pages!.includes(pathOf(x.url)!)),
    verbatim: a.citations.every((c) => chunkText.get(`${c.url}#${c.chunkIndex}`)?.includes(c.quote) ?? false),
  });
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
const count = (rs: Result[], f: (r: Result) => boolean) => rs.filter(f).length;
const firstRight = (r: Result) => r.q.pages!.includes(r.firstPage!);
function summary(label: string, rs: Result[]) {
  const [a, n, u] = (['answerable', 'near-miss', 'unrelated'] as const).map((k) => rs.filter((r) => r.q.kind === k));
  const share = (xs: Result[], f: (r: Result) => boolean) => `${count(xs, f)}/${xs.length} (${pct(count(xs, f), xs.length)})`;
  console.log(
    `${label.padEnd(9)} answerable correct ${share(a!, (r) => r.ok)}, right page first ${share(a!, firstRight)}, in top 5 ${pct(count(a!, (r) => r.inTop5), a!.length)}, ` +
      `near-miss abstained ${share(n!, (r) => r.ok)}, unrelated abstained ${share(u!, (r) => r.ok)}`,
  );
}
summary('tuning', results.filter((r) => !r.q.heldout));
summary('held-out', results.filter((r) => r.q.heldout));
summary('all', results);
const quoted = results.filter((r) => !r.a.abstained);
console.log(`verbatim quotes: ${count(quoted, (r) => r.verbatim)}/${quoted.length} answers (${pct(count(quoted, (r) => r.verbatim), quoted.length)})`);
if (llm) console.log(`engine: ${count(results, (r) => r.a.engine === 'model')} answers by the model, ${count(results, (r) => r.a.engine === 'extractive')} extractive (fallback)`);
console.log(`ask latency: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`);

const shown = flag('--show-heldout') ? results : results.filter((r) => !r.q.heldout);
const failures = shown.filter((r) => !r.ok || (r.q.kind === 'answerable' && !firstRight(r)) || !r.verbatim);
if (failures.length) console.log(`\nfailures${flag('--show-heldout') ? '' : ' (tuning questions only)'}:`);
for (const r of failures) {
  const what = r.q.kind === 'answerable' ? (r.a.abstained ? 'abstained' : r.ok ? 'right answer' : 'wrong answer') : r.ok ? 'abstained' : 'answered';
  console.log(`- ${r.q.id} [${r.q.kind}${r.q.heldout ? ', held out' : ''}] ${r.q.question}`);
  console.log(`    ${what}; first page ${r.firstPage}${r.q.pages ? ` (want ${r.q.pages.join(' or ')})` : ''}${r.verbatim ? '' : '; QUOTE NOT VERBATIM'}`);
  const said = r.a.abstained ? `(abstained: ${r.a.reason}${r.a.detail ? ` "${r.a.detail}"` : ''})` : r.a.text.replace(/\s+/g, ' ').slice(0, 300);
  console.log(`    answer: ${said}`);
}
if (flag('--verbose')) for (const r of shown.filter((x) => x.ok)) console.log(`- ${r.q.id} ${r.q.question}\n    ${r.a.abstained ? `(abstained: ${r.a.reason})` : r.a.text}`);
if (flag('--sweep')) await sweep(deps, tenant, baseIds, siteQuestions().filter((q) => !q.heldout), judge);

await bench.close();
await site.close();
await fake?.close();
