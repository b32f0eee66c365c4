import type { AgentSettings } from '../records/agents.js';

/**
 * The agent and the session a turn is for, as the runtime hands them to the
 * agent (cached by the visitor API: src/visitor-api/context.ts).
 */

/** The agent a runtime call addresses, with the settings the runtime needs. */
export interface RuntimeAgent extends AgentSettings {
  tenant: string;
  id: string;
  publicId: string;
  name: string;
  livemode: boolean;
  /** The knowledge bases the agent reads (its own and the shared ones attached): a turn's retrieval takes them from here. */
  baseIds: string[];
}

/** A session (visit) as the runtime addresses it: immutable facts only, so it can be cached. */
export interface RuntimeSession {
  id: string;
  tenant: string;
  agentId: string;
  visitorId: string;
}
