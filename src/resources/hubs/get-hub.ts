import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { PublicRef } from '../../contract/refs.js';
import { HubWithTours } from './schemas.js';
import { getHub } from './service.js';

export const getHubRoute = defineRoute({
  method: 'GET',
  url: '/hubs/:id',
  operationId: 'getHub',
  summary: 'Read one hub with its tours',
  description: "A hub by UUID or public id, with `tourIds` in the hub's order; 404 when it is not in this data set.",
  tags: ['hubs'],
  auth: { scope: 'hubs:read' },
  schema: {
    params: Type.Object({ id: PublicRef('hub') }),
    response: { 200: Type.Ref(HubWithTours) },
  },
  handler: async ({ tx, params }) => getHub(tx, params.id),
});
