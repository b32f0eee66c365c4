/**
 * Grounded answers on the SQuAD 2.0 split (paragraphs as text sources), through
 * the real indexing path and the real ask code.
 *   npx tsx bench/ask.ts --db=pglite|postgres [--limit=N] [--sweep]
 * Answerable questions count as correct when the answer holds a gold answer and
 * cites its paragraph; unanswerable ones when the answer abstains. Off-topic:
 * questions of the articles left out of a second base holding half the articles.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR, dbArg, ms, openBench, percentile } from './lib.js';
import { addTextSource, createBase } from '../src/resources/knowledge/service.js';
import { ask, extractive, prepareAsk } from '../src/resources/knowledge/ask.js';
import { THRESHOLDS, type Prepared } from '../src/resources/knowledge/answer/extractive.js';
import type { AskAnswerBody } from '../src/resources/knowledge/schemas.js';

interface Qa {
  question: string;
  answers: Array<{ text: string }>;
  is_impossible?: boolean;
}
const data = JSON.parse(fs.readFileSync(path.join(DATA_DIR, 'squad2/dev-v2.0.json'), 'utf8')).data as Array<{
  title: string;
  paragraphs: Array<{ context: string; qas: Qa[] }>;
}>;
const limitArg = Number(process.argv.find((a) => a.startsWith('--limit='))?.slice(8) ?? 0);
const sweep = process.argv.includes('--sweep');

const bench = await openBench(dbArg());
const { deps, tenant } = bench;
const all = await deps.db.tenantTx(tenant, (tx) => createBase(deps, tx, { name: 'SQuAD', shared: true }));
const half = await deps.db.tenantTx(tenant, (tx) => createBase(deps, tx, { name: 'SQuAD first half', shared: true }));
const paragraphOf = new Map<string, string>();
const questions: Array<{ qa: Qa; paragraph: string; article: number }> = [];
const t0 = Date.now();
for (const [a, article] of data.entries()) {
  await deps.db.tenantTx(tenant, async (tx) => {
    for (const [p, para] of article.paragraphs.entries()) {
      const key = `${a}/${p}`;
      const title = `${article.title.replace(/_/g, ' ')} (paragraph ${p + 1})`;
      paragraphOf.set((await addTextSource(deps, tx, all.id, { title, text: para.context })).id, key);
      if (a < data.length / 2) await addTextSource(deps, tx, half.id, { title, text: para.context });
      for (const qa of para.qas) questions.push({ qa, paragraph: key, article: a });
    }
  });
}
const indexSecs = (Date.now() - t0) / 1000;

// A fixed spread over the split when --limit is given (every k-th question).
const pick = <T>(xs: T[]) =>
  limitArg > 0 && limitArg < xs.length ? xs.filter((_, i) => i % Math.ceil(xs.length / limitArg) === 0) : xs;
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
const abstained = (r: AskAnswerBody) => r.citations.length === 0;
const answeredRight = (r: AskAnswerBody, qa: Qa, paragraph: string) =>
  !abstained(r) &&
  qa.answers.some((g) => norm(r.answer).includes(norm(g.text))) &&
  r.citations.some((c) => paragraphOf.get(c.sourceId!) === paragraph);

const sample = pick(questions);
const latencies: number[] = [];
const prepared: Array<{ p: Prepared; qa: Qa; paragraph: string }> = [];
let answerable = 0;
let answerableRight = 0;
let impossible = 0;
let impossibleAbstained = 0;
for (const { qa, paragraph } of sample) {
  const start = performance.now();
  const r = await ask(deps, tenant, { question: qa.question, baseIds: [all.id] });
  latencies.push(performance.now() - start);
  if (qa.is_impossible) {
    impossible++;
    if (abstained(r)) impossibleAbstained++;
  } else {
    answerable++;
    if (answeredRight(r, qa, paragraph)) answerableRight++;
  }
  if (sweep)
    prepared.push({ p: await prepareAsk(deps, tenant, { question: qa.question, baseIds: [all.id] }), qa, paragraph });
}

const offTopic = pick(questions.filter((q) => q.article >= data.length / 2));
let offAbstained = 0;
for (const { qa } of offTopic)
  if (abstained(await ask(deps, tenant, { question: qa.question, baseIds: [half.id] }))) offAbstained++;

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
console.log(
  `SQuAD 2.0 split on ${dbArg()}: ${sample.length} questions (${answerable} answerable, ${impossible} unanswerable), ${paragraphOf.size} paragraphs indexed in ${indexSecs.toFixed(1)} s`,
);
console.log(`thresholds: ${JSON.stringify(THRESHOLDS)}`);
console.log(
  `answerable answered correctly (gold answer in the answer, its paragraph cited): ${pct(answerableRight, answerable)}`,
);
console.log(`unanswerable abstained: ${pct(impossibleAbstained, impossible)}`);
console.log(
  `whole split accuracy: ${pct(answerableRight + impossibleAbstained, sample.length)} (always-abstain baseline ${pct(impossible, sample.length)})`,
);
console.log(
  `off-topic questions abstained (${offTopic.length} questions of articles not in the base): ${pct(offAbstained, offTopic.length)}`,
);
console.log(`ask latency: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`);

if (sweep) {
  // Support bar against the credit a facet gets from elsewhere in the chunk (the two that trade answers for abstentions).
  console.log('\n names support  chunk  answerable  unanswerable  whole');
  for (const [namesNear, chunk] of [
    [0, 0.2],
    [0, 0.4],
    [1, 0.2],
    [1, 0.4],
  ] as const) {
    for (const support of [0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.8, 0.9]) {
      let a = 0;
      let u = 0;
      for (const { p, qa, paragraph } of prepared) {
        const g = extractive(p, { ...THRESHOLDS, support, chunk, namesNear });
        const r = { answer: g.text, citations: g.citations };
        if (qa.is_impossible ? abstained(r) : answeredRight(r, qa, paragraph)) qa.is_impossible ? u++ : a++;
      }
      console.log(
        ` ${namesNear ? 'near ' : 'chunk'} ${support.toFixed(2)}     ${chunk.toFixed(1)}    ${pct(a, answerable).padEnd(11)} ${pct(u, impossible).padEnd(13)} ${pct(a + u, prepared.length)}`,
      );
    }
  }
}
await bench.close();
