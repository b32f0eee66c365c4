import { COMPANY_ENDS, NAME_WORD, NOT_PEOPLE, capital, nameAt } from './name-words.js';

/**
 * A visitor naming themselves without "I'm" or "my name is" (issue 27): "hey, Mads Jensen-Holm from a tea shop in
 * Aarhus", "hi! Zsófia Kovács, just moved here", "hiya, Caoimhe Nic Giolla Phádraig here", "… Met Joost van der
 * Meulen, 06 …", "Karl Weber hier", "Marie Dubois ici", "Ana Ruiz aquí". Only a full name counts (two capitalised
 * words or more, particles and hyphens kept) that closes its clause; a single capitalised word after a greeting is
 * how sentences start ("hi! Just moved to Leeds"), and plans, places and teams are no one.
 */

/** Greetings that open a message, in the six languages. */
const GREETING =
  '(?:hi|hello|hey|heya|hiya|howdy|morning|afternoon|evening|good (?:morning|afternoon|evening|day)|greetings|hallo|servus|grüß gott|grüezi|guten (?:tag|morgen|abend)|moin|hoi|dag|goedemorgen|goedemiddag|goedenavond|bonjour|bonsoir|salut|coucou|hola|buenas(?: tardes| noches)?|buenos días|olá|ola|oi|bom dia|boa tarde|boa noite)(?:\\s+(?:there|all|everyone|folks|team))?';
const NAME_RUN = `(${NAME_WORD}(?:\\s+[\\p{L}'’-]{1,31}){0,8})`;

/** Words that make the capitalised run a plan, a question, a salutation, a day or a sentence ("Hi! I'm Based in …"). */
const NOT_NAMED = new Set(
  "plan plans tier package pricing price prices demo trial app software tool question questions quick dear sir madam all everyone folks monday tuesday wednesday thursday friday saturday sunday morning afternoon evening night weekend i i'm i’m im i've i'd i'll we we're it's it’s this that there".split(
    ' ',
  ),
);
/** First words of place names ("New York", "San Sebastián", "Port Talbot"): a city alone is no one. */
const PLACE_FIRST = new Set(
  'new san santa st st. saint sainte los las north south east west upper lower great port fort mount lake'.split(' '),
);
/** Words that open a sentence about someone else ("Is Anna here?"). */
const SENTENCE_WORDS =
  /^(is|are|was|were|am|can|could|do|does|did|will|would|who|what|where|when|how|why|which|the|my|our|your|ist|sind|wer|wo|hier|zijn|wie|waar|est|où|qui|es|está|dónde|quién|é|onde|quem)$/i;

/** A person's full name: two capitalised words or more, naming no team, plan, company or place. */
export function fullName(words: readonly string[], name: string | null): name is string {
  if (!name || words.filter((w) => capital(w)).length < 2) return false;
  const lower = name.split(' ').map((w) => w.toLowerCase());
  if (SENTENCE_WORDS.test(lower[0]!) || PLACE_FIRST.has(lower[0]!)) return false;
  return !lower.some((w) => NOT_PEOPLE.has(w) || NOT_NAMED.has(w)) && !COMPANY_ENDS.test(name);
}

