/**
 * What the deterministic agent recognises in what a visitor types: an email
 * address, a name ("I'm …", "my name is …", "this is …") and a company ("I work
 * at …", "from … (company)", "our company is …"). Conservative on purpose: a
 * missed name costs a question later, a wrong one ends up on a lead.
 */

import { withoutContactDetails } from '../lib/contact.js';

import { announcedName, fullName, greetedName, nameHere, nameToReach, nameUnder } from './name-intro.js';
import { COMPANY_ENDS, NAME_WORD, NOT_PEOPLE, capital, nameAt } from './name-words.js';

export { findEmail, findPhone } from '../lib/contact.js';

const NAME = new RegExp(
  `\\b(?:i am|i'm|im|my name is|my name's|this is|name's|call me|ich bin|ich heiße|mein name ist|ik ben|mijn naam is|je suis|je m'appelle|me llamo|soy|mi nombre es|eu sou(?: [ao])?|sou(?: [ao])?|meu nome é|meu nome completo é|me chamo|chamo-me|ik heet|my full name is|mi nombre completo es)\\s+(${NAME_WORD}(?:\\s+[\\p{L}'’-]{1,31}){0,8})`,
  'iu',
);
/**
 * A name said with a correction ("actually it's Pieter van der Berg, not den"): "it's" names someone only right
 * after the word that corrects, where the detail corrected is the visitor's own.
 */
const CORRECTED = new RegExp(
  `\\b(?:actually|sorry|i meant|correction|eigentlich|eigenlijk|en fait|en realidad|na verdade)[,:]?\\s+(?:it'?s|it is|that'?s|es ist|het is|c'est|es|é)\\s+(${NAME_WORD}(?:\\s+[\\p{L}'’-]{1,31}){0,8})`,
  'giu',
);

/** Words that open a message or a line and are capitalised for that reason, not names. */
const OPENERS = new Set(
  'hi hello hey dear thanks thank cheers regards best greetings hallo hoi hola olá ola bonjour salut danke dank merci gracias obrigado obrigada please bitte alstublieft svp por email e-mail mail phone tel telefone telefoon téléphone teléfono name naam nome nombre nom my mine meine mijn mon ma mi meu minha regards thx ok okay yes no'.split(
    ' ',
  ),
);
/**
 * Words that close a message before the writer's name ("Regards", "Cheers", "Viele Grüße", "Met vriendelijke
 * groet", "Cordialement", "Un saludo", "Cumprimentos"): a sign-off, never part of the name after it.
 */
const SIGN_OFF =
  '(?:(?:kind|best|warm|warmest|viele|beste|liebe|freundliche|schöne|herzliche|mit freundlichen|met vriendelijke|vriendelijke|hartelijke|bien|un|muchos|saludos|um|muitos)\\s+)?(?:regards|wishes|cheers|sincerely|yours|grüße|grüßen|gruß|lg|vg|mfg|groeten|groet|mvg|cordialement|à vous|salutations|amitiés|saludos|saludo|atentamente|cordiales|abrazo|cordialmente|cumprimentos|atenciosamente|abraços|abraço|saudações)';
const SIGN_OFF_START = new RegExp(`^${SIGN_OFF}(?![\\p{L}])[\\s,.!:-]*`, 'iu');
/** A sign-off and a name closing the message: "…. Cheers, Niamh Ní Bhriain", "- regards, Seán Mac Giolla". */
const SIGNED = new RegExp(
  `(?<![\\p{L}])${SIGN_OFF}[\\s,.!:-]+(${NAME_WORD}(?:\\s+[\\p{L}'’-]{1,31}){0,8})\\s*[.!]*\\s*$`,
  'iu',
);
function signedName(text: string): string | null {
  const m = SIGNED.exec(text.slice(-300));
  if (!m) return null;
  const words = m[1]!.split(/\s+/);
  const name = nameAt(words);
  // The whole rest of the message is the name, and it names no team ("Regards, Sales Team").
  if (!name || name.split(' ').length !== words.length) return null;
  return words.some((w) => NOT_PEOPLE.has(w.toLowerCase())) || COMPANY_ENDS.test(name) ? null : name;
}

/**
 * A name given bare beside contact details: "Anna-Lena Böhm, anna@…", "…: Pieter van den Berg, pieter@…",
 * "Meine E-Mail ist k@…, Karl von der Heide", "Anna Berger here (anna@…)". The words stand alone in their clause
 * (punctuation or the contact on both sides), so a capitalised word inside a sentence is not taken for a name.
 */
