import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { SESSION_IDLE_MS, signInWithLink } from '../../platform/operators/sessions.js';
import { setSessionCookie } from '../../platform/operators/cookie.js';
import { LinkSignInBody, Session } from './schemas.js';

export const createLinkSessionRoute = defineRoute({
  method: 'POST',
  url: '/sessions/link',
  operationId: 'createLinkSession',
  summary: 'Sign in to the dashboard with a one-time sign-in link',
  description:
    'Uses the token of a sign-in link made by `svc operators create` or createOperator (valid 24 hours, once) and starts a session exactly as createSession does. 401 unauthorized for an unknown, used or expired token. Public; drawn from the address bucket.',
  tags: ['sessions'],
  auth: { public: true },
  idempotency: 'none',
  status: 201,
  errors: [401],
  schema: { body: LinkSignInBody, response: { 201: Type.Ref(Session) } },
  handler: async ({ deps, req, reply, body }) => {
    const signed = await signInWithLink(deps, body.token);
    setSessionCookie(req, reply, signed.token, SESSION_IDLE_MS / 1000);
    return signed.body;
  },
});
