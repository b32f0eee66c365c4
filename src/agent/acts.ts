import { findEmail, findPhone, withoutContactDetails } from '../lib/contact.js';
import { CONTACT_ME, INFO_QUESTION, MEET, MEETING_NOUN, MEETING_VERB, PUT_THROUGH, STAFF, TALK } from './act-words.js';
import {
  FEELING_CORE as FEELING,
  FEELING as FEELING_WORDS,
  SITUATION,
  TROUBLE_CORE as TROUBLE,
  TROUBLE as TROUBLE_WORDS,
} from './complaint-words.js';
import { BARE_PERSON, CALLED_BACK, REAL_ONE, WANT_DESK, WANT_PERSON } from './person-words.js';
import { dayWished } from './day-wish.js';
import { asksNamedOne, asksSomeoneStructurally, declinesPerson } from './person-structure.js';
import { asksIfThere, joinPersonParts } from './person-parts.js';
import { markComplaints } from './complaint-pass.js';
import { ANGRY_EMOJI, SLANG_TROUBLE, VENT } from './vent-words.js';
import { satisfied } from './complaint-signs.js';
import { goodwill } from './goodwill.js';
import { personPart } from './learned/readers.js';
import { defersToSomeone } from './learned/cues.js';
import { AGAIN, badState, IRONIC_PRAISE, LASTING, NOBODY, NTH_TIME, WAITED_SPAN } from './situation-words.js';
import {
  BOT as BOT_QUESTION,
  GOODBYE,
  isAcknowledgement,
  PRESENCE,
  saysNoQuestion,
  SMALL_TALK,
} from './courtesy-words.js';
import { asksWhoIsThere } from './partner.js';
import { CLAUSE_QUESTION, splitRequest } from './clause-question.js';

export { endsInUnmarkedQuestion, unmarkedClause } from './clause-question.js';
import {
  MEETING_THING,
  NEXT_STEP,
  POSSIBLE,
  TALK_NOUN,
  VISIT_NOUN,
  NO_MEETING,
  SLOT_ASKED,
  SUBJECTLESS,
  TALK_TO_ROLE,
  TALK_NOUN_USED,
  TALK_TO_THE,
  TURNED_DOWN,
  WELCOME,
  WHOM,
  WISH,
} from './act-forms.js';

/**
 * Dialogue acts: what a visitor's message does, recognised before anything is
 * looked up, so a greeting, a thank-you or a complaint is never filed as a
 * question for the team. A message is cut into its parts (sentences and
 * "…, and also …" clauses) and each part gets one act; a message can hold
 * several (a question, a phone number and a request for a call). Words of the
 * six languages the agent speaks (language.ts).
 */
export type Act =
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'smallTalk'
  | 'compliment'
  | 'ack'
  | 'botQuestion'
  | 'person'
  | 'meeting'
  | 'complaint'
  | 'injection'
  | 'offTopic'
  | 'contact'
  | 'correction'
  | 'question'
  | 'statement';

const GREETING =
  /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day)|hallo|guten (tag|morgen|abend)|moin|servus|grüß gott|hoi|goedemorgen|goedemiddag|goedenavond|dag|bonjour|bonsoir|salut|coucou|hola|buenos días|buenas( tardes| noches)?|olá|ola|oi|bom dia|boa (tarde|noite))(?![\p{L}])/iu;
/** "quick question", "can I ask you something?": a preface to what comes next, answered like a greeting. */
const PREFACE =
  /^\s*(((i have|i've got|got|just) )?(a |one )?(quick |small |short )?question( for you)?|can i ask (you )?(something|a question)|(ich habe )?eine (kurze )?frage|(ik heb )?een (korte )?vraag|(j'ai )?une (petite )?question|(tengo )?una (pregunta|consulta)( rápida)?|(tenho )?uma (pergunta|dúvida)( rápida)?)\s*[?!.:]*\s*$/iu;
const FILLER =
  /^(there|all|everyone|team|folks|guys|zusammen|allemaal|à tous|a todos|pessoal|again|!|\?|\.|,|:\)|\s)*$/i;
