import { Type } from '@sinclair/typebox';
import { guardBodyToken } from './guard.js';
import { defineRuntimeRoute } from './route.js';
import { EndRequest, Ended, SessionParams } from './schemas.js';
import { endSession } from './sessions.js';

export const endSessionRoute = defineRuntimeRoute({
  method: 'POST',
  url: '/sessions/:sessionId/end',
  operationId: 'endRuntimeSession',
  summary: 'End the visit',
  description:
    'Ends the visit and its conversation (`conversation.ended`); ending twice answers the first end time. The page SDK calls it with `navigator.sendBeacon` on page hide, which cannot set headers: the token may come as `visitorToken` in a text/plain JSON body. A visit with no activity for SVC_CONVERSATION_IDLE_MINUTES (default 30) is ended by the worker.',
  token: 'body',
  limit: 'visitor',
  bodyLimit: 8192,
  bodyOptional: true,
  schema: { params: SessionParams, body: EndRequest, response: { 200: Type.Ref(Ended) } },
  handler: async ({ req, reply, deps, session, body }) => {
    await guardBodyToken(deps, req, reply, body?.visitorToken);
    return endSession(deps, session!.tenant, session!.id);
  },
});
