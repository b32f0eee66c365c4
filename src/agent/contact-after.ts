import type { Part } from './acts.js';
import { HEAR_BACK } from './act-words.js';
import { asksSomeone } from './ask-words.js';
import type { AgentState, Awaiting } from './state.js';

/**
 * A contact left right after the agent asked for one (issue 27). The last reply apologised for a complaint and
 * asked how to reach the visitor, or offered to get the team onto what they told and asked for an email or phone;
 * the visitor now answers with an address or a number ("you can get me at …", "… - get somebody onto it", "Me
 * llamo …, mi correo es …"). That answer is the go-ahead with the contact the team needs, so a follow-up is filed
 * with it (urgent after a complaint), rather than only noting the address. Read from the conversation (what the
 * last reply asked), not from the wording: any message that gives a contact and asks nothing new qualifies.
 * The same holds after a request for a person answered with "I have asked someone … leave your email or phone"
 * (round of 2026-12-07, twelfth): the contact files a follow-up carrying it, so the team can act on the request
 * without matching an address to an earlier, contactless follow-up. (A question not covered is not included: its
 * abstention asks for no contact, and the address then goes with that hand-over through the lead.)
 */
export function contactForAsk(
  state: Pick<AgentState, 'awaiting'>,
  parts: readonly Part[],
  contact: { email: string | null; phone: string | null },
  said = '',
): Awaiting | null {
  if (!state.awaiting || (!contact.email && !contact.phone)) return null;
  // After a person was asked for, times for a call may have been offered too: a contact beside a time ("tomorrow
  // morning works, I'm …") answers those times, and the hand-over already filed stands.
  if (state.awaiting === 'person' && TIME_NAMED.test(said)) return null;
  // A new question or a meeting is answered as such; a new complaint is filed as one.
  if (parts.some((p) => p.act === 'question' || p.act === 'meeting' || p.act === 'complaint')) return null;
  return state.awaiting;
}

/**
 * A person or a call asked for right after the agent answered a complaint ("someone needs to ring me about it",
 * "would appreciate a call from whoever manages it"): the complaint goes on, so the request is filed as urgent
 * with an apology, not as an ordinary hand-over or a meeting to pick a time for.
 */
export function personAfterComplaint(state: Pick<AgentState, 'complained'>, parts: Part[]): void {
  if (state.complained) for (const p of parts) if (p.act === 'person' || p.act === 'meeting') p.act = 'complaint';
}

/** A day or a part of the day named, in the six languages: the visitor is picking a time, not only leaving a contact. */
const TIME_NAMED =
  /(?<![\p{L}])(today|tomorrow|tonight|morning|afternoon|evening|monday|tuesday|wednesday|thursday|friday|next week|heute|morgen|vormittags?|nachmittags?|abends?|montag|dienstag|mittwoch|donnerstag|freitag|vandaag|ochtend|middag|avond|maandag|dinsdag|woensdag|donderdag|vrijdag|aujourd'hui|demain|matin|après-midi|soir|lundi|mardi|mercredi|jeudi|vendredi|hoy|mañana|tarde|lunes|martes|miércoles|jueves|viernes|hoje|amanhã|manhã|segunda|terça|quarta|quinta|sexta)(?![\p{L}])/iu;

const REASON: Record<Awaiting, string> = {
  complaint: 'urgent: complaint (contact left)',
  team: 'asked for a person (contact left)',
  person: 'asked for a person (contact left)',
};

/** The follow-up: what was told before with the contact now left; urgent when it completes a complaint. */
export function followUpWithContact(
  state: Pick<AgentState, 'questions'>,
  text: string,
  contact: string,
  asked: Awaiting,
): { question: string; reason: string } {
  const last = state.questions.at(-1);
  return { question: `${last ? `${last} — ` : ''}${text}${contact}`, reason: REASON[asked] };
}

/**
 * An address left so the team can answer what it was already handed ("my email is …, so you can get back to me"):
 * it goes with that hand-over (the lead; follow-up answers are emailed to it), and nothing is filed again.
 * Moved from deterministic.ts.
 */
export function addressForHanded(
  state: Pick<AgentState, 'escalated'>,
  parts: readonly Part[],
  contact: { email: string | null; phone: string | null },
  plain: (s: string) => string,
): boolean {
  return (
    contact.email !== null &&
    !contact.phone &&
    state.escalated.length > 0 &&
    !parts.some((p) => p.act === 'question') &&
    parts.filter((p) => p.act === 'person').every((p) => HEAR_BACK.test(plain(p.text)) && !asksSomeone(plain(p.text)))
  );
}
