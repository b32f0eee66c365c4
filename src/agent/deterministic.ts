import { hasBuyingSignal, INTENT, interestOf, justLooking } from './intent.js';
import { nextQuestion, qualifyingQuestions } from './qualify.js';
import { findCompany, findEmail, findName, findPhone, wantsTour, withoutContact } from './recognise.js';
import { actsOf, endsInUnmarkedQuestion, type Part } from './acts.js';
import { detectLanguage, languagesOf, type Lang } from './language.js';
import { qualifyingPhrase, say, type PhraseKey } from './phrases.js';
import type { AgentTools } from './tools.js';
import type { PlayableTour } from '../resources/tours/service.js';
import { planOf } from './task.js';
import { selfReport } from './self-report.js';
import { englishQuery } from './glossary.js';
import { HEAR_BACK, STAFF } from './act-words.js';
import { plainEnglish } from './chat-english.js';
import { setsHumanAgainstMachine, takesUpOffer } from './partner.js';

/**
 * The default agent: no model, the same tools and records as the model engine.
 * Each turn it recognises contact details, records the answer to a pending
 * qualifying question, then does one main thing (book, tour, hand over,
 * acknowledge, or answer from the knowledge with citations, escalating what
 * the knowledge does not cover), and at most one qualifying question and one
 * in-chat offer per conversation once the visitor shows buying interest.
 * Skills switch behaviour: a removed skill's part is not done. An Action the
 * visitor just triggered leads the reply with its task (task.ts) when their
 * message asks for nothing else: meeting times, its tour, the qualifying
 * questions, or the knowledge's answer to the task.
 */

const STOP = new Set(
  'about after also another could does from have here into just like more most much only other over please show some such than that their them then there these they this those through very what when where which while will with would your yours tour tours walk through work works'.split(
    ' ',
  ),
);

function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).filter((w) => !STOP.has(w)));
}

/**
 * The tour that fits a request to be shown something, or null: an `openWhen`
 * phrase of a step, or enough words shared with the tour's name, description
 * and step titles (two for "how does … work?", which is answered in words
 * otherwise; one for an explicit "show me …"); a request for "the tour" that
 * names nothing else gets the first published tour.
 */
export function fittingTour(text: string, tours: readonly PlayableTour[]): PlayableTour | null {
  if (tours.length === 0) return null;
  const explicit =
    /\b(show me|walk me through|walkthrough|walk-through|tour|demo me|can i see|let me see|zeig|rondleiding|laat .{0,20}zien|montre|visite|muéstrame|recorrido|mostre|mostra)\b/i.test(
      text,
    );
  const best = scoredTour(text, tours);
  if (best && (best.phrase || best.score >= (explicit ? 1 : 2))) return best.tour;
  const rest = [...words(text)].filter((w) => !/^(product|products|quick|short|full|guided)$/.test(w));
  return explicit && /\btours?\b/i.test(text) && rest.length === 0 ? tours[0]! : null;
}

function scoredTour(
  text: string,
  tours: readonly PlayableTour[],
): { tour: PlayableTour; score: number; phrase: boolean } | null {
  const lower = text.toLowerCase();
  const asked = words(text);
  let best: { tour: PlayableTour; score: number; phrase: boolean } | null = null;
  for (const tour of tours) {
    let phrase = false;
    for (const step of tour.steps)
      for (const p of step.openWhen ?? []) if (p && lower.includes(p.toLowerCase())) phrase = true;
    const own = words([tour.name, tour.description ?? '', ...tour.steps.map((s) => s.title)].join(' '));
    let score = 0;
    for (const w of asked) if (own.has(w)) score += 1;
    if ((phrase || score > 0) && (!best || Number(phrase) * 5 + score > Number(best.phrase) * 5 + best.score))
      best = { tour, score, phrase };
  }
  return best;
}

/** The published tour whose name, description, steps or `openWhen` phrases best match what was asked. */
export function matchTour(text: string, tours: readonly PlayableTour[]): PlayableTour | null {
  const lower = text.toLowerCase();
  const asked = words(text);
  let best: { tour: PlayableTour; score: number } | null = null;
  for (const tour of tours) {
    let score = 0;
    for (const step of tour.steps)
      for (const phrase of step.openWhen ?? []) if (phrase && lower.includes(phrase.toLowerCase())) score += 5;
    const own = words([tour.name, tour.description ?? '', ...tour.steps.map((s) => s.title)].join(' '));
    for (const w of asked) if (own.has(w)) score += 1;
    if (score > 0 && (!best || score > best.score)) best = { tour, score };
  }
  return best?.tour ?? null;
}

