import { expandChat } from './casual.js';
import { analyseQuestion } from './question.js';

/**
 * Visitors pack questions into one line ("how much is flex and can i bring a
 * guest", "is there parking? also do u have showers"). Read whole, the second
 * question's words dilute the first's and the answer fits neither; read apart,
 * each is answered on its own. A line is split after a question mark followed
 * by more words, and before a comma, semicolon, "and", "also", "plus" or "&"
 * that a question opener follows (a wh-word or an auxiliary verb). A part of
 * fewer than three words, or that says nothing of its own ("how do i get it":
 * no word but light verbs and filler), stays with the one before.
 */
const OPENER =
  "(?:what(?:'s)?|how(?:'s)?|when|where|who|which|why|can|could|do|does|did|is|are|will|would|should|any|have|has)";
const JOIN_RE = new RegExp(
  `(?:\\s*[,;]\\s*(?:and\\s+|also\\s+|plus\\s+|&\\s+)?|\\s+(?:and|also|plus|&)\\s+)(?:also\\s+|so\\s+)?(?=${OPENER}\\b)`,
  'gi',
);
const MIN_WORDS = 3;
/** Words that only hold a question together: a part of these alone (and light verbs) asks nothing of its own. */
const FUNCTION_RE =
  /^(?:i|me|my|you|your|we|us|our|it|its|they|them|this|that|there|here|a|an|the|to|of|for|in|on|at|with|by|from|about|how|what|when|where|who|which|why|do|does|did|can|could|is|are|was|were|be|will|would|should|have|has|had|any|some|and|or|so|then|else|too|also|please|thanks)$/;

export function questionParts(question: string): string[] {
  const text = expandChat(question).replace(/\s+/g, ' ').trim();
  const pieces = text
    .split(/(?<=\?)\s+(?=\S)/)
    .flatMap((p) => p.split(JOIN_RE))
    .map((p) => p.trim().replace(/^(?:and|also|plus|so|&)\s+/i, ''))
    .filter(Boolean);
  const parts: string[] = [];
  for (const p of pieces) {
    const words = p.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
    const own = analyseQuestion(p).words.some((w) => !w.light && !FUNCTION_RE.test(w.lower));
    if ((words < MIN_WORDS || !own) && parts.length > 0) parts[parts.length - 1] += ` ${p}`;
    else parts.push(p);
  }
  // A first piece too short to stand alone was kept; join it to the next.
  if (parts.length > 1 && (parts[0]!.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) < MIN_WORDS)
    parts.splice(0, 2, `${parts[0]} ${parts[1]}`);
  return parts.length > 1 ? parts : [];
}
