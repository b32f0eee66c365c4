/**
 * Threshold sweeps for bench/answers (--sweep), on the development sites'
 * questions only (pooled): the answerer's bar (`answer`, on the one score that
 * ranks the candidates), the features it may weigh instead of filtering
 * (`noSpan`, `negation`), and its credits.
 */
import type { Deps } from '../../src/deps.js';
import { THRESHOLDS, type Thresholds } from '../../src/resources/knowledge/answer/extractive.js';
import { extractive, prepareAsk, type GroundedAnswer } from '../../src/resources/knowledge/ask.js';
import type { SiteQuestion } from './serve.js';

type Judge = (q: SiteQuestion, a: Pick<GroundedAnswer, 'text' | 'citations' | 'abstained'>) => boolean;
const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

export async function sweep(
  deps: Deps,
  tenant: string,
  sites: Array<{ baseIds: string[]; questions: SiteQuestion[] }>,
  judge: Judge,
): Promise<void> {
  const prepared = [];
  for (const { baseIds, questions } of sites)
    for (const q of questions)
      prepared.push({ q, p: await prepareAsk(deps, tenant, { question: q.question, baseIds }) });
  console.log(
    '\nanswerer sweep (development sites, pooled): setting, answerable correct, near-miss abstained, unrelated abstained',
  );
  const grid: Array<Partial<Thresholds>> = [];
  for (const answer of [0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1, 1.1]) grid.push({ answer });
  for (const noSpan of [0.1, 0.2, 0.3, 0.5, 1])
    for (const negation of [0.1, 0.3, 1])
      for (const answer of [0.75, 0.8, 0.85, 0.9]) grid.push({ noSpan, negation, answer });
  for (const chunk of [0.2, 0.4]) for (const support of [0.4, 0.55, 0.7]) grid.push({ chunk, support });
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
    console.log(`  ${JSON.stringify(g).padEnd(44)} ${a} ${n} ${u}`);
  }
}
