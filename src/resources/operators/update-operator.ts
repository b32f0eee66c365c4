import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { updateOperator } from '../../platform/operators/service.js';
import { Operator, UpdateOperatorBody } from './schemas.js';
import { actorOf } from './actor.js';

export const updateOperatorRoute = defineRoute({
  method: 'PATCH',
  url: '/operators/:id',
  operationId: 'updateOperator',
  summary: "Change an operator's role, transcripts permission or name",
  description:
    "Fields left out stay as they are. A change of role or permission applies to the operator's open sessions, and to the MCP tokens of the assistants they allowed, from their next request. 409 last-owner when it would demote the workspace's last owner; 403 insufficient-scope when a caller that is not an owner changes an owner or makes one; 404 when the operator is not in this workspace.",
  tags: ['operators'],
  auth: { scope: 'operators:manage' },
  idempotency: 'none',
  transaction: 'none',
  errors: [409],
  schema: { params: IdParams, body: UpdateOperatorBody, response: { 200: Type.Ref(Operator) } },
  handler: async ({ deps, auth, params, body }) =>
    updateOperator(deps, actorOf(auth), auth.workspaceId, params.id, body),
});
