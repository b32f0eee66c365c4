import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { SESSION_IDLE_MS, signIn } from '../../platform/operators/sessions.js';
import { setSessionCookie } from '../../platform/operators/cookie.js';
import { Session, SignInBody } from './schemas.js';

export const createSessionRoute = defineRoute({
  method: 'POST',
  url: '/sessions',
  operationId: 'createSession',
  summary: 'Sign in to the dashboard with email and password',
  description:
    "Starts a dashboard session: 201 with the operator, the session's `csrfToken` and `expiresAt`, and the `svc_session` cookie (HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS). 401 unauthorized for an unknown email and for a wrong password alike. After 5 failed sign-ins for the email or from the address within 15 minutes, 429 sign-in-locked with `Retry-After` until the oldest of them is 15 minutes old. Public; drawn from the address bucket.",
  tags: ['sessions'],
  auth: { public: true },
  idempotency: 'none',
  status: 201,
  errors: [401, 429],
  schema: { body: SignInBody, response: { 201: Type.Ref(Session) } },
  handler: async ({ deps, req, reply, body }) => {
    const signed = await signIn(deps, { ...body, address: req.ip });
    setSessionCookie(req, reply, signed.token, SESSION_IDLE_MS / 1000);
    return signed.body;
  },
});
