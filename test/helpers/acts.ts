import { actsOf } from '../../src/agent/acts.js';
import { plainEnglish } from '../../src/agent/chat-english.js';
import { detectLanguage } from '../../src/agent/language.js';

/** The dialogue acts of a visitor's message as the engine reads it (chat English made plain when it is English). */
export const actNames = (text: string) => {
  const lang = detectLanguage(text);
  return actsOf(text, lang === 'en' ? plainEnglish : undefined).map((p) => p.act);
};
