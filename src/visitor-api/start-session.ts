import { Type } from '@sinclair/typebox';
import { runtimeState } from './context.js';
import { invalidToken } from './guard.js';
import { defineRoute } from '../http/route.js';
import { PublicIdParams, Session, SessionStart } from './schemas.js';
import { startSession } from './sessions.js';

export const startSessionRoute = defineRoute({
  method: 'POST',
  url: '/agents/:publicId/sessions',
  operationId: 'startRuntimeSession',
  summary: 'Start (or resume) a visit',
  description:
    "Starts a visit of the page's visitor, or resumes their open one (activity within the idle window, default 30 minutes). A valid `visitorToken` (in the body or as `Authorization: Bearer`) keeps the visitor's id (`returning: true`; a new visit counts up their visit count); without one a new visitor starts. A forged, expired or foreign token is 401 invalid-token and records nothing: start again without it. `offers` are the offers whose deploy gates match this arrival now, each with its presentation and `afterSeconds`; `deliveries` are follow-up answers not delivered before (now marked delivered; they also open the next conversation); `action` is the enabled Action named by `action` (its fire count goes up), or null. Limited to 60 session starts a minute per client address.",
  auth: { visitor: 'optional', limits: 'session' },
  status: 201,
  schema: { params: PublicIdParams, body: SessionStart, response: { 201: Type.Ref(Session) } },
  handler: async ({ deps, agent, visitor, body }) => {
    let who = visitor;
    if (!who && body.visitorToken) {
      who = await runtimeState(deps).tokens.verify(body.visitorToken);
      if (!who || who.tenant !== agent.tenant) throw invalidToken();
    }
    return startSession(deps, agent, who?.visitorId ?? null, body);
  },
});
