import type { Deps } from '../../deps.js';
import type { TenantTx, Tx } from '../../db/types.js';
import { invalidRequest, notFound } from '../../contract/errors.js';
import { newId } from '../../lib/ids.js';
import { listPage, type Page, type PageParams } from '../../platform/paging/list-page.js';
import type { ChangeRow } from './evaluation-repository.js';
import { normalizeFilter } from './filter.js';
import { matchSummary } from './filter-repository.js';
import { listChanges, listMembers, type MemberRow } from './members-repository.js';
import * as repo from './repository.js';
import type { SegmentBody, SegmentChangeBody, SegmentFilterBody, SegmentMemberBody } from './schemas.js';

// What other resources and the runtime read of this resource.
export { matchSummary } from './filter-repository.js';
/** The offers' audience gate reads a visitor's segments. */
export { segmentIdsOf } from './members-repository.js';

export const EVALUATE_JOB = 'segments.evaluate';
export const PREVIEW_SAMPLE = 10;

export function toSegment(r: repo.SegmentRow): SegmentBody {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    filter: r.filter,
    memberCount: r.memberCount,
    evaluatedAt: r.evaluatedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function segmentName(raw: string): string {
  const name = raw.trim();
  if (!name) throw invalidRequest('name must not be blank.', 'name');
  return name;
}

export async function listSegments(tx: Tx): Promise<{ items: SegmentBody[] }> {
  return { items: (await repo.listSegments(tx)).map(toSegment) };
}

export async function getSegment(tx: Tx, id: string): Promise<SegmentBody> {
  const row = await repo.findSegment(tx, id);
  if (!row) throw notFound('segment');
  return toSegment(row);
}

/** Saves a segment and queues its first evaluation for the worker (members appear within minutes). */
export async function createSegment(
  deps: Pick<Deps, 'clock' | 'jobs'>,
  tx: Tx,
  input: { name: string; description?: string; filter: SegmentFilterBody },
  opts: { verbatim: boolean },
): Promise<SegmentBody> {
  const name = segmentName(input.name);
  const filter = await normalizeFilter(tx, input.filter, 'filter.', opts);
  const row = await repo.insertSegment(tx, {
    id: newId(),
    name,
    description: input.description ?? '',
    filter,
    at: deps.clock.now(),
  });
  await deps.jobs.enqueue(tx, {
    kind: EVALUATE_JOB,
    payload: { segmentId: row.id },
    dedupeKey: `${tx.tenant}:${row.id}`,
  });
  return toSegment(row);
}

/** Renames or changes the filter; a new filter applies at the next evaluation (members are kept until then). */
export async function updateSegment(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  id: string,
  patch: { name?: string; description?: string; filter?: SegmentFilterBody },
  opts: { verbatim: boolean },
): Promise<SegmentBody> {
  const name = patch.name !== undefined ? segmentName(patch.name) : undefined;
  const filter = patch.filter ? await normalizeFilter(tx, patch.filter, 'filter.', opts) : undefined;
  const row = await repo.updateSegment(tx, id, {
    ...(name !== undefined ? { name } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(filter ? { filter } : {}),
    at: deps.clock.now(),
  });
  if (!row) throw notFound('segment');
  return toSegment(row);
}

export async function deleteSegment(tx: Tx, id: string): Promise<void> {
  if (!(await repo.deleteSegment(tx, id))) throw notFound('segment');
}

/** What a filter would match now; writes nothing. */
export async function previewSegment(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  raw: SegmentFilterBody,
  opts: { verbatim: boolean },
) {
  const filter = await normalizeFilter(tx, raw, '', opts);
  const now = deps.clock.now();
  const { count, ids } = await matchSummary(tx, filter, now, PREVIEW_SAMPLE);
  return { filter, count, sampleVisitorIds: ids };
}

/** A member as listed now: the visitor's current fields; entered and not left. */
function toMember(r: MemberRow): SegmentMemberBody {
  return memberBody(r, null, r.enteredAt);
}

function memberBody(r: MemberRow, leftAt: Date | null, changedAt: Date): SegmentMemberBody {
  return {
    visitorId: r.visitorId,
    email: r.email,
    displayName: r.displayName,
    account: r.account,
    crm: r.crm,
    labels: r.labels ?? {},
    intentScore: r.intentScore,
    enteredAt: r.enteredAt.toISOString(),
    leftAt: leftAt?.toISOString() ?? null,
    changedAt: changedAt.toISOString(),
  };
}

export async function listSegmentMembers(
  deps: Pick<Deps, 'cursors'>,
  tx: TenantTx,
  id: string,
  q: PageParams,
): Promise<Page<SegmentMemberBody>> {
  return listPage(deps, tx, q, {
    list: 'segment-members',
    filters: { segmentId: id },
    // The cursor is checked before the segment is looked up (a foreign cursor is a 400 even for a missing segment).
    rows: async ({ after, limit }) => {
      if (!(await repo.findSegment(tx, id))) throw notFound('segment');
      return listMembers(tx, id, after, limit);
    },
    sortKey: (r) => [r.enteredAt, r.visitorId],
    toBody: toMember,
  });
}

/** A change row, and the data of its segment.entered / segment.left event (the same fields). */
export function toChange(r: ChangeRow): SegmentChangeBody {
  return { ...memberBody(r, r.leftAt, r.changedAt), change: r.change };
}

export async function listSegmentChanges(tx: Tx, id: string, q: { since?: string; limit: number }) {
  if (!(await repo.findSegment(tx, id))) throw notFound('segment');
  const rows = await listChanges(tx, id, q.since ?? null, q.limit);
  const last = rows[rows.length - 1];
  return { items: rows.map(toChange), nextSince: last ? last.position : (q.since ?? null) };
}