/** Who the contact is, said before the name: "Contact is …", "Club secretary is …", "Ansprechpartnerin ist …". */
const ROLE_IS =
  /^(?:(?:the|our|my|club|main|contact|person|secretary|manager|owner|director|lead|admin|organiser|organizer|treasurer|chair|ansprechpartner(?:in)?|kontakt|contactpersoon|contact|responsable|contacto|contato|responsável)\s+){1,3}(?:is|ist|es|est|é|:)\s+/iu;

/** A greeting of two words, capitalised as a name is: "Guten Tag, …", "Buenos Días, …", "Good Morning, …". */
const GREETING_CLAUSE =
  /^(guten (tag|morgen|abend)|good (morning|afternoon|evening|day)|goede(n)? (dag|morgen|middag|avond)|buenos d[ií]as|buenas (tardes|noches)|bom dia|boa (tarde|noite)|bonne (journée|soirée)|moin moin)$/iu;

function nameBesideContact(text: string): string | null {
  const marked = withoutContactDetails(text.slice(0, 2000), '\u0000');
  if (!marked.includes('\u0000')) return null;
  const clauses = marked.split(/[\u0000,;:()[\]<>\n]|[.!?](?=\s|$)|\s[-–—]\s/u);
  for (const [i, clause] of clauses.entries()) {
    let words = clause.trim().replace(SIGN_OFF_START, '').replace(ROLE_IS, '').split(/\s+/).filter(Boolean);
    while (words.length > 0 && OPENERS.has(words[0]!.toLowerCase().replace(/[.!]+$/, ''))) words = words.slice(1);
    // "Anna Berger here", "Karl Weber hier": the speaker naming themselves.
    if (words.length > 1 && /^(?:here|speaking|hier|aqui|aquí|ici)$/i.test(words.at(-1)!)) words = words.slice(0, -1);
    if (words.length < 2 || words.length > 6 || GREETING_CLAUSE.test(words.join(' '))) continue;
    const name = nameAt(words);
    // The whole clause is the name, of at least two capitalised words (a given name and a family name).
    if (!name || name.split(' ').length !== words.length) continue;
    if (words.filter((w) => capital(w)).length < 2 || COMPANY_ENDS.test(name)) continue;
    if (words.some((w) => NOT_PEOPLE.has(w.toLowerCase()))) continue;
    // Beside the contact, or opening the message that gives one ("Lena Hoffmann-Berg, head of ops at …. lena@…").
    if (clauseIsNear(marked, clause) || (i === 0 && opensWithName(marked, clause, words, name))) return name;
  }
  return null;
}

/** The message opens with the name and a comma, and the name is a person's full name (no plan, place or question). */
const opensWithName = (marked: string, clause: string, words: readonly string[], name: string): boolean =>
  marked.trimStart().startsWith(`${clause.trim()},`) && fullName(words, name);

/** The clause sits right beside a contact detail: only punctuation and spacing (or "here") between them. */
function clauseIsNear(marked: string, clause: string): boolean {
  const at = marked.indexOf(clause);
  const before = marked.slice(Math.max(0, at - 4), at);
  const after = marked.slice(at + clause.length, at + clause.length + 4);
  // A dash between counts as a comma does ("sanne@… — Sanne Oosterbroek-Wijers").
  // A full stop after the contact too: "Am besten per Mail: heike@…. Heike Oberreiter".
  return /\u0000[\s,;:.()–—-]*$/u.test(before) || /^[\s,;:()–—-]*\u0000/u.test(after);
}

/**
 * "im" is chat English for "I'm" only in English: in German it is "in dem" ("Im Moment …", "Im Januar …"), so a
 * message in another language is read without it (its "I'm" and its own language's leads are kept).
 */
const NAME_NOT_ENGLISH = new RegExp(NAME.source.replace("|i'm|im|", "|i'm|"), 'giu');

/**
 * What follows a one-word "name" when it is a predicate, not a name: a preposition or an infinitive's mark ("I'm
 * Keen to see it", "I'm Based in Leeds", "Ich bin Neu hier", "Je suis Ravi de …", "Soy Nuevo en esto"), the
 * closed class of the six languages. A name is followed by a pause, "and", "from" or "here".
 */
const PREDICATE_NEXT = new RegExp(
  `^\\s+(?:to|in|at|on|about|with|for|by|of|into|zu|mit|für|auf|über|an|hier|om|te|met|voor|op|bij|à|en|pour|avec|sur|dans|a|para|con|por|em|com|no|na)(?![\\p{L}])`,
  'iu',
);
const predicate = (rest: string) => PREDICATE_NEXT.test(rest);

