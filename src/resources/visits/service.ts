import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { parseUrl } from '../../lib/http-url.js';
import { newId } from '../../lib/ids.js';
import { endConversation, sessionSource } from '../conversations/service.js';
import { recordArrival, touchVisitor } from '../../records/visitor-activity.js';
import * as repo from './repository.js';

// What other resources and the runtime read of this resource.
export {
  findVisit,
  findVisitTenant,
  latestPageViews,
  lockVisit,
  reopenVisit,
  setVisitAction,
  setVisitConversation,
  touchVisit,
  visitsDueToEnd,
  type VisitRow,
} from './repository.js';

type ServiceDeps = Pick<Deps, 'clock' | 'outbox' | 'cursors'>;

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** utm tags sent with the arrival, else read from the page URL's query. */
export function arrivalUtm(sent: Utm | undefined, pageUrl: string): Utm {
  const out: Utm = {};
  if (sent && Object.values(sent).some((v) => v)) {
    for (const k of UTM_KEYS) if (sent[k]) out[k] = sent[k];
    return out;
  }
  // Not a URL: no tags.
  const url = parseUrl(pageUrl);
  for (const k of UTM_KEYS) {
    const v = url?.searchParams.get(`utm_${k}`);
    if (v) out[k] = v.slice(0, 200);
  }
  return out;
}

export interface StartVisitInput {
  agentId: string;
  /** The visitor a valid token named, or null for a new visitor. */
  visitorId: string | null;
  page: { url: string; title?: string | null | undefined; referrer?: string | null | undefined };
  utm?: Utm | undefined;
  device?: 'desktop' | 'mobile' | undefined;
  actionId?: string | null;
  /** The page load starting or resuming the visit (its end call names it). */
  pageId?: string | null | undefined;
  /** A visit with activity within this many minutes is resumed rather than a new one started. */
  idleMinutes: number;
  /** A visit whose end was requested less than this long ago is resumed (a reload), and its end called off. */
  endGraceMs: number;
}

export interface StartedVisit {
  visit: repo.VisitRow;
  visitorId: string;
  returning: boolean;
  resumed: boolean;
}

/**
 * Starts a visit, or resumes the visitor's open one (a page navigation within a
 * visit). A new visit counts for the visitor (visit count, last seen) and for
 * insights (a session with its source); every start records the page viewed.
 */
export async function startVisit(deps: ServiceDeps, tx: Tx, input: StartVisitInput): Promise<StartedVisit> {
  const at = deps.clock.now();
  const pageTitle = input.page.title?.trim() || null;
  if (input.visitorId) {
    const open = await repo.findOpenVisit(
      tx,
      input.visitorId,
      input.agentId,
      new Date(at.getTime() - input.idleMinutes * 60_000),
      new Date(at.getTime() - input.endGraceMs),
    );
    if (open) {
      await repo.resumeVisit(tx, open.id, at, input.pageId ?? null);
      await touchVisitor(tx, input.visitorId, at);
      await repo.insertPageView(tx, {
        id: newId(),
        visitorId: input.visitorId,
        visitId: open.id,
        url: input.page.url,
        title: pageTitle,
        viewedAt: at,
      });
      return {
        visit: (await repo.findVisit(tx, open.id))!,
        visitorId: input.visitorId,
        returning: true,
        resumed: true,
      };
    }
  }
  const arrival = await recordArrival(tx, { visitorId: input.visitorId, at, newVisit: true });
  const utm = arrivalUtm(input.utm, input.page.url);
  const referrer = input.page.referrer?.trim() || null;
  const id = newId();
  await repo.insertVisit(tx, {
    id,
    agentId: input.agentId,
    visitorId: arrival.visitorId,
    pageUrl: input.page.url,
    pageTitle,
    referrer,
    utm: utm as Record<string, string>,
    source: sessionSource(utm as Record<string, string>, referrer),
    device: input.device ?? null,
    actionId: input.actionId ?? null,
    returning: arrival.returning,
    deliveries: [],
    startedAt: at,
    pageId: input.pageId ?? null,
  });
  await repo.insertPageView(tx, {
    id: newId(),
    visitorId: arrival.visitorId,
    visitId: id,
    url: input.page.url,
    title: pageTitle,
    viewedAt: at,
  });
  return {
    visit: (await repo.findVisit(tx, id))!,
    visitorId: arrival.visitorId,
    returning: arrival.returning,
    resumed: false,
  };
}

