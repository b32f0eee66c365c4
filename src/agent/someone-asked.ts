import { wordsRe } from './act-words.js';
import { asksSomeoneStructurally } from './person-structure.js';

/**
 * A request that someone of the company do something for the visitor, read from its structure (issue 27): the
 * doer is a person of the company left unnamed ("someone", "somebody", "one of you", "your team", "jemand",
 * "iemand", "quelqu'un", "alguien", "alguém") or the company addressed ("could you send …") when the visitor left
 * a contact to do it through; the verb is an action done for the visitor (send, look at, check, sort, explain, walk
 * through, set up, call, email, help); the form is a request (a modal question, "have/get someone to", a wish).
 * Such a part is a request for a person whatever else the message holds ("are you ISO certified? and could someone
 * send the paperwork to it-admin@…"). A clause is read on its own, so a name or a greeting before it
 * ("Dónal here from Galway, can someone walk me through …") does not hide the request. Six languages.
 *
 * Not a request: someone as a mere mention ("someone on my team recommended you"), someone like the visitor ("can
 * someone like me use it?"), a third party ("my colleague will send the paperwork", "someone else").
 */

/** Someone of the company, unnamed, or the company addressed as a group. */
const SOMEONE = [
  'some ?one',
  'some ?body',
  'any ?one',
  'any ?body',
  'one of (you|your (team|people|staff)|ur team|the team)',
  '(your|the|ur) (team|people|staff)',
  'jemand(en|em)?( (von|aus|bei) (euch|ihnen|ihrem team|eurem team))?',
  'iemand( van (jullie|u|uw team|het team))?',
  "quelqu['’]un( de (chez vous|votre équipe|l['’]équipe))?",
  'alguien( de (ustedes|vuestro equipo|su equipo|el equipo))?',
  'alguém( d[ao] (equipa|equipe|vossa equipa|sua equipe|clínica|empresa))?',
  '(ihr|euer|eure) team',
  'jullie( team)?',
  'votre équipe',
  'vuestro equipo|su equipo',
  'a vossa equipa|a sua equipe|vocês',
].join('|');

/** The company addressed: "you" asked to do it, a request only when a contact to do it through is left. */
const YOU = "you|y['’]?all|u|sie|ihr|jullie|vous|usted(es)?|vocês|você";

/**
 * Acting for the visitor: sending, looking at, sorting, explaining, setting up, contacting. Not helping: "can someone
 * help me understand the pricing?" asks whoever reads the chat (person-structure.ts needs a channel for it).
 */
const ACTION = [
  'send(ing)?',
  'forward',
  'e-?mail',
  'mail',
  'look(ing)? (at|into|over)',
  'take a look',
  'have a look',
  'check',
  'sort',
  'fix',
  'review',
  'explain',
  'walk',
  'go (through|over)',
  'talk (me|us) through',
  'set( (me|us))? up',
  'call',
  'ring',
  'phone',
  'contact',
  'reach',
  'get back',
  // "could someone in support do that for us?": the thing asked before, done for the visitor.
  'do (that|this|it) for (me|us)',
  'deal with',
  'handle',
  'show',
  'write',
  // Scoping and planning the visitor's move: "someone to scope the migration with us", "to quote for our fleet".
  'scope',
  'assess',
  'advise',
  'guide',
  'quote',
  'plan',
  'migrate',
  'onboard',
  'train',
  'schick\\p{L}*',
  'send\\p{L}*',
  'zuschick\\p{L}*',
  'zusend\\p{L}*',
  'mail\\p{L}*',
  'schau\\p{L}*',
  'anschau\\p{L}*',
  'prüf\\p{L}*',
  'erklär\\p{L}*',
  'einricht\\p{L}*',
  'anruf\\p{L}*',
  'kümmer\\p{L}*',
  'stur\\p{L}*',
  'opstur\\p{L}*',
  'toestur\\p{L}*',
  'mailen',
  'kijk\\p{L}*',
  'bekijk\\p{L}*',
  'uitleg\\p{L}*',
  'instell\\p{L}*',
  'bel(len)?',
  'regel(en)?',
  "(m['’]|nous )?envo(yer|ie|ient)",
  'transmettre',
  'regarder',
  'vérifier',
  "(m['’]|nous )?expliquer",
  'configurer',
  "(m['’]|nous )?(appeler|rappeler)",
  '(me |nos )?(enviar|envíe|envíen|mandar|mande|manden)(me|nos)?',
  'mirar|revisar|explicar(me|nos)?|configurar|llamar(me|nos)?',
  '(me |nos )?(enviar|envie|enviem|mandar|mande|mandem)',
  'ver|verificar|explicar|configurar|ligar',
].join('|');

