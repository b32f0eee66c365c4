import type { ResourceModule } from '../modules.js';
import type { Deps } from '../deps.js';
import { deleteExpired } from './idempotency/repository.js';
import { deleteExpiredModels } from './oauth/repository.js';

export const platformModule: ResourceModule = {
  name: 'platform',
  jobs: {
    // Idempotency records are remembered for 24 hours; lookups ignore expired ones, this removes them.
    'platform.idempotency-cleanup': (deps: Deps) => async () => {
      while ((await deleteExpired(deps.db, deps.clock.now())) > 0) {
        /* batches until none is left */
      }
    },
    // The authorization server's expired codes, tokens, sessions and interactions: it ignores them already.
    'platform.oauth-cleanup': (deps: Deps) => async () => {
      await deleteExpiredModels(deps.db, deps.clock.now());
    },
  },
  schedules: () => [
    { name: 'platform.idempotency-cleanup', intervalMs: 3_600_000 },
    { name: 'platform.oauth-cleanup', intervalMs: 3_600_000 },
  ],
};
