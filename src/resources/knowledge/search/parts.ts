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
const AUX = 'do|does|did|can|could|will|would|should|is|are|am|was|were|have|has';
/**
 * Where a comma would stand between two questions typed without it ("wat r ur hours can i come at weekends", "if i
 * cancel do i lose everything"): before an auxiliary and its subject ("can i", "do you", "is there"), or a wh-word
 * with its verb ("what's", "what is", "how do").
 */
const BARE_JOIN_RE = new RegExp(
  `\\s+(?=(?:(?:${AUX})\\s+(?:i|you|we|they|it|there)|(?:what|how|where|who|when|why|which)(?:'s|\\s+(?:${AUX})))\\b(?!'))`,
  'gi',
);
/** A lead-in said before the question ("so", "hey"), passed over to find how a piece opens. */
const LEAD_RE = /^(?:(?:hey|hi|hello|ok|okay|so|and|but|also|um|uh)\b[\s,]*)+/i;
/**
 * A piece that opens with a wh-word or an auxiliary is a question of its own only with its verb ("what are your
 * hours", "do you have parking"); "how many seats" still wants the "can i add" after it.
 */
const OPENS_RE = new RegExp(`^(?:what|how|when|where|who|why|which|whose|any|${AUX})\\b`, 'i');
const WHOLE_RE = new RegExp(`^(?:(?:what|how|when|where|who|why|which)(?:'s|\\s+(?:${AUX}))|(?:${AUX}))\\b`, 'i');

/** A piece cut where a comma was left out; none where the words before it want the question after them. */
function bareSplit(piece: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of piece.matchAll(BARE_JOIN_RE)) {
    const before = piece.slice(from, m.index).trim();
    const lead = before.replace(LEAD_RE, '');
    if ((before.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) < MIN_WORDS) continue;
    // A wh-word further on wants its verb as well: "tesla - how much battery does it need".
    const wh = lead.match(/\b(?:what|how|when|where|who|why|which|whose)\b.*$/i)?.[0];
    if ((OPENS_RE.test(lead) && !WHOLE_RE.test(lead)) || (wh && !WHOLE_RE.test(wh))) continue;
    out.push(before);
    from = m.index + m[0].length;
  }
  out.push(piece.slice(from).trim());
  return out;
}
/** Words that only hold a question together: a part of these alone (and light verbs) asks nothing of its own. */
const FUNCTION_RE =
  /^(?:i|me|my|you|your|we|us|our|it|its|they|them|this|that|there|here|a|an|the|to|of|for|in|on|at|with|by|from|about|how|what|when|where|who|which|why|do|does|did|can|could|is|are|was|were|be|will|would|should|have|has|had|any|some|and|or|so|then|else|too|also|please|thanks)$/;

export function questionParts(question: string): string[] {
  const text = expandChat(question).replace(/\s+/g, ' ').trim();
  const pieces = text
    .split(/(?<=\?)\s+(?=\S)/)
    .flatMap((p) => p.split(JOIN_RE))
    .flatMap(bareSplit)
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
