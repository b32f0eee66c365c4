import type { Deps } from '../deps.js';
import type { Effects } from '../agent/tools.js';
import { normalizeQuestion } from '../resources/insights/knowledge-gaps.js';
import type { RuntimeSession } from './context.js';

/**
 * The follow-ups (and knowledge gaps) one turn may open, within the visitor's
 * and the client address's hourly allowance (SVC_RUNTIME_FOLLOW_UPS_PER_*).
 * A flood from one address starts a new session, and so a new visitor, every
 * time: the address's allowance is what bounds it. Beyond the allowance the
 * turn still answers, but files nothing new. Runs after the engine and before
 * the commit, because the limiter may be Redis (a network call, never inside a
 * transaction). One question asked is one draw, whether it becomes a follow-up,
 * a gap or both.
 */
export async function limitFollowUps(
  deps: Pick<Deps, 'limiter' | 'log'>,
  session: RuntimeSession,
  address: string,
  effects: Effects,
): Promise<void> {
  const questions = [
    ...new Set([
      ...effects.escalations.map((e) => normalizeQuestion(e.question)),
      ...effects.gaps.map(normalizeQuestion),
    ]),
  ];
  if (questions.length === 0) return;
  const allowed = new Set<string>();
  for (const q of questions) {
    if (!(await deps.limiter.take(`visitor:${session.tenant}:${session.visitorId}`, 'follow-up-visitor')).allowed)
      break;
    if (!(await deps.limiter.take(`ip:${address}`, 'follow-up-address')).allowed) break;
    allowed.add(q);
  }
  if (allowed.size === questions.length) return;
  deps.log.info(
    { sessionId: session.id, address, asked: questions.length, filed: allowed.size },
    'follow-up limit reached: the turn files nothing new',
  );
  effects.escalations = effects.escalations.filter((e) => allowed.has(normalizeQuestion(e.question)));
  effects.gaps = effects.gaps.filter((g) => allowed.has(normalizeQuestion(g)));
}
