import { MEETING_NOUN, wordsRe } from './act-words.js';

/**
 * What the visitor says about whom they are talking to, read from the form of the sentence rather than listed
 * phrasings: a question about the agent's nature ("rede ich hier mit einem Menschen?", "u a bot?") is answered
 * with the disclosure and files nothing; a request for a person that sets a human against a machine ("i need a
 * real person not a chatbot") is handed over *and* told the agent is automated (issue 27: honesty whenever a
 * visitor asks for a human). Six languages.
 */

/** A human being, as opposed to software. */
const HUMANS = [
  'humans?',
  '(real|actual|live) (person|people|agent|one)',
  'persons?',
  'mensch(en)?',
  'mens(en)?',
  'persoon',
  'humain(e)?',
  'personne',
  'humano',
  'persona',
  'pessoa',
  // Someone employed there: "a member of staff", "ein echter Mitarbeiter", "een medewerker", "un employé".
  '(a )?(member|members) of (staff|the team)',
  'staff( member)?',
  'employees?',
  'mitarbeiter(in)?',
  'medewerker',
  'employée?',
  'empleado',
  'funcionári[oa]',
];
const HUMAN_WORD = wordsRe(HUMANS);
/** Software that talks. */
const MACHINES = [
  '(ro)?bots?',
  'chat ?bots?',
  'robô',
  'roboter',
  'robot',
  'ai',
  'a\\.i\\.',
  'ki',
  'ia',
  'machine',
  'maschine',
  'máquina',
  'automated',
  'automatic',
  'chat ?gpt',
];
const MACHINE_WORD = wordsRe(MACHINES);
/**
 * A program as what answers ("a computer program", "einer Software", "een computerprogramma", "un programme
 * informatique", "un programa de ordenador", "um programa de computador"): read only with a verb of talking or
 * writing in the present (below), since "is this software free?" asks about the product.
 */
const PROGRAM = [
  '(computer ?)?program(me|s)?',
  'software',
  'computers?',
  'computerprogramm(e|a)?',
  'programm(e)?',
  'programma',
  'logiciel',
  'ordinateur',
  'programme( informatique)?',
  'programa( de (ordenador|computador|computadora))?',
  'ordenador',
  'computador(a)?',
].join('|');
/** …as whom the visitor writes to: "to a program", "mit einer Software", "à un programme" ("writing a program" is not). */
const PROGRAM_WORD = wordsRe([
  `(to|with|mit|met|tegen|à|avec|a|con|com|para)( (a|an|the|some|einer|einem|eine|een|un|une|una|um|uma|le|la|el|o))? (${PROGRAM})`,
]);
/**
 * The visitor saying they are talking or writing right now, the subject in the sentence or in the verb's form
 * ("am I talking", "rede ich", "ik praat", "je parle", "hablo", "estou falando"); "any chance of talking to …"
 * has no subject and is a request.
 */
const TALKING = wordsRe([
  "(am i|i'?m|i am|are we|we'?re|r we) (talking|speaking|chatting|writing|typing|texting|messaging|corresponding|communicating|dealing|interacting|conversing)",
  '(rede|spreche|chatte|schreibe) ich',
  'ich (rede|spreche|chatte|schreibe)',
  '(praat|spreek|chat|schrijf|typ) ik',
  'ik (praat|spreek|chat|schrijf|typ)',
  '(je|on) (parle|discute|écris)',
  "j['’](écris|échange)",
  '(parlé|parle)-je',
  '(estoy )?(hablando|escribiendo|chateando)',
  'hablo',
  'escribo',
  '(estou|tô|to|eu) (falando|conversando|escrevendo)',
  // European Portuguese "estou a falar", Dutch with the verb at the end ("zit ik nu met een … te chatten").
  '(estou|tô|to) a (falar|conversar|escrever)',
  "(zit|ben) ik( [\\p{L}'’-]+){0,5} (te|aan het) (chatten|praten|typen|schrijven)",
  'falo',
  'converso',
]);
/** A wish or a modal: the visitor asks to be put through, not who is there ("can I talk to a human?"). */
const WISH = wordsRe([
  'can',
  'could',
  'may',
  'want',
  'wanna',
  "i'?d",
  'like',
  'need',
  'let',
  'kann',
  'könnte',
  'möchte',
  'will',
  'bitte',
  'kan',
  'wil',
  'graag',
  'puis',
  'peux',
  'pourrais',
  'voudrais',
  'veux',
  'puedo',
  'podría',
  'quiero',
  'quisiera',
  'posso',
  'poderia',
  'quero',
  'gostaria',
]);
/** Asking whether the site *offers* something robotic ("do you have a bot for Slack?"): a product question. */
const PRODUCT_VERB = wordsRe([
  'have',
  'has',
  'offer',
  'offers',
  'sell',
  'support',
  'supports',
  'use',
  'uses',
  'build',
  'integrat\\p{L}*',
  'haben',
  'hast',
  'habt',
  'bietet',
  'bieten',
  'heb',
  'hebben',
  'heeft',
  'bieden',
  'avez',
  'proposez',
  'tienen',
  'tienes',
  'ofrecen',
  'têm',
  'tem',
  'oferecem',
]);
/** Someone addressed or looked for in the chat: "you", "u", "anyone", "this". */
const ADDRESSEE = wordsRe([
  'you',
  'u',
  'ya',
  'anyone',
  'anybody',
  'someone',
  'this',
  'here',
  'du',
  'sie',
  'jemand',
  'je',
  'jij',
  'iemand',
  'tu',
  "t'es",
  'vous',
  "quelqu'un",
  'usted',
  'tú',
  'alguien',
  'você',
  'vc',
  'alguém',
]);

