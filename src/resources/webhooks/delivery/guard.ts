import type { Deps } from '../../../deps.js';
import { OutboundGuard } from '../../../platform/outbound/guard.js';

const GUARD_KEY = 'webhooks.guard';

/**
 * The outbound guard for webhook URLs, one per process. Tests may put their own
 * in `deps.extras` first (a resolver they control, to play DNS rebinding).
 */
export function webhookGuard(deps: Pick<Deps, 'extras' | 'config'>): OutboundGuard {
  let guard = deps.extras.get(GUARD_KEY) as OutboundGuard | undefined;
  if (!guard) deps.extras.set(GUARD_KEY, (guard = new OutboundGuard(deps.config.outboundAllow)));
  return guard;
}

export function setWebhookGuard(deps: Pick<Deps, 'extras'>, guard: OutboundGuard): void {
  deps.extras.set(GUARD_KEY, guard);
}
