import { Type } from '@sinclair/typebox';
import { openSlotsFor } from './booking.js';
import { defineRoute } from '../http/route.js';
import { SessionParams, Slots, SlotsQuery } from './schemas.js';

export const getSlotsRoute = defineRoute({
  method: 'GET',
  url: '/sessions/:sessionId/slots',
  operationId: 'getRuntimeSlots',
  summary: 'Open meeting slots',
  description:
    "Open start times from the agent's booking settings (weekly availability in its time zone, meeting length, minimum notice, horizon), without those already booked: `from` and `to` are optional (default the next 14 days, at most the agent's horizon). An agent without booking settings has no slots.",
  auth: { visitor: 'required', limits: 'visitor' },
  schema: { params: SessionParams, querystring: SlotsQuery, response: { 200: Type.Ref(Slots) } },
  handler: async ({ deps, agent, query }) => openSlotsFor(deps, agent, query),
});
