import type { Deps } from '../../deps.js';
import type { TenantTx, Tx } from '../../db/types.js';
import { invalidRequest, lintFailed, notFound, stale, type LintProblemBody } from '../../contract/errors.js';
import { refKind } from '../../contract/refs.js';
import { newId } from '../../lib/ids.js';
import { listPage, type Page, type PageParams } from '../../platform/paging/list-page.js';
import { buildDocument, resolveDocument, toSpec, toTour } from './documents.js';
import { diffSteps, type SpecDiff } from './diff.js';
import { hasErrors, lintTour } from './lint.js';
import { mergeSteps, type MergedStep } from './merge.js';
import type { StepInput } from './model.js';
import * as repo from './repository.js';
import type { TourBody, TourDocumentBody, TourSpecBody } from './schemas.js';

// What other resources and the runtime read of this resource.
export { findTour, playablePublicIds, playableTours, type PlayableTour } from './repository.js';

type ServiceDeps = Pick<Deps, 'clock' | 'cursors' | 'config'>;

export type TourView = 'published' | 'live';

export async function requireTour(tx: Tx, ref: string, opts: { forUpdate?: boolean } = {}): Promise<repo.TourRow> {
  const tour = await repo.findTour(tx, ref, opts);
  if (!tour) throw notFound('tour');
  return tour;
}

export function listTours(
  deps: ServiceDeps,
  tx: TenantTx,
  q: PageParams & { status?: string },
): Promise<Page<TourBody>> {
  return listPage(deps, tx, q, {
    list: 'tours',
    filters: { status: q.status },
    rows: (page) => repo.listTours(tx, page),
    sortKey: (r) => [r.createdAt, r.id],
    toBody: toTour,
  });
}

async function liveRows(tx: Tx, tour: repo.TourRow) {
  const [screens, steps] = [await repo.listScreens(tx, tour.id), await repo.listSteps(tx, tour.id)];
  return { screens, steps };
}

/** The player's document: the frozen revision when one exists (unless `live` is asked for), else the live rows. */
async function documentOf(deps: ServiceDeps, tx: Tx, tour: repo.TourRow, view: TourView): Promise<TourDocumentBody> {
  let doc: TourDocumentBody | null = null;
  if (view === 'published' && tour.publishedRevisionId) {
    doc = (await repo.findRevisionDocument(tx, tour.publishedRevisionId)) as TourDocumentBody | null;
  }
  if (!doc) {
    const { screens, steps } = await liveRows(tx, tour);
    doc = buildDocument(tour, screens, steps, null);
  }
  return resolveDocument(doc, deps.config.publicUrl);
}

export async function getTour(deps: ServiceDeps, tx: Tx, ref: string, view: TourView) {
  const tour = await requireTour(tx, ref);
  return { ...toTour(tour), document: await documentOf(deps, tx, tour, view) };
}

/** Whether a tour is served to visitors: published, active, and not a template. Anything else is "no such tour" to them. */
export function isServed(tour: Pick<repo.TourRow, 'status' | 'isActive' | 'isTemplate'>): boolean {
  return tour.status === 'published' && tour.isActive && !tour.isTemplate;
}

/**
 * The anonymous player route: a public id found across data sets (share links
 * name no workspace), served only while the tour is published and active. Any
 * other tour is a plain 404, with no hint that a draft exists.
 */
export async function getPlayerTour(deps: Pick<Deps, 'clock' | 'cursors' | 'config' | 'db'>, ref: string) {
  const notServed = () => notFound('tour');
  if (refKind(ref) !== 'public') throw notServed();
  const tenant = await repo.findTourTenant(deps.db, ref);
  if (!tenant) throw notServed();
  const body = await deps.db.tenantTx(
    tenant,
    async (tx) => {
      const tour = await repo.findTour(tx, ref);
      if (!tour || !isServed(tour)) throw notServed();
      return { ...toTour(tour), document: await documentOf(deps, tx, tour, 'published') };
    },
    { readOnly: true },
  );
  return { body, livemode: !tenant.startsWith('sbx_') };
}

