import { Type } from '@sinclair/typebox';
import { guardBodyToken } from './guard.js';
import { defineRoute } from '../http/route.js';
import { EndRequest, Ended, SessionParams } from './schemas.js';
import { endSession } from './sessions.js';

export const endSessionRoute = defineRoute({
  method: 'POST',
  url: '/sessions/:sessionId/end',
  operationId: 'endRuntimeSession',
  summary: 'End the visit',
  description:
    'Ends the visit and its conversation as of now. A page cannot tell a reload from leaving, so the end waits a short grace (SVC_VISIT_END_GRACE_SECONDS, default 15; `resumableUntil`): a session start with the same visitor token within it resumes the visit and calls the end off, so the reloaded page goes on with the same conversation. Otherwise the worker records the end (`endedAt`, `conversation.ended`) shortly after the grace. Ending twice answers the first end time. A `pageId` (the one the page sent with its session start) makes an end from a page that a reload already replaced change nothing (`endedAt: null`). The page SDK calls it with `navigator.sendBeacon` on page hide, which cannot set headers: the token may come as `visitorToken` in a text/plain JSON body. A visit with no activity for SVC_CONVERSATION_IDLE_MINUTES (default 30) is ended by the worker.',
  auth: { visitor: 'body', limits: 'visitor' },
  bodyLimit: 8192,
  bodyOptional: true,
  schema: { params: SessionParams, body: EndRequest, response: { 200: Type.Ref(Ended) } },
  handler: async ({ req, reply, deps, session, body }) => {
    await guardBodyToken(deps, req, reply, body?.visitorToken);
    return endSession(deps, session!.tenant, session!.id, body?.pageId);
  },
});
