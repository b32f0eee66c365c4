import type { Deps } from '../deps.js';
import { findAgentByRef, findAgentTenant } from '../records/agents.js';
import type { RuntimeAgent, RuntimeSession } from '../agent/types.js';
import { isSandboxTenant } from '../resources/agents/settings.js';
import { agentBaseIds } from '../resources/knowledge/retrieve.js';
import { findVisitTenant } from '../resources/visits/service.js';
import { VisitorTokens } from './tokens.js';
import { Slot } from '../lib/slots.js';

export type { RuntimeAgent, RuntimeSession } from '../agent/types.js';

export interface VisitorIdentity {
  tenant: string;
  visitorId: string;
}

/** Agent settings (and the bases it reads) are read again after this long, so a change reaches every process quickly. */
const AGENT_TTL_MS = 5_000;
const MAX_CACHED = 50_000;

/** A map that forgets its oldest entries beyond a size (insertion order). */
class Bounded<K, V> extends Map<K, V> {
  override set(key: K, value: V): this {
    if (this.size >= MAX_CACHED) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}

/**
 * Per-process state of the runtime API: visitor tokens and small caches of
 * agents (by public id and id, a few seconds) and sessions (immutable facts).
 */
export class RuntimeState {
  readonly tokens: VisitorTokens;
  /** Turns still streaming or committing; closing the app waits for them (their records must not be lost). */
  readonly inflight = new Set<Promise<void>>();
  #agents = new Bounded<string, { at: number; agent: RuntimeAgent | null }>();
  #sessions = new Bounded<string, RuntimeSession>();

  constructor(private readonly deps: Deps) {
    this.tokens = new VisitorTokens(deps.db, deps.clock, deps.log);
  }

  async #loadAgent(tenant: string, id: string): Promise<RuntimeAgent | null> {
    const found = await this.deps.db.tenantTx(
      tenant,
      async (tx) => {
        const agent = await findAgentByRef(tx, id);
        return agent ? { agent, baseIds: await agentBaseIds(tx, agent.id) } : null;
      },
      { readOnly: true },
    );
    if (!found) return null;
    const row = found.agent;
    return {
      tenant,
      id: row.id,
      publicId: row.publicId,
      name: row.name,
      livemode: !isSandboxTenant(tenant),
      greeting: row.greeting,
      allowedOrigins: row.allowedOrigins,
      theme: row.theme ?? {},
      launcher: row.launcher ?? {},
      booking: row.booking,
      intentHotThreshold: row.intentHotThreshold,
      baseIds: found.baseIds,
    };
  }

  /** By public id; null for an unknown agent. `cachedOnly` never touches the database. */
  async agentByPublicId(publicId: string, opts: { cachedOnly?: boolean } = {}): Promise<RuntimeAgent | null> {
    const key = `p:${publicId}`;
    const hit = this.#agents.get(key);
    if (hit && (opts.cachedOnly || Date.now() - hit.at < AGENT_TTL_MS)) return hit.agent;
    if (opts.cachedOnly) return null;
    const found = await findAgentTenant(this.deps.db, publicId);
    const agent = found ? await this.#loadAgent(found.tenant, found.id) : null;
    this.#agents.set(key, { at: Date.now(), agent });
    if (agent) this.#agents.set(`i:${agent.tenant}:${agent.id}`, { at: Date.now(), agent });
    return agent;
  }

  async agentById(tenant: string, id: string, opts: { cachedOnly?: boolean } = {}): Promise<RuntimeAgent | null> {
    const key = `i:${tenant}:${id}`;
    const hit = this.#agents.get(key);
    if (hit && (opts.cachedOnly || Date.now() - hit.at < AGENT_TTL_MS)) return hit.agent;
    if (opts.cachedOnly) return null;
    const agent = await this.#loadAgent(tenant, id);
    this.#agents.set(key, { at: Date.now(), agent });
    return agent;
  }

  /** A session by id alone (any data set); null when unknown. */
  async session(id: string, opts: { cachedOnly?: boolean } = {}): Promise<RuntimeSession | null> {
    const hit = this.#sessions.get(id);
    if (hit || opts.cachedOnly) return hit ?? null;
    const found = await findVisitTenant(this.deps.db, id);
    if (found) this.#sessions.set(id, found);
    return found;
  }

  remember(session: RuntimeSession): void {
    this.#sessions.set(session.id, session);
  }
}

export const RUNTIME_STATE = new Slot<RuntimeState>('visitor-api');

export function runtimeState(deps: Deps): RuntimeState {
  const state = deps.slots.getOrMake(RUNTIME_STATE, () => new RuntimeState(deps));
  return state;
}
