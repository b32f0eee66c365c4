import type { ActionBody } from '../resources/actions/schemas.js';
import { hasBuyingSignal } from './intent.js';
import { wantsMeeting, wantsTour } from './recognise.js';

/**
 * What the deterministic agent makes of an Action's task (free text the team
 * wrote, such as "Ask about team size and what they need, recommend a plan and
 * offer a call"): read with the same recognisers as the visitor's words, plus
 * what the Action opens. The model engine reads the task itself.
 */
export interface TaskPlan {
  /** Offer meeting times (an Action that opens a meeting, or a task about a call, demo or meeting). */
  meeting: boolean;
  /** Learn about the visitor: the qualifying questions (a task that asks, qualifies or is about buying). */
  qualify: boolean;
  /** Start a tour the task names (an Action that opens a tour has the page play it: not again). */
  tour: boolean;
  /** None of these: the task is something to explain, answered from the knowledge when it covers it. */
  inform: boolean;
}

const OFFERS_MEETING = /\b(offer|propose|suggest)\b.{0,30}\b(call|meeting|demo)\b/i;
const ASKS = /\b(ask|asks|asking|qualify|qualifies|find out|learn about)\b/i;

export function planOf(a: ActionBody): TaskPlan {
  const meeting = a.opens.kind === 'meeting' || wantsMeeting(a.task) || OFFERS_MEETING.test(a.task);
  const qualify = ASKS.test(a.task) || hasBuyingSignal(a.task);
  const shows = a.opens.kind === 'tour' || wantsTour(a.task);
  return { meeting, qualify, tour: shows && a.opens.kind !== 'tour', inform: !meeting && !qualify && !shows };
}
