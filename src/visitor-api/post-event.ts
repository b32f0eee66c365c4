import { Type } from '@sinclair/typebox';
import { recordPageEvent } from './page-events.js';
import { defineRoute } from '../http/route.js';
import { Accepted, PageEvent, SessionParams } from './schemas.js';

export const postEventRoute = defineRoute({
  method: 'POST',
  url: '/sessions/:sessionId/events',
  operationId: 'postRuntimeEvent',
  summary: 'Report a page-side fact',
  description:
    '`page.viewed` (`url`, `title`) adds to the journey; `offer.shown` / `offer.accepted` / `offer.declined` (`offerId`) count on the offer and emit its event; `tour.played` (`tourId`, `source`), `tour.step_viewed` (`tourId`, `stepIndex`), `tour.cta_clicked` and `tour.completed` (`tourId`) build the sitting and emit the tour events; `form.submitted` (`formId?`, `fields`) emits form.submitted and makes a lead when the fields carry an email; `action.fired` (`actionId`) counts a fire. 202. An unknown offer, tour or Action is 404; an event for something the visitor was never served is still recorded (pages cache), but a retired offer is refused with 409 conflict.',
  auth: { visitor: 'required', limits: 'visitor' },
  status: 202,
  errors: [409],
  schema: { params: SessionParams, body: PageEvent, response: { 202: Type.Ref(Accepted) } },
  handler: async ({ deps, agent, session, body }) => recordPageEvent(deps, agent, session!, body),
});