const isQuestion = (p: string) => /\?/.test(p) || /^\s*(is|are|am|r|u|do|does)(?![\p{L}])/iu.test(p);
const wordCount = (p: string) => (p.match(/[\p{L}\p{N}'’]+/gu) ?? []).length;

/**
 * The two answers offered, a person and a machine, in either order ("a member of staff or an automated system?",
 * "ein echter Mitarbeiter oder ein Computer?", "humano ou máquina?"): whoever asks that asks who is there.
 */
const EITHER = (() => {
  const human = `(?:${HUMANS.join('|')})`;
  const machine = `(?:${[...MACHINES, PROGRAM].join('|')})`;
  const or = '[\\s,]+(?:or|oder|of|ou|o)\\s+(?:\\p{L}+\\s+){0,3}';
  return new RegExp(`(?<![\\p{L}])(?:${human}${or}${machine}|${machine}${or}${human})(?![\\p{L}])`, 'iu');
})();

/**
 * A question about whom the visitor is talking to: a verb of talking in the present without a wish ("am I
 * talking to a person?", "praat ik met een echt mens?"), or a short question that puts a machine word to the
 * agent ("u a bot?", "is anyone real here or just a robot?") and asks about no product ("do you have a bot?").
 */
export function asksWhoIsThere(part: string): boolean {
  if (!isQuestion(part)) return false;
  if (EITHER.test(part)) return true;
  if (WISH.test(part)) return false;
  const names = HUMAN_WORD.test(part) || MACHINE_WORD.test(part) || PROGRAM_WORD.test(part);
  if (names && TALKING.test(part)) return true;
  return MACHINE_WORD.test(part) && ADDRESSEE.test(part) && !PRODUCT_VERB.test(part) && wordCount(part) <= 10;
}

/** A request for a person that names a human or a machine ("a real person, not a chatbot"): told the agent is automated. */
export function setsHumanAgainstMachine(part: string): boolean {
  return HUMAN_WORD.test(part) || MACHINE_WORD.test(part);
}

/** Turning something down: "no", "not", "rather not", "nicht", "geen", "pas", "não". */
const DECLINE = wordsRe([
  'no',
  'not',
  "\\p{L}+n't",
  'never',
  'nope',
  'nah',
  'nein',
  'nicht',
  'kein\\p{L}*',
  'nee',
  'niet',
  'geen',
  'non',
  'pas',
  'jamais',
  'nunca',
  'não',
  'nao',
]);

/**
 * A statement that names a meeting after the agent has offered meeting times in this conversation, and turns
 * nothing down: the visitor takes up the offer ("yes, a call later this week would be perfect"), so the times
 * are offered again to pick from. Read from the conversation (an offer was made), not from words of welcome.
 */
export function takesUpOffer(part: string, offered: boolean): boolean {
  return offered && MEETING_NOUN.test(part) && !DECLINE.test(part) && !/\?/.test(part);
}
