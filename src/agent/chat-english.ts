/**
 * English as it is typed in a chat ("how's ur day going", "r u a bot", "can u pls get someone to call me"):
 * the abbreviations and dropped apostrophes written out, so the dialogue acts (acts.ts), whose word classes
 * are written in full words, read a casual message as they read a careful one. Applied only to a message
 * detected as English: "u" and "wat" are Dutch words too.
 */
const CHAT: Record<string, string> = {
  u: 'you',
  r: 'are',
  ur: 'your',
  wat: 'what',
  wut: 'what',
  hw: 'how',
  cn: 'can',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thank you',
  tmrw: 'tomorrow',
  ppl: 'people',
  abt: 'about',
  bc: 'because',
  cuz: 'because',
  im: "I'm",
  ive: "I've",
  dont: "don't",
  cant: "can't",
  wont: "won't",
  doesnt: "doesn't",
  didnt: "didn't",
  wasnt: "wasn't",
  havent: "haven't",
  isnt: "isn't",
  whats: "what's",
  hows: "how's",
  wanna: 'want to',
  gonna: 'going to',
  til: 'until',
  any1: 'anyone',
  some1: 'someone',
};

/** The words of chat English that tell it from other languages (language.ts counts them as English). */
export const CHAT_WORDS: readonly string[] = [
  // Not "im", a German word ("im Büro"): language.ts reads "im a …" as English by the word after it.
  ...Object.keys(CHAT).filter((w) => w !== 'im'),
  'tbh',
  'btw',
  'rn',
  'lol',
  'idk',
  'imo',
  'gotta',
  'yall',
  'guys',
];

const WORD = new RegExp(`(?<![\\p{L}\\p{N}'’@.])(${Object.keys(CHAT).join('|')})(?![\\p{L}\\p{N}'’@])`, 'giu');

/** The message with chat abbreviations written out (its other words, case and punctuation kept). */
export function plainEnglish(text: string): string {
  return text.replace(WORD, (w) => CHAT[w.toLowerCase()] ?? w);
}
