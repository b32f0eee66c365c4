import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { newId, publicId } from '../../lib/ids.js';
import { tsIdPosition, type Page } from '../../platform/paging/cursor.js';
import { createBase } from '../knowledge/service.js';
import * as repo from './repository.js';
import type { AgentBody } from './schemas.js';

export function toAgent(r: repo.AgentWithBasesRow): AgentBody {
  return {
    id: r.id,
    publicId: r.publicId,
    name: r.name,
    personalBaseId: r.personalBaseId,
    sharedBaseIds: r.sharedBaseIds,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function listAgents(deps: Pick<Deps, 'cursors'>, tx: Tx, q: { limit: number; cursor?: string }): Promise<Page<AgentBody>> {
  const scope = { list: 'agents', tenant: tx.tenant! };
  const after = deps.cursors.decodeOptional(q.cursor, scope);
  const rows = await repo.listAgents(tx, { after, limit: q.limit });
  return deps.cursors.page(rows, q.limit, scope, (r) => tsIdPosition(r.createdAt, r.id), toAgent);
}

/** By UUID or public id. */
export async function getAgent(tx: Tx, ref: string): Promise<AgentBody> {
  const agent = await repo.findAgentByRef(tx, ref);
  const row = agent ? await repo.findAgentWithBases(tx, agent.id) : null;
  if (!row) throw notFound('agent');
  return toAgent(row);
}

/** An agent with its personal knowledge base (empty until sources are added), in one transaction. */
export async function createAgent(deps: Pick<Deps, 'clock'>, tx: Tx, input: { name: string }): Promise<AgentBody> {
  const id = newId();
  await repo.insertAgent(tx, { id, publicId: publicId('ag_'), name: input.name.trim(), now: deps.clock.now() });
  await createBase(deps, tx, { name: `${input.name.trim()} knowledge`, shared: false, agentRef: id });
  return toAgent((await repo.findAgentWithBases(tx, id))!);
}
