import type { Deps } from '../deps.js';
import { INTENT, interestOf, pageIntent, recordIntent } from '../agent/intent.js';
import { findEnabledAction, recordActionFire } from '../resources/actions/service.js';
import { deliverAnswers } from '../resources/follow-ups/service.js';
import { offersForArrival, segmentIdsOf } from '../resources/offers/arrival.js';
import type { OfferBody } from '../resources/offers/schemas.js';
import { visitorFacts } from '../records/visitor-activity.js';
import { addDeliveries, requestEnd, setVisitAction, startVisit } from '../resources/visits/service.js';
import type { ActionBody } from '../resources/actions/schemas.js';
import type { RuntimeAgent } from './context.js';
import { experienceIds, pageCta, pageOpens, type ExperienceIds } from '../agent/experiences.js';
import { runtimeState } from './context.js';
import { agentConfig } from './get-agent-config.js';
import type { SessionStartBody } from './schemas.js';

const arrivalOffer = (o: OfferBody, ids: ExperienceIds) => ({
  id: o.id,
  format: o.format,
  goal: o.goal,
  presentation: o.deploy!.presentation,
  afterSeconds: o.deploy!.afterSeconds ?? 0,
  headline: o.headline,
  message: o.message,
  chips: o.chips,
  ctaLabel: o.ctaLabel,
  ctaAction: pageCta(o.ctaAction, ids),
  imageUrl: o.imageUrl,
});

/**
 * A session start, in one write transaction: the visit (new or resumed), the
 * visitor's arrival, intent from the page, the offers whose gates match now,
 * follow-up answers handed over, and the Action the visitor came through. The
 * token is signed after the commit (no I/O inside the transaction).
 */
export async function startSession(deps: Deps, agent: RuntimeAgent, visitorId: string | null, body: SessionStartBody) {
  const result = await deps.db.tenantTx(agent.tenant, async (tx) => {
    const started = await startVisit(deps, tx, {
      agentId: agent.id,
      visitorId,
      page: body.page,
      utm: body.utm,
      device: body.device,
      actionId: body.action ?? null,
      pageId: body.pageId ?? null,
      idleMinutes: deps.config.conversationIdleMinutes,
      endGraceMs: deps.config.visitEndGraceSeconds * 1000,
    });
    const { visit } = started;
    await recordIntent(deps, tx, {
      visitorId: started.visitorId,
      threshold: agent.intentHotThreshold,
      delta: pageIntent(body.page.url) + (started.returning && !started.resumed ? INTENT.returningVisit : 0),
      interest: interestOf(body.page.url),
    });
    const facts = (await visitorFacts(tx, started.visitorId))!;
    const offers = await offersForArrival(tx, {
      now: deps.clock.now(),
      pageUrl: body.page.url,
      referrer: visit.referrer,
      utm: visit.utm,
      returning: started.returning,
      device: body.device ?? 'desktop',
      industry: facts.industry,
      crm: facts.crm,
      segmentIds: await segmentIdsOf(tx, started.visitorId),
    });
    const delivered = await deliverAnswers(deps, tx, started.visitorId);
    const deliveries = delivered.map((f) => ({
      followUpId: f.id,
      question: f.question,
      answer: f.answer!,
      answeredAt: f.answeredAt!,
    }));
    await addDeliveries(tx, visit.id, deliveries);
    let action: ActionBody | null = null;
    if (body.action) {
      const found = await findEnabledAction(deps, tx, agent.id, body.action);
      if (found) {
        await recordActionFire(deps, tx, {
          agentId: agent.id,
          actionId: found.id,
          visitorId: started.visitorId,
          conversationId: visit.conversationId,
        });
        await setVisitAction(tx, visit.id, found.id, deps.clock.now());
        action = found;
      }
    }
    const ids = await experienceIds(
      tx,
      offers.map((o) => o.ctaAction),
      [action?.opens],
    );
    return {
      started,
      offers: offers.map((o) => arrivalOffer(o, ids)),
      deliveries,
      action: action && { id: action.id, name: action.name, task: action.task, opens: pageOpens(action.opens, ids) },
      visitor: { name: facts.displayName, email: facts.email },
    };
  });
  const { started } = result;
  const state = runtimeState(deps);
  state.remember({ id: started.visit.id, tenant: agent.tenant, agentId: agent.id, visitorId: started.visitorId });
  return {
    sessionId: started.visit.id,
    visitorId: started.visitorId,
    visitorToken: await state.tokens.sign({ tenant: agent.tenant, visitorId: started.visitorId }),
    returning: started.returning,
    resumed: started.resumed,
    agent: agentConfig(agent),
    offers: result.offers,
    deliveries: result.deliveries,
    action: result.action,
    visitor: result.visitor,
  };
}

/**
 * The end call: the visit and its conversation end as of now, once the grace
 * (SVC_VISIT_END_GRACE_SECONDS) has passed without the visitor resuming the
 * session (a reload); the worker's sweep records the end (conversation.ended).
 */
export async function endSession(
  deps: Deps,
  tenant: string,
  sessionId: string,
  pageId?: string,
): Promise<{ endedAt: string | null; resumableUntil: string | null }> {
  const r = await deps.db.tenantTx(tenant, (tx) =>
    requestEnd(deps, tx, sessionId, { graceMs: deps.config.visitEndGraceSeconds * 1000, pageId }),
  );
  return { endedAt: r.endedAt?.toISOString() ?? null, resumableUntil: r.resumableUntil?.toISOString() ?? null };
}
