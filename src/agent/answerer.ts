import type { Deps } from '../deps.js';
import { answerQuestion, withSource } from '../resources/knowledge/ask.js';
import { search } from '../resources/knowledge/retrieve.js';
import type { ChunkHit } from '../resources/knowledge/search.js';

/**
 * The one seam between the agent and the knowledge resource's grounded
 * answerer. Both engines reach the knowledge only through these two functions,
 * so moving to another answer function is a change here alone.
 */

export interface Citation {
  title: string | null;
  url: string | null;
  quote: string;
  sourceId: string | null;
  chunkIndex: number | null;
}

export interface GroundedAnswer {
  /** False when the sources do not cover the question (the agent then escalates it). */
  covered: boolean;
  answer: string;
  citations: Citation[];
}

/** A grounded answer from the agent's knowledge (its base plus attached shared bases), with verbatim citations. */
export async function answerFromKnowledge(deps: Deps, tenant: string, agentId: string, question: string): Promise<GroundedAnswer> {
  // The agent composes its own reply; the answerer stays extractive (no model call of its own).
  const a = await answerQuestion({ ...deps, config: { ...deps.config, llm: null } }, tenant, { question, agentId });
  const citations = a.citations.map(({ chunkId: _, ...c }) => ({ ...c, sourceId: c.sourceId ?? null, chunkIndex: c.chunkIndex ?? null }));
  // The chat renders Markdown: the page that answers is a link ("From [the Pricing page](…): …").
  return { covered: !a.abstained, answer: a.abstained ? a.text : withSource(a.body, citations, { under: a.under, style: 'markdown' }), citations };
}

/** Ranked passages for the model engine's search tool. */
export async function searchKnowledge(deps: Deps, tenant: string, agentId: string, query: string, limit = 5): Promise<ChunkHit[]> {
  return (await search(deps, tenant, query.slice(0, 2000), { agentId }, limit)).hits;
}

/** A quote counts as a citation only when it is verbatim in the passage it names. */
export function verifyQuote(hit: ChunkHit, quote: string): boolean {
  const q = quote.trim();
  return q.length >= 3 && hit.text.includes(q);
}
