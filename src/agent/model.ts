import type { AgentTools } from './tools.js';

/** The model engine (filled in with the model step); until then every turn falls back. */
export async function modelTurn(_tools: AgentTools, fallback: () => Promise<void>): Promise<void> {
  await fallback();
}