const first = (name: string | null) => name?.split(' ')[0] ?? null;

/** What the agent looks up for a message: the message without the contact details in it. */
export const questionOf = (text: string) => withoutContact(text) || text;

/**
 * The question a message will most likely be answered from the knowledge with,
 * decided from the text alone (so retrieval can start while the turn's context
 * is read); null for requests and small talk the agent handles otherwise.
 */
export function likelyQuestion(text: string): string | null {
  const asked = actsOf(text).filter((p) => p.act === 'question');
  if (asked.length !== 1 || wantsTour(text)) return null;
  const q = questionOf(asked[0]!.text);
  return q.length >= 3 ? q : null;
}

/**
 * The deterministic agent's verdict once every qualifying question is answered:
 * `strong` when a team size of ten or more and a timeline within the next
 * months were given, `possible` otherwise. Never shown to the visitor.
 */
export function verdictOf(answers: Array<[string, unknown]>): { fit: string; reasons: string } {
  const text = (key: string) => String(answers.find(([k]) => k === key)?.[1] ?? '');
  const size = Math.max(0, ...(text('company_size').match(/\d+/g) ?? []).map(Number));
  const soon = /\b(now|asap|week|weeks|month|months|quarter|this year)\b/i.test(text('timeline'));
  const reasons = answers.map(([k, v]) => `${k}: ${String(v ?? '?').slice(0, 60)}`).join('; ');
  return { fit: size >= 10 && soon ? 'strong' : 'possible', reasons };
}

/**
 * An Action's task that is neither a call, a tour nor questions ("Explain how
 * invoices sync with SAP"): answered from the knowledge as if asked, when the
 * knowledge covers it; false otherwise (the task is not the visitor's question,
 * so nothing is handed to the team).
 */
async function answerTask(tools: AgentTools): Promise<boolean> {
  const answer = await tools.answer(tools.ctx.action!.task.slice(0, 2000));
  if (!answer.covered) return false;
  tools.out.text(answer.answer);
  for (const c of answer.citations) tools.out.source(c);
  return true;
}

