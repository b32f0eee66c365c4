import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { ActionIdParam, AgentRef } from './schemas.js';
import { deleteAction } from './service.js';

export const deleteActionRoute = defineRoute({
  method: 'DELETE',
  url: '/agents/:id/actions/:actionId',
  operationId: 'deleteAction',
  summary: 'Delete an Action',
  description:
    'Deletes the Action and its fire history (204). Links and buttons still naming it open the agent plainly; an id used again later starts afresh. 404 when the agent has no such Action.',
  tags: ['actions'],
  auth: { scope: 'agents:write' },
  idempotency: 'required',
  schema: { params: Type.Object({ id: AgentRef, actionId: ActionIdParam }), response: { 204: null } },
  handler: async ({ tx, params, reply }) => {
    await deleteAction(tx, params.id, params.actionId);
    reply.code(204);
  },
});
