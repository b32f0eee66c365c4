import type { Deps } from '../deps.js';
import { isEmail } from '../lib/contact.js';
import type { Tx } from '../db/types.js';
import { conflict, invalidRequest, notFound } from '../contract/errors.js';
import { INTENT, interestOf, pageIntent, recordIntent } from '../agent/intent.js';
import { findAction, recordActionFire } from '../resources/actions/service.js';
import { captureLead } from '../resources/leads/service.js';
import { findOffer, recordOfferAccepted, recordOfferDeclined, recordOfferShown } from '../resources/offers/service.js';
import { findTour, isServed } from '../resources/tours/service.js';
import { recordTourProgress, type TourProgress } from '../resources/tours/sittings.js';
import { identifyVisitor, touchVisitor, visitorFacts } from '../records/visitor-activity.js';
import { findVisit, recordPageView, setVisitAction, touchVisit, type VisitRow } from '../resources/visits/service.js';
import type { RuntimeAgent, RuntimeSession } from './context.js';
import type { EventKind, PageEventBody } from './schemas.js';

const need = <T>(value: T | undefined, param: string, type: string): T => {
  if (value === undefined) throw invalidRequest(`${type} needs ${param}.`, param);
  return value;
};

interface EventContext {
  deps: Deps;
  tx: Tx;
  agent: RuntimeAgent;
  session: RuntimeSession;
  visit: VisitRow;
}

async function offerEvent(c: EventContext, kind: 'shown' | 'accepted' | 'declined', offerId: string): Promise<void> {
  const offer = await findOffer(c.tx, offerId);
  if (!offer) throw notFound('offer');
  if (!offer.isActive) throw conflict('The offer is retired.');
  const i = {
    offerId,
    visitorId: c.session.visitorId,
    conversationId: c.visit.conversationId,
    agentId: c.agent.id,
    source: c.visit.source,
  };
  if (kind === 'shown') await recordOfferShown(c.deps, c.tx, i);
  else if (kind === 'accepted') {
    await recordOfferAccepted(c.deps, c.tx, i);
    await recordIntent(c.deps, c.tx, {
      visitorId: c.session.visitorId,
      threshold: c.agent.intentHotThreshold,
      delta: INTENT.offerAccepted,
    });
  } else await recordOfferDeclined(c.deps, c.tx, i);
}

async function tourEvent(c: EventContext, ref: string, progress: TourProgress): Promise<void> {
  const tour = await findTour(c.tx, ref);
  // A draft, retired or template tour is not there for visitors: refused as an unknown one, recording nothing.
  if (!tour || !isServed(tour)) throw notFound('tour');
  const facts = await visitorFacts(c.tx, c.session.visitorId);
  await recordTourProgress(c.deps, c.tx, {
    tourId: tour.id,
    visitorId: c.session.visitorId,
    email: facts?.email ?? null,
    since: c.visit.startedAt,
    progress,
  });
  const delta =
    progress.kind === 'played' ? INTENT.tourPlayed : progress.kind === 'completed' ? INTENT.tourCompleted : 0;
  await recordIntent(c.deps, c.tx, {
    visitorId: c.session.visitorId,
    threshold: c.agent.intentHotThreshold,
    delta,
    interest: delta ? 'tours' : null,
  });
}

