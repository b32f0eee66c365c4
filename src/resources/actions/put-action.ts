import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { ActionIdParam, ActionPut, AgentRef, PutActionResult } from './schemas.js';
import { putAction } from './service.js';

export const putActionRoute = defineRoute({
  method: 'PUT',
  url: '/agents/:id/actions/:actionId',
  operationId: 'putAction',
  location: (body: { id: string }, params: { id: string }) =>
    `/v1/agents/${encodeURIComponent(params.id)}/actions/${body.id}`,
  newObjectParam: 'actionId',
  summary: 'Create or replace an Action',
  description:
    'Creates the Action when `actionId` is free (201, `created: true`) or replaces it whole (200, `created: false`), keeping its place in the order; live on save. `actionId` is 1 to 64 letters, numbers, dashes or underscores (otherwise 400 with `param: actionId`). `task` is required; a tour needs `opens.tourPublicId`, a form `opens.formId`, an experience `opens.experienceId`, a link `opens.url`; `destination` and `opens.url` must be full http or https URLs. 409 conflict when the agent already has 100 Actions.',
  tags: ['actions'],
  auth: { scope: 'agents:write' },
  idempotency: 'required',
  errors: [409],
  schema: {
    params: Type.Object({ id: AgentRef, actionId: ActionIdParam }),
    body: ActionPut,
    response: { 200: Type.Ref(PutActionResult), 201: Type.Ref(PutActionResult) },
  },
  handler: async ({ deps, tx, params, body, reply }) => {
    const result = await putAction(deps, tx, params.id, params.actionId, body);
    if (result.created) reply.code(201);
    return result;
  },
});
