import { hasBuyingSignal, INTENT, interestOf, justLooking } from './intent.js';
import { hasQuestionLeft, nextQuestion, qualifyingQuestions } from './qualify.js';
import { findCompany, findEmail, findName, findPhone, wantsTour, withoutContact } from './recognise.js';
import { actsOf, endsInUnmarkedQuestion, says, unmarkedClause, type Part } from './acts.js';
import { type DayWish, dayWished, localDay } from './day-wish.js';
import { asksPlanAdvice, BUY_VERB, buyingQuestions, needsFromWhen, sizedFromWhen } from './buy-words.js';
import { detectLanguage, languagesOf, type Lang } from './language.js';
import { qualifyingPhrase, say, type PhraseKey } from './phrases.js';
import type { AgentTools } from './tools.js';
import { planOf } from './task.js';
import { selfReport } from './self-report.js';
import { ASKS, asksSomeone, WANTS } from './ask-words.js';
import { REAL_ONE } from './person-words.js';
import { plainEnglish } from './chat-english.js';
import { setsHumanAgainstMachine, takesUpOffer } from './partner.js';
import { asksToBeShown, fittingTour, matchTour } from './tour-match.js';
import { onlySomeoneElse, othersStory, toldLightly } from './learned/cues.js';
import { thinksItOver } from './courtesy-words.js';
import { thanksOff } from './thanks-off.js';
import { givesFeedback } from './browse-words.js';
import { addressForHanded, contactForAsk, followUpWithContact, personAfterComplaint } from './contact-after.js';
import { answerPart, answerTask, offerSlots, offerTimes, type Turn } from './turn-steps.js';
import { namedLead, onlyPraise, quoteRequests } from './quote-praise.js';
import { verdictOf } from './verdict.js';
import { requestsOfSomeone } from './someone-asked.js';
import { commitsWithNextStep } from './next-step.js';
import { onlyComparing, weighsBuying } from './weigh-words.js';

export { fittingTour, matchTour } from './tour-match.js';
export { verdictOf } from './verdict.js';

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

