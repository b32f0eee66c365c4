import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { ApiError } from '../../contract/errors.js';
import { changePassword, readSession } from '../../platform/operators/sessions.js';
import { CSRF_HEADER, sessionCookie } from '../../platform/operators/cookie.js';
import { PASSWORD_MAX } from '../../platform/operators/secrets.js';

export const changePasswordRoute = defineRoute({
  method: 'PUT',
  url: '/sessions/current/password',
  operationId: 'changeOwnPassword',
  summary: "Set or change the signed-in operator's password",
  description:
    'For the operator of the `svc_session` cookie (401 without a live session), with its `X-CSRF-Token` (403 csrf-failed). An operator invited by a sign-in link sets a first password here; changing an existing one also needs `currentPassword` (400 naming it when missing or wrong). At least 12 characters. 204; the session stays signed in.',
  tags: ['sessions'],
  auth: { public: true },
  idempotency: 'none',
  status: 204,
  errors: [401, 403],
  schema: {
    body: Type.Object({
      password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
      currentPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX })),
    }),
    response: { 204: null },
  },
  handler: async ({ deps, req, body }) => {
    const token = sessionCookie(req);
    const session = token ? await readSession(deps, token) : null;
    if (!session) throw new ApiError('unauthorized', 'Not signed in, or the session has ended; sign in again.');
    if (req.headers[CSRF_HEADER] !== session.csrfToken)
      throw new ApiError('csrf-failed', "Changing the password needs the session's X-CSRF-Token header.");
    await changePassword(deps, session, body);
  },
});