const THANKS =
  /\b(thanks?|thank you|thx|ty|cheers|much appreciated|danke|vielen dank|dankeschön|bedankt|dank je|dank u|merci|gracias|obrigad[oa]|valeu)\b/i;
/**
 * Praise for the product, the site or the agent ("this is really slick", "Super hilfreich!", "Wat een handige
 * tool zeg", "Me encanta esta web"): words of liking in the six languages, in a part that asks nothing. An
 * exclamation that opens with a question word and an article ("What a …", "Wat een …", "Was für ein …") and
 * has no question mark is praise or surprise, never a question.
 */
const PRAISE =
  /(?<![\p{L}])(love|loving|awesome|amazing|great|slick|brilliant|fantastic|impressive|cool|nice|neat|beautiful|helpful|handy|useful|wow|super|(toll|klasse|hilfreich|praktisch|schön|geweldig|handig|mooi|prachtig|gaaf|tof)(e|es|en|er)?|genial|top|génial|géniale|excellent|pratique|magnifique|encanta|encantó|genial|increíble|útil|buenísim[oa]|excelente|bonit[oa]|ótim[oa]|legal|incrível|adorei|adoro|maravilhos[oa]|lind[oa]|bom|boa)(?![\p{L}])/iu;
const EXCLAMATIVE = /^\s*(what an?|wat een|was für( eine?)?)\s+\p{L}+/iu;
const isCompliment = (bare: string) =>
  PRAISE.test(bare) &&
  !/\?/.test(bare) &&
  (!(QUESTION_START.test(bare) || /^\s*(que|qué|quel(le)?s?|quais)(?![\p{L}])/iu.test(bare)) ||
    EXCLAMATIVE.test(bare)) &&
  !/(?<![\p{L}])(but|aber|maar|mais|pero|mas|not|nicht|niet|pas|no|não)(?![\p{L}])/iu.test(bare) &&
  bare.split(/\s+/).length <= 8;
const BOT =
  /\b(are you|is this|am i (talking|chatting|speaking) (to|with)|r u|you are|you're)\b.{0,25}\b(bot|robot|chatbot|human|real person|real|person|an? ai|machine|automated|automatic)\b|\b(bist du|sind sie|ist das)\b.{0,20}\b(bot|roboter|mensch|ki|echt)\b|\b(ben je|bent u|is dit)\b.{0,20}\b(bot|robot|mens|echt)\b|\b(es-tu|êtes-vous|c'est)\b.{0,20}\b(robot|bot|humain|vrai)\b|\b(eres|es usted|es esto)\b.{0,20}\b(bot|robot|humano|real)\b|\b(você é|vc é|isso é)\b.{0,20}\b(robô|bot|humano|real)\b/i;
