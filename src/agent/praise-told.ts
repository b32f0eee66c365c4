import { PRAISE, type Part } from './acts.js';
import { BUY_VERB } from './buy-words.js';

/**
 * Praise or thanks for what the visitor has had from the business, and nothing else (issue 27, twelfth round): "the
 * trial lesson was brilliant, best one in years. Thank you!". A price or trial word in it ("trial", "plan") tells of
 * what happened, not of a wish to buy, so the message is thanked and no qualifying question follows. Read from the
 * parts: thanks or a compliment, and every other part a courtesy or a statement with a word of praise, no question
 * mark, no contrast ("but") and no verb of buying ("we'll buy the annual plan" keeps its interest).
 */
const COURTESY = new Set(['thanks', 'compliment', 'greeting', 'goodbye', 'ack']);
const CONTRAST = /(?<![\p{L}])(but|though|however|aber|doch|maar|mais|pero|mas|porém)(?![\p{L}])/iu;

export function praiseTold(parts: readonly Part[], read: (s: string) => string): boolean {
  if (!parts.some((p) => p.act === 'thanks' || p.act === 'compliment')) return false;
  return parts.every((p) => {
    const said = read(p.text);
    if (BUY_VERB.test(said)) return false;
    if (COURTESY.has(p.act)) return true;
    return p.act === 'statement' && PRAISE.test(said) && !/\?/.test(said) && !CONTRAST.test(said);
  });
}
