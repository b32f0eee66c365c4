/**
 * What the deterministic agent recognises in what a visitor types: an email
 * address, a name ("I'm …", "my name is …", "this is …") and a company ("I work
 * at …", "from … (company)", "our company is …"). Conservative on purpose: a
 * missed name costs a question later, a wrong one ends up on a lead.
 */

import { withoutContactDetails } from '../lib/contact.js';

export { findEmail, findPhone } from '../lib/contact.js';

const NAME_WORD = "\\p{Lu}[\\p{L}'’-]{0,30}";
const NAME = new RegExp(
  `\\b(?:i am|i'm|im|my name is|my name's|this is|name's|call me|ich bin|ich heiße|mein name ist|ik ben|mijn naam is|je suis|je m'appelle|me llamo|soy|mi nombre es|eu sou|meu nome é|me chamo)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD}){0,4})`,
  'iu',
);
/** Lower-case particles inside a name ("Jan de Vries", "Lisa van der Berg"): kept when a capitalised word follows. */
const PARTICLES = new Set('de van der den von da di del della dos das du la le ten ter zu bin al y e'.split(' '));
/** Words that follow "I'm" but are not names ("I'm looking", "I'm Interested"). */
const NOT_NAMES = new Set(
  'a an the just looking interested trying curious wondering from with at in on here new not sure ok okay fine good great happy glad sorry still also currently really so very back done ready going working planning evaluating comparing checking'.split(
    ' ',
  ),
);

export function findName(text: string): string | null {
  const m = NAME.exec(text);
  if (!m) return null;
  const words = m[1]!.split(/\s+/);
  // An acronym ("I'm the CTO", "I'm CFO") is a role, not a name.
  const capital = (w: string | undefined) =>
    w !== undefined && /^\p{Lu}/u.test(w) && !/^\p{Lu}{2,5}$/u.test(w) && !NOT_NAMES.has(w.toLowerCase());
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (capital(w)) kept.push(w);
    else if (
      kept.length > 0 &&
      PARTICLES.has(w) &&
      words.slice(i + 1).find((x) => !PARTICLES.has(x)) &&
      capital(words.slice(i + 1).find((x) => !PARTICLES.has(x)))
    )
      kept.push(w);
    else break;
  }
  while (kept.length > 0 && PARTICLES.has(kept.at(-1)!)) kept.pop();
  return kept.length > 0 ? kept.join(' ').slice(0, 100) : null;
}

const COMPANY_WORD = "[\\p{Lu}0-9][\\p{L}0-9&.'’-]{0,40}";
/** What introduces a company, in any case; the name after it must be capitalised (or start with a digit). */
const COMPANY_LEAD =
  /\b(?:i work (?:at|for)|we are|we're|our company is|my company is|i'm with|i am with|working at|from)\s+/giu;
const COMPANY_NAME = new RegExp(`${COMPANY_WORD}(?:\\s+${COMPANY_WORD}){0,3}`, 'uy');
const NOT_COMPANIES = new Set('the a an google linkedin twitter facebook home here there'.split(' '));

export function findCompany(text: string): string | null {
  for (const lead of text.matchAll(COMPANY_LEAD)) {
    COMPANY_NAME.lastIndex = lead.index + lead[0].length;
    const m = COMPANY_NAME.exec(text);
    const name = m?.[0].replace(/[.,;:!?]+$/, '').trim();
    if (name && !NOT_COMPANIES.has(name.toLowerCase())) return name.slice(0, 200);
  }
  return null;
}

/** A message that asks something (rather than answering the agent's question). */
export function isQuestion(text: string): boolean {
  return (
    /\?\s*$/.test(text.trim()) ||
    /^\s*(what|how|why|when|where|which|who|whom|whose|can|could|do|does|did|is|are|will|would|should|may|might|have|has|tell me|explain)\b/i.test(
      text,
    )
  );
}

const GREETING =
  /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you|thx|cheers|ok|okay|great|cool|bye|goodbye)\b[\s!.,:)]*$/i;

export function isSmallTalk(text: string): boolean {
  return GREETING.test(text);
}

export function isThanks(text: string): boolean {
  return /\b(thanks|thank you|thx|cheers)\b/i.test(text);
}

/** The visitor wants a person: a call, a meeting, a demo, sales. */
export function wantsMeeting(text: string): boolean {
  return /\b(book|schedule|set up|arrange)\b.*\b(demo|call|meeting|chat)\b|\b(talk|speak|chat) (to|with) (someone|somebody|a person|a human|sales|your team|an expert|a rep)\b|\b(book a demo|get a demo|request a demo|see a demo|meeting|call me|schedule a call|contact sales)\b/i.test(
    text,
  );
}

/** The visitor wants to see how something works (a tour may show it). */
export function wantsTour(text: string): boolean {
  return /\b(show me|walk me through|walkthrough|walk-through|tour|how does .{1,60} work|how do (i|you) .{1,60}|can i see|let me see)\b/i.test(
    text,
  );
}

/** The visitor asks for a human to take over (not a meeting). */
export function wantsHuman(text: string): boolean {
  return /\b(human|real person|live agent|customer service|someone from (the|your) team)\b/i.test(text);
}

/** Removes what was recognised as contact details, to see whether a question remains. */
export function withoutContact(text: string): string {
  return withoutContactDetails(text)
    .replace(NAME, ' ')
    .replace(
      /\b(my (e-?mail|email address) is|you can reach me at|reach me at|email me at|here is my email|it'?s)\b/gi,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}