/** The forms of asking: a modal, "have/get someone to", a wish, a doer with a modal after it. */
const MODAL =
  "can|could|would|will|may|kann|könnte|können|könnten|kan|kunnen|zou|zouden|kun|peut|pourrait|pourriez|pouvez|puede|pueden|podría|podrían|pode|podem|poderia|poderiam|est-ce que|please|pls|plz|bitte|graag|s['’]il vous plaît|por favor";
const GAP = "(?:[\\p{L}'’-]+\\s+){0,3}?";
const re = (s: string) => new RegExp(s, 'iu');
const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
/** "could someone send …", "kann mir jemand … schicken", "est-ce que quelqu'un peut m'envoyer", "¿alguien me puede …". */
const MODAL_SOMEONE = re(
  `${B}(?:${MODAL})${E}\\s+(?:(?:me|mir|uns|mij|ons|nous|nos)\\s+)?(?:${SOMEONE})${E}\\s+${GAP}(?:${ACTION})${E}`,
);
const SOMEONE_MODAL = re(
  `${B}(?:${SOMEONE})${E}\\s+(?:(?:me|mir|uns|mij|ons|nous|nos|m['’])\\s*)?(?:${MODAL}|pourrait-il|peut-il)${E}\\s+${GAP}(?:${ACTION})${E}`,
);
/** "have someone look at it", "get somebody to call me", "I'd like someone to send …", "ich möchte, dass jemand …". */
const HAVE_SOMEONE = re(
  `${B}(?:have|get|need|want|like|i['’]d like|send)\\s+(?:${SOMEONE})${E}\\s+(?:to\\s+)?${GAP}(?:${ACTION})${E}`,
);
/** "could you send the DPA to …", "can your team email me", "pouvez-vous m'envoyer …" (with a contact left). */
const MODAL_YOU = re(`${B}(?:${MODAL})${E}\\s+(?:${YOU}|${SOMEONE})${E}\\s+${GAP}(?:${ACTION})${E}`);
const YOU_MODAL = re(
  `${B}(?:pouvez-vous|pourriez-vous|können sie|könnten sie|kunt u|kunnen jullie|podrían|pueden|podem|poderiam)${E}\\s+${GAP}(?:${ACTION})${E}`,
);

/** Someone who is not of the company: "someone like me", "someone else", "someone on my team", "mi colega". */
const NOT_THE_COMPANY = wordsRe([
  '(some|any) ?(one|body) (like|else|on my|in my|from my|at my|of my)',
  'jemand(en)? (wie|anderes|aus meinem)',
  'iemand (zoals|anders|uit mijn|van mijn)',
  "quelqu['’]un (comme|d['’]autre|de mon)",
  'alguien (como|más|de mi)',
  'alguém (como|mais|da minha|do meu)',
]);

/** The clauses of a part: a name, a greeting or a question before a request is read apart from it. */
const clauses = (part: string) =>
  part
    .split(/\s*(?:[,;:?!]|\s[-–—]\s|\s(?:and|also|und|en|et|y|e)\s)\s*/iu)
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * The visitor or their matter as what the action is done to or for ("look at it", "send me", "our setup", "mir",
 * "m'envoyer"): "can your team handle 500 invoices?" and "can someone explain what Growth includes?" ask what the
 * product or the team can do, and are questions; with a contact left, the action goes through it.
 */
const FOR_VISITOR = wordsRe([
  'me|us|my|our|mine|ours|it|this|that',
  'mir|mich|uns|unser\\p{L}*|mein\\p{L}*|es|das',
  'mij|ons|onze|mijn|het|dat',
  "moi|nous|notre|nos|mon|ma|mes|m['’]\\p{L}*|le|la|les|ça",
  'me|nos|mí|mi|mis|nuestr\\p{L}*|lo|eso|esto',
  'eu|mim|meu|minha|nosso\\p{L}*|nossa\\p{L}*|isso',
]);

/** A part that asks someone of the company to act for the visitor; `contact` says a contact was left with it. */
export function asksSomeoneTo(part: string, contact: boolean): boolean {
  if (NOT_THE_COMPANY.test(part)) return false;
  const forms = contact
    ? [MODAL_SOMEONE, SOMEONE_MODAL, HAVE_SOMEONE, MODAL_YOU, YOU_MODAL]
    : [MODAL_SOMEONE, SOMEONE_MODAL, HAVE_SOMEONE];
  for (const form of forms) {
    const m = form.exec(part);
    if (m && (contact || FOR_VISITOR.test(part.slice(m.index)))) return true;
  }
  return clauses(part).some((c) => asksSomeoneStructurally(c));
}

/** A request for someone: a statement or a question that asks someone of the company to act is a request for a person. */
export function requestsOfSomeone(
  parts: Array<{ act: string; text: string }>,
  read: (s: string) => string,
  text: string,
) {
  const contact = /@|\d{3,}[\s-]?\d{3,}/.test(text);
  for (const p of parts)
    if (['statement', 'question'].includes(p.act) && asksSomeoneTo(read(p.text), contact)) p.act = 'person';
}
