import { defineRoute } from '../../http/route.js';
import { ApiError } from '../../contract/errors.js';
import { readSession, signOut } from '../../platform/operators/sessions.js';
import { CSRF_HEADER, clearSessionCookie, sessionCookie } from '../../platform/operators/cookie.js';

export const deleteCurrentSessionRoute = defineRoute({
  method: 'DELETE',
  url: '/sessions/current',
  operationId: 'deleteCurrentSession',
  summary: 'Sign out of the dashboard',
  description:
    'Ends the session named by the `svc_session` cookie and clears the cookie: 204, also when the session had already ended. A live session needs its `X-CSRF-Token` header (403 csrf-failed), like every cookie-authenticated write.',
  tags: ['sessions'],
  auth: { public: true },
  idempotency: 'none',
  status: 204,
  errors: [403],
  schema: { response: { 204: null } },
  handler: async ({ deps, req, reply }) => {
    const token = sessionCookie(req);
    const session = token ? await readSession(deps, token) : null;
    if (token && session) {
      if (req.headers[CSRF_HEADER] !== session.csrfToken)
        throw new ApiError('csrf-failed', "Signing out needs the session's X-CSRF-Token header.");
      await signOut(deps, token);
    }
    clearSessionCookie(req, reply);
  },
});