/** form.submitted: the event, and a lead (plus identification) when the fields carry an email. */
async function formEvent(c: EventContext, formId: string, fields: Record<string, string>): Promise<void> {
  const email = (fields.email ?? '').trim();
  const name = (fields.name ?? '').trim() || null;
  let leadId: string | null = null;
  if (email) {
    if (!isEmail(email)) throw invalidRequest('fields.email is not an email address.', 'fields.email');
    await identifyVisitor(c.deps, c.tx, { visitorId: c.session.visitorId, email, name });
    const lead = await captureLead(c.deps, c.tx, {
      visitorId: c.session.visitorId,
      agentId: c.agent.id,
      conversationId: c.visit.conversationId,
      email,
      name,
      company: (fields.company ?? '').trim() || null,
    });
    leadId = lead?.id ?? null;
  }
  const data = {
    formId,
    visitorId: c.session.visitorId,
    conversationId: c.visit.conversationId,
    agentId: c.agent.id,
    ...(leadId ? { leadId } : {}),
  };
  c.deps.outbox.append(c.tx, { type: 'form.submitted', data, occurredAt: c.deps.clock.now() });
  await recordIntent(c.deps, c.tx, {
    visitorId: c.session.visitorId,
    threshold: c.agent.intentHotThreshold,
    delta: INTENT.formSubmitted,
  });
}

/** Checks the fields each type needs before anything is opened (400 with `param`). */
function checked(e: PageEventBody): PageEventBody {
  const t: EventKind = e.type;
  if (t === 'page.viewed') need(e.url, 'url', t);
  if (t.startsWith('offer.')) need(e.offerId, 'offerId', t);
  if (t.startsWith('tour.')) need(e.tourId, 'tourId', t);
  if (t === 'tour.step_viewed') need(e.stepIndex, 'stepIndex', t);
  if (t === 'form.submitted') need(e.fields, 'fields', t);
  if (t === 'action.fired') need(e.actionId, 'actionId', t);
  return e;
}

/**
 * A page-side fact, in one write transaction with its records and events:
 * journey pages, offer stats, sittings, leads from forms, Action fires.
 */
export async function recordPageEvent(
  deps: Deps,
  agent: RuntimeAgent,
  session: RuntimeSession,
  body: PageEventBody,
): Promise<{ accepted: boolean }> {
  const e = checked(body);
  return deps.db.tenantTx(agent.tenant, async (tx) => {
    const visit = (await findVisit(tx, session.id))!;
    const c: EventContext = { deps, tx, agent, session, visit };
    let accepted = true;
    switch (e.type) {
      case 'page.viewed':
        await recordPageView(deps, tx, { id: visit.id, visitorId: session.visitorId }, { url: e.url!, title: e.title });
        await recordIntent(deps, tx, {
          visitorId: session.visitorId,
          threshold: agent.intentHotThreshold,
          delta: pageIntent(e.url!),
          interest: interestOf(e.url!),
        });
        break;
      case 'offer.shown':
      case 'offer.accepted':
      case 'offer.declined':
        await offerEvent(c, e.type.slice(6) as 'shown', e.offerId!);
        break;
      case 'tour.played':
        await tourEvent(c, e.tourId!, { kind: 'played', source: e.source ?? null });
        break;
      case 'tour.step_viewed':
        await tourEvent(c, e.tourId!, { kind: 'step_viewed', stepIndex: e.stepIndex! });
        break;
      case 'tour.cta_clicked':
        await tourEvent(c, e.tourId!, { kind: 'cta_clicked', stepIndex: e.stepIndex });
        break;
      case 'tour.completed':
        await tourEvent(c, e.tourId!, { kind: 'completed' });
        break;
      case 'form.submitted':
        await formEvent(c, e.formId ?? 'contact', e.fields!);
        break;
      case 'action.fired': {
        const action = await findAction(tx, agent.id, e.actionId!, deps.clock.now());
        if (!action) throw notFound('Action');
        accepted = action.enabled;
        if (accepted) {
          await recordActionFire(deps, tx, {
            agentId: agent.id,
            actionId: action.id,
            visitorId: session.visitorId,
            conversationId: visit.conversationId,
          });
          // Its task starts the agent: the next reply acts on it.
          await setVisitAction(tx, visit.id, action.id, deps.clock.now());
        }
        break;
      }
    }
    const now = deps.clock.now();
    await touchVisit(tx, visit.id, now);
    await touchVisitor(tx, session.visitorId, now);
    return { accepted };
  });
}
