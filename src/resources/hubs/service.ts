import type { Deps } from '../../deps.js';
import type { TenantTx, Tx } from '../../db/types.js';
import { notFound } from '../../contract/errors.js';
import { newId, publicId } from '../../lib/ids.js';
import { listPage, type Page, type PageParams } from '../../platform/paging/list-page.js';
import * as repo from './repository.js';
import type { HubBody } from './schemas.js';

// What other resources and the runtime read of this resource.
export { adoptStartTour, findHub } from './repository.js';

type ServiceDeps = Pick<Deps, 'clock' | 'cursors'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toHub(h: repo.HubRow): HubBody {
  return {
    id: h.id,
    publicId: h.publicId,
    name: h.name,
    description: h.description,
    status: h.status,
    startTourId: h.startTourId,
    tourCount: h.tourCount,
    publishedTourCount: h.publishedTourCount,
    publishedAt: iso(h.publishedAt),
    createdAt: h.createdAt.toISOString(),
    updatedAt: h.updatedAt.toISOString(),
  };
}

export function listHubs(deps: ServiceDeps, tx: TenantTx, q: PageParams): Promise<Page<HubBody>> {
  return listPage(deps, tx, q, {
    list: 'hubs',
    rows: (page) => repo.listHubs(tx, page),
    sortKey: (r) => [r.createdAt, r.id],
    toBody: toHub,
  });
}

export async function getHub(tx: Tx, ref: string): Promise<HubBody & { tourIds: string[] }> {
  const hub = await repo.findHub(tx, ref);
  if (!hub) throw notFound('hub');
  return { ...toHub(hub), tourIds: await repo.hubTourIds(tx, hub.id) };
}

/** Hubs are made by operators (CLI) and fixtures; the API only reads them. */
export async function createHub(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  input: { name: string; description?: string | null; publish?: boolean },
): Promise<HubBody> {
  const id = newId();
  await repo.insertHub(tx, {
    id,
    publicId: publicId('hb_'),
    name: input.name,
    description: input.description ?? null,
    status: input.publish ? 'published' : 'draft',
    now: deps.clock.now(),
  });
  return toHub((await repo.findHub(tx, id))!);
}