/** Parts that ask for something the agent does (not only courtesy). */
const SUBSTANTIVE = new Set(['question', 'statement', 'meeting', 'person', 'complaint', 'contact', 'correction']);
/** Words that say a statement asks for something ("we need…", "looking for…"). */
const WANTS =
  /\b(need|want|looking for|interested in|wondering|would like|i'd like|require|brauche|suche|möchte|zoek|wil graag|cherche|voudrais|busco|necesito|quisiera|procuro|preciso|gostaria)\b/i;
/**
 * Of those, the statements that are questions in another form, handed over when the knowledge does not cover
 * them: asking to know something ("I'd like to know whether…", "wondering if…") or naming a thing needed
 * ("we need an integration with…"). Wishes and interest ("we want to start soon", "interested in Growth") are
 * answered when the knowledge covers them and otherwise not filed: nobody asked the team anything.
 */
const ASKS =
  /(?<![\p{L}])(know|learn|find out|understand|wondering|wonder|curious|ask|check|need|require|looking for|must have|wissen|erfahren|brauche|benötige|suche|weten|nodig|zoek|savoir|besoin|cherche|saber|necesito|busco|preciso|procuro)(?![\p{L}])/iu;

/** Words that make a short question lean on the one before: a pronoun for its subject, or "and …" / "what about …". */
const ELLIPTICAL =
  /(?<![\p{L}])(it|its|that|this|they|them|those|these|one|es|das|dies|der|die|het|dat|dit|die|ze|ça|cela|il|elle|ils|le|la|les|eso|esto|eso|lo|la|isso|isto|ele|ela)(?![\p{L}])|^\s*(and|what about|how about|und|en|et|y|e)(?![\p{L}])/iu;

/**
 * "could someone from the team get back to me on that?": asking someone of the team, in a request form, to get
 * back is a request to hand the matter over, not only the address for a hand-over made before ("so you can get
 * back to me").
 */
const asksSomeone = (p: string) =>
  STAFF.test(p) &&
  /^\s*(\p{L}+,?\s+)?(can|could|would|will|may|please|kann|könnte|könnten|kan|kunnen|zou|pouvez|pourriez|pourrait|peut|puede|podría|pueden|pode|poderia|podem)(?![\p{L}])/iu.test(
    p,
  );

interface Turn {
  tools: AgentTools;
  lang: Lang;
  t: (key: PhraseKey, values?: Record<string, string | null | undefined>) => string;
  /** What the team gets with a hand-over: the visitor's phone or email, when given. */
  contact: string;
  reach: string;
  abstained: boolean;
}

/** The knowledge's answer to a question part, or a hand-over when it does not cover it. */
async function answerPart(
  turn: Turn,
  question: string,
  opts: { handOver: boolean; asked?: string },
): Promise<'answered' | 'handed' | 'none'> {
  const { tools, t } = turn;
  // The team gets the visitor's own words (the question is searched without contact details, which may also
  // drop other numbers); the contact is added when those words do not hold it already.
  const asked = opts.asked ?? question;
  const handed = findEmail(asked) || findPhone(asked) ? asked : `${asked}${turn.contact}`;
  const has = (slug: string) => tools.ctx.skills.some((x) => x.slug === slug);
  if (!has('answer-from-knowledge')) {
    if (!opts.handOver) return 'none';
    tools.escalate({ question: handed, reason: 'needs a person' });
    return 'handed';
  }
  let answer = await tools.answer(question);
  tools.effects.intent += INTENT.question;
  // Asked in another language than English and not found as asked: looked up again in English words (glossary.ts).
  const english = !answer.covered && turn.lang !== 'en' ? englishQuery(question) : null;
  if (english && english.toLowerCase() !== question.toLowerCase()) {
    const again = await tools.answer(english);
    if (again.covered) answer = again;
  }
  // A short follow-up that leans on the last question ("how long is it?", "and for teams?") is looked up again
  // with that question's words: alone it names nothing the knowledge can be searched for.
  const previous = tools.ctx.state.questions.at(-1);
  if (!answer.covered && previous && ELLIPTICAL.test(question) && question.split(/\s+/).length <= 6) {
    const again = await tools.answer(`${previous} ${question}`);
    if (again.covered) answer = again;
  }
  if (answer.covered) {
    if (turn.lang !== 'en' && detectLanguage(answer.answer, { previous: 'en' }) === 'en')
      tools.out.text(t('sourceEnglish'));
    tools.out.text(answer.answer);
    for (const c of answer.citations) tools.out.source(c);
    return 'answered';
  }
  if (!opts.handOver) return 'none';
  turn.abstained = true;
  if (has('escalate-question')) {
    tools.escalate({ question: handed, reason: 'not covered by the knowledge sources' });
    return 'handed';
  }
  tools.effects.gaps.push(question);
  return 'none';
}

/** Offers meeting times (or hands the request over when there are none, or no booking). */
async function offerSlots(turn: Turn, request: string): Promise<void> {
  const { tools, t } = turn;
  const { ctx, out } = tools;
  if (ctx.agent.booking) {
    const slots = await tools.check_availability({ days: 7 });
    const email = tools.effects.lead?.email ?? ctx.visitor.email;
    if (slots && (slots as { slots: string[] }).slots.length > 0)
      out.text(t('slots', { tz: ctx.agent.booking.timezone, for: email ? t('slotsFor', { email }) : '' }));
    else {
      tools.escalate({ question: `${request}${turn.contact}`, reason: 'asked for a meeting; no open slot' });
      out.text(t('noSlots'));
    }
  } else {
    tools.escalate({ question: `${request}${turn.contact}`, reason: 'asked for a meeting' });
    out.text(t('noBooking'));
  }
}

/** Open meeting times as an alternative to waiting (nothing is said when there are none or no booking). */
async function offerTimes(turn: Turn): Promise<void> {
  const { tools, t } = turn;
  const booking = tools.ctx.agent.booking;
  if (!booking) return;
  const slots = await tools.check_availability({ days: 7 });
  if (slots && (slots as { slots: string[] }).slots.length > 0)
    tools.out.text(t('personSlots', { tz: booking.timezone }));
}

export async function deterministicTurn(tools: AgentTools): Promise<void> {
  const { ctx, out, effects } = tools;
  const { state, visitor } = ctx;
  const text = ctx.input.text;
  const has = (slug: string) => ctx.skills.some((s) => s.slug === slug);
  const lang = detectLanguage(text, {
    speaks: languagesOf(ctx.skills.map((s) => s.body)) ?? undefined,
    previous: (state.language as Lang | null) ?? null,
    browser: ctx.input.locales,
  });
  effects.language = lang;
  // Acts are read, and questions looked up, in chat English written out ("how's ur day going?" is small talk as
  // "how's your day going?" is); the team is handed the visitor's own words.
  const plain = lang === 'en' ? plainEnglish : (s: string) => s;
  const parts: Part[] = actsOf(text, plain);
  const acts = new Set(parts.map((p) => p.act));

  // Contact details, wherever they appear in the message; a name already known stays on a lead made from a new email.
  const email = findEmail(text);
  const phone = findPhone(text);
  const name = findName(text);
  const company = findCompany(text);
  const knownName = name ?? effects.name ?? state.name ?? visitor.displayName;
  if (email || name || company) tools.capture_lead({ email, name: email ? knownName : name, company });
  const knownEmail = effects.lead?.email ?? visitor.email ?? state.email;
  const who = first(effects.lead?.name ?? effects.name ?? state.name ?? visitor.displayName);
  const t = (key: PhraseKey, values: Record<string, string | null | undefined> = {}) => say(lang, key, values);
  // The team gets whom to reach with a hand-over: a lead needs an email (runtime-api.md records a lead when "an email
  // appears"), so a visitor who leaves only a name and a phone is reached through the follow-up, which carries both.
  const contactOf = [
    phone || knownEmail ? (knownName ? `name ${knownName}` : null) : null,
    phone ? `phone ${phone}` : null,
    knownEmail ? `email ${knownEmail}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const reach = phone ? t('reachPhone', { phone }) : knownEmail ? t('reachEmail', { email: knownEmail }) : '';
  const turn: Turn = { tools, lang, t, contact: contactOf ? ` (contact: ${contactOf})` : '', reach, abstained: false };

  // The answer to the qualifying question the last reply asked: a statement (or the company, a size, a date), never
  // courtesy or a question; a short question-shaped reply that carries the answer ("maybe next quarter?") is one.
  const replies = (p: Part) =>
    state.pending !== null && p.act === 'question' && selfReport(p.text).length > 0 && p.text.split(/\s+/).length <= 12;
  let answered = false;
  // The visitor taking up the times the agent offered earlier in the conversation ("yes, a call later this week
  // would be perfect"): that statement is about the meeting, not an answer to a qualifying question.
  const takesOffer = (p: Part) => p.act === 'statement' && takesUpOffer(plain(p.text), state.slotsOffered);
  // "…, what does it include" (no question mark): a statement that asks, looked up rather than recorded.
  const unmarked = (p: Part) => p.act === 'statement' && endsInUnmarkedQuestion(plain(p.text));
  const answering = parts.filter(
    (p) =>
      (p.act === 'statement' && !takesOffer(p) && !unmarked(p)) ||
      (p.act === 'contact' && !email && !phone) ||
      replies(p),
  );
  const asking = parts.filter((p) => p.act === 'question' && !replies(p));
  if (
    state.pending &&
    answering.length > 0 &&
    asking.length === 0 &&
    !acts.has('complaint') &&
    !acts.has('injection')
  ) {
    tools.record_answer({ key: state.pending, value: text });
    answered = true;
  }
  // What the visitor told about themselves unasked (a team size, a timeline, a role): recorded under the skill's
  // key when not known yet, and never filed as a question.
  let noted = false;
  const skillKeys = has('qualify-lead')
    ? qualifyingQuestions(ctx.skills.find((s) => s.slug === 'qualify-lead')).map((q) => q.key)
    : [];
  if (!acts.has('complaint') && !acts.has('injection'))
    for (const p of parts.filter((x) => (x.act === 'statement' && !takesOffer(x)) || replies(x)))
      for (const key of selfReport(p.text))
        if (skillKeys.includes(key) && !(key in visitor.answers) && !(key in effects.answers)) {
          tools.record_answer({ key, value: text });
          noted = true;
        }

  // "just looking at the prices": price words from a visitor who says they are only browsing are no buying interest.
  const browsing = justLooking(plain(text));
  const buying = hasBuyingSignal(text) && !browsing;
  // An Action the visitor just triggered: its task leads this reply when the message itself asks for nothing else.
  const plan = ctx.action ? planOf(ctx.action) : null;
  const task = ctx.actionFresh ? plan : null;
  const open = !answered && !email && !name && ![...acts].some((a) => SUBSTANTIVE.has(a));
  if (buying || task?.qualify || task?.meeting) effects.intent += INTENT.buyingSignal;

  let handled = false;
  let complaint = false;
  const tour = has('guide-tour') && wantsTour(text) ? fittingTour(text, ctx.tours) : null;
  const taskTour =
    task?.tour && open && has('guide-tour') ? matchTour(`${ctx.action!.name} ${ctx.action!.task}`, ctx.tours) : null;

  if (acts.has('complaint')) {
    // A complaint: apologise, say what happens next, hand it to the team as urgent with the visitor's words and contact.
    complaint = true;
    tools.escalate({ question: `${text}${turn.contact}`, reason: 'urgent: complaint' });
    out.text(t('complaint', { reach }));
    if (!reach) out.text(t('askContact'));
    handled = true;
  } else {
    if (tour) {
      tools.start_tour({ tour: tour.id });
      out.text(t('tour', { tour: tour.name }));
      handled = true;
    } else if (taskTour) {
      tools.start_tour({ tour: taskTour.id });
      out.text(t('tour', { tour: taskTour.name }));
      handled = true;
    }
    if (acts.has('botQuestion')) {
      out.text(t('bot'));
      handled = true;
    }
    let uncovered = false;
    for (const p of parts) {
      if (p.act === 'question' && !tour && !replies(p)) {
        const own = p.text.replace(/^(and|also|plus|und|en|et|y|e)\s+/i, '');
        const q = questionOf(plain(own));
        if (q.length < 3) continue;
        const r = await answerPart(turn, q, { handOver: true, asked: own });
        if (r === 'handed' || r === 'none') uncovered = true;
        handled = true;
      } else if (
        p.act === 'statement' &&
        !answered &&
        !tour &&
        WANTS.test(p.text) &&
        ASKS.test(p.text) &&
        selfReport(p.text).length === 0
      ) {
        const r = await answerPart(turn, questionOf(plain(p.text)), { handOver: true, asked: p.text });
        if (r !== 'answered') uncovered = true;
        handled = true;
      } else if (
        p.act === 'statement' &&
        !answered &&
        !tour &&
        !acts.has('question') &&
        (selfReport(p.text).length === 0 || unmarked(p)) &&
        withoutContact(p.text).split(/\s+/).length >= 3
      ) {
        if ((await answerPart(turn, questionOf(plain(p.text)), { handOver: false })) === 'answered') handled = true;
      }
    }
    if (uncovered) {
      if (has('escalate-question'))
        out.text(
          t('abstain', { reach: knownEmail ? t('abstainReachEmail', { email: knownEmail }) : t('abstainReachLater') }),
        );
      else out.text(t('abstainPlain'));
    }
    // An address left so the team can answer what it was already handed ("my email is …, so you can get back to
    // me"): it goes with that hand-over (the lead; follow-up answers are emailed to it), and nothing is filed again.
    const hearBack =
      email !== null &&
      !phone &&
      state.escalated.length > 0 &&
      !acts.has('question') &&
      parts
        .filter((p) => p.act === 'person')
        .every((p) => HEAR_BACK.test(plain(p.text)) && !asksSomeone(plain(p.text)));
    const accepted = parts.some(takesOffer);
    const meeting = acts.has('meeting') || accepted || (task?.meeting && !task.qualify && open);
    if (meeting && has('book-meeting') && !answered) {
      await offerSlots(turn, acts.has('meeting') || accepted ? text : `${ctx.action!.name}: ${ctx.action!.task}`);
      handled = true;
    } else if ((acts.has('person') && !hearBack) || (acts.has('meeting') && !has('book-meeting'))) {
      tools.escalate({ question: `${text}${turn.contact}`, reason: 'asked for a person' });
      // Asked for a human (or told "not a bot"): the visitor is told plainly the agent is automated (issue 27).
      const human = parts.some((p) => p.act === 'person' && setsHumanAgainstMachine(plain(p.text)));
      // One paragraph with the hand-over: the reply's first paragraph is what its language is read from.
      const disclose = human && !acts.has('botQuestion') ? `${t('automated')} ` : '';
      out.text(`${disclose}${t('handover', { reach })}`);
      if (!reach) out.text(t('askContact'));
      // runtime-api.md: the agent "offers meeting slots when the visitor asks to talk to someone", so a visitor
      // who wants a person may also pick a time for a call instead of waiting to be contacted.
      if (acts.has('person') && has('book-meeting') && !complaint) await offerTimes(turn);
      handled = true;
    } else if (phone && !handled && !uncovered) {
      // A phone number on its own: the visitor wants to be called.
      const last = state.questions.at(-1);
      tools.escalate({
        question: `Please call back${last ? ` about: ${last}` : ''}${turn.contact}`,
        reason: 'left a phone number',
      });
      out.text(t('handover', { reach }));
      handled = true;
    }
    if (!handled) {
      // A correction names what was noted only when there is an address to name ("Thanks! I have noted ." otherwise).
      if (email || (acts.has('correction') && knownEmail))
        out.text(
          t(state.escalated.length ? 'notedTeam' : 'noted', {
            name: who ? `, ${who}` : '',
            email: email ?? knownEmail ?? '',
          }),
        );
      else if (name) out.text(t('helloNamed', { name: who }));
      else if (answered || noted) out.text(t('answerThanks'));
      else if (acts.has('injection')) out.text(t('injection'));
      else if (acts.has('offTopic')) out.text(t('offTopic'));
      else if (acts.has('goodbye')) out.text(t('goodbye'));
      else if (acts.has('thanks')) out.text(t('thanks'));
      else if (acts.has('ack') && !acts.has('greeting')) out.text(t('ack'));
      else if (acts.has('smallTalk') && !acts.has('greeting')) out.text(t('smallTalk'));
      else if (acts.has('compliment')) out.text(t('compliment'));
      else if (task?.qualify) out.text(t('helpWith', { name: who ? `, ${who}` : '' }));
      else if (!(task?.inform && has('answer-from-knowledge') && (await answerTask(tools)))) out.text(t('hello'));
    } else if (email && !acts.has('meeting'))
      out.text(
        t(state.escalated.length || effects.escalations.length ? 'notedTeam' : 'noted', {
          name: who ? `, ${who}` : '',
          email,
        }),
      );
  }

  // Buying interest: one qualifying question per turn, at a moment that fits (never after a complaint, an abstention or a
  // request for a person, whom the team will qualify; never on courtesy alone).
  const substantive = [...acts].some((a) => SUBSTANTIVE.has(a)) || answered || Boolean(task);
  const interested =
    buying ||
    (state.buying && (answered || noted || acts.has('question'))) ||
    effects.slotsOffered ||
    Boolean(task?.qualify || task?.meeting);
  if (
    interested &&
    !browsing &&
    substantive &&
    !complaint &&
    !acts.has('person') &&
    !turn.abstained &&
    has('qualify-lead') &&
    !effects.slotsOffered
  ) {
    const known = { ...visitor.answers, ...effects.answers };
    const questions = qualifyingQuestions(ctx.skills.find((s) => s.slug === 'qualify-lead'));
    const next = nextQuestion(questions, known, state.asked);
    if (next) {
      out.text(qualifyingPhrase(lang, next.key) ?? next.question);
      effects.asked = next.key;
      // In the transcript, so the team (and the conversations benchmark) can see which question was asked.
      effects.toolCalls.push({ tool: 'ask_qualifying', input: { key: next.key }, output: { asked: true } });
    } else if (answered && questions.length > 0) {
      tools.set_verdict(verdictOf(questions.map((q) => [q.key, known[q.key]])));
      // The Action's task ends on a call ("…and offer a call"): now that the questions are answered, offer the times.
      if (plan?.meeting && !state.slotsOffered && ctx.agent.booking && has('book-meeting')) {
        const slots = await tools.check_availability({ days: 7 });
        if (slots && (slots as { slots: string[] }).slots.length > 0)
          out.text(t('callAfterQuestions', { tz: ctx.agent.booking.timezone }));
      }
    }
  }
  if ((interested || visitor.intentScore >= 40) && !complaint && has('present-offer') && !state.offerShownId) {
    const offer = tools.eligibleOffers()[0];
    if (offer) tools.show_offer({ offerId: offer.id });
  }
  effects.interest = interestOf(text);
}
