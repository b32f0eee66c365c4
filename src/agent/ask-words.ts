/** Statements that ask for something, and asking someone of the team to get back. Split from deterministic.ts. */
import { STAFF } from './act-words.js';

/** Words that say a statement asks for something ("we need…", "looking for…"). */
export const WANTS =
  /\b(need|want|looking for|interested in|wondering|would like|i'd like|require|brauche|suche|möchte|zoek|wil graag|cherche|voudrais|busco|necesito|quisiera|procuro|preciso|gostaria)\b/i;
/**
 * Of those, the statements that are questions in another form, handed over when the knowledge does not cover
 * them: asking to know something ("I'd like to know whether…", "wondering if…") or naming a thing needed
 * ("we need an integration with…"). Wishes and interest ("we want to start soon", "interested in Growth") are
 * answered when the knowledge covers them and otherwise not filed: nobody asked the team anything.
 */
export const ASKS =
  /(?<![\p{L}])(know|learn|find out|understand|wondering|wonder|curious|ask|check|need|require|looking for|must have|wissen|erfahren|brauche|benötige|suche|weten|nodig|zoek|savoir|besoin|cherche|saber|necesito|busco|preciso|procuro)(?![\p{L}])/iu;

/**
 * "could someone from the team get back to me on that?": asking someone of the team, in a request form, to get
 * back is a request to hand the matter over, not only the address for a hand-over made before ("so you can get
 * back to me").
 */
export const asksSomeone = (p: string) =>
  STAFF.test(p) &&
  /^\s*(\p{L}+,?\s+)?(can|could|would|will|may|please|kann|könnte|könnten|kan|kunnen|zou|pouvez|pourriez|pourrait|peut|puede|podría|pueden|pode|poderia|podem)(?![\p{L}])/iu.test(
    p,
  );
