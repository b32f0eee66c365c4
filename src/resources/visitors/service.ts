import type { Deps } from '../../deps.js';
import type { TenantTx, Tx } from '../../db/types.js';
import { notFound } from '../../contract/errors.js';
import { listPage, type Page, type PageParams } from '../../platform/paging/list-page.js';
import { listConversationRows, toConversation } from '../conversations/service.js';
import { listFollowUpRows, maskOwnBody, toFollowUp } from '../follow-ups/service.js';
import { listLeadRows, toLead } from '../leads/service.js';
import { toSitting } from '../tours/sittings.js';
import { normalizeFilter } from '../segments/filter.js';
import { matchSummary } from '../segments/service.js';
import type { SegmentFilterBody } from '../segments/schemas.js';
import { latestSittings } from './journey-repository.js';
import { latestPageViews } from '../visits/service.js';
import * as repo from './repository.js';
import { JOURNEY_LIMIT, type VisitorBody } from './schemas.js';

export function toVisitor(r: repo.VisitorRow): VisitorBody {
  return {
    id: r.id,
    email: r.email,
    displayName: r.displayName,
    status: r.status,
    intentScore: r.intentScore,
    visitCount: r.visitCount,
    firstSeenAt: r.firstSeenAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    account: r.account,
    crm: r.crm,
    labels: r.labels ?? {},
  };
}

export function listVisitors(
  deps: Pick<Deps, 'cursors'>,
  tx: TenantTx,
  q: PageParams & { identified?: boolean; email?: string },
): Promise<Page<VisitorBody>> {
  const email = q.email?.trim().toLowerCase();
  return listPage(deps, tx, q, {
    list: 'visitors',
    filters: { identified: q.identified, email },
    rows: (page) => repo.listVisitors(tx, page),
    sortKey: (r) => [r.lastSeenAt, r.id],
    toBody: toVisitor,
  });
}

/** A visitor with their journey: latest conversations and sittings, latest lead, open follow-ups. */
export async function getVisitor(tx: Tx, id: string, opts: { verbatim: boolean }) {
  const row = await repo.findVisitor(tx, id);
  if (!row) throw notFound('visitor');
  // The paged list queries fetch one row past their limit (to detect a next page), hence the limits one short.
  const [conversations, sittings, leads, followUps, pages] = [
    await listConversationRows(tx, { visitorId: id, after: null, limit: JOURNEY_LIMIT - 1 }),
    await latestSittings(tx, id, JOURNEY_LIMIT),
    await listLeadRows(tx, { visitorId: id, after: null, limit: 0 }),
    await listFollowUpRows(tx, { visitorId: id, status: 'open', after: null, limit: 199 }),
    await latestPageViews(tx, id, JOURNEY_LIMIT),
  ];
  return {
    ...toVisitor(row),
    journey: {
      conversations: conversations.map(toConversation),
      sittings: sittings.map(toSitting),
      lead: leads[0] ? toLead(leads[0]) : null,
      // The visitor's own questions: masked like every follow-up read without conversations:transcripts.
      openFollowUps: followUps.map((f) => maskOwnBody(toFollowUp(f), row.displayName, opts)),
      pages: pages.map((p) => ({ url: p.url, title: p.title, viewedAt: p.viewedAt.toISOString() })),
    },
  };
}

export const SEARCH_DEFAULT_LIMIT = 50;

/** The visitors a filter matches (the same match a saved segment runs), most recently seen first. */
export async function searchVisitors(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  raw: SegmentFilterBody,
  limit: number,
  opts: { verbatim: boolean },
) {
  const filter = await normalizeFilter(tx, raw, '', opts);
  const now = deps.clock.now();
  const { count, ids } = await matchSummary(tx, filter, now, limit);
  const rows = await repo.findVisitorsByIds(tx, ids);
  return { count, truncated: count > rows.length, filter, items: rows.map(toVisitor) };
}
