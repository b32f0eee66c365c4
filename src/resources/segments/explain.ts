import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { invalidRequest, notFound } from '../../contract/errors.js';
import { normalizeFilter } from './filter.js';
import { conditionsMet, membershipOf } from './filter-repository.js';
import { getSegment } from './service.js';
import type { SegmentFilterBody } from './schemas.js';

/**
 * Which conditions of a segment's filter (or of a filter given as is) one
 * visitor meets now, condition by condition, with the filter SQL segments
 * evaluate with; for a saved segment also whether the visitor is a member as
 * of its last evaluation (members change on the next pass). Read-only.
 */
export async function explainSegmentMembership(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  input: { visitorId: string; segmentId?: string; filter?: SegmentFilterBody },
) {
  if (!input.segmentId === !input.filter) throw invalidRequest('Give segmentId or filter (one of them).', 'segmentId');
  const segment = input.segmentId ? await getSegment(tx, input.segmentId) : null;
  const filter = await normalizeFilter(tx, segment ? segment.filter : input.filter!, segment ? '' : 'filter.');
  const met = await conditionsMet(tx, filter, deps.clock.now(), input.visitorId);
  if (!met) throw notFound('visitor');
  const conditions = Object.entries(filter).map(([key, value]) => ({ key, value, met: met[key] === true }));
  const enteredAt = segment ? await membershipOf(tx, segment.id, input.visitorId) : null;
  return {
    visitorId: input.visitorId,
    segmentId: segment?.id ?? null,
    filter,
    matchesNow: conditions.every((c) => c.met),
    conditions,
    member: segment ? enteredAt !== null : null,
    memberSince: enteredAt?.toISOString() ?? null,
    evaluatedAt: segment?.evaluatedAt ?? null,
  };
}
