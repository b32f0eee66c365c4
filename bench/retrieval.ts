/**
 * nDCG@10 on BEIR SciFact (test queries) through the real indexing path (each
 * document a text source) and the real retrieve code, with query latency.
 *   npx tsx bench/retrieval.ts --db=pglite|postgres
 */
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR, dbArg, ms, openBench, percentile, readJsonl } from './lib.js';
import { addTextSource, createBase } from '../src/resources/knowledge/service.js';
import { retrieve } from '../src/resources/knowledge/retrieve.js';

const kind = dbArg();
const dir = path.join(DATA_DIR, 'scifact');
const corpus = readJsonl<{ _id: string; title: string; text: string }>(path.join(dir, 'corpus.jsonl'));
const queries = new Map(
  readJsonl<{ _id: string; text: string }>(path.join(dir, 'queries.jsonl')).map((q) => [q._id, q.text]),
);
const qrels = new Map<string, Set<string>>();
for (const line of fs.readFileSync(path.join(dir, 'qrels/test.tsv'), 'utf8').split('\n').slice(1)) {
  const [q, d, score] = line.trim().split('\t');
  if (!q || !d || Number(score) <= 0) continue;
  if (!qrels.has(q)) qrels.set(q, new Set());
  qrels.get(q)!.add(d);
}

const bench = await openBench(kind);
const { deps, tenant } = bench;
const started = Date.now();
const base = await deps.db.tenantTx(tenant, (tx) => createBase(deps, tx, { name: 'SciFact', shared: true }));
const docOf = new Map<string, string>();
for (let i = 0; i < corpus.length; i += 250) {
  await deps.db.tenantTx(tenant, async (tx) => {
    for (const doc of corpus.slice(i, i + 250)) {
      // Text sources take titles of 200 characters at most (a few SciFact titles are longer): the rest of the title is cut.
      const title = (doc.title || doc._id).slice(0, 200);
      const s = await addTextSource(deps, tx, base.id, { title, text: doc.text || doc.title });
      docOf.set(s.id, doc._id);
    }
  });
}
const indexSecs = (Date.now() - started) / 1000;

const dcg = (rels: number[]) => rels.reduce((s, r, i) => s + r / Math.log2(i + 2), 0);
let total = 0;
const latencies: number[] = [];
for (const [qid, relevant] of qrels) {
  const text = queries.get(qid)!;
  const t0 = performance.now();
  const { results } = await retrieve(deps, tenant, { query: text, limit: 30, baseIds: [base.id] });
  latencies.push(performance.now() - t0);
  const ranked: string[] = [];
  for (const r of results) {
    const d = docOf.get(r.sourceId!)!;
    if (!ranked.includes(d)) ranked.push(d);
  }
  const gains = ranked.slice(0, 10).map((d) => (relevant.has(d) ? 1 : 0));
  const ideal = dcg(Array.from({ length: Math.min(10, relevant.size) }, () => 1));
  total += dcg(gains) / ideal;
}
console.log(`SciFact test (${qrels.size} queries, ${corpus.length} documents) on ${kind}`);
console.log(`indexing: ${indexSecs.toFixed(1)} s (${(corpus.length / indexSecs).toFixed(0)} documents/s)`);
console.log(`nDCG@10: ${(total / qrels.size).toFixed(4)}`);
console.log(`retrieve latency: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`);
await bench.close();
