import type { Deps } from '../../deps.js';
import type { TenantTx, Tx } from '../../db/types.js';
import { parseDayRange } from '../../http/day-range.js';
import { newId } from '../../lib/ids.js';
import { listPage, type Page, type PageParams } from '../../platform/paging/list-page.js';
import type { SittingBody } from './schemas.js';
import type { SITTING_SOURCES } from './schemas.js';
import { requireTour } from './service.js';
import * as repo from './sittings-repository.js';

type ServiceDeps = Pick<Deps, 'clock' | 'cursors' | 'outbox'>;

export function toSitting(r: repo.SittingRow): SittingBody {
  return {
    id: r.id,
    tourId: r.tourId,
    visitorId: r.visitorId,
    email: r.email,
    source: r.source as SittingBody['source'],
    startedAt: r.startedAt.toISOString(),
    endedAt: r.endedAt.toISOString(),
    seconds: r.seconds,
    stepViews: r.stepViews,
    stepsSeen: r.stepsSeen,
    maxStep: r.maxStep,
    completed: r.completed,
    ctaClicks: r.ctaClicks,
  };
}

export async function listTourSittings(
  deps: ServiceDeps,
  tx: TenantTx,
  ref: string,
  q: PageParams & { from?: string; to?: string },
): Promise<Page<SittingBody>> {
  const range = parseDayRange(q, deps.clock.now());
  const tour = await requireTour(tx, ref);
  return listPage(deps, tx, q, {
    list: 'tour-sittings',
    // Bound to the range as asked, not as resolved: a cursor stays valid across midnight.
    filters: { tourId: tour.id, from: q.from, to: q.to },
    rows: ({ after, limit }) =>
      repo.listSittings(tx, { tourId: tour.id, start: range.start, end: range.end, after, limit }),
    sortKey: (r) => [r.startedAt, r.id],
    toBody: toSitting,
  });
}

export interface RecordSittingInput {
  /** The player's view session id; a fresh id by default. */
  id?: string;
  tourId: string;
  visitorId?: string | null;
  email?: string | null;
  source?: (typeof SITTING_SOURCES)[number] | null;
  startedAt: Date;
  endedAt: Date;
  /** Step indexes in the order they were shown, revisits included (0 is the first step). */
  views: number[];
  completed?: boolean;
  ctaClicks?: number;
  /** The operator's own play from the dashboard: stored, but never listed, counted or announced. */
  operator?: boolean;
}

/**
 * Records one finished play of a tour (the player runtime and the fixtures use
 * it) and emits the catalogue's tour events for it: tour.played, one
 * tour.step_viewed per view, tour.cta_clicked per click and tour.completed.
 * Step views are spread evenly over the sitting, as the player reports only the sequence.
 */
export async function recordSitting(deps: ServiceDeps, tx: Tx, input: RecordSittingInput): Promise<SittingBody> {
  if (input.endedAt < input.startedAt) throw new Error('a sitting cannot end before it starts');
  if (input.views.some((v) => !Number.isInteger(v) || v < 0)) throw new Error('step indexes are integers from 0');
  const stepsSeen = [...new Set(input.views)].sort((a, b) => a - b);
  const row: repo.NewSitting = {
    id: input.id ?? newId(),
    tourId: input.tourId,
    visitorId: input.visitorId ?? null,
    email: input.email ?? null,
    source: input.source ?? null,
    startedAt: input.startedAt,
    endedAt: input.endedAt,
    seconds: Math.floor((input.endedAt.getTime() - input.startedAt.getTime()) / 1000),
    stepViews: input.views.length,
    stepsSeen,
    maxStep: stepsSeen.length ? stepsSeen[stepsSeen.length - 1]! : -1,
    completed: input.completed ?? false,
    ctaClicks: input.ctaClicks ?? 0,
    isOperator: input.operator ?? false,
    recordedAt: deps.clock.now(),
  };
  await repo.insertSitting(tx, row);
  if (!row.isOperator) announce(deps, tx, row, input.views);
  return toSitting(row);
}

function announce(deps: ServiceDeps, tx: Tx, s: repo.NewSitting, views: readonly number[]): void {
  const ids = { sittingId: s.id, tourId: s.tourId, visitorId: s.visitorId };
  deps.outbox.append(tx, {
    type: 'tour.played',
    data: { ...ids, email: s.email, source: s.source },
    occurredAt: s.startedAt,
  });
  const span = s.endedAt.getTime() - s.startedAt.getTime();
  views.forEach((stepIndex, i) => {
    const at = new Date(s.startedAt.getTime() + Math.floor((span * i) / Math.max(views.length, 1)));
    deps.outbox.append(tx, { type: 'tour.step_viewed', data: { ...ids, stepIndex }, occurredAt: at });
  });
  for (let i = 0; i < s.ctaClicks; i++)
    deps.outbox.append(tx, { type: 'tour.cta_clicked', data: ids, occurredAt: s.endedAt });
  if (s.completed)
    deps.outbox.append(tx, { type: 'tour.completed', data: { ...ids, seconds: s.seconds }, occurredAt: s.endedAt });
}

export type TourProgress =
  | { kind: 'played'; source?: (typeof SITTING_SOURCES)[number] | null }
  | { kind: 'step_viewed'; stepIndex: number }
  | { kind: 'cta_clicked'; stepIndex?: number | undefined }
  | { kind: 'completed' };

/**
 * A play reported as it happens (the runtime's page events), rather than once
 * finished (recordSitting). `tour.played` starts a sitting; the other events
 * move the visitor's latest sitting of the tour since `since` (the visit's
 * start), starting one when the page reports a step of a play it never
 * announced. Each emits its catalogue event; completion is announced once.
 */
export async function recordTourProgress(
  deps: ServiceDeps,
  tx: Tx,
  input: { tourId: string; visitorId: string; email: string | null; since: Date; progress: TourProgress },
): Promise<SittingBody> {
  const at = deps.clock.now();
  const p = input.progress;
  let row: { id: string; completed: boolean } | null =
    p.kind === 'played' ? null : await repo.latestSitting(tx, input.visitorId, input.tourId, input.since);
  if (!row) {
    const started = await recordSitting(deps, tx, {
      tourId: input.tourId,
      visitorId: input.visitorId,
      email: input.email,
      source: p.kind === 'played' ? (p.source ?? null) : null,
      startedAt: at,
      endedAt: at,
      views: [],
    });
    if (p.kind === 'played') return started;
    row = started;
  }
  const wasCompleted = row.completed;
  const next = await repo.advanceSitting(tx, row.id, {
    ...(p.kind === 'step_viewed' ? { stepIndex: p.stepIndex } : {}),
    ctaClick: p.kind === 'cta_clicked',
    completed: p.kind === 'completed',
    at,
  });
  const ids = { sittingId: next.id, tourId: next.tourId, visitorId: next.visitorId };
  if (p.kind === 'step_viewed')
    deps.outbox.append(tx, { type: 'tour.step_viewed', data: { ...ids, stepIndex: p.stepIndex }, occurredAt: at });
  if (p.kind === 'cta_clicked') {
    deps.outbox.append(tx, {
      type: 'tour.cta_clicked',
      data: { ...ids, ...(p.stepIndex !== undefined ? { stepIndex: p.stepIndex } : {}) },
      occurredAt: at,
    });
  }
  if (p.kind === 'completed' && !wasCompleted)
    deps.outbox.append(tx, { type: 'tour.completed', data: { ...ids, seconds: next.seconds }, occurredAt: at });
  return toSitting(next);
}
