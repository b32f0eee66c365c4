import { hasBuyingSignal, INTENT, interestOf } from './intent.js';
import { nextQuestion, qualifyingQuestions } from './qualify.js';
import { findCompany, findEmail, findName, isQuestion, isSmallTalk, isThanks, wantsHuman, wantsMeeting, wantsTour, withoutContact } from './recognise.js';
import type { AgentTools } from './tools.js';
import type { PlayableTour } from '../resources/tours/service.js';
import { planOf } from './task.js';

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
  'about after also another could does from have here into just like more most much only other over please show some such than that their them then there these they this those through very what when where which while will with would your yours tour tours walk through work works'.split(' '),
);

function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).filter((w) => !STOP.has(w)));
}

/** The published tour whose name, description, steps or `openWhen` phrases best match what was asked. */
export function matchTour(text: string, tours: readonly PlayableTour[]): PlayableTour | null {
  const lower = text.toLowerCase();
  const asked = words(text);
  let best: { tour: PlayableTour; score: number } | null = null;
  for (const tour of tours) {
    let score = 0;
    for (const step of tour.steps) for (const phrase of step.openWhen ?? []) if (phrase && lower.includes(phrase.toLowerCase())) score += 5;
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
  if (isSmallTalk(text) || wantsMeeting(text) || wantsTour(text) || wantsHuman(text)) return null;
  const q = questionOf(text);
  return q.length >= 3 && isQuestion(q) ? q : null;
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

export async function deterministicTurn(tools: AgentTools): Promise<void> {
  const { ctx, out, effects } = tools;
  const { state, visitor } = ctx;
  const text = ctx.input.text;
  const has = (slug: string) => ctx.skills.some((s) => s.slug === slug);

  // Contact details, wherever they appear in the message.
  const email = findEmail(text);
  const name = findName(text);
  const company = findCompany(text);
  if (email || name || company) tools.capture_lead({ email, name, company });

  // The answer to the qualifying question the last reply asked (a greeting or a thank-you is not one).
  const asking = isQuestion(text);
  let answered = false;
  if (state.pending && !asking && !email && !isSmallTalk(text)) {
    tools.record_answer({ key: state.pending, value: text });
    answered = true;
  }

  const buying = hasBuyingSignal(text);
  const rest = withoutContact(text);
  const knownEmail = effects.lead?.email ?? visitor.email;
  const who = first(effects.lead?.name ?? effects.name ?? state.name ?? visitor.displayName);

  // An Action the visitor just triggered: its task leads this reply when the message itself asks for nothing else.
  const plan = ctx.action ? planOf(ctx.action) : null;
  const task = ctx.actionFresh ? plan : null;
  const open = !answered && !email && !name && (isSmallTalk(text) || rest.length < 3);
  const taskTour = task?.tour && open && has('guide-tour') ? matchTour(`${ctx.action!.name} ${ctx.action!.task}`, ctx.tours) : null;
  // A task about buying (qualifying, a plan, a call) counts as the visitor's buying interest.
  if (buying || task?.qualify || task?.meeting) effects.intent += INTENT.buyingSignal;

  // A task that asks questions first offers the call once they are answered (below).
  if ((wantsMeeting(text) || (task?.meeting && !task.qualify && open)) && has('book-meeting') && !answered) {
    // What the team sees in the follow-up: the visitor's words, or the Action they asked through.
    const request = wantsMeeting(text) ? text : `${ctx.action!.name}: ${ctx.action!.task}`;
    if (ctx.agent.booking) {
      const slots = await tools.check_availability({ days: 7 });
      if (slots && (slots as { slots: string[] }).slots.length > 0) {
        out.text(`Happy to set that up. Here are the next open times (${ctx.agent.booking.timezone}); pick one and I will book it${knownEmail ? ` for ${knownEmail}` : ''}.`);
      } else {
        tools.escalate({ question: request, reason: 'asked for a meeting; no open slot' });
        out.text('I could not find an open time in the next week, so I have asked the team to reach out to arrange one.');
      }
    } else {
      tools.escalate({ question: request, reason: 'asked for a meeting' });
      out.text('I cannot book meetings here, but I have passed your request to the team and someone will get back to you.');
    }
  } else if (wantsTour(text) && has('guide-tour') && matchTour(text, ctx.tours)) {
    const tour = matchTour(text, ctx.tours)!;
    tools.start_tour({ tour: tour.id });
    out.text(`Sure, here is the “${tour.name}” tour${tour.steps.length ? ` (${tour.steps.length} steps)` : ''}. Ask me anything along the way.`);
  } else if (taskTour) {
    tools.start_tour({ tour: taskTour.id });
    out.text(`Here is the “${taskTour.name}” tour${taskTour.steps.length ? ` (${taskTour.steps.length} steps)` : ''}. Ask me anything along the way.`);
  } else if (wantsHuman(text) && !asking) {
    tools.escalate({ question: text, reason: 'asked for a human' });
    out.text(`I have asked someone from the team to follow up${knownEmail ? ` at ${knownEmail}` : '; leave your email if you would like them to write to you'}.`);
  } else if (isSmallTalk(text) || rest.length < 3 || (answered && !asking) || ((email || name) && !isQuestion(rest))) {
    if (email) out.text(`Thanks${who ? `, ${who}` : ''}! I have noted ${email}${state.escalated.length ? '; the team will answer your question there' : ''}.`);
    else if (name) out.text(`Nice to meet you, ${who}!`);
    else if (answered) out.text('Thanks, that helps.');
    else if (isThanks(text)) out.text('You are welcome! Anything else I can help with?');
    else if (task?.qualify) out.text(`Happy to help with that${who ? `, ${who}` : ''}.`);
    else if (!(task?.inform && has('answer-from-knowledge') && (await answerTask(tools)))) out.text('Hi! What would you like to know?');
  } else if (has('answer-from-knowledge')) {
    const question = questionOf(text);
    const answer = await tools.answer(question);
    effects.intent += INTENT.question;
    if (answer.covered) {
      out.text(answer.answer);
      for (const c of answer.citations) out.source(c);
    } else if (has('escalate-question')) {
      tools.escalate({ question, reason: 'not covered by the knowledge sources' });
      const reach = knownEmail ? `they will answer you at ${knownEmail}` : 'they will answer here on your next visit, or by email if you leave your address';
      out.text(`I do not have that information in my sources, so I will not guess. I have passed your question to the team: ${reach}.`);
    } else {
      effects.gaps.push(question);
      out.text('I do not have that information in my sources, so I will not guess.');
    }
  } else {
    tools.escalate({ question: text, reason: 'needs a person' });
    out.text('I have passed your question to the team.');
  }

  // Buying interest: one qualifying question per turn, one in-chat offer per conversation.
  const interested = buying || state.buying || effects.slotsOffered || Boolean(task?.qualify || task?.meeting);
  if (interested && has('qualify-lead') && !effects.slotsOffered) {
    const known = { ...visitor.answers, ...effects.answers };
    const questions = qualifyingQuestions(ctx.skills.find((s) => s.slug === 'qualify-lead'));
    const next = nextQuestion(questions, known, state.asked);
    if (next) {
      out.text(next.question);
      effects.asked = next.key;
      // In the transcript, so the team (and the conversations benchmark) can see which question was asked.
      effects.toolCalls.push({ tool: 'ask_qualifying', input: { key: next.key }, output: { asked: true } });
    } else if (answered && questions.length > 0) {
      tools.set_verdict(verdictOf(questions.map((q) => [q.key, known[q.key]])));
      // The Action's task ends on a call ("…and offer a call"): now that the questions are answered, offer the times.
      if (plan?.meeting && !state.slotsOffered && ctx.agent.booking && has('book-meeting')) {
        const slots = await tools.check_availability({ days: 7 });
        if (slots && (slots as { slots: string[] }).slots.length > 0) out.text(`Would you like to talk it through with the team? Here are the next open times (${ctx.agent.booking.timezone}).`);
      }
    }
  }
  if ((interested || visitor.intentScore >= 40) && has('present-offer') && !state.offerShownId) {
    const offer = tools.eligibleOffers()[0];
    if (offer) tools.show_offer({ offerId: offer.id });
  }
  effects.interest = interestOf(text);
}
