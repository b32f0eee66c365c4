import { isAcknowledgement } from './courtesy-words.js';
import { selfReport } from './self-report.js';

/**
 * "Oké, dan nemen we die zelf mee. Bedankt!", "ah ok, we'll manage then, thanks": a reaction to the last answer and
 * thanks, saying nothing of the visitor (no size, date or role, no figure). The exchange closes there: it is no
 * answer to a pending qualifying question, and no new one is put (deterministic.ts).
 */
export function thanksOff(parts: ReadonlyArray<{ act: string; text: string }>): boolean {
  const reacts = (text: string) =>
    isAcknowledgement(text.split(/[\s,!.]+/)[0] ?? '') && selfReport(text).length === 0 && !/\d/.test(text);
  return (
    parts.some((p) => p.act === 'thanks') &&
    parts.every((p) => p.act === 'thanks' || (p.act === 'statement' && reacts(p.text)))
  );
}
