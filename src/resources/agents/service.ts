import type { Deps } from '../../deps.js';
import type { TenantTx, Tx } from '../../db/types.js';
import { notFound } from '../../contract/errors.js';
import { newId, publicId } from '../../lib/ids.js';
import { listPage, type Page, type PageParams } from '../../platform/paging/list-page.js';
import { createBase } from '../knowledge/service.js';
import { findAgentByRef, insertAgent } from '../../records/agents.js';
import * as repo from './repository.js';
import type { AgentBody, AgentCreateBody, AgentUpdateBody } from './schemas.js';
import { DEFAULT_HOT_THRESHOLD } from './schemas.js';
import {
  defaultGreeting,
  isSandboxTenant,
  normaliseBooking,
  normaliseLauncher,
  normaliseOrigins,
  normaliseTheme,
} from './settings.js';

export function toAgent(r: repo.AgentWithBasesRow): AgentBody {
  return {
    id: r.id,
    publicId: r.publicId,
    name: r.name,
    personalBaseId: r.personalBaseId,
    sharedBaseIds: r.sharedBaseIds,
    greeting: r.greeting,
    allowedOrigins: r.allowedOrigins,
    theme: r.theme ?? {},
    launcher: r.launcher ?? {},
    booking: r.booking,
    intentHotThreshold: r.intentHotThreshold,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function listAgents(deps: Pick<Deps, 'cursors'>, tx: TenantTx, q: PageParams): Promise<Page<AgentBody>> {
  return listPage(deps, tx, q, {
    list: 'agents',
    rows: (page) => repo.listAgents(tx, page),
    sortKey: (r) => [r.createdAt, r.id],
    toBody: toAgent,
  });
}

/** By UUID or public id. */
export async function getAgent(tx: Tx, ref: string): Promise<AgentBody> {
  const agent = await findAgentByRef(tx, ref);
  const row = agent ? await repo.findAgentWithBases(tx, agent.id) : null;
  if (!row) throw notFound('agent');
  return toAgent(row);
}

/** The settings an edit sends, validated and normalised (fields not sent are absent). */
function settingsOf(tx: Tx, input: AgentUpdateBody): repo.AgentChanges {
  const out: repo.AgentChanges = {};
  if (input.name !== undefined) out.name = input.name.trim();
  if (input.greeting !== undefined)
    out.greeting = input.greeting === null || input.greeting.trim() === '' ? null : input.greeting.trim();
  if (input.allowedOrigins !== undefined) out.allowedOrigins = normaliseOrigins(input.allowedOrigins, tx.tenant);
  if (input.theme !== undefined) out.theme = normaliseTheme(input.theme);
  if (input.launcher !== undefined) out.launcher = normaliseLauncher(input.launcher);
  if (input.booking !== undefined) out.booking = input.booking === null ? null : normaliseBooking(input.booking);
  if (input.intentHotThreshold !== undefined) out.intentHotThreshold = input.intentHotThreshold;
  return out;
}

/**
 * An agent with its personal knowledge base (empty until sources are added), in
 * one transaction. Settings left out take their defaults; a sandbox agent
 * allows every origin unless told otherwise.
 */
export async function createAgent(deps: Pick<Deps, 'clock'>, tx: Tx, input: AgentCreateBody): Promise<AgentBody> {
  const name = input.name.trim();
  const settings = settingsOf(tx, { ...input, name });
  const id = newId();
  await insertAgent(tx, {
    id,
    publicId: publicId('ag_'),
    name,
    greeting: settings.greeting === undefined ? defaultGreeting(name) : settings.greeting,
    allowedOrigins: settings.allowedOrigins ?? (isSandboxTenant(tx.tenant) ? ['*'] : []),
    theme: settings.theme ?? {},
    launcher: settings.launcher ?? {},
    booking: settings.booking ?? null,
    intentHotThreshold: settings.intentHotThreshold ?? DEFAULT_HOT_THRESHOLD,
    now: deps.clock.now(),
  });
  await createBase(deps, tx, { name: `${name} knowledge`, shared: false, agentRef: id });
  return toAgent((await repo.findAgentWithBases(tx, id))!);
}

/** Changes the settings sent; a request that changes nothing leaves updatedAt alone. */
export async function updateAgent(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  ref: string,
  input: AgentUpdateBody,
): Promise<AgentBody> {
  const agent = await findAgentByRef(tx, ref, { forUpdate: true });
  if (!agent) throw notFound('agent');
  const changes = settingsOf(tx, input);
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(agent[k as keyof repo.AgentRow])),
  ) as repo.AgentChanges;
  if (Object.keys(changed).length > 0) await repo.updateAgent(tx, agent.id, changed, deps.clock.now());
  return toAgent((await repo.findAgentWithBases(tx, agent.id))!);
}
