import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { invalidRequest, lintFailed, notFound, stale } from '../../contract/errors.js';
import { BUILTIN_SKILLS, findBuiltin, type BuiltinSkill } from './builtins.js';
import { lintSkill, type SkillText } from './lint.js';
import * as repo from './repository.js';
import {
  SLUG_RE,
  type SkillApplyBodyType,
  type SkillDocumentBody,
  type SkillProposalBody,
  type SkillProposeBodyType,
} from './schemas.js';

function fromBuiltin(b: BuiltinSkill): SkillDocumentBody {
  return {
    slug: b.slug,
    name: b.name,
    description: b.description,
    body: b.body,
    source: 'builtin',
    version: 0,
    updatedAt: null,
  };
}

function fromRow(r: repo.SkillRow): SkillDocumentBody {
  return {
    slug: r.slug,
    name: r.name,
    description: r.description,
    body: r.body,
    source: r.source,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The skills an agent of this data set has: its own rows, then the built-ins it has not removed or replaced. */
export async function listSkills(tx: Tx): Promise<{ items: SkillDocumentBody[] }> {
  const { rows, removed } = await repo.skillRowsAndRemovals(tx);
  const own = new Set(rows.map((r) => r.slug));
  const items = [
    ...rows.map(fromRow),
    ...BUILTIN_SKILLS.filter((b) => !own.has(b.slug) && !removed.has(b.slug)).map(fromBuiltin),
  ];
  return { items: items.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)) };
}

interface Resolved {
  /** The document the data set sees under the slug, or null. */
  current: SkillDocumentBody | null;
  row: repo.SkillRow | null;
  /** A built-in of that slug the data set has not removed. */
  builtin: BuiltinSkill | null;
}

async function resolve(tx: Tx, slug: string, opts: { forUpdate?: boolean } = {}): Promise<Resolved> {
  const row = await repo.findSkillRow(tx, slug, opts);
  const shipped = findBuiltin(slug);
  const builtin = shipped && !(await repo.removedSlugs(tx)).has(slug) ? shipped : null;
  return { row, builtin, current: row ? fromRow(row) : builtin ? fromBuiltin(builtin) : null };
}

export async function getSkill(tx: Tx, slug: string): Promise<SkillDocumentBody> {
  const found = SLUG_RE.test(slug) ? (await resolve(tx, slug)).current : null;
  if (!found) throw notFound('skill');
  return found;
}

function checkSlug(slug: string): void {
  if (!SLUG_RE.test(slug))
    throw invalidRequest(
      'A skill slug is 1 to 64 lower-case letters, digits or dashes, starting with a letter or digit.',
      'slug',
    );
}

/** "lead-scoring" → "Lead scoring": the name of a new skill sent without one. */
const nameFromSlug = (slug: string) => {
  const words = slug.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The text an edit produces: fields not sent keep their current value. */
function edited(slug: string, current: SkillDocumentBody | null, edit: SkillProposeBodyType): SkillText {
  return {
    name: edit.name ?? current?.name ?? nameFromSlug(slug),
    description: edit.description ?? current?.description ?? '',
    body: edit.body,
  };
}

async function knownSlugs(tx: Tx, slug: string): Promise<Set<string>> {
  return new Set([...(await listSkills(tx)).items.map((s) => s.slug), slug]);
}

/**
 * The version check of apply (and of propose when it is sent a baseVersion). A
 * slug the data set does not have is at version 0, so any other base is stale
 * (the contract: "else 409 stale"), with `currentVersion` 0 to re-read from.
 */
function checkBase(current: SkillDocumentBody | null, baseVersion: number): void {
  const currentVersion = current?.version ?? 0;
  if (baseVersion !== currentVersion) throw stale(currentVersion);
}

/** Lints and diffs an edit against what the data set has now; writes nothing. */
export async function proposeSkill(tx: Tx, slug: string, edit: SkillProposeBodyType): Promise<SkillProposalBody> {
  checkSlug(slug);
  const { current } = await resolve(tx, slug);
  if (edit.baseVersion !== undefined) checkBase(current, edit.baseVersion);
  const next = edited(slug, current, edit);
  const diff: SkillProposalBody['diff'] = {};
  for (const field of ['name', 'description', 'body'] as const) {
    const from = current ? current[field] : null;
    if (from !== next[field]) diff[field] = { from, to: next[field] };
  }
  const problems = lintSkill(next, await knownSlugs(tx, slug));
  return {
    slug,
    baseVersion: { version: current?.version ?? 0, source: current?.source ?? null },
    diff,
    problems,
    applicable: !problems.some((p) => p.severity === 'error'),
  };
}

/**
 * Writes an edit when `baseVersion` is the version the data set has (0 for an
 * unforked built-in or a new slug): the first write forks a built-in (`fork`) or
 * creates a `custom` skill, version 1, `created: true`; later writes bump the
 * version. A stale base gives 409 stale with the current version (0 for a slug
 * the data set does not have); lint errors give 400 lint-failed. An edit that changes nothing keeps the version.
 */
export async function applySkill(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  slug: string,
  edit: SkillApplyBodyType,
): Promise<{ skill: SkillDocumentBody; created: boolean }> {
  checkSlug(slug);
  const { current, row, builtin } = await resolve(tx, slug, { forUpdate: true });
  checkBase(current, edit.baseVersion);
  const next = edited(slug, current, edit);
  const problems = lintSkill(next, await knownSlugs(tx, slug));
  if (problems.some((p) => p.severity === 'error')) throw lintFailed(problems);
  const at = deps.clock.now();
  if (row) {
    if (row.name === next.name && row.description === next.description && row.body === next.body)
      return { skill: fromRow(row), created: false };
    return { skill: fromRow(await repo.updateSkillRow(tx, slug, { ...next, at })), created: false };
  }
  const inserted = await repo.insertSkillRow(tx, { slug, ...next, source: builtin ? 'fork' : 'custom', at });
  return { skill: fromRow(inserted), created: true };
}

/**
 * Operator command: hides a built-in from the data set and deletes the data
 * set's own row of that slug (a fork or a custom skill), so the skill is gone.
 */
export async function removeSkill(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  slug: string,
): Promise<{ builtinHidden: boolean; rowDeleted: boolean } | null> {
  const rowDeleted = await repo.deleteSkillRow(tx, slug);
  const builtinHidden = findBuiltin(slug) !== undefined;
  if (builtinHidden) await repo.insertRemoval(tx, slug, deps.clock.now());
  return builtinHidden || rowDeleted ? { builtinHidden, rowDeleted } : null;
}

/** Operator command: brings a removed built-in back. */
export async function restoreSkill(tx: Tx, slug: string): Promise<boolean> {
  return repo.deleteRemoval(tx, slug);
}
