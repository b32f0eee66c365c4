import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { conflict, invalidRequest, notFound } from '../../contract/errors.js';
import { newId } from '../../lib/ids.js';
import { parseHttpUrl } from '../../lib/http-url.js';
import { findAgentByRef, lockAgent, type AgentRow } from '../../records/agents.js';
import { actionLink, type UtmParams } from './link.js';
import * as repo from './repository.js';
import {
  ACTION_ID_RE,
  MAX_ACTIONS_PER_AGENT,
  type ActionBody,
  type ActionOpensBody,
  type ActionPutBody,
  type PutActionResultBody,
} from './schemas.js';

// What other resources and the runtime read of this resource.
export { findAction } from './repository.js';

type ServiceDeps = Pick<Deps, 'clock'>;

const WEEK = 7 * 86_400_000;
const weekBefore = (deps: ServiceDeps) => new Date(deps.clock.now().getTime() - WEEK);

export function toAction(r: repo.ActionRow): ActionBody {
  return {
    id: r.id,
    name: r.name,
    task: r.task,
    opens: r.opens,
    destination: r.destination,
    campaignContext: r.campaignContext,
    enabled: r.enabled,
    arrival: r.arrival,
    link: actionLink(r.id, r.destination),
    firesLast7Days: r.firesLast7Days,
  };
}

async function agentOf(tx: Tx, ref: string): Promise<AgentRow> {
  const agent = await findAgentByRef(tx, ref);
  if (!agent) throw notFound('agent');
  return agent;
}

export async function listActions(deps: ServiceDeps, tx: Tx, agentRef: string): Promise<{ items: ActionBody[] }> {
  const agent = await agentOf(tx, agentRef);
  return { items: (await repo.listActions(tx, agent.id, weekBefore(deps))).map(toAction) };
}

/** Which target field each kind needs, and which kinds may carry each field. */
const NEEDS: Partial<Record<ActionOpensBody['kind'], keyof Omit<ActionOpensBody, 'kind'>>> = {
  tour: 'tourPublicId',
  form: 'formId',
  experience: 'experienceId',
  link: 'url',
};
const ALLOWED: Record<keyof Omit<ActionOpensBody, 'kind'>, readonly ActionOpensBody['kind'][]> = {
  tourPublicId: ['tour'],
  formId: ['form'],
  experienceId: ['experience'],
  url: ['link', 'content'],
};

function normaliseOpens(o: ActionOpensBody): ActionOpensBody {
  const out: ActionOpensBody = { kind: o.kind };
  const needed = NEEDS[o.kind];
  if (needed && o[needed] === undefined)
    throw invalidRequest(`opens.${needed} is required when opens.kind is ${o.kind}.`, `opens.${needed}`);
  for (const field of Object.keys(ALLOWED) as (keyof typeof ALLOWED)[]) {
    const value = o[field];
    if (value === undefined) continue;
    const param = `opens.${field}`;
    if (!ALLOWED[field].includes(o.kind))
      throw invalidRequest(`${param} does not belong to opens.kind ${o.kind}.`, param);
    const text = value.trim();
    if (!text) throw invalidRequest(`${param} must not be blank.`, param);
    if (field === 'url' && !parseHttpUrl(value))
      throw invalidRequest(`${param} must be a full http or https URL.`, param);
    out[field] = field === 'url' ? value : text;
  }
  return out;
}

function text(value: string, param: string): string {
  const t = value.trim();
  if (!t) throw invalidRequest(`${param} must not be blank.`, param);
  return t;
}

function destinationOf(value: string | null | undefined, param: string): string | null {
  if (value === undefined || value === null) return null;
  if (!parseHttpUrl(value))
    throw invalidRequest(`${param} must be a full http or https URL (for example https://example.com/pricing).`, param);
  return value;
}

