import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { newId } from '../../lib/ids.js';
import { endConversation, sessionSource } from '../conversations/service.js';
import { recordArrival, touchVisitor } from '../../records/visitor-activity.js';
import * as repo from './repository.js';

// What other resources and the runtime read of this resource.
export { findVisit, findVisitTenant, idleVisits, latestPageViews, lockVisit, reopenVisit, setVisitConversation, touchVisit, type VisitRow } from './repository.js';

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
  try {
    const url = new URL(pageUrl);
    for (const k of UTM_KEYS) {
      const v = url.searchParams.get(`utm_${k}`);
      if (v) out[k] = v.slice(0, 200);
    }
  } catch {
    /* not a URL: no tags */
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
  /** A visit with activity within this many minutes is resumed rather than a new one started. */
  idleMinutes: number;
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
    const open = await repo.findOpenVisit(tx, input.visitorId, input.agentId, new Date(at.getTime() - input.idleMinutes * 60_000));
    if (open) {
      await repo.touchVisit(tx, open.id, at);
      await touchVisitor(tx, input.visitorId, at);
      await repo.insertPageView(tx, { id: newId(), visitorId: input.visitorId, visitId: open.id, url: input.page.url, title: pageTitle, viewedAt: at });
      return { visit: (await repo.findVisit(tx, open.id))!, visitorId: input.visitorId, returning: true, resumed: true };
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
  });
  await repo.insertPageView(tx, { id: newId(), visitorId: arrival.visitorId, visitId: id, url: input.page.url, title: pageTitle, viewedAt: at });
  return { visit: (await repo.findVisit(tx, id))!, visitorId: arrival.visitorId, returning: arrival.returning, resumed: false };
}

/** A page the visitor opened within a visit (page.viewed). */
export async function recordPageView(deps: ServiceDeps, tx: Tx, visit: { id: string; visitorId: string }, page: { url: string; title?: string | null | undefined }): Promise<void> {
  const at = deps.clock.now();
  await repo.insertPageView(tx, { id: newId(), visitorId: visit.visitorId, visitId: visit.id, url: page.url, title: page.title?.trim() || null, viewedAt: at });
  await touchVisitor(tx, visit.visitorId, at);
}

export async function addDeliveries(tx: Tx, visitId: string, deliveries: repo.DeliveredAnswer[]): Promise<void> {
  if (deliveries.length === 0) return;
  await tx.query(`UPDATE visits SET deliveries = deliveries || $2::jsonb WHERE id = $1`, [visitId, JSON.stringify(deliveries)]);
}

/**
 * Ends a visit and its conversation (conversation.ended, once). `at` defaults
 * to now; the idle sweep passes the moment the visit went quiet.
 */
export async function endVisit(deps: ServiceDeps, tx: Tx, visitId: string, opts: { at?: Date; summary?: string | null } = {}): Promise<Date> {
  const visit = await repo.findVisit(tx, visitId, { forUpdate: true });
  if (!visit) return deps.clock.now();
  if (visit.endedAt) return visit.endedAt;
  const at = opts.at ?? deps.clock.now();
  await repo.markVisitEnded(tx, visitId, at);
  if (visit.conversationId) await endConversation(deps, tx, visit.conversationId, { endedAt: at, summary: opts.summary ?? null });
  return at;
}