const PERSON =
  /\b(human|real person|live agent|live person|an? (actual|real) person|someone from (the|your) (team|sales|support)|(talk|speak|chat) (to|with) (someone|somebody|a person|a human|sales|your team|an expert|a rep|support)|(have|get) (someone|somebody) (from [\w ]{1,20})?(to )?(contact|call|email|reach)|contact me|call me|ring me|reach (out to )?me|get back to me|call back|callback|get me (a|an|some) (human|person|one)|mit (jemandem|einem menschen|einer person) sprechen|rufen sie mich|ruf mich|kontaktieren sie mich|iemand (spreken|bellen)|bel me|neem contact met mij|parler à (quelqu'un|une personne|un humain)|rappelez-moi|contactez-moi|hablar con (alguien|una persona|un humano)|llámenme|llamadme|contáctenme|falar com (alguém|uma pessoa|um humano)|me liguem|entrem em contato)\b/i;
const MEETING =
  /\b(book|schedule|set up|arrange|plan|get|request|see)\b.{0,30}\b(demo|call|meeting|appointment|chat)\b|\b(a demo|demo call|meeting|appointment|termin|afspraak|rendez-vous|reunión|cita|reunião|demonstração)\b|\bdemo\b|\b(get|be|getting) booked in\b|\bbook (me|us) in\b/i;
// What makes a message a complaint. FEELING words (and "!!") are one whatever the form of the sentence;
// TROUBLE words (something lost, broken, refunded) only when the visitor reports it, not when they ask about
// it: "what is your refund policy?" or "how are deleted files handled?" are questions for the knowledge,
// "I lost all my data, where is it?" is a complaint.
const FIRST_PERSON =
  /\b(i|i'?ve|i'?m|we|we'?ve|my|our|me|us|ich|mein\w*|wir|unser\w*|ik|mijn|wij|ons|je|mon|ma|mes|nous|notre|yo|mi|mis|nosotros|nuestr\w*|eu|meu|minha|nós|nosso)\b/i;
/** Questions that ask about trouble rather than report it: "can I get a refund if…", "what if my data is deleted?". */
const ASKING_ABOUT = /^\s*(can|could|may|do|does|is|are|will|would|what|how|which|when|where|if|what if)(?![\p{L}])/iu;
/** Courtesy ("thx!!", "Danke!!", "hi!!"): exclamation marks there are warmth, not anger. */
const courtesy = (p: string) => {
  const bare = p.replace(/[!¡.]+/g, ' ').trim();
  return (
    THANKS.test(bare) ||
    GOODBYE.test(bare) ||
    (GREETING.test(bare) && FILLER.test(bare.replace(GREETING, ''))) ||
    isAcknowledgement(bare) ||
    PRAISE.test(bare)
  );
};
/**
 * Praise in a part, a greeting's words left out ("boa tarde" holds "boa"). Thanks are not counted: "thanks, my
 * feed is disconnected" is a polite request for help ("thanks for nothing" is vented, vent-words.ts).
 */
const praised = (p: string) => {
  const rest = p.replace(GREETING, '');
  return PRAISE.test(rest) || IRONIC_PRAISE.test(rest);
};
const isComplaint = (p: string) =>
  // A situation of waiting or of nobody answering is told, even with a question mark ("3 days no answer??"),
  // unless the sentence opens as a question about it ("what happens if nobody picks up?").
  ((SITUATION.test(p) || WAITED_SPAN.test(p) || NOBODY.test(p)) && !ASKING_ABOUT.test(p) && !INFO_QUESTION.test(p)) ||
  // Trouble that comes back ("the feed is disconnected again", "the third time"), lasts, or is praised (sarcasm).
  (((NTH_TIME.test(p) && !satisfied(p)) || (badState(p) && (AGAIN.test(p) || LASTING.test(p) || praised(p)))) &&
    !isQuestionText(p)) ||
  (FEELING.test(p) && !(/!!/.test(p) && !FEELING.test(p.replace(/!!+/g, '')) && courtesy(p))) ||
  FEELING_WORDS.test(p) ||
  VENT.test(p) ||
  ANGRY_EMOJI.test(p) ||
  ((TROUBLE.test(p) || TROUBLE_WORDS.test(p) || SLANG_TROUBLE.test(p)) &&
    !(isQuestionText(p) && NEXT_STEP.test(p) && !FEELING.test(p)) &&
    (!isQuestionText(p) || (FIRST_PERSON.test(p) && !ASKING_ABOUT.test(p))));
/** Words that make "call" or "demo" a request to arrange one, even inside a question ("how do I book a demo?"). */
const ARRANGE =
  /(?<![\p{L}])(book|schedule|set up|arrange|meet|vereinbaren|buchen|ausmachen|inplannen|plannen|afspreken|prendre|fixer|organiser|planifier|agendar|programar|concertar|marcar|reservar|réserver)(?![\p{L}])/iu;
/** Asking for something: "can we …", "I'd like …", "Können wir …". */
const REQUEST_FORM =
  /^\s*¿?\s*(can|could|may|shall|would|let'?s|please|i'?d|i would|we'?d|kann|können|könnten|kan|kunnen|mag ik|zullen|pouvons|pourrions|peut-on|on peut|puis-je|est-ce que (je|nous|on) (peux|pourrais|peut|pouvons|pourrions)|podemos|podríamos|poderíamos|puedo|podría|posso|poderia|dá para)(?![\p{L}])|^\s*\p{L}+\s*\?$/iu;
const HUMAN =
  /(?<![\p{L}])(humans?|(a |an |some )?real (person|people)|mensch(en)?|mens|humain|humano|una persona real|uma pessoa real|une vraie personne|een echt(e)? (persoon|mens))(?![\p{L}])/iu;
const WE = /(?<![\p{L}])(we|us|wir|uns|wij|ons|nous|on|nos|nosotros|nós)(?![\p{L}])/iu;

/** A request for someone of the team: "call me back", a verb of talking joined to someone of the team, "get me a human". */
function asksForPerson(p: string): boolean {
  if (
    PERSON.test(p) ||
    CONTACT_ME.test(p) ||
    PUT_THROUGH.test(p) ||
    BARE_PERSON.test(p) ||
    WANT_PERSON.test(p) ||
    WANT_DESK.test(p)
  )
    return true;
  if (INFO_QUESTION.test(p) || WHOM.test(p)) return false;
  if (CALLED_BACK.test(p) && (!isQuestionText(p) || REQUEST_FORM.test(p))) return true;
  const toRole = TALK_TO_ROLE.test(p) || (TALK_TO_THE.test(p) && !defersToSomeone(p));
  if (toRole && (REQUEST_FORM.test(p) || WISH.test(p))) return true;
  if (asksSomeoneStructurally(p)) return true;
  return (TALK.test(p.replace(TALK_NOUN_USED, ' ')) && STAFF.test(p)) || HUMAN.test(p);
}

/**
 * "Can your reception answer phone calls…?", "does the app record calls?": what a thing (not the visitor, nor
 * someone of the team) can do with calls or meetings is a question about the product, not a request for one.
 */
const THING_SUBJECT =
  /^\s*(can|could|will|would|does|do|kann|können|kan|kunnen|peut|peuvent|puede|pueden|pode|podem)\s+(your|ur|the|its|it|this|ihr[e]?|der|die|das|es|uw|de|het|votre|vos|le|la|les|il|su|sus|el|los|las|o|a|os|as|seu|sua)(?![\p{L}])\s*(\p{L}*)/iu;
const TEAM =
  /(?<![\p{L}])(team|teams|staff|mitarbeiter\p{L}*|medewerker\p{L}*|équipe|equipo|equipa|equipe|vendedor\p{L}*|ventas|vertrieb|verkoop|commerciaux)(?![\p{L}])/iu;
function asksWhatAThingDoes(p: string): boolean {
  const m = THING_SUBJECT.exec(p);
  if (!m) return false;
  // "can your team call me", "could the sales rep do a demo": someone of the team is asked for, not a thing.
  const subject = p
    .slice(m.index + m[0].length - (m[3]?.length ?? 0))
    .split(/\s+/)
    .slice(0, 3)
    .join(' ');
  // "could it be a video call?": the meeting's form is being asked for, not what a thing does.
  if (/^(be|sein|zijn|être|ser)$/iu.test(m[3] ?? '')) return false;
  // "could the demo be on Tuesday?": the meeting itself is the subject, so it is being arranged.
  return !STAFF.test(`${m[2]} ${subject}`) && !TEAM.test(subject) && !MEETING_NOUN.test(m[3] ?? '');
}

/** A request to arrange a meeting (a demo, a call, an appointment), not a question about one. */
function asksForMeeting(text: string): boolean {
  const p = text.replace(MEETING_THING, ' ');
  if (WHOM.test(p) || NO_MEETING.test(p)) return false;
  const arranging = ARRANGE.test(p);
  if (arranging && (TALK_NOUN.test(p) || VISIT_NOUN.test(p)) && !INFO_QUESTION.test(p)) return true;
  if (MEETING_NOUN.test(p) && (POSSIBLE.test(p) || WELCOME.test(p)) && !TURNED_DOWN.test(p) && !INFO_QUESTION.test(p))
    return true;
  if (!arranging && /(?<![\p{L}])(cost|costs|price|prices|how long|included|include|includes)(?![\p{L}])/iu.test(p))
    return false;
  if (INFO_QUESTION.test(p) && !arranging) return false;
  if (asksWhatAThingDoes(p)) return false;
  // A demo video, account or store is a thing to look at, not a meeting.
  if (!arranging && /(?<![\p{L}])demo[- ](video|account|data|mode|version|site|shop|store|environment|login)/iu.test(p))
    return false;
  if (MEETING.test(p) && !/\b(cost|price|how long|plan|what)\b/i.test(p.replace(MEETING, ''))) return true;
  if (MEETING_NOUN.test(p)) return arranging || MEETING_VERB.test(p) || REQUEST_FORM.test(p);
  return MEET.test(p) && WE.test(p) && (isQuestionText(p) || REQUEST_FORM.test(p));
}
const INJECTION =
  /\b(ignore|disregard|forget) (all |any |the |your )?(previous |prior |above |earlier )?(instructions|rules|prompts?|guidelines)\b|\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak\b|\byou are now\b|\bpretend (to be|you are)\b|\bact as (an?|my)\b|\breveal (your|the|all)\b|^\s*(system|assistant|developer)\s*:/i;
// Sport, films and cooking only as the topic asked about ("who won the football?"): a football club or a cookery
// school asking about a discount is on topic.
const OFF_TOPIC =
  /\b(weather|forecast for|temperature (in|outside)|tell me a joke|a joke|who won|world cup|(football|soccer) (score|scores|results?|match(es)?)|recipe|(can|do) you (cook|sing)|(best|good) (movie|film|song)s?|lyrics|poem|horoscope|lottery|capital of|meaning of life|your favou?rite|wetter|witz|rezept|weer|grap|météo|blague|recette|clima|tiempo (hace|en)|chiste|receta|tempo (em|hoje)|piada|receita)\b/i;
const CORRECTION =
  /\b(actually|sorry,? (it'?s|my|i meant)|i meant|correction|should be|should read|typo|wrong (email|address|name|number)|not \S+@|eigentlich|korrektur|ich meinte|eigenlijk|correctie|ik bedoelde|en fait|je voulais dire|en realidad|quise decir|na verdade|quis dizer|oops|whoops)\b/i;
const QUESTION_START =
  /^\s*(what|what's|how|how's|why|when|where|which|who|whom|whose|can|could|do|does|did|is|are|will|would|should|may|might|have|has|tell me|explain|any|was|wie|wo|wann|warum|welche[rsn]?|gibt es|kann|können|haben|ist|sind|hoe|wat|waar|wanneer|welke|kan|kunnen|heeft|hebben|is er|zijn er|quel(le)?s?|comment|où|quand|pourquoi|combien|est-ce|pouvez|avez|qué|cómo|dónde|cuándo|cuál|cuánto|cuánta|puedo|pueden|tienen|hay|o que|como|onde|quando|qual|quanto|quanta|posso|podem|vocês|existe)\b/i;

/**
 * A question word after a lead-in of approximation or hesitation ("roughly what would a cruciate op cost",
 * "so how long", "ungefähr wie viel", "en gros combien"): chat drops "?", and the question word is not first.
 */
const LED_QUESTION =
  /^\s*((roughly|approximately|approx\.?|about|around|so|ok|okay|hmm+|um+|uh+|btw|anyway|out of interest|just curious|quick one|ungefähr|etwa|circa|also|ongeveer|dus|grofweg|environ|en gros|alors|donc|bon|aproximadamente|más o menos|entonces|pues|bueno|mais ou menos|então|tipo)[,:]?\s+){1,2}(what|how|which|when|where|why|who|wie|was|welche[rsn]?|wann|wo|warum|hoe|wat|welke|wanneer|waar|waarom|quel(le)?s?|comment|combien|où|quand|pourquoi|qué|cómo|cuánto|cuánta|cuál|dónde|cuándo|o que|como|quanto|quanta|qual|onde|quando)(?![\p{L}])/iu;

export function isQuestionText(text: string): boolean {
  return /\?/.test(text) || (QUESTION_START.test(text) && !SUBJECTLESS.test(text)) || LED_QUESTION.test(text);
}

export interface Part {
  text: string;
  act: Act;
}

/** The message cut into sentences and "and also" clauses. */
function pieces(text: string, read: (part: string) => string): string[] {
  return withEllipses(text.split(/(?<=[?!.])\s+(?=\S)|\s*(?:;|\n)+\s*/))
    .flatMap(splitAlso)
    .flatMap(splitPreface)
    .flatMap((p) => splitRequest(p, (head) => isQuestionText(read(head))))
    .map((p) => p.trim())
    .filter((p) => p.replace(/[\s!.,?]/g, '').length > 0);
}

/** Words that carry no topic of their own: question words, auxiliaries, pronouns, articles, greetings (six languages). */
const FUNCTION_WORDS = new Set(
  `how much many what which who when where why can could does did are was were have has had will would should the and
  for per you your our any about with that this its wie viel viele was welche wann warum kann ist sind hoe veel wat welke
  hoeveel waarom kan zijn quel quelle combien comment pourquoi est sont qué cuánto cuánta cuántos cómo por para qual
  quanto quantos como por para são hey hiya hello hallo bonjour hola olá`.split(/\s+/),
);
const CONTENT_WORD = (w: string) => w.length >= 3 && !FUNCTION_WORDS.has(w);
const contentWords = (text: string) => (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter(CONTENT_WORD).length;

/** Courtesy and hesitation words: with them, a part says nothing of its own ("hi there", "ok then", "hmm"). */
const COURTESY_WORDS =
  /^(hi|hiya|hey|hello|hallo|hoi|bonjour|salut|hola|olá|ola|oi|there|all|thanks|thank|thx|cheers|danke|bedankt|merci|gracias|obrigad[oa]|okay|ok|hmm+|um+|uh+|well|yes|yeah|yep|no|nope|ja|nee|nein|oui|non|sí|não|sim|good|morning|afternoon|evening|day|guten|tag|morgen|abend|goedemorgen|goedemiddag|bonsoir|buenos|días|buenas|tardes|bom|dia|boa|tarde|noite|again|everyone|team|folks|guys)$/iu;

/**
 * A message that says something beyond courtesy: a statement, a question or a correction with a content word that
 * is not a greeting or a hesitation ("hmm actually friday would suit us better"). Such a message is never answered
 * with the bare greeting, whatever else the agent could not do with it.
 */
export function says(parts: readonly Part[]): boolean {
  return parts.some(
    (p) =>
      ['statement', 'question', 'correction', 'contact'].includes(p.act) &&
      (p.text.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => CONTENT_WORD(w) && !COURTESY_WORDS.test(w)),
  );
}

/**
 * "also", "plus" … join two requests only when each side says something ("how much is plus per employee?" names
 * the Plus plan: "how much is" alone asks about nothing).
 */
const ALSO =
  /,?\s+(?:and also|also|plus|and then|und auch|außerdem|en ook|ook|et aussi|y también|e também)\s+(?=\S)/giu;
function splitAlso(piece: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of piece.matchAll(ALSO)) {
    const left = piece.slice(start, m.index);
    const right = piece.slice(m.index + m[0].length);
    if (contentWords(left) === 0 || contentWords(right.split(ALSO)[0] ?? '') === 0) continue;
    out.push(left);
    start = m.index + m[0].length;
  }
  out.push(piece.slice(start));
  return out;
}

/**
 * A short question after another one in the same message asks more about the same thing ("do u ship to germany?
 * how much", "Is there a trial? How long?"): it is read with the question before it, not as a question alone.
 */
function withEllipses(sentences: string[]): string[] {
  const out: string[] = [];
  for (const raw of sentences) {
    const s = raw.trim();
    const prev = out.at(-1);
    const short = s.split(/\s+/).length <= 3 && !findEmail(s) && !findPhone(s);
    if (prev !== undefined && short && isQuestionText(prev) && isQuestionText(s)) out[out.length - 1] = `${prev} ${s}`;
    else out.push(s);
  }
  return out;
}

/** A bare topic before a comma: a noun phrase ("and the trial", "what about your app"), no statement of its own. */
const TOPIC =
  /^\s*(?:and |as for |what about |about |und |en |et |y |e )?(?:the|your|ur|my|our|a|an|der|die|das|de|het|le|la|les|el|los|las|o|os|as)\s+\S+(?:\s+\S+)?\s*$/iu;
/** A word pointing back at something said before it. */
const ANAPHOR =
  /(?<![\p{L}])(it|that|this|they|them|those|these|es|das|het|dat|il|elle|ça|cela|eso|esto|isso|isto)(?![\p{L}])/iu;
/** Clauses that set a condition for the question and must stay with it ("if we sign this month, …"). */
const CONDITION = /^\s*(if|when|once|unless|wenn|falls|als|indien|si|se|cuando|quando)(?![\p{L}])/iu;

/**
 * A statement before a question in one sentence (a self-description, a context) is its own part, so the
 * question is looked up without it and the statement is read for what it tells (a team size, a timeline).
 */
function splitPreface(piece: string): string[] {
  const m = CLAUSE_QUESTION.exec(piece);
  // Chat often drops the question mark ("thinking of buying Growth, what does it include"): a last clause in the
  // form of a question (a question word and then a verb or "much"/"many") asks it all the same.
  if (!m || !/\?\s*$/.test(piece)) return [piece];
  const head = piece.slice(0, m.index);
  if (isQuestionText(head) || CONDITION.test(head) || head.split(/\s+/).length < 3) return [piece];
  // "I lost my key card, what happens now?": the mishap is what the question is about, so they stay one.
  if (NEXT_STEP.test(piece.slice(m.index + 1))) return [piece];
  // "and the trial, how long is it?": the head names what "it" is, so the two stay one question.
  if (TOPIC.test(head) && ANAPHOR.test(piece.slice(m.index + 1))) return [piece];
  return [head, piece.slice(m.index + 1)];
}

/** One part's act. */
/** How people hand over their details ("you can reach me at …"): giving contact, not asking for a call. */
const GIVING_CONTACT =
  /\b(you can |u can )?(reach|contact|email|e-mail|write|mail|ping|message|text|dm) (me|us) (at|on|via|under|through)\b|\b(my (e-?mail|email address|number|phone( number)?) is)\b/i;

function actOf(p: string): Act {
  const bare = withoutContactDetails(p).replace(/\s+/g, ' ').trim();
  if (
    (findEmail(p) || findPhone(p)) &&
    GIVING_CONTACT.test(p) &&
    !isQuestionText(bare) &&
    !/\b(back|demo|meeting|sales|someone|somebody)\b/i.test(bare) &&
    !MEETING.test(bare)
  ) {
    return CORRECTION.test(p) ? 'correction' : 'contact';
  }
  if (INJECTION.test(p)) return 'injection';
  if (isComplaint(p)) return 'complaint';
  // Asking who is there ("rede ich hier mit einem Menschen?") is not asking to be put through: disclosed, not filed.
  if (asksWhoIsThere(p)) return 'botQuestion';
  if ((BOT.test(p) || BOT_QUESTION.test(p)) && !asksForPerson(p.replace(BOT, '').replace(BOT_QUESTION, '')))
    return 'botQuestion';
  // Turning a person down ("I don't need anyone to call me, I'll read the docs") asks nothing of the team.
  if (declinesPerson(p, CONTACT_ME)) return 'ack';
  // "can someone call me to book it": a call asked for, whatever it is for; "book a call with me" arranges one.
  if (CONTACT_ME.test(p) && !ARRANGE.test(p.slice(0, CONTACT_ME.exec(p)!.index))) return 'person';
  if (asksForMeeting(p)) return 'meeting';
  if (asksForPerson(p)) return 'person';
  if ((findEmail(p) || findPhone(p)) && bare.replace(/[^\p{L}]/gu, '').length < 40 && !isQuestionText(bare))
    return CORRECTION.test(p) ? 'correction' : 'contact';
  if (CORRECTION.test(p) && !isQuestionText(p)) return 'correction';
  const g = GREETING.exec(bare);
  if (g && FILLER.test(bare.slice(g[0].length))) return 'greeting';
  if (PRESENCE.test(bare) || PREFACE.test(bare)) return 'greeting';
  if (GOODBYE.test(bare) && bare.length < 40) return 'goodbye';
  if (THANKS.test(bare) && !isQuestionText(bare) && bare.length < 80) return 'thanks';
  if (SMALL_TALK.test(bare)) return 'smallTalk';
  if (isAcknowledgement(bare)) return 'ack';
  // After acknowledgements: "cool" or "great" alone acknowledges an answer; "love it" praises.
  if (isCompliment(bare) || goodwill(bare)) return 'compliment';
  if (OFF_TOPIC.test(p)) return 'offTopic';
  return isQuestionText(bare) ? 'question' : 'statement';
}

/**
 * The parts of a message and their acts, a leading greeting ("Hi, …") split off the rest. `read` gives the words
 * an act is recognised from (chat English written out, chat-english.ts); the parts keep the visitor's own words,
 * which are what the team is handed.
 */
export function actsOf(text: string, read: (part: string) => string = (p) => p): Part[] {
  const out: Part[] = [];
  for (const piece of pieces(text, read)) {
    const g = GREETING.exec(piece);
    const rest = g ? piece.slice(g[0].length).replace(/^[\s,!.:-]+/, '') : piece;
    if (g && rest && !FILLER.test(rest)) {
      out.push({ text: g[0], act: 'greeting' });
      out.push({ text: rest, act: actOf(read(rest)) });
    } else out.push({ text: piece, act: actOf(read(piece)) });
    // "are you a bot? I want a human" in one part: both are answered (the disclosure and the hand-over).
    const last = out.at(-1)!;
    const said = read(last.text);
    if (last.act === 'person' && (BOT.test(said) || BOT_QUESTION.test(said)))
      out.push({ text: last.text, act: 'botQuestion' });
  }
  const { declined, praised: praisedAny } = markComplaints(out, text, read, praised);
  // "I'd love her advice" reads as praise alone; after a named person it asks for her.
  for (const p of out)
    if (['statement', 'question', 'compliment'].includes(p.act) && asksNamedOne(read(p.text), text)) p.act = 'person';
  // "…see it live with one of your people. can we grab a slot thursday?": a slot asked for, someone of the team named.
  if (STAFF.test(read(text)))
    for (const p of out)
      if ((p.act === 'statement' || p.act === 'question') && SLOT_ASKED.test(read(p.text))) p.act = 'meeting';
  // Replies whose meaning hangs on the agent's last turn are left to the rules that see it (deterministic.ts): "get
  // me an actual one" after the agent said it is automated, "thursday would suit us better" after times were offered.
  const contextual = REAL_ONE.test(read(text)) || dayWished(read(text), 0) !== null;
  // A person turned down ("not in the mood for a sales call") is not asked for, whatever the reader says.
  const asked = contextual || declined ? -1 : personPart(out, read(text), read);
  if (asked >= 0) out[asked]!.act = 'person';
  for (const p of out) if (p.act === 'question' && asksIfThere(p.text)) p.act = 'person';
  // "not a question - our customers love …": nothing in it is a request, and its praise is not a complaint.
  if (saysNoQuestion(read(text)))
    for (const p of out)
      if (['person', 'question', 'meeting'].includes(p.act) || (p.act === 'complaint' && praisedAny))
        p.act = praisedAny ? 'compliment' : 'statement';
  return joinPersonParts(out, read, (part) => actsOf(part, read));
}
