import type { Deps } from '../deps.js';
import type { Tx } from '../db/types.js';
import type { Prepared } from '../resources/knowledge/answer/extractive.js';
import { answerPrepared as answerOfPrepared, prepareAsk, withSource } from '../resources/knowledge/ask.js';
import { MAX_QUERY_CHARS, search, type Targeting } from '../resources/knowledge/retrieve.js';
import type { ChunkHit } from '../resources/knowledge/search/search.js';

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

/** The agent's knowledge: its bases from the runtime's agent cache (a few seconds old at most), so a turn does not read them. */
export const knowledgeOf = (agent: { id: string; baseIds: readonly string[] }): Targeting => ({
  agentId: agent.id,
  resolvedBaseIds: agent.baseIds,
});

/** The agent composes its own reply; the answerer stays extractive (no model call of its own). */
const extractiveOnly = (deps: Deps): Deps => ({ ...deps, config: { ...deps.config, llm: null } });

/** Retrieval for a grounded answer in the caller's read-only transaction (the turn's context read); no network call. */
export function prepareAnswer(
  deps: Deps,
  tx: Tx,
  tenant: string,
  knowledge: Targeting,
  question: string,
): Promise<Prepared> {
  return prepareAsk(
    extractiveOnly(deps),
    tenant,
    { ...knowledge, question: question.slice(0, MAX_QUERY_CHARS) },
    { tx },
  );
}

/** The grounded answer to prepared retrieval, as the agent says it: the page that answers as a Markdown link (the chat renders Markdown). */
export async function answerPrepared(deps: Deps, question: string, prepared: Prepared): Promise<GroundedAnswer> {
  const a = await answerOfPrepared(extractiveOnly(deps), question, prepared);
  const citations = a.citations.map(({ chunkId: _, ...c }) => ({
    ...c,
    sourceId: c.sourceId ?? null,
    chunkIndex: c.chunkIndex ?? null,
  }));
  return {
    covered: !a.abstained,
    answer: a.abstained ? a.text : withSource(a.body, citations, { under: a.under, style: 'markdown' }),
    citations,
  };
}

/** A grounded answer from the agent's knowledge (its base plus attached shared bases), with verbatim citations. */
export async function answerFromKnowledge(
  deps: Deps,
  tenant: string,
  knowledge: Targeting,
  question: string,
): Promise<GroundedAnswer> {
  const q = question.slice(0, MAX_QUERY_CHARS);
  return answerPrepared(deps, q, await prepareAsk(extractiveOnly(deps), tenant, { ...knowledge, question: q }));
}

/** Ranked passages for the model engine's search tool. */
export async function searchKnowledge(
  deps: Deps,
  tenant: string,
  knowledge: Targeting,
  query: string,
  limit = 5,
): Promise<ChunkHit[]> {
  return (await search(deps, tenant, query.slice(0, MAX_QUERY_CHARS), knowledge, limit)).hits;
}

/** A quote counts as a citation only when it is verbatim in the passage it names. */
export function verifyQuote(hit: ChunkHit, quote: string): boolean {
  const q = quote.trim();
  return q.length >= 3 && hit.text.includes(q);
}
