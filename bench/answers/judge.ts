import type { GroundedAnswer } from '../../src/resources/knowledge/ask.js';
import type { SiteQuestion } from './serve.js';

const lower = (s: string) => s.toLowerCase();
export const pathOf = (url: string | null) => (url ? new URL(url).pathname : null);

/** Right for an answerable question: every expected group in the text and a citation of a page that states it; else an abstention. */
export function judge(q: SiteQuestion, a: Pick<GroundedAnswer, 'text' | 'citations' | 'abstained'>): boolean {
  if (q.kind !== 'answerable') return a.abstained;
  const cited = a.citations.map((c) => pathOf(c.url));
  return (
    !a.abstained &&
    q.expect!.every((group) => group.some((s) => lower(a.text).includes(lower(s)))) &&
    cited.some((p) => q.pages!.includes(p!))
  );
}