function fieldsOf(body: ActionPutBody): repo.ActionFields {
  return {
    name: text(body.name, 'name'),
    task: text(body.task, 'task'),
    opens: normaliseOpens(body.opens),
    destination: destinationOf(body.destination, 'destination'),
    campaignContext: body.campaignContext?.trim() || null,
    enabled: body.enabled ?? true,
    arrival: body.arrival ?? {},
  };
}

function checkActionId(actionId: string): void {
  if (!ACTION_ID_RE.test(actionId)) {
    throw invalidRequest('actionId must be 1 to 64 letters, numbers, dashes or underscores.', 'actionId');
  }
}

/**
 * Creates the Action when the id is free (created: true, 201) or replaces it whole
 * (created: false, 200), keeping its place in the order. Live on save. 409 when
 * the agent already has the maximum number of Actions.
 */
export async function putAction(
  deps: ServiceDeps,
  tx: Tx,
  agentRef: string,
  actionId: string,
  body: ActionPutBody,
): Promise<PutActionResultBody> {
  checkActionId(actionId);
  const agent = await agentOf(tx, agentRef);
  const fields = fieldsOf(body);
  await lockAgent(tx, agent.id);
  const now = deps.clock.now();
  const exists = await repo.actionExists(tx, agent.id, actionId);
  if (exists) await repo.replaceAction(tx, agent.id, actionId, fields, now);
  else {
    if ((await repo.countActions(tx, agent.id)) >= MAX_ACTIONS_PER_AGENT) {
      throw conflict(`The agent already has ${MAX_ACTIONS_PER_AGENT} Actions; delete one first.`);
    }
    await repo.insertAction(tx, agent.id, actionId, fields, now);
  }
  const row = (await repo.findAction(tx, agent.id, actionId, weekBefore(deps)))!;
  return { ...toAction(row), created: !exists };
}

/** Links and buttons still naming a deleted Action open the agent plainly; its fire history goes with it. */
export async function deleteAction(tx: Tx, agentRef: string, actionId: string): Promise<void> {
  const agent = await agentOf(tx, agentRef);
  if (!ACTION_ID_RE.test(actionId) || !(await repo.deleteAction(tx, agent.id, actionId))) throw notFound('Action');
}

export async function getActionLink(
  deps: ServiceDeps,
  tx: Tx,
  agentRef: string,
  actionId: string,
  q: UtmParams & { destination?: string },
): Promise<{ actionId: string; url: string }> {
  const agent = await agentOf(tx, agentRef);
  const row = ACTION_ID_RE.test(actionId) ? await repo.findAction(tx, agent.id, actionId, weekBefore(deps)) : null;
  if (!row) throw notFound('Action');
  const destination = q.destination !== undefined ? destinationOf(q.destination, 'destination') : row.destination;
  return { actionId: row.id, url: actionLink(row.id, destination, q) };
}

export interface ActionFire {
  agentId: string;
  actionId: string;
  visitorId?: string | null;
  conversationId?: string | null;
  /** When it fired; default now. */
  at?: Date;
}

/**
 * The agent runtime (and the fixtures) report an Action firing: a visitor arrived
 * through its link or pressed its button. Keeps one dated row (action_fires),
 * which `listActions` counts over the last 7 days. Returns false, recording
 * nothing, when the agent has no such Action (a stale link opens the agent
 * plainly). No event: the catalogue has none for Actions.
 */
export async function recordActionFire(deps: ServiceDeps, tx: Tx, f: ActionFire): Promise<boolean> {
  return repo.insertFire(tx, {
    id: newId(),
    agentId: f.agentId,
    actionId: f.actionId,
    firedAt: f.at ?? deps.clock.now(),
    visitorId: f.visitorId ?? null,
    conversationId: f.conversationId ?? null,
  });
}

/** An enabled Action of an agent by id, or null (unknown and disabled Actions open the agent plainly). */
export async function findEnabledAction(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  agentId: string,
  actionId: string,
): Promise<ActionBody | null> {
  const row = await repo.findAction(tx, agentId, actionId, weekBefore(deps));
  return row?.enabled ? toAction(row) : null;
}
