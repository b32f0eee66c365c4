import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { dayOf, parseDayRange, type DayRange } from '../../http/day-range.js';
import { missingDays } from './fold.js';
import * as read from './read-repository.js';
import {
  DIGEST_METRICS,
  type DigestBody,
  type DigestTotalsBody,
  type OrgDayBody,
  type OrgTotalsBody,
  type PulseInsightsBody,
  type SalesReadyAccountBody,
  type TourInsightsBody,
} from './schemas.js';

type ServiceDeps = Pick<Deps, 'clock'>;
type RangeQuery = { from?: string | undefined; to?: string | undefined };

const DAY_MS = 86_400_000;
export const TOP_SOURCES = 25;

const shift = (day: string, days: number) =>
  dayOf(new Date(new Date(`${day}T00:00:00.000Z`).getTime() + days * DAY_MS));

/**
 * The digest window: `to` defaults to today, `from` to six days before `to`
 * (the last seven days). With only `from`, `to` is today. Same validation as
 * the other insights ranges.
 */
export function digestRange(q: RangeQuery, now: Date): DayRange {
  return parseDayRange(q, now, { defaultDays: 7 });
}

function digestTotals(rows: read.OrgDayRow[]): DigestTotalsBody {
  const t: DigestTotalsBody = {
    visitors: 0,
    conversations: 0,
    meetings: 0,
    formsSubmitted: 0,
    escalated: 0,
    tourPlays: 0,
    tourCompletions: 0,
  };
  for (const r of rows) {
    t.visitors += r.visitors;
    t.conversations += r.conversations;
    t.meetings += r.meetings;
    t.formsSubmitted += r.formSubmitted;
    t.escalated += r.escalated;
    t.tourPlays += r.tourPlays;
    t.tourCompletions += r.tourCompletions;
  }
  return t;
}

export async function getDigest(deps: ServiceDeps, tx: Tx, q: RangeQuery): Promise<DigestBody> {
  const range = digestRange(q, deps.clock.now());
  const previous = { from: shift(range.from, -range.days), to: shift(range.from, -1) };
  const rows = await read.orgDays(tx, previous.from, range.to);
  const totals = digestTotals(rows.filter((r) => r.day >= range.from));
  const previousTotals = digestTotals(rows.filter((r) => r.day < range.from));
  // Array order is DIGEST_METRICS order and sort is stable: equal changes keep it.
  const metrics = DIGEST_METRICS.map((metric) => {
    const current = totals[metric];
    const before = previousTotals[metric];
    const change = current - before;
    return {
      metric,
      current,
      previous: before,
      change,
      changePct: before === 0 ? null : Math.round((change / before) * 1000) / 10,
    };
  }).sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
  return {
    range: { from: range.from, to: range.to },
    comparedWith: previous,
    days: range.days,
    totals,
    previousTotals,
    metrics,
    missingDays: await missingDays(tx, previous.from, range.to),
  };
}

const ORG_FIELDS = [
  'visitors',
  'conversedVisitors',
  'meetingVisitors',
  'sessions',
  'conversations',
  'meetings',
  'formSubmitted',
  'outcomes',
  'tourPlays',
  'tourCompletions',
] as const;

const zeroOrg = (): OrgTotalsBody => Object.fromEntries(ORG_FIELDS.map((f) => [f, 0])) as OrgTotalsBody;

export async function getPulseInsights(deps: ServiceDeps, tx: Tx, q: RangeQuery): Promise<PulseInsightsBody> {
  const range = parseDayRange(q, deps.clock.now());
  const rows = new Map((await read.orgDays(tx, range.from, range.to)).map((r) => [r.day, r]));
  const totals = zeroOrg();
  const daily: OrgDayBody[] = [];
  for (let i = 0; i < range.days; i++) {
    const day = shift(range.from, i);
    const row = rows.get(day);
    const out: OrgDayBody = { day, ...zeroOrg() };
    if (row) for (const f of ORG_FIELDS) out[f] = row[f];
    for (const f of ORG_FIELDS) totals[f] += out[f];
    daily.push(out);
  }
  const sources = await read.topSources(tx, range.from, range.to, TOP_SOURCES);
  return { range: { from: range.from, to: range.to }, totals, daily, sources };
}

/** Totals are summed from the daily rows (one read of the rollup), most plays first. */
export async function listTourInsights(deps: ServiceDeps, tx: Tx, q: RangeQuery): Promise<TourInsightsBody> {
  const range = parseDayRange(q, deps.clock.now());
  const daily = await read.tourDays(tx, range.from, range.to);
  const byTour = new Map<string, TourInsightsBody['tours'][number]>();
  for (const d of daily) {
    let t = byTour.get(d.tourId);
    if (!t) {
      t = {
        tourId: d.tourId,
        name: null,
        publicId: null,
        plays: 0,
        engaged: 0,
        completions: 0,
        ctaClicks: 0,
        identified: 0,
        totalSecs: 0,
        days: 0,
      };
      byTour.set(d.tourId, t);
    }
    t.plays += d.plays;
    t.engaged += d.engaged;
    t.completions += d.completions;
    t.ctaClicks += d.ctaClicks;
    t.identified += d.identified;
    t.totalSecs += d.totalSecs;
    if (d.plays > 0) t.days++;
  }
  const names = await read.tourNames(tx, [...byTour.keys()]);
  const tours = [...byTour.values()]
    .map((t) => ({ ...t, name: names.get(t.tourId)?.name ?? null, publicId: names.get(t.tourId)?.publicId ?? null }))
    .sort((a, b) => b.plays - a.plays || (a.tourId < b.tourId ? -1 : a.tourId > b.tourId ? 1 : 0));
  return { range: { from: range.from, to: range.to }, tours, daily };
}

export async function listSalesReadyAccounts(
  deps: ServiceDeps,
  tx: Tx,
  q: { withinDays: number; minIntent: number; limit: number },
): Promise<{ items: SalesReadyAccountBody[] }> {
  const since = new Date(deps.clock.now().getTime() - q.withinDays * DAY_MS);
  const rows = await read.salesReadyAccounts(tx, { since, minIntent: q.minIntent, limit: q.limit });
  return {
    items: rows.map((r) => ({
      domain: r.domain,
      name: r.name,
      industry: r.industry,
      visitorCount: r.visitorCount,
      identifiedCount: r.identifiedCount,
      topIntent: r.topIntent,
      lastSeenAt: r.lastSeenAt.toISOString(),
      lifecycleStage: crmString(r.crm, 'lifecycleStage'),
      ownerEmail: crmString(r.crm, 'ownerEmail'),
      hasOpenDeal: r.crm?.hasOpenDeal === true,
      visitorIds: r.visitorIds,
    })),
  };
}

function crmString(crm: Record<string, unknown> | null, key: string): string | null {
  const v = crm?.[key];
  return typeof v === 'string' && v !== '' ? v : null;
}
