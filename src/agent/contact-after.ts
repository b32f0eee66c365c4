import type { Part } from './acts.js';
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

/** The follow-up's reason: urgent when it completes a complaint. */
export const reasonFor = (asked: 'complaint' | 'team') =>
  asked === 'complaint' ? 'urgent: complaint (contact left)' : 'asked for a person (contact left)';
