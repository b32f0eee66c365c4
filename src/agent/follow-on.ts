import { actsOf } from './acts.js';
import { FUNCTION_WORDS } from './glossary-function.js';
import { englishQuery } from './glossary.js';

/**
 * Follow-on questions: a second question that leans on the one before ("and how much is it", "is that in
 * german too?", "und was kostet das?", "et ça coûte combien ?") names little or nothing of what it is about;
 * its subject is the visitor's previous question. Such a question is searched with that question's words
 * added; a question that names its own subject is searched alone. Words of the six languages the agent speaks.
 */

/** Lower case without accents, as the glossary folds words. */
const fold = (w: string) => w.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** English function words, question words of the six languages, and the pronouns that point back. */
const OTHER_WORDS = `a an the and or but of to for from in on at by with about as into per than then too also just
  only still else here there i me my we us our you your u ur it its they them their that this those these one ones he
  she his her is are am was were be been being do does did doing have has had having can could will would shall
  should may might must get gets got what whats what's which who whom whose when where why how much many any some all
  there's is's im i'm dont don't not no yes ok okay so if please whether welche welcher welches wann warum wie viel
  viele wo woher wohin dafür dazu davon damit dort hoe hoeveel welke wanneer waarom waar daar daarvoor ervoor dan
  quel quelle quels quelles quand combien comment pourquoi où ça cela ceci celui celle là est-ce qué cuál cuáles
  cuándo cuánto cuánta cuántos cuántas cómo dónde por qué eso esto ese esa ello ahí allí quanto quanta quantos
  quantas quando como onde qual quais porque isso isto esse essa lá ali dele dela nele nela him her hers ihn ihm
  hem haar after before up down out off over under again usually normally typically generally ever even really
  actually already`;
const STOP = new Set([...FUNCTION_WORDS.split(' '), ...OTHER_WORDS.split(/\s+/)].filter(Boolean).map(fold));

/**
 * Words that ask about an aspect of a thing (its price, length, start, what it includes, which of them is the
 * cheapest or the largest) rather than name the thing: "how long does it take", "was kostet das", "combien ça
 * coûte", "what about the cheapest one?" name no subject of their own.
 */
const ASPECT = new Set(
  `cost costs costing price prices pricing charge charged pay paid paying fee fees long take takes taking last lasts
  start starts starting begin begins beginning open opens opening close closes closing include includes included
  including available free cheap cheaper expensive often time times work works working run runs running use used
  using need needed happen happens mean means come comes coming go goes going possible allowed there
  cheapest biggest smallest largest fastest quickest shortest longest best newest latest earliest lowest highest
  most least minimum maximum min max
  kostet kosten kostest preis preise dauert dauer lange teuer billig gilt geht offen beginnt enthalten inklusive
  kost kosten prijs duurt lang duur goedkoop open begint inbegrepen coûte coûtent coût prix dure durée longtemps
  cher inclus ouvert commence cuesta cuestan precio dura duración caro barato incluido incluye abierto empieza
  custa custam preço dura duração caro barato incluído inclui aberto começa`
    .split(/\s+/)
    .map(fold),
);