/** The visitor's name as they gave it; `lang`, the message's language, when known. */
export function findName(text: string, lang?: string): string | null {
  // Every "I'm …"/"call me …" is tried: "could someone call me to go through options? I'm Siobhán O'Connor".
  const leads = lang && lang !== 'en' ? NAME_NOT_ENGLISH : new RegExp(NAME.source, 'giu');
  for (const m of text.slice(0, 2000).matchAll(leads)) {
    const name = nameAt(m[1]!.split(/\s+/));
    if (
      name &&
      !(name.includes(' ') ? false : predicate(text.slice(m.index + m[0].length - m[1]!.length + name.length)))
    )
      return name;
  }
  for (const m of text.slice(0, 2000).matchAll(CORRECTED)) {
    const name = nameAt(m[1]!.split(/\s+/));
    if (name?.includes(' ')) return name;
  }
  return (
    announcedName(text) ??
    nameHere(text) ??
    greetedName(text) ??
    nameUnder(text) ??
    nameToReach(text) ??
    signedName(text) ??
    nameBesideContact(text)
  );
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

/**
 * Asking to be shown what the product itself looks like ("can I see what it actually looks like inside", "have a
 * peek at what the app looks like", "sehen, wie die App aussieht", "zien hoe het eruitziet", "voir à quoi ça
 * ressemble", "ver cómo es por dentro", "ver como é o aplicativo"): a verb of seeing, then what it or the app looks
 * like. Names no part of it, so the agent's first published tour shows it (tour-match.ts).
 */
export const SEE_PRODUCT = new RegExp(
  [
    '(see|show|look|peek|peep|glimpse|tour|walk ?through)(?![\\p{L}]).{0,30}?(what|how) (it|this|that|the (app|product|tool|platform|software|system|dashboard|interface|program)|your (app|product|tool|platform|software|system|dashboard))( actually| really| even)? looks? like',
    // The product as a whole to click through: "a quick walkthrough of the app", "just want to see the screens".
    // "show me around the app", "give us a quick look around the product", "une visite du logiciel", "um tour pelo app".
    "(show|take) (me|us) (a)?round (the|your|ur) (app|product|tool|platform|software|dashboard)|give (me|us) a (quick |short )?(look|tour) (a)?round (the|your|ur) (app|product|tool|platform|software|dashboard)|rondleiding (door|in) (de|jullie) (app|software|tool)|(visite|tour) (de|du) (l['’]app\\p{L}*|logiciel|produit|votre outil)|(recorrido|vuelta|tour) por (la app|la aplicación|el programa|la herramienta|la plataforma|el producto)|(tour|volta) pel[oa] (app|aplicativo|programa|sistema|plataforma|produto)",
    '(walk ?-?through|tour|demo) of (the|your|ur) (app|product|tool|platform|software|dashboard|interface)|(see|look at|click through) (the|your|ur) (screens|interface|ui)|(walk ?-?through|tour)( \\p{L}+){0,3} (i|we) (can|could) (click|go|step) through',
    '(sehen|zeigen|anschauen|ansehen)(?![\\p{L}]).{0,30}?wie (es|das|die app|das tool|die software|das programm|eure \\p{L}+|ihre \\p{L}+)( \\p{L}+){0,3} aussieht',
    '(zien|bekijken|laten zien)(?![\\p{L}]).{0,30}?hoe (het|dit|de app|de tool|de software|het programma|jullie \\p{L}+)( \\p{L}+){0,3} eruit ?ziet',
    "(voir|montrer|montrez)(?![\\p{L}]).{0,30}?(à quoi|comment) (ça|cela|l['’]app\\p{L}*|le logiciel|l['’]outil|votre \\p{L}+)( \\p{L}+){0,2} (ressemble|se présente)",
    '(ver|mostrar|enseñar)(?![\\p{L}]).{0,30}?(cómo|como) (es|se ve|luce)( \\p{L}+){0,3} por dentro|(ver|mostrar|enseñar)(?![\\p{L}]).{0,30}?(cómo|como) (se ve|es|luce) (la app|la aplicación|el programa|la herramienta|la plataforma)',
    '(ver|mostrar)(?![\\p{L}]).{0,30}?como (é|fica)( \\p{L}+){0,3} por dentro|(ver|mostrar)(?![\\p{L}]).{0,30}?como (é|fica) (o app|a app|o aplicativo|o programa|o sistema|a plataforma|a ferramenta)',
  ].join('|'),
  'iu',
);

/** The visitor wants to see how something works (a tour may show it). */
export function wantsTour(text: string): boolean {
  if (SEE_PRODUCT.test(text)) return true;
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
