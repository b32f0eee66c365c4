import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { deleteOperator } from '../../platform/operators/service.js';
import { actorOf } from './actor.js';

export const deleteOperatorRoute = defineRoute({
  method: 'DELETE',
  url: '/operators/:id',
  operationId: 'deleteOperator',
  summary: 'Remove an operator',
  description:
    "The operator loses every session and sign-in link at once (their next request is 401), and the OAuth grants they gave assistants end with them (tokens and refresh refused, gone from the grants list), and can no longer sign in; the email is free to invite again. 409 last-owner for the workspace's last owner; 403 insufficient-scope when a caller that is not an owner removes an owner; 404 when the operator is not in this workspace. The same service as `svc operators remove`.",
  tags: ['operators'],
  auth: { scope: 'operators:manage' },
  idempotency: 'none',
  transaction: 'none',
  status: 204,
  errors: [409],
  schema: { params: IdParams, response: { 204: null } },
  handler: async ({ deps, auth, params }) => {
    await deleteOperator(deps, actorOf(auth), auth.workspaceId, params.id);
  },
});
