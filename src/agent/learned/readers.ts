import complaint from './complaint.json' with { type: 'json' };
import person from './person.json' with { type: 'json' };
import { probability, type Weights } from './classifier.js';
import { buyingQuestions, buysNow, needsFromWhen } from '../buy-words.js';
import { commitsWithNextStep } from '../next-step.js';
import { defersToSomeone, onlySomeoneElse, towardTeam, troubleCue } from './cues.js';
import { shouted } from '../complaint-signs.js';

/**
 * The learned readers' second opinion on a message the rules of acts.ts have read (issue 27): the rules keep
 * missing wordings nobody wrote a rule for ("cool cool cool. it told me to reorder 300 umbrellas. in july."), and a
 * reader trained on every development script's turns carries what those wordings share with the ones seen.
 * Each reader only adds an act the rules did not find; it never takes one away.
 */
export const COMPLAINT = complaint as Weights;
export const PERSON = person as Weights;

/**
 * Praise beside a complaint is mostly sarcasm ("lovely. 40 minutes past our appointment. again."), but praise alone
 * ("the nurses were wonderful") shares most of its words with it: with words of praise in the message the reader
 * must be surer (chosen on the development scripts, leaving the r9 and r10 scripts out of training).
 */
const PRAISED_BAR = 0.9;

/** The whole message reads as a complaint; `praised`: the message holds words of praise. */
export const readsAsComplaint = (text: string, praised = false): boolean =>
  // Capitals are shouting, a sign of feeling the reader then weighs ("SOMEONE BINNED THE MONITOR FROM MY DESK"), unless
  // what is shouted is praise ("THIS NEW DASHBOARD IS GREAT").
  (troubleCue(text) || (!praised && shouted(text))) &&
  probability(COMPLAINT, text) >= (praised ? Math.max(COMPLAINT.threshold, PRAISED_BAR) : COMPLAINT.threshold);

/**
 * A person asked for by the business's own role words ("reception please", "Get me the clinical director.",
 * "pásame con algún veterinario") holds none of the words that turn to the company's side (cues.ts). Without them
 * the reader must be surer: out of fold on the development scripts, at 0.9 it finds 97 of 251 such requests and says
 * yes to none of 1,020 calm turns.
 */
const UNCUED_PERSON_BAR = 0.9;

/** Acts the person reader may turn into a request for a person: what the rules left as plain telling or asking. */
const OPEN = new Set(['statement', 'question']);
/** Acts after which the message is already handled as a hand-over or as something the reader must not override. */
const SETTLED = new Set(['person', 'meeting', 'complaint', 'botQuestion', 'injection', 'correction', 'contact']);

/** Buying said or asked (buy-words.ts, next-step.ts): the turn hands over to sales with its qualifying question. */
const buying = (parts: readonly { text: string; act: string }[], read: (s: string) => string) =>
  parts.some((p) => buysNow(read(p.text)) || needsFromWhen(read(p.text))) ||
  buyingQuestions(parts, read).size > 0 ||
  commitsWithNextStep(parts, read);

/**
 * The part of a message that asks for a person when the rules found none and the reader says the message does:
 * the open part the reader rates highest; -1 when there is none, or when the message buys (the sales hand-over
 * of deterministic.ts, with its qualifying question, handles it).
 */
export function personPart(
  parts: readonly { text: string; act: string }[],
  text: string,
  read: (s: string) => string = (s) => s,
): number {
  if (parts.some((p) => SETTLED.has(p.act)) || buying(parts, read)) return -1;
  const p = probability(PERSON, text);
  if (onlySomeoneElse(text) || defersToSomeone(text)) return -1;
  if (towardTeam(text) ? p < PERSON.threshold : p < UNCUED_PERSON_BAR) return -1;
  let best = -1;
  let top = 0;
  parts.forEach((p, i) => {
    const pr = OPEN.has(p.act) ? probability(PERSON, p.text) : 0;
    if (OPEN.has(p.act) && pr >= top) [best, top] = [i, pr];
  });
  return best;
}