/** A page the visitor opened within a visit (page.viewed). */
export async function recordPageView(
  deps: ServiceDeps,
  tx: Tx,
  visit: { id: string; visitorId: string },
  page: { url: string; title?: string | null | undefined },
): Promise<void> {
  const at = deps.clock.now();
  await repo.insertPageView(tx, {
    id: newId(),
    visitorId: visit.visitorId,
    visitId: visit.id,
    url: page.url,
    title: page.title?.trim() || null,
    viewedAt: at,
  });
  await touchVisitor(tx, visit.visitorId, at);
}

export async function addDeliveries(tx: Tx, visitId: string, deliveries: repo.DeliveredAnswer[]): Promise<void> {
  if (deliveries.length === 0) return;
  await repo.appendDeliveries(tx, visitId, deliveries);
}

/** The visit's deliveries were shown as the first messages of its conversation: they are not shown again. */
export async function markDeliveriesShown(tx: Tx, visitId: string): Promise<void> {
  await repo.clearDeliveries(tx, visitId);
}

/**
 * The end call: the visitor left the page, or reloaded it (a page cannot tell
 * the two apart). The visit ends `graceMs` later, dated now, unless its visitor
 * resumes it first (startVisit); the worker's sweep ends it. A second call
 * keeps the first time; an ended visit answers its end. A call naming a page
 * load other than the visit's latest is late (a reloaded page resumed the
 * visit before the old page's beacon arrived) and changes nothing (null).
 */
export async function requestEnd(
  deps: ServiceDeps,
  tx: Tx,
  visitId: string,
  opts: { graceMs: number; pageId?: string | null | undefined },
): Promise<{ endedAt: Date | null; resumableUntil: Date | null }> {
  const { graceMs } = opts;
  const visit = await repo.findVisit(tx, visitId, { forUpdate: true });
  const now = deps.clock.now();
  if (!visit) return { endedAt: now, resumableUntil: null };
  if (visit.endedAt) return { endedAt: visit.endedAt, resumableUntil: null };
  if (opts.pageId && visit.pageId && opts.pageId !== visit.pageId) return { endedAt: null, resumableUntil: null };
  if (graceMs <= 0)
    return { endedAt: await endVisit(deps, tx, visitId, { at: visit.endRequestedAt ?? now }), resumableUntil: null };
  const at = visit.endRequestedAt ?? now;
  if (!visit.endRequestedAt) await repo.requestVisitEnd(tx, visitId, at);
  return { endedAt: at, resumableUntil: new Date(at.getTime() + graceMs) };
}

/**
 * A visit whose end was requested, when its visitor acts in it at `activityAt`
 * (a turn): within the grace the end is called off; after it the visit ends,
 * dated when the end was requested (the sweep may just not have run yet). An
 * act that arrived before the end call (a reply still streaming as the page
 * went away) leaves the pending end alone. Returns the visit as it is now.
 */
export async function settlePendingEnd(
  deps: ServiceDeps,
  tx: Tx,
  visit: repo.VisitRow,
  activityAt: Date,
  graceMs: number,
): Promise<repo.VisitRow> {
  const requested = visit.endRequestedAt;
  if (!requested || visit.endedAt || activityAt.getTime() <= requested.getTime()) return visit;
  if (activityAt.getTime() - requested.getTime() <= graceMs) {
    await repo.cancelVisitEnd(tx, visit.id);
    return { ...visit, endRequestedAt: null };
  }
  const endedAt = await endVisit(deps, tx, visit.id, { at: requested });
  return { ...visit, endRequestedAt: null, endedAt };
}

/**
 * Ends a visit and its conversation (conversation.ended, once). `at` defaults
 * to now; the idle sweep passes the moment the visit went quiet.
 */
export async function endVisit(
  deps: ServiceDeps,
  tx: Tx,
  visitId: string,
  opts: { at?: Date; summary?: string | null } = {},
): Promise<Date> {
  const visit = await repo.findVisit(tx, visitId, { forUpdate: true });
  if (!visit) return deps.clock.now();
  if (visit.endedAt) return visit.endedAt;
  const at = opts.at ?? deps.clock.now();
  await repo.markVisitEnded(tx, visitId, at);
  if (visit.conversationId)
    await endConversation(deps, tx, visit.conversationId, { endedAt: at, summary: opts.summary ?? null });
  return at;
}
