import { INTENT } from './intent.js';
import { findEmail, findPhone } from './recognise.js';
import { detectLanguage, type Lang } from './language.js';
import type { PhraseKey } from './phrases.js';
import type { AgentTools } from './tools.js';
import { englishQuery } from './glossary.js';
import { type DayWish, localDay } from './day-wish.js';

/**
 * The steps the deterministic agent's turn (deterministic.ts) is made of: answering a part from the knowledge or
 * handing it over, answering an Action's task, offering meeting times. Split from deterministic.ts by topic.
 */

/**
 * An Action's task that is neither a call, a tour nor questions ("Explain how
 * invoices sync with SAP"): answered from the knowledge as if asked, when the
 * knowledge covers it; false otherwise (the task is not the visitor's question,
 * so nothing is handed to the team).
 */
export async function answerTask(tools: AgentTools): Promise<boolean> {
  const answer = await tools.answer(tools.ctx.action!.task.slice(0, 2000));
  if (!answer.covered) return false;
  tools.out.text(answer.answer);
  for (const c of answer.citations) tools.out.source(c);
  return true;
}

/** Words that make a short question lean on the one before: a pronoun for its subject, or "and …" / "what about …". */
const ELLIPTICAL =
  /(?<![\p{L}])(it|its|that|this|they|them|those|these|one|es|das|dies|der|die|het|dat|dit|die|ze|ça|cela|il|elle|ils|le|la|les|eso|esto|eso|lo|la|isso|isto|ele|ela)(?![\p{L}])|^\s*(and|what about|how about|und|en|et|y|e)(?![\p{L}])/iu;

export interface Turn {
  tools: AgentTools;
  lang: Lang;
  t: (key: PhraseKey, values?: Record<string, string | null | undefined>) => string;
  /** What the team gets with a hand-over: the visitor's phone or email, when given. */
  contact: string;
  reach: string;
  /** The phone number the visitor left in this message, if any. */
  phone: string | null;
  abstained: boolean;
}

/** The knowledge's answer to a question part, or a hand-over when it does not cover it. */
export async function answerPart(
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
  const english = !answer.covered && turn.lang !== 'en' ? englishQuery(question, turn.lang) : null;
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
export async function offerSlots(turn: Turn, request: string, wish?: DayWish | null): Promise<void> {
  const { tools, t } = turn;
  const { ctx, out } = tools;
  if (ctx.agent.booking) {
    let slots: unknown = null;
    if (wish) {
      // The day wished for first; when it has no open time, the next open times from that day on.
      const from = localDay(ctx.deps.clock.now(), ctx.agent.booking.timezone).startOf(wish.offset).toISOString();
      slots = await tools.check_availability({ days: wish.days, from });
      if (!(slots as { slots?: string[] } | null)?.slots?.length)
        slots = await tools.check_availability({ days: 7, from });
    } else slots = await tools.check_availability({ days: 7 });
    const email = tools.effects.lead?.email ?? ctx.visitor.email;
    if (slots && (slots as { slots: string[] }).slots.length > 0) {
      // A call asked for with a phone number and no email: a lead cannot hold the number, so the team gets it with the
      // request, whether or not a time is picked.
      if (turn.phone && !email)
        tools.escalate({ question: `${request}${turn.contact}`, reason: 'asked for a call; left a phone number' });
      out.text(t('slots', { tz: ctx.agent.booking.timezone, for: email ? t('slotsFor', { email }) : '' }));
    } else {
      tools.escalate({ question: `${request}${turn.contact}`, reason: 'asked for a meeting; no open slot' });
      out.text(t('noSlots'));
    }
  } else {
    tools.escalate({ question: `${request}${turn.contact}`, reason: 'asked for a meeting' });
    out.text(t('noBooking'));
  }
}

/** Open meeting times as an alternative to waiting (nothing is said when there are none or no booking). */
export async function offerTimes(turn: Turn): Promise<void> {
  const { tools, t } = turn;
  const booking = tools.ctx.agent.booking;
  if (!booking) return;
  const slots = await tools.check_availability({ days: 7 });
  if (slots && (slots as { slots: string[] }).slots.length > 0)
    tools.out.text(t('personSlots', { tz: booking.timezone }));
}