/** Parts that ask for something the agent does (not only courtesy). */
const SUBSTANTIVE = new Set(['question', 'statement', 'meeting', 'person', 'complaint', 'contact', 'correction']);
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
  // Meeting times were offered, and the visitor names a day they would rather meet on ("friday would suit us
  // better", "anything on tuesday?"): a request for the times again, from that day, not a question to look up.
  const booking = has('book-meeting') && state.slotsOffered ? ctx.agent.booking : null;
  const today = booking ? localDay(ctx.deps.clock.now(), booking.timezone).weekday : null;
  let wish: DayWish | null = null;
  for (const p of today === null ? [] : parts)
    if (['statement', 'question', 'correction'].includes(p.act) && (wish = dayWished(plain(p.text), today!))) {
      p.act = 'meeting';
      break;
    }
  // The agent's last reply said it is automated, and the visitor asks for "a real one": a person is asked for.
  if (state.disclosed)
    for (const p of parts)
      if (!['complaint', 'injection'].includes(p.act) && REAL_ONE.test(plain(p.text))) p.act = 'person';
  personAfterComplaint(state, parts);
  // Someone of the company asked to act for the visitor ("could someone send the paperwork to …"): a person asked for.
  requestsOfSomeone(parts, plain, text);
  const quoted = quoteRequests(parts, plain);
  const acts = new Set(parts.map((p) => p.act));
  // Buying asked for as an act ("can we get 5 seats going next week?"): when the knowledge does not say how, the
  // team sets it up (a sales hand-over with the qualifying question), not an abstention (buy-words.ts).
  const buyingAsked = new Set([...buyingQuestions(parts, plain), ...quoted]);
  // Becoming a customer, with what comes next asked: answered where covered, and the team sets it up (next-step.ts).
  const nextStep = commitsWithNextStep(parts, plain);

  // Contact details, wherever they appear in the message; a name already known stays on a lead made from a new email.
  const email = findEmail(text);
  const phone = findPhone(text);
  const name = findName(text, lang);
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
  const turn: Turn = {
    tools,
    lang,
    t,
    contact: contactOf ? ` (contact: ${contactOf})` : '',
    reach,
    phone,
    abstained: false,
  };

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
  // A goodbye or "I'll think about it" closes the conversation: no answer to record, no question to put.
  const closing = acts.has('goodbye') || thinksItOver(plain(text)) || thanksOff(parts);
  const answering = parts.filter(
    (p) =>
      // "I'll talk to my partner about it" defers to the visitor's own people: a closing, not an answer.
      (p.act === 'statement' && !closing && !takesOffer(p) && !unmarked(p) && !onlySomeoneElse(plain(p.text))) ||
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
  // Someone else's story told lightly ("my cousin's van cost him a fortune haha") is no interest in buying either.
  const browsing =
    justLooking(plain(text)) || onlyComparing(plain(text)) || (othersStory(plain(text)) && toldLightly(plain(text)));
  const buying =
    (hasBuyingSignal(text) || weighsBuying(plain(text)) || needsFromWhen(plain(text)) || sizedFromWhen(plain(text))) &&
    !browsing &&
    !givesFeedback(plain(text)) &&
    !onlyPraise(parts, plain);
  // An Action the visitor just triggered: its task leads this reply when the message itself asks for nothing else.
  const plan = ctx.action ? planOf(ctx.action) : null;
  const task = ctx.actionFresh ? plan : null;
  const open = !answered && !email && !name && ![...acts].some((a) => SUBSTANTIVE.has(a));
  if (buying || task?.qualify || task?.meeting) effects.intent += INTENT.buyingSignal;

  let handled = false;
  let complaint = false;
  // Buying asked for (an act, or how to go about it) that the knowledge does not cover: a sales hand-over.
  let sale = quoted.size > 0;
  // Advice on which plan to take, where the knowledge does not say: the qualifying question asks what the answer
  // depends on, instead of filing it for the team (buy-words.ts); when no question is left to ask, it is filed.
  const canQualify = !browsing && hasQuestionLeft(ctx.skills, { ...visitor.answers, ...effects.answers }, state.asked);
  const advice = new Set(parts.flatMap((p, i) => (canQualify && asksPlanAdvice(plain(p.text)) ? [i] : [])));
  let advised = false;
  // Browsing "to see what it looks like" is no request for a tour unless one is asked for in so many words.
  const tour =
    has('guide-tour') && wantsTour(text) && (!browsing || asksToBeShown(text)) ? fittingTour(text, ctx.tours) : null;
  const taskTour =
    task?.tour && open && has('guide-tour') ? matchTour(`${ctx.action!.name} ${ctx.action!.task}`, ctx.tours) : null;

  if (acts.has('complaint')) {
    // A complaint: apologise, say what happens next, hand it to the team as urgent with the visitor's words and contact.
    complaint = effects.complained = true;
    tools.escalate({ question: `${text}${turn.contact}`, reason: 'urgent: complaint' });
    out.text(t('complaint', { reach }));
    if (!reach) {
      out.text(t('askContact'));
      effects.awaiting = 'complaint';
    }
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
      effects.disclosed = true;
      handled = true;
    }
    let uncovered = false;
    for (const [i, p] of parts.entries()) {
      if (p.act === 'question' && !tour && !replies(p)) {
        const buyAct = buyingAsked.has(i);
        const own = p.text.replace(/^(and|also|plus|und|en|et|y|e)\s+/i, '');
        const q = questionOf(plain(own));
        if (q.length < 3) continue;
        const r = await answerPart(turn, q, { handOver: !buyAct && !nextStep && !advice.has(i), asked: own });
        if ((buyAct || nextStep) && r !== 'answered') sale = true;
        else if (advice.has(i) && r !== 'answered') advised = true;
        else if (r === 'handed' || r === 'none') uncovered = true;
        handled = true;
      } else if (
        p.act === 'statement' &&
        !answered &&
        !tour &&
        WANTS.test(p.text) &&
        ASKS.test(p.text) &&
        selfReport(p.text).length === 0
      ) {
        // A need told while only browsing ("just browsing, need new boots before winter"), or beside a question about
        // the agent ("are you a bot? need to know before I type it all out"), is answered if it can be, never filed.
        const handOver = !browsing && !acts.has('botQuestion');
        const r = await answerPart(turn, questionOf(plain(p.text)), { handOver, asked: p.text });
        if (r !== 'answered' && handOver) uncovered = true;
        // Not answered and not handed over: the reply's closing words below still answer the visitor.
        if (r === 'answered' || handOver) handled = true;
      } else if (
        p.act === 'statement' &&
        !answered &&
        !tour &&
        !acts.has('question') &&
        (selfReport(p.text).length === 0 || unmarked(p)) &&
        withoutContact(p.text).split(/\s+/).length >= 3
      ) {
        // A statement that ends in a question without its mark ("thinking of upgrading, how does that work") asks
        // it: answered, or handed over when the knowledge does not cover it; any other statement is only answered.
        const asks = unmarkedClause(plain(p.text));
        let r = await answerPart(turn, questionOf(plain(p.text)), { handOver: false });
        // The clause alone when the whole is not found: the statement's words may lead the search astray.
        if (r !== 'answered' && asks) r = await answerPart(turn, questionOf(asks), { handOver: false });
        if (r === 'answered') handled = true;
        else if (asks && (hasBuyingSignal(plain(p.text)) || BUY_VERB.test(plain(p.text)))) {
          // How to go about buying ("thinking of upgrading to Scale, how does that work", "we'd like to sign an
          // annual contract, what do we need to do"), not covered: the team sets it up, as for buying asked for.
          sale = true;
          handled = true;
        } else if (asks) {
          if ((await answerPart(turn, questionOf(plain(p.text)), { handOver: true, asked: p.text })) !== 'answered')
            uncovered = true;
          handled = true;
        }
      }
    }
    if (nextStep && !uncovered) sale = true;
    if (sale && !uncovered) {
      tools.escalate({ question: `${text}${turn.contact}`, reason: 'wants to buy: sales hand-over' });
      out.text(t('sale', { reach }));
      // No way to reach the visitor yet: ask for one, and file it with the request when it comes (contact-after.ts).
      if (!reach) {
        out.text(t('askContact'));
        effects.awaiting = 'person';
      }
    }
    if (uncovered) {
      if (has('escalate-question'))
        out.text(
          t('abstain', { reach: knownEmail ? t('abstainReachEmail', { email: knownEmail }) : t('abstainReachLater') }),
        );
      else out.text(t('abstainPlain'));
      if (!reach && asksSomeone(plain(text))) effects.awaiting = 'person'; // someone asked to act (contact-after.ts)
    }
    const hearBack = addressForHanded(state, parts, { email, phone }, plain);
    const accepted = parts.some(takesOffer);
    const completes = uncovered || sale ? null : contactForAsk(state, parts, { email, phone }, plain(text));
    const meeting = acts.has('meeting') || accepted || (task?.meeting && !task.qualify && open);
    // A meeting asked for in its own part is offered even when another part answered the qualifying question
    // ("I'm the CFO. Can we book a demo?"); an Action's meeting waits while its questions are being answered.
    if (meeting && has('book-meeting') && (acts.has('meeting') || !answered)) {
      await offerSlots(turn, acts.has('meeting') || accepted ? text : `${ctx.action!.name}: ${ctx.action!.task}`, wish);
      handled = true;
    } else if (completes) {
      tools.escalate(followUpWithContact(state, text, turn.contact, completes));
      out.text(t('handover', { reach }));
      handled = true;
    } else if ((acts.has('person') && !hearBack) || (acts.has('meeting') && !has('book-meeting'))) {
      tools.escalate({ question: `${text}${turn.contact}`, reason: 'asked for a person' });
      // Asked for a human (or told "not a bot"): the visitor is told plainly the agent is automated (issue 27).
      const human = parts.some((p) => p.act === 'person' && setsHumanAgainstMachine(plain(p.text)));
      // One paragraph with the hand-over: the reply's first paragraph is what its language is read from.
      const disclose = human && !acts.has('botQuestion') ? `${t('automated')} ` : '';
      if (disclose) effects.disclosed = true;
      out.text(`${disclose}${t('handover', { reach })}`);
      if (!reach) out.text(t('askContact'));
      if (!reach) effects.awaiting = 'person';
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
      else if (!(task?.inform && has('answer-from-knowledge') && (await answerTask(tools)))) {
        // A message that says something beyond a greeting is never answered with the bare greeting: the visitor
        // is thanked for what they told and asked what they would like (nothing is filed; nobody asked anything).
        // A longer account (a situation) is also told how to get the team onto it.
        const key =
          !says(parts) || browsing ? 'hello' : withoutContact(text).split(/\s+/).length >= 8 ? 'heardTeam' : 'heard';
        out.text(t(key));
        // The offer to get the team onto it asks for an email or phone: a contact next turn takes it up.
        if (key === 'heardTeam') effects.awaiting = 'team';
      }
    } else if (email && !acts.has('meeting'))
      out.text(
        t(state.escalated.length || effects.escalations.length ? 'notedTeam' : 'noted', {
          name: who ? `, ${who}` : '',
          email,
        }),
      );
  }

  // Buying interest: one qualifying question per turn, at a moment that fits (never after a complaint or an abstention;
  // beside a request for a person or offered times only when the message itself shows buying interest; never on
  // courtesy alone).
  const substantive = [...acts].some((a) => SUBSTANTIVE.has(a)) || answered || Boolean(task);
  const interested =
    buying ||
    sale ||
    advised ||
    // After an answer the next question waits for the visitor to ask again: one answer is no new interest, and a
    // question on every turn reads as an interrogation (docs/decisions.md). An Action whose task is to qualify asks
    // its questions in turn.
    (state.buying && (acts.has('question') || ((answered || noted) && Boolean(plan?.qualify)))) ||
    effects.slotsOffered ||
    Boolean(task?.qualify || task?.meeting);
  if (
    interested &&
    !browsing &&
    !closing &&
    substantive &&
    !complaint &&
    // A person asked for, or times offered, leave the qualifying to the team, unless this very message shows buying
    // interest ("can I talk to someone about an office for 9 of us from February?"): then the question goes with them.
    ((!acts.has('person') && !effects.slotsOffered) || buying) &&
    !turn.abstained &&
    has('qualify-lead')
  ) {
    const known = { ...visitor.answers, ...effects.answers };
    const questions = qualifyingQuestions(ctx.skills.find((s) => s.slug === 'qualify-lead'));
    const next = nextQuestion(questions, known, state.asked);
    if (next) {
      if (advised) out.text(t('planDepends'));
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
  // A name left with a hand-over or a full name introduced, and no email: an email-less lead (quote-praise.ts).
  namedLead(effects, { name, knownName, phone, person: acts.has('person'), knownEmail });
  effects.interest = interestOf(text);
}