export async function getTourSpec(
  tx: Tx,
  ref: string,
): Promise<{ tourId: string; version: string; spec: TourSpecBody }> {
  const tour = await requireTour(tx, ref);
  const { screens, steps } = await liveRows(tx, tour);
  return { tourId: tour.id, version: tour.specVersion, spec: toSpec(tour, screens, steps) };
}

interface Proposal {
  merged: MergedStep[];
  problems: LintProblemBody[];
  diff: SpecDiff;
  spec: TourSpecBody;
}

async function proposeFor(tx: Tx, tour: repo.TourRow, input: readonly StepInput[]): Promise<Proposal> {
  refuseNul(input);
  const { screens, steps } = await liveRows(tx, tour);
  const merged = mergeSteps(steps, screens, input);
  return {
    merged,
    problems: lintTour({ steps: merged, screens, mode: tour.mode }),
    diff: diffSteps(steps, merged),
    spec: toSpec(
      tour,
      screens,
      merged.map((m) => m.step),
    ),
  };
}

/** Lints and diffs a spec against the live rows; writes nothing. */
export async function proposeTourSpec(tx: Tx, ref: string, input: readonly StepInput[]) {
  const tour = await requireTour(tx, ref);
  const p = await proposeFor(tx, tour, input);
  return {
    tourId: tour.id,
    baseVersion: tour.specVersion,
    diff: p.diff,
    problems: p.problems,
    applicable: !hasErrors(p.problems),
    spec: p.spec,
  };
}

/**
 * Writes a spec with the contract's merge semantics when `baseVersion` is still
 * current (else 409 stale) and lint finds no error (else 400 lint-failed).
 * The tour row is locked first, so of two applies on one version only one wins.
 */
export async function applyTourSpec(
  deps: ServiceDeps,
  tx: Tx,
  ref: string,
  input: readonly StepInput[],
  baseVersion: string,
) {
  const tour = await requireTour(tx, ref, { forUpdate: true });
  if (baseVersion !== tour.specVersion) throw stale(tour.specVersion);
  const p = await proposeFor(tx, tour, input);
  if (hasErrors(p.problems)) throw lintFailed(p.problems);
  await repo.writeSteps(tx, tour.id, newId, repo.mergedWrites(p.merged));
  const version = newId();
  await repo.setSpecVersion(tx, tour.id, version, deps.clock.now());
  const { screens, steps } = await liveRows(tx, tour);
  return { tourId: tour.id, version, spec: toSpec(tour, screens, steps), problems: p.problems };
}

/**
 * Lints the live rows and freezes them as the next numbered revision: from now
 * on `view=published` and the player serve this document, whatever later applies change.
 */
export async function publishTour(deps: ServiceDeps, tx: Tx, ref: string) {
  const tour = await requireTour(tx, ref, { forUpdate: true });
  const { screens, steps } = await liveRows(tx, tour);
  const problems = lintTour({ steps: mergeSteps(steps, screens, steps), screens, mode: tour.mode });
  if (hasErrors(problems)) throw lintFailed(problems);
  const now = deps.clock.now();
  const version = tour.publishedVersion + 1;
  const revisionId = newId();
  await repo.insertRevision(tx, {
    id: revisionId,
    tourId: tour.id,
    version,
    document: buildDocument(tour, screens, steps, version),
    publishedAt: now,
  });
  await repo.markPublished(tx, tour.id, revisionId, version, now);
  return {
    tourId: tour.id,
    publicId: tour.publicId,
    revisionId,
    publishedVersion: version,
    publishedAt: now.toISOString(),
  };
}

/** PostgreSQL text cannot hold NUL; refuse it as bad input rather than fail in SQL. */
function refuseNul(steps: readonly StepInput[]): void {
  for (const [i, step] of steps.entries()) {
    for (const [field, value] of Object.entries(step)) {
      if (JSON.stringify(value ?? null).includes('\\u0000')) {
        throw invalidRequest(`steps[${i}].${field} must not contain NUL characters.`, `spec.steps[${i}].${field}`);
      }
    }
  }
}
