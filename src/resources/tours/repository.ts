import type { Queryable } from '../../db/types.js';
import { refKind } from '../../contract/refs.js';
import { isUuid } from '../../lib/ids.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';
import type { MergedStep } from './merge.js';
import type { SpecScreen, SpecStep, TourMode } from './model.js';

export interface TourRow {
  id: string;
  publicId: string;
  name: string;
  description: string | null;
  ownStatus: 'draft' | 'published' | 'archived';
  /** What the API says: `published` while a frozen revision is live, else the row's own status. */
  status: 'draft' | 'published' | 'archived';
  isActive: boolean;
  isTemplate: boolean;
  mode: TourMode;
  display: string | null;
  transition: string | null;
  hubId: string | null;
  specVersion: string;
  publishedRevisionId: string | null;
  publishedVersion: number;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const STATUS_SQL = `CASE WHEN published_revision_id IS NOT NULL THEN 'published' ELSE status END`;

const COLUMNS = `id, public_id AS "publicId", name, description, status AS "ownStatus", ${STATUS_SQL} AS status,
  is_active AS "isActive", is_template AS "isTemplate", mode, display, transition, hub_id AS "hubId",
  spec_version AS "specVersion", published_revision_id AS "publishedRevisionId", published_version AS "publishedVersion",
  published_at AS "publishedAt", created_at AS "createdAt", updated_at AS "updatedAt"`;

export async function findTour(q: Queryable, ref: string, opts: { forUpdate?: boolean } = {}): Promise<TourRow | null> {
  const kind = refKind(ref);
  if (!kind) return null;
  const res = await q.query<TourRow>(
    `SELECT ${COLUMNS} FROM tours WHERE ${kind === 'uuid' ? 'id = $1::uuid' : 'public_id = $1'}${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [ref],
  );
  return res.rows[0] ?? null;
}

/** The data set that holds a public id. A system query: share links name no workspace. */
export async function findTourTenant(system: Queryable, ref: string): Promise<string | null> {
  const kind = refKind(ref);
  if (!kind) return null;
  const res = await system.query<{ tenant: string }>(
    `SELECT tenant_id AS tenant FROM tours WHERE ${kind === 'uuid' ? 'id = $1::uuid' : 'public_id = $1'}`,
    [ref],
  );
  return res.rows[0]?.tenant ?? null;
}

export function listTours(
  q: Queryable,
  f: { status?: string; after: Position | null; limit: number },
): Promise<TourRow[]> {
  const params: unknown[] = [];
  const where = ['NOT is_template'];
  if (f.status) where.push(`${STATUS_SQL} = $${params.push(f.status)}`);
  return keysetRows(q, {
    from: `SELECT ${COLUMNS} FROM tours`,
    where,
    params,
    order: { ts: 'created_at', id: 'id' },
    after: f.after,
    limit: f.limit,
  });
}

export type NewTour = Pick<
  TourRow,
  | 'id'
  | 'publicId'
  | 'name'
  | 'description'
  | 'isActive'
  | 'isTemplate'
  | 'mode'
  | 'display'
  | 'transition'
  | 'hubId'
  | 'specVersion'
> & { status: TourRow['ownStatus']; now: Date };

export async function insertTour(q: Queryable, t: NewTour): Promise<void> {
  await q.query(
    `INSERT INTO tours (id, public_id, name, description, status, is_active, is_template, mode, display, transition,
       hub_id, hub_position, spec_version, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
       CASE WHEN $11::uuid IS NULL THEN 0 ELSE (SELECT coalesce(max(hub_position), -1) + 1 FROM tours WHERE hub_id = $11::uuid) END,
       $12, $13, $13)`,
    [
      t.id,
      t.publicId,
      t.name,
      t.description,
      t.status,
      t.isActive,
      t.isTemplate,
      t.mode,
      t.display,
      t.transition,
      t.hubId,
      t.specVersion,
      t.now,
    ],
  );
}

export async function setSpecVersion(q: Queryable, id: string, version: string, now: Date): Promise<void> {
  await q.query(`UPDATE tours SET spec_version = $2, updated_at = $3 WHERE id = $1`, [id, version, now]);
}

export async function markPublished(
  q: Queryable,
  id: string,
  revisionId: string,
  version: number,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE tours SET published_revision_id = $2, published_version = $3, published_at = $4, updated_at = $4 WHERE id = $1`,
    [id, revisionId, version, now],
  );
}

export interface ScreenRow extends SpecScreen {
  media: string | null;
  poster: string | null;
}

export async function listScreens(q: Queryable, tourId: string): Promise<ScreenRow[]> {
  const res = await q.query<ScreenRow>(
    `SELECT id, type, name, order_index AS "orderIndex", duration_secs AS "durationSecs", media, poster
     FROM tour_screens WHERE tour_id = $1 ORDER BY order_index`,
    [tourId],
  );
  return res.rows;
}

export async function insertScreens(q: Queryable, tourId: string, screens: readonly ScreenRow[]): Promise<void> {
  if (screens.length === 0) return;
  await q.query(
    `INSERT INTO tour_screens (tour_id, id, type, name, order_index, duration_secs, media, poster)
     SELECT $1, s.id, s.type, s.name, s.ord, s.dur, s.media, s.poster
     FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::float8[], $7::text[], $8::text[]) AS s(id, type, name, ord, dur, media, poster)`,
    [
      tourId,
      screens.map((s) => s.id),
      screens.map((s) => s.type),
      screens.map((s) => s.name),
      screens.map((s) => s.orderIndex),
      screens.map((s) => s.durationSecs),
      screens.map((s) => s.media),
      screens.map((s) => s.poster),
    ],
  );
}

export interface StepRow extends SpecStep {
  narrationUrl: string | null;
  narrationText: string | null;
}

/** Steps in playing order: by screen, then position. */
export async function listSteps(q: Queryable, tourId: string): Promise<StepRow[]> {
  const res = await q.query<StepRow>(
    `SELECT st.ref, st.screen_id AS screen, st.at, st.anchor, st.title, st.body, st.advance,
       st.advance_after_secs AS "advanceAfterSecs", st.narrate, st.open_when AS "openWhen",
       st.narration_url AS "narrationUrl", st.narration_text AS "narrationText"
     FROM tour_steps st JOIN tour_screens sc ON sc.tour_id = st.tour_id AND sc.id = st.screen_id
     WHERE st.tour_id = $1 ORDER BY sc.order_index, st.position, st.ref`,
    [tourId],
  );
  return res.rows;
}

export interface StepWrite {
  step: SpecStep;
  /** Only a new step takes these; an apply never writes narration. */
  narrationUrl?: string | null;
  narrationText?: string | null;
}

/**
 * Makes the stored steps exactly `steps` (already in playing order): refs left
 * out are deleted, existing refs updated, new refs inserted, positions renumbered
 * per screen. Narration is never regenerated: an unchanged body keeps its
 * recording; a changed body drops a recording made from the body (one made from
 * a person's own script stays).
 */
export async function writeSteps(
  q: Queryable,
  tourId: string,
  newId: () => string,
  steps: readonly StepWrite[],
): Promise<void> {
  await q.query(`DELETE FROM tour_steps WHERE tour_id = $1 AND NOT (ref = ANY($2::text[]))`, [
    tourId,
    steps.map((s) => s.step.ref),
  ]);
  if (steps.length === 0) return;
  const positions = new Map<string, number>();
  const position = (screen: string) => {
    const p = positions.get(screen) ?? 0;
    positions.set(screen, p + 1);
    return p;
  };
  const col = <T>(f: (w: StepWrite) => T) => steps.map(f);
  await q.query(
    `INSERT INTO tour_steps (id, tour_id, ref, screen_id, position, at, anchor, title, body, advance, advance_after_secs,
       narrate, open_when, narration_url, narration_text)
     SELECT s.id, $1, s.ref, s.screen, s.pos, s.at, s.anchor, s.title, s.body, s.advance, s.after, s.narrate, s.open_when, s.nurl, s.ntext
     FROM unnest($2::uuid[], $3::text[], $4::text[], $5::int[], $6::float8[], $7::jsonb[], $8::text[], $9::text[], $10::text[],
       $11::float8[], $12::bool[], $13::jsonb[], $14::text[], $15::text[])
       AS s(id, ref, screen, pos, at, anchor, title, body, advance, after, narrate, open_when, nurl, ntext)
     ON CONFLICT (tenant_id, tour_id, ref) DO UPDATE SET
       screen_id = EXCLUDED.screen_id, position = EXCLUDED.position, at = EXCLUDED.at, anchor = EXCLUDED.anchor,
       title = EXCLUDED.title, body = EXCLUDED.body, advance = EXCLUDED.advance, advance_after_secs = EXCLUDED.advance_after_secs,
       narrate = EXCLUDED.narrate, open_when = EXCLUDED.open_when,
       narration_url = CASE WHEN tour_steps.body IS DISTINCT FROM EXCLUDED.body AND tour_steps.narration_text IS NULL
                            THEN NULL ELSE tour_steps.narration_url END`,
    [
      tourId,
      col(() => newId()),
      col((w) => w.step.ref),
      col((w) => w.step.screen),
      col((w) => position(w.step.screen)),
      col((w) => w.step.at),
      col((w) => JSON.stringify(w.step.anchor)),
      col((w) => w.step.title),
      col((w) => w.step.body),
      col((w) => w.step.advance),
      col((w) => w.step.advanceAfterSecs),
      col((w) => w.step.narrate),
      col((w) => JSON.stringify(w.step.openWhen)),
      col((w) => w.narrationUrl ?? null),
      col((w) => w.narrationText ?? null),
    ],
  );
}

/** Adapts merged steps (an apply) to writes: no narration. */
export const mergedWrites = (merged: readonly MergedStep[]): StepWrite[] => merged.map((m) => ({ step: m.step }));

export async function insertRevision(
  q: Queryable,
  r: { id: string; tourId: string; version: number; document: unknown; publishedAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO tour_revisions (id, tour_id, version, document, published_at) VALUES ($1, $2, $3, $4, $5)`,
    [r.id, r.tourId, r.version, JSON.stringify(r.document), r.publishedAt],
  );
}

export async function findRevisionDocument(q: Queryable, id: string): Promise<unknown | null> {
  const res = await q.query<{ document: unknown }>(`SELECT document FROM tour_revisions WHERE id = $1`, [id]);
  return res.rows[0]?.document ?? null;
}

export interface PlayableTour {
  id: string;
  publicId: string;
  name: string;
  description: string | null;
  /** Steps in playing order (index = the player's step index). */
  steps: Array<{ title: string; openWhen: string[] }>;
}

/** Tours an agent may start for a visitor: published, active, not templates (newest first, at most 50). */
export async function playableTours(q: Queryable): Promise<PlayableTour[]> {
  const res = await q.query<PlayableTour>(
    `SELECT t.id, t.public_id AS "publicId", t.name, t.description,
       COALESCE((SELECT json_agg(json_build_object('title', st.title, 'openWhen', st.open_when) ORDER BY sc.order_index, st.position, st.ref)
                 FROM tour_steps st JOIN tour_screens sc ON sc.tour_id = st.tour_id AND sc.id = st.screen_id
                 WHERE st.tour_id = t.id), '[]'::json) AS steps
     FROM tours t WHERE t.published_revision_id IS NOT NULL AND t.is_active AND NOT t.is_template
     ORDER BY t.published_at DESC NULLS LAST, t.id LIMIT 50`,
  );
  return res.rows;
}

/**
 * The public ids of playable tours (published, active, not templates) named by
 * UUID or public id: what the anonymous player route (and so a page) plays. A
 * reference to anything else is left out.
 */
export async function playablePublicIds(q: Queryable, refs: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (refs.length === 0) return out;
  const ids = refs.filter(isUuid).map((r) => r.toLowerCase());
  const res = await q.query<{ id: string; publicId: string }>(
    `SELECT id, public_id AS "publicId" FROM tours
     WHERE (id = ANY($1::uuid[]) OR public_id = ANY($2::text[])) AND published_revision_id IS NOT NULL AND is_active AND NOT is_template`,
    [ids, [...refs]],
  );
  for (const r of res.rows)
    for (const ref of refs) if (ref.toLowerCase() === r.id || ref === r.publicId) out.set(ref, r.publicId);
  return out;
}
