import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { ApiError } from '../../contract/errors.js';
import { readSession, sessionBody } from '../../platform/operators/sessions.js';
import { sessionCookie } from '../../platform/operators/cookie.js';
import { Session } from './schemas.js';

export const getCurrentSessionRoute = defineRoute({
  method: 'GET',
  url: '/sessions/current',
  operationId: 'getCurrentSession',
  summary: 'The dashboard session of this browser',
  description:
    'The session named by the `svc_session` cookie, with its `csrfToken` (the dashboard reads it here after a reload), and moves its idle expiry forward. 401 unauthorized without a cookie, or when the session was signed out, expired (12 hours without use) or its operator removed.',
  tags: ['sessions'],
  auth: { public: true },
  errors: [401],
  schema: { response: { 200: Type.Ref(Session) } },
  handler: async ({ deps, req }) => {
    const token = sessionCookie(req);
    const session = token ? await readSession(deps, token) : null;
    if (!session) throw new ApiError('unauthorized', 'Not signed in, or the session has ended; sign in again.');
    return sessionBody(session);
  },
});