/** What follows a name that closes its clause: a pause, the end, "here", or where the speaker is from. */
const CLOSES =
  /^(?:\s*(?:[,.!;:(–—-]|$)|\s+(?:here|speaking|hier|ici|aquí|aqui|from|of|at|with|aus|von|uit|bij|chez|desde|in)(?![\p{L}]))/iu;

/** The name the run of words at `start` of the text begins with, when it is a full name that closes its clause. */
function closedName(text: string, start: number, run: string): string | null {
  const words = run.split(/\s+/);
  const name = nameAt(words);
  if (!fullName(name?.split(' ') ?? [], name) || !text.startsWith(name, start)) return null;
  return CLOSES.test(text.slice(start + name.length)) ? name : null;
}

/**
 * The speaker announcing themselves at the start of a sentence, after a greeting or not: "Hello, it's Maarten van den
 * Bergh", "Hallo, hier ist Anke Vogelsang", "… terugbellen? Met Joost van der Meulen, 06 …" (Dutch "met" on the phone
 * is "this is"), "Bonjour, c'est Claire Dubois".
 */
/** How a reply to "can I have your name?" may open: "ok, it's …", "sure, it's …", "ja, hier ist …". */
const REPLY_LEAD = "(?:ok(?:ay)?|sure|yes|yeah|yep|right|sorry|oh|ja|oké|oui|d['’]accord|sí|vale|sim|claro)";
const ANNOUNCED = new RegExp(
  `(?:^|[.!?,]\\s+)\\s*(?:(?:${GREETING}|${REPLY_LEAD})[\\s,!.:;–—-]+)?(?:it['’]?s|it is|that['’]?d be|that would be|that['’]ll be|hier ist|hier spricht|hier is|met|c['’]est|ici|aquí|aqui (?:é|fala)|é)\\s+${NAME_RUN}`,
  'giu',
);
/** The first full name a lead of `re` (its group 1 the name's run of words) introduces that closes its clause. */
function firstClosedName(text: string, re: RegExp): string | null {
  for (const m of text.slice(0, 2000).matchAll(re)) {
    const name = closedName(text, m.index + m[0].length - m[1]!.length, m[1]!);
    if (name) return name;
  }
  return null;
}
export const announcedName = (text: string): string | null => firstClosedName(text, ANNOUNCED);

/**
 * "Siobhán O'Neill here, could someone …", "Karl Weber hier:", "Marie Dubois ici", "Ana Ruiz aquí": at the start of the
 * message, after a greeting or not, a full name, then "here" and a pause.
 */
const HERE = new RegExp(
  `(?:^|[.!?,]\\s+)\\s*(?:(?:${GREETING}|${REPLY_LEAD}|anyway|so|btw|well)[\\s,!.:;–—-]+)?(${NAME_WORD}(?:\\s+[\\p{L}'’-]{1,31}){1,8}?)\\s+(?:here|speaking|hier|ici|aquí|aqui)\\s*(?:[,.!:;–—-]|$|(?:from|of|at|in|with|aus|von|uit|van|de|desde|da|do)\\s)`,
  'giu',
);
export function nameHere(text: string): string | null {
  for (const m of text.slice(0, 600).matchAll(HERE)) {
    const words = m[1]!.split(/\s+/);
    const name = nameAt(words);
    // The whole phrase is the name ("Sales Team here" and "Is Anna here?" name no speaker).
    if (name && name.split(' ').length === words.length && fullName(words, name)) return name;
  }
  return null;
}

/** A booking or an account under a name: "booking was under Priya Chaudhary", "reserved in the name of Jan de Vries". */
const UNDER = new RegExp(
  `(?:book\\p{L}*|reserv\\p{L}*|order\\p{L}*|account|registered|signed up)(?:\\s+\\p{L}+){0,2}\\s+(?:under|in the name of|auf den namen|op (?:de )?naam van|au nom de|a nombre de|em nome de)\\s+(?:the name\\s+)?${NAME_RUN}`,
  'giu',
);
export const nameUnder = (text: string): string | null => firstClosedName(text, UNDER);

/**
 * A greeting, a pause, then a full name that closes its clause: "hey, Mads Jensen-Holm from a tea shop", "hi! Zsófia
 * Kovács-Németh, just moved here". The pause matters: a name right after the greeting ("Hi Anna, …") is whom the
 * visitor greets.
 */
const GREETED = new RegExp(`^\\s*${GREETING}\\s*[,!.:;–—-]+\\s*${NAME_RUN}`, 'iu');
export function greetedName(text: string): string | null {
  const m = GREETED.exec(text.slice(0, 300));
  return m ? closedName(text, m.index + m[0].length - m[1]!.length, m[1]!) : null;
}

/**
 * Whom to reach, with the number or address right after: "you can reach Marc-Antoine Le Bihan on +352 …", "Vous pouvez
 * joindre Marc-Antoine Le Bihan au +352 …", "erreichen Sie Karl Weber unter 0171 …": the contact's name for the lead.
 */
const REACH = new RegExp(
  `(?:reach|contact|call|ring|email|joindre|contacter|appeler|erreichen|anrufen|bereiken|bellen|contactar(?: a| con)?|llamar a|ligar (?:para|a)|contactar)\\s+${NAME_RUN}`,
  'giu',
);
const CONTACT_NEXT =
  /^\s*,?\s*(?:at|on|via|au|à|unter|op|en|al|no|em|pelo|:)?\s*[+\d(]|^\s*,?\s*(?:at|on|via|à|unter|op|en|em|:)?\s*\S+@/iu;
export function nameToReach(text: string): string | null {
  for (const m of text.slice(0, 2000).matchAll(REACH)) {
    const start = m.index + m[0].length - m[1]!.length;
    const words = m[1]!.split(/\s+/);
    const name = nameAt(words);
    if (name && fullName(name.split(' '), name) && CONTACT_NEXT.test(text.slice(start + name.length))) return name;
  }
  return null;
}
