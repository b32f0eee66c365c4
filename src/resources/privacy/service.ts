import type { Deps } from '../../deps.js';
import type { TenantTx, Tx } from '../../db/types.js';
import { invalidRequest, notFound } from '../../contract/errors.js';
import { newId } from '../../lib/ids.js';
import { listPage, type Page, type PageParams } from '../../platform/paging/list-page.js';
import * as repo from './repository.js';
import * as exported from './export-repository.js';
import { ERASE_JOB } from './erase.js';
import type { ErasureBody } from './schemas.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toErasure(r: repo.ErasureRow): ErasureBody {
  return {
    id: r.id,
    visitorIds: r.visitorIds,
    status: r.status,
    requestedAt: r.requestedAt.toISOString(),
    completedAt: iso(r.completedAt),
  };
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+$/;

/**
 * Records an erasure and queues the worker's job in the same transaction. The
 * visitors are resolved now (a visitor id of another data set, or an unknown
 * email, finds none): with none the receipt is completed at once, so the
 * answer is the same whether or not the person was known.
 */
export async function createErasure(
  deps: Pick<Deps, 'clock' | 'jobs'>,
  tx: Tx,
  body: { visitorId?: string; email?: string },
): Promise<ErasureBody> {
  const given = [body.visitorId !== undefined, body.email !== undefined].filter(Boolean).length;
  if (given !== 1)
    throw invalidRequest(
      'Give exactly one of visitorId or email.',
      body.visitorId !== undefined ? 'email' : 'visitorId',
    );
  const email = body.email?.trim();
  if (email !== undefined && !EMAIL_RE.test(email)) throw invalidRequest('email must be an email address.', 'email');
  const visitorIds =
    email !== undefined
      ? await repo.visitorIdsByEmail(tx, email)
      : (await repo.visitorExists(tx, body.visitorId!))
        ? [body.visitorId!.toLowerCase()]
        : [];
  const now = deps.clock.now();
  const pending = visitorIds.length > 0;
  const row = await repo.insertErasure(tx, {
    id: newId(),
    visitorIds,
    status: pending ? 'pending' : 'completed',
    requestedAt: now,
    completedAt: pending ? null : now,
  });
  if (pending)
    await deps.jobs.enqueue(tx, {
      kind: ERASE_JOB,
      payload: { erasureId: row.id, ...(email !== undefined ? { email } : {}) },
    });
  return toErasure(row);
}

export async function getErasure(tx: Tx, id: string): Promise<ErasureBody> {
  const row = await repo.findErasure(tx, id);
  if (!row) throw notFound('erasure');
  return toErasure(row);
}

export function listErasures(deps: Pick<Deps, 'cursors'>, tx: TenantTx, q: PageParams): Promise<Page<ErasureBody>> {
  return listPage(deps, tx, q, {
    list: 'erasures',
    rows: (page) => repo.listErasures(tx, page),
    sortKey: (r) => [r.requestedAt, r.id],
    toBody: toErasure,
  });
}

/** Everything held about one visitor as one document (unmasked: the route requires conversations:transcripts). */
export async function exportVisitor(tx: Tx, id: string) {
  const visitor = await exported.visitorRow(tx, id);
  if (!visitor) throw notFound('visitor');
  return {
    visitor,
    account: await exported.accountOf(tx, id),
    ...(await exported.recordsOf(tx, id)),
  };
}