/** A question that opens by joining on to the one before: "and …", "what about …", "und …", "et …", "y …", "e …". */
const JOINED =
  /^\s*[¿¡]?\s*(and|what about|how about|und|was ist mit|und wie ist es mit|en|en wat met|et|et pour|et qu'en est-il|y|y qué tal|e|e quanto a)(?![\p{L}])/iu;
/** A pronoun or demonstrative pointing back at the thing asked about before. */
const POINTS_BACK =
  /(?<![\p{L}])(it|its|that|this|they|them|those|these|there|him|her|ihn|ihm|hem|das|dies|dafür|dazu|davon|dort|het|dat|dit|daar|daarvoor|ervoor|ça|cela|ceci|là|eso|esto|ello|ahí|allí|isso|isto|lá|ali)(?![\p{L}])/iu;

const words = (text: string) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map(fold);
/** What a question names of its own: its words without function words, pronouns and aspect words. */
export const subjectWords = (text: string) =>
  words(text).filter((w) => w.length >= 2 && !STOP.has(w) && !ASPECT.has(w));
/** Every word of a question that carries meaning (aspects too): what a follow-on borrows from it. */
const contentWords = (text: string) => words(text).filter((w) => w.length >= 2 && !STOP.has(w));

/**
 * A follow-on: a question that names nothing of its own ("how much?", "how long does it take?"); one that points
 * back (a pronoun) and names at most two things of its own ("is that in german too?", "does that include the
 * vaccinations?"); or one joined on ("and …", "what about …") that names at most one ("and for a weekend?",
 * "what about weekends"). "and how much is the exam course?" and "and how often do you make backups" name
 * their subject and are not follow-ons.
 */
export function isFollowOn(said: string): boolean {
  const own = subjectWords(said).length;
  return own === 0 || (POINTS_BACK.test(said) && own <= 2) || (JOINED.test(said) && own <= 1);
}

/** The parts of an earlier message that asked something (a greeting or a bot question before them says nothing). */
const asked = (message: string) =>
  actsOf(message)
    .filter((p) => p.act === 'question' || p.act === 'statement')
    .map((p) => p.text)
    .join(' ');

/** A question that asks its own aspect: an aspect word, or "how much / long / many" and their kin. */
const QUANTITY =
  /(?<![\p{L}])(how (much|many|long|often)|wie (viel|viele|lange|oft)|hoeveel|hoe (lang|vaak)|combien|cu[aá]nt\p{L}*|quant\p{L}*)(?![\p{L}])/iu;
const asksAspect = (text: string) => QUANTITY.test(text) || words(text).some((w) => ASPECT.has(w));

/**
 * What a follow-on borrows from the questions before it: a follow-on that asks its own aspect ("and how much is
 * it") borrows their subject words; one that asks none ("what about the cheapest one?") borrows the whole earlier
 * question, whose aspect it asks again (its price, its length). When the previous question was a follow-on too,
 * the one before it is borrowed as well (at most three back), so "and how long?" after "and how much?" still
 * knows the course.
 */
export function carriedSubject(previous: readonly string[], question: string): string[] {
  const out: string[] = [];
  const aspect = asksAspect(question);
  for (const message of previous.slice(-3).reverse()) {
    const text = asked(message);
    if (!text) break;
    out.unshift(...(aspect ? subjectWords(text) : text.split(/\s+/)));
    if (!isFollowOn(text)) break;
  }
  return aspect ? [...new Set(out)] : out;
}

/**
 * The search for a follow-on: its own words with what it borrows from the questions before; the same with the
 * title of the page the last one was answered from, searched when the first finds nothing ("how much is it" after
 * "when does the spring term start", answered from "Group classes", is about group classes); and the words an
 * answer must show to be about what the visitor asks now (what it names that the earlier questions did not).
 * Null for a question that is not a follow-on, or with no earlier question to lean on.
 */
export function followOnSearch(
  said: string,
  question: string,
  previous: readonly string[],
  topic: string | null = null,
): { query: string; withTopic: string | null; mustShow: string[] } | null {
  if (!isFollowOn(said)) return null;
  const subject = carriedSubject(previous, said);

  if (subject.length === 0) return null;
  const before = new Set(subject.flatMap(words));
  const fresh = subjectWords(question).filter((w) => !before.has(w));
  const query = asksAspect(said) ? `${question} ${subject.join(' ')}` : `${subject.join(' ')} ${question}`;
  const more = topic ? subjectWords(topic).filter((w) => !before.has(w)) : [];
  return { query, withTopic: more.length > 0 ? `${query} ${more.join(' ')}` : null, mustShow: fresh };
}

/** The first five letters of a word: "weekends" shows in "weekend", "branches" in "branch". */
const stem = (w: string) => w.slice(0, Math.max(4, Math.min(5, w.length)));

/**
 * Whether a carried answer is about what the follow-on names of its own: one of those words (or its English,
 * from the glossary) is in the answer. A word of another language that the glossary does not know cannot be
 * checked, and is trusted. Without such words ("how much is it") any answer about the subject is.
 */
export function showsOwn(answer: string, mustShow: readonly string[], inEnglish: boolean): boolean {
  if (mustShow.length === 0) return true;
  const seen = words(answer).map(stem);
  const shows = (w: string) => seen.includes(stem(w));
  if (mustShow.some(shows)) return true;
  const english = englishQuery(mustShow.join(' '));
  if (english) return words(english).some((w) => !STOP.has(w) && shows(w));
  return !inEnglish;
}
