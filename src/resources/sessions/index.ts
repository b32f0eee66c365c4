import type { ResourceModule } from '../../modules.js';
import { Session } from './schemas.js';
import { createSessionRoute } from './create-session.js';
import { createLinkSessionRoute } from './create-link-session.js';
import { getCurrentSessionRoute } from './get-current-session.js';
import { deleteCurrentSessionRoute } from './delete-current-session.js';
import { cleanUpSessions } from '../../platform/operators/sessions.js';

export const sessionsModule: ResourceModule = {
  name: 'sessions',
  tags: [
    {
      name: 'sessions',
      description:
        "The dashboard's sign-in: an operator's session is a cookie (`svc_session`) that every operation also accepts in place of a key, with the scopes of the operator's role.",
    },
  ],
  schemas: [Session],
  routes: [createSessionRoute, createLinkSessionRoute, getCurrentSessionRoute, deleteCurrentSessionRoute],
  jobs: {
    // Expired sessions and links, and failed sign-ins older than the lockout window.
    'operators.session-cleanup': (deps) => async () => {
      await cleanUpSessions(deps);
    },
  },
  schedules: () => [{ name: 'operators.session-cleanup', intervalMs: 3_600_000 }],
};
