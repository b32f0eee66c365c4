import type { Part } from './acts.js';
import { HEAR_BACK } from './act-words.js';
import { asksSomeone } from './ask-words.js';
import type { AgentState } from './state.js';

/**
 * A contact left right after the agent asked for one (issue 27). The last reply apologised for a complaint and
 * asked how to reach the visitor, or offered to get the team onto what they told and asked for an email or phone;
 * the visitor now answers with an address or a number ("you can get me at …", "… - get somebody onto it", "Me
 * llamo …, mi correo es …"). That answer is the go-ahead with the contact the team needs, so a follow-up is filed
 * with it (urgent after a complaint), rather than only noting the address. Read from the conversation (what the
 * last reply asked), not from the wording: any message that gives a contact and asks nothing new qualifies.
 */
export function contactForAsk(
  state: Pick<AgentState, 'awaiting'>,
  parts: readonly Part[],
  contact: { email: string | null; phone: string | null },
): 'complaint' | 'team' | null {
  if (!state.awaiting || (!contact.email && !contact.phone)) return null;
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

/** The follow-up: what was told before with the contact now left; urgent when it completes a complaint. */
export function followUpWithContact(
  state: Pick<AgentState, 'questions'>,
  text: string,
  contact: string,
  asked: 'complaint' | 'team',
): { question: string; reason: string } {
  const last = state.questions.at(-1);
  return {
    question: `${last ? `${last} — ` : ''}${text}${contact}`,
    reason: asked === 'complaint' ? 'urgent: complaint (contact left)' : 'asked for a person (contact left)',
  };
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
