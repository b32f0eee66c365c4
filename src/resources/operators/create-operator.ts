import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { createOperator } from '../../platform/operators/service.js';
import { CreateOperatorBody, CreatedOperator } from './schemas.js';
import { actorOf } from './actor.js';
import { queueInvitation } from './invitation-mail.js';

export const createOperatorRoute = defineRoute({
  method: 'POST',
  url: '/operators',
  operationId: 'createOperator',
  summary: 'Invite an operator',
  description:
    'Adds a person to the workspace. With `password` (at least 12 characters) they sign in with it; without, they get a one-time sign-in link valid 24 hours: emailed to them when the server has a mailbox (SMTP_URL; `emailed` is true, `signInUrl` null, and the mail is sent by a job right after the answer, its link made then), else carried in the answer as `signInUrl`, shown only here (pass it on to them). 409 conflict when the email is already an operator of the workspace; 403 insufficient-scope when a caller that is not an owner asks for role `owner`. The same service as `svc operators create`. Not idempotent.',
  tags: ['operators'],
  auth: { scope: 'operators:manage' },
  idempotency: 'none',
  transaction: 'none',
  status: 201,
  errors: [409],
  schema: { body: CreateOperatorBody, response: { 201: Type.Ref(CreatedOperator) } },
  handler: async ({ deps, auth, body }) => {
    const made = await createOperator(
      deps,
      actorOf(auth),
      { ...body, workspaceId: auth.workspaceId },
      queueInvitation(deps, auth.workspaceId),
    );
    return {
      ...made.operator,
      signInUrl: made.signInUrl,
      signInUrlExpiresAt: made.signInUrlExpiresAt,
      emailed: made.emailed,
    };
  },
});
