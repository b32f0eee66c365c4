/**
 * Ablation of the answerer's rules for bench/answers (--ablate): each rule that
 * filters candidates or reads a question before the one score, turned off
 * alone, on the same prepared questions (rules of retrieval re-prepare them).
 * Prints aggregates only, development sites and held-out sites pooled: a rule
 * that helps the first development site and costs on the others is fitted to it.
 */
import type { Deps } from '../../src/deps.js';
import { THRESHOLDS, type Prepared, type Thresholds } from '../../src/resources/knowledge/answer/extractive.js';
import { extractive, prepareAsk, type GroundedAnswer } from '../../src/resources/knowledge/ask.js';
import { CASUAL_RULES } from '../../src/resources/knowledge/search/casual.js';
import type { SiteQuestion } from './serve.js';

type Judge = (q: SiteQuestion, a: Pick<GroundedAnswer, 'text' | 'citations' | 'abstained'>) => boolean;
export interface AblationSite {
  group: string;
  baseIds: string[];
  questions: SiteQuestion[];
}
interface Setting {
  name: string;
  t?: Partial<Thresholds>;
  /** Answer a packed line whole. */
  whole?: boolean;
  casual?: Partial<typeof CASUAL_RULES>;
}

export const SETTINGS: Setting[] = [
  { name: 'all rules (as shipped)' },
  { name: 'names in the sentence or headings off', t: { namesNear: 0 } },
  { name: 'names in the chunk off', t: { chunkNames: 0 } },
  { name: 'missing-term abstention off', t: { missingTerm: 0 } },
  { name: 'focus of a count off', t: { focus: 0 } },
  { name: 'opposites off', t: { opposites: 0 } },
  { name: 'question leads off', t: { leads: 0 } },
  { name: 'negation filter off (no penalty)', t: { negation: 0 } },
  { name: 'negation as feature 0.3', t: { negation: 0.3 } },
  { name: 'span kind: filter off (no penalty)', t: { noSpan: 0 } },
  { name: 'span kind as feature 0.3', t: { noSpan: 0.3 } },
  { name: 'heading span off', t: { headSpan: 0 } },
  { name: 'section topic 0', t: { topic: 0 } },
  { name: 'adjacent pairs 0', t: { pair: 0 } },
  { name: 'retrieval weight 0', t: { retrieval: 0 } },
  { name: 'span bonus 0', t: { spanBonus: 0 } },
  { name: 'bar 0.5', t: { answer: 0.5 } },
  { name: 'bar 0.7', t: { answer: 0.7 } },
  { name: 'bar 0.8', t: { answer: 0.8 } },
  { name: 'bar 0.95', t: { answer: 0.95 } },
  { name: 'bar 1.0', t: { answer: 1 } },
  { name: 'packed questions whole', whole: true },
  { name: 'English slips off', casual: { englishSlips: false } },
  { name: 'run-together words off', casual: { runTogether: false } },
];

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
const whole = (p: Prepared): Prepared => ({ ...p, parts: undefined });

async function prepareAll(deps: Deps, tenant: string, sites: AblationSite[]) {
  const out: Array<{ group: string; q: SiteQuestion; p: Prepared }> = [];
  for (const { group, baseIds, questions } of sites)
    for (const q of questions)
      out.push({ group, q, p: await prepareAsk(deps, tenant, { question: q.question, baseIds }) });
  return out;
}

export async function ablate(
  deps: Deps,
  tenant: string,
  sites: AblationSite[],
  judge: Judge,
  settings: Setting[] = SETTINGS,
): Promise<void> {
  const shipped = await prepareAll(deps, tenant, sites);
  const groups = [...new Set(sites.map((s) => s.group))];
  console.log(
    `\nablation (answerable correct / near-miss abstained per group; held-out: aggregates only)\n${'setting'.padEnd(40)}${groups.map((g) => g.padEnd(34)).join('')}`,
  );
  // Where answerable questions are lost, as shipped: abstained (by reason) or answered wrongly (right page cited or not).
  for (const g of groups) {
    const tally = new Map<string, number>();
    for (const x of shipped.filter((y) => y.group === g && y.q.kind === 'answerable')) {
      const a = extractive(x.p);
      const key = judge(x.q, a)
        ? 'correct'
        : a.abstained
          ? `abstained ${a.reason}`
          : a.citations.some((c) => c.url && x.q.pages!.includes(new URL(c.url).pathname))
            ? 'wrong, right page cited'
            : 'wrong page';
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    console.log(`${g}: ${[...tally].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  }
  for (const s of settings) {
    let prepared = shipped;
    if (s.casual) {
      const saved = { ...CASUAL_RULES };
      Object.assign(CASUAL_RULES, s.casual);
      prepared = await prepareAll(deps, tenant, sites);
      Object.assign(CASUAL_RULES, saved);
    }
    const t = { ...THRESHOLDS, ...s.t };
    const cells = groups.map((g) => {
      const of = prepared.filter((x) => x.group === g);
      const ok = of.map((x) => ({ q: x.q, ok: judge(x.q, extractive(s.whole ? whole(x.p) : x.p, t)) }));
      const rate = (f: (q: SiteQuestion) => boolean) => {
        const xs = ok.filter((x) => f(x.q));
        return pct(xs.filter((x) => x.ok).length, xs.length);
      };
      return `${rate((q) => q.kind === 'answerable')} c${rate((q) => q.kind === 'answerable' && !!q.casual)} n${rate((q) => q.kind === 'near-miss')} u${rate((q) => q.kind === 'unrelated')}`;
    });
    console.log(`${s.name.padEnd(40)}${cells.map((c) => c.padEnd(34)).join('')}`);
  }
}
