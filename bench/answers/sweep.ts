/**
 * Threshold sweeps for bench/answers (--sweep), on the tuning questions only:
 * the answerer's bar (`answer`, on the one score that ranks the candidates),
 * its credits, and the re-ranking weights.
 */
import type { Deps } from '../../src/deps.js';
import { THRESHOLDS, type Thresholds } from '../../src/resources/knowledge/answer/extractive.js';
import { extractive, prepareAsk, type GroundedAnswer } from '../../src/resources/knowledge/ask.js';
import { RERANK, retrieve } from '../../src/resources/knowledge/retrieve.js';
import type { SiteQuestion } from './serve.js';

type Judge = (q: SiteQuestion, a: Pick<GroundedAnswer, 'text' | 'citations' | 'abstained'>) => boolean;
const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

export async function sweep(
  deps: Deps,
  tenant: string,
  baseIds: string[],
  questions: SiteQuestion[],
  judge: Judge,
): Promise<void> {
  const prepared = [];
  for (const q of questions) prepared.push({ q, p: await prepareAsk(deps, tenant, { question: q.question, baseIds }) });
  console.log(
    '\nanswerer sweep (tuning questions): setting, answerable correct, near-miss abstained, unrelated abstained',
  );
  const grid: Array<Partial<Thresholds>> = [];
  for (const answer of [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1, 1.1]) grid.push({ answer });
  for (const chunk of [0.2, 0.4]) for (const support of [0.4, 0.55, 0.7]) grid.push({ chunk, support });
  for (const noSpan of [0.1, 0.2, 0.3, 0.5]) for (const answer of [0.8, 0.85, 0.9]) grid.push({ noSpan, answer });
  for (const retrieval of [0, 0.4]) grid.push({ retrieval });
  for (const topic of [0, 0.2, 0.4, 0.6]) grid.push({ topic });
  for (const g of grid) {
    const t = { ...THRESHOLDS, ...g };
    const right = { answerable: [0, 0], 'near-miss': [0, 0], unrelated: [0, 0] };
    for (const { q, p } of prepared) {
      right[q.kind][1]!++;
      if (judge(q, extractive(p, t))) right[q.kind][0]!++;
    }
    const [a, n, u] = Object.values(right).map(([ok, all]) => pct(ok!, all!).padEnd(7));
    console.log(`  ${JSON.stringify(g).padEnd(34)} ${a} ${n} ${u}`);
  }
  console.log('\nre-ranking sweep (tuning questions): setting, right page first');
  const answerable = questions.filter((q) => q.kind === 'answerable');
  const saved = { ...RERANK };
  for (const support of [0, 0.5, 1, 1.5, 2]) {
    for (const span of [0, 0.3, 0.6]) {
      Object.assign(RERANK, { support, span });
      let first = 0;
      for (const q of answerable) {
        const { results } = await retrieve(deps, tenant, { query: q.question, limit: 1, baseIds });
        if (results[0]?.url && q.pages!.includes(new URL(results[0].url).pathname)) first++;
      }
      console.log(`  ${JSON.stringify({ support, span }).padEnd(34)} ${pct(first, answerable.length)}`);
    }
  }
  Object.assign(RERANK, saved);
}
