import type { Deps } from '../deps.js';
import { newId } from '../lib/ids.js';
import type { MessageRow } from '../resources/conversations/service.js';
import { commitTurn } from './commit.js';
import { loadTurnContext, type TurnContext, type TurnInput } from './context.js';
import { answerFromKnowledge, answerPrepared, knowledgeOf } from './answerer.js';
import { deterministicTurn, likelyQuestion } from './deterministic.js';
import { wantsTour } from './recognise.js';
import { modelTurn } from './model.js';
import { AgentTools, emptyEffects, type Effects } from './tools.js';
import type { RuntimeAgent, RuntimeSession } from './types.js';
import { replayParts, TurnWriter, type ChunkSink, type StoredPart } from './writer.js';

export type { TurnInput } from './context.js';

/** The engine of this process: the model when one is configured (falling back per turn), else the deterministic agent. */
async function runEngine(ctx: TurnContext, tools: AgentTools): Promise<void> {
  if (ctx.deps.config.llm) await modelTurn(tools, () => deterministicTurn(tools));
  else await deterministicTurn(tools);
}

function replayOf(rows: MessageRow[]): { id: string; parts: StoredPart[] } {
  const reply = rows.filter((m) => m.role === 'assistant').at(-1);
  return {
    id: reply?.id ?? newId(),
    parts: (reply?.parts as StoredPart[] | null) ?? (reply ? [{ type: 'text', text: reply.content }] : []),
  };
}

/** A turn whose context is read: `run` answers into a UI message stream and commits. */
export interface AgentTurn {
  run(sink: ChunkSink): Promise<void>;
}

/**
 * The agent's one entry: a visitor's message in, the reply out as UI message
 * stream chunks, the turn's records committed. Reads what it needs in one short
 * read-only transaction (before the stream opens, so a failed read is an error
 * response, not a broken stream); `run` answers (retrieval and, with a model,
 * the model call happen outside any transaction), then commits the turn's
 * records and events in one short write transaction before `finish`. The
 * commit does not depend on the visitor still listening: a page closed
 * mid-stream still has its turn recorded.
 */
export async function runAgentTurn(
  deps: Deps,
  turn: {
    agent: RuntimeAgent;
    session: RuntimeSession;
    input: TurnInput;
    /** Runs after the engine and before the commit, outside any transaction (the caller's limits on what is filed). */
    beforeCommit?: (effects: Effects) => Promise<void>;
  },
): Promise<AgentTurn> {
  const { agent, session, input } = turn;
  const receivedAt = deps.clock.now();
  const model = deps.config.llm !== null;
  // A question's retrieval is read with the turn's context, in the same transaction. With embeddings
  // the query must be embedded first (a network call, never inside a transaction): then the
  // retrieval runs beside the context read instead.
  const question = model ? null : likelyQuestion(input.text);
  const together = question !== null && !deps.config.embeddings;
  const early =
    question && !together
      ? answerFromKnowledge(deps, agent.tenant, knowledgeOf(agent), question).catch(() => null)
      : null;
  const ctx = await loadTurnContext(deps, agent, session, input, {
    history: model,
    tours: model || wantsTour(input.text),
    question: together ? question : null,
  });
  return {
    async run(sink) {
      if (ctx.replay) {
        const r = replayOf(ctx.replay);
        replayParts(sink, r.id, r.parts);
        return;
      }
      const out = new TurnWriter(sink);
      const messageId = newId();
      out.start(messageId);
      const effects = emptyEffects();
      const tools = new AgentTools(ctx, out, effects);
      const answer = ctx.prepared && question ? answerPrepared(deps, question, ctx.prepared).catch(() => null) : early;
      if (question && answer) tools.prefetched = { question, answer };
      await runEngine(ctx, tools);
      out.endText();
      await turn.beforeCommit?.(effects);
      const actionAt = ctx.actionFresh ? ctx.visit.actionFiredAt!.toISOString() : null;
      const result = await commitTurn(deps, agent, session, {
        input,
        receivedAt,
        parts: out.parts,
        content: out.content,
        effects,
        messageId,
        actionAt,
      });
      if (result.replay === null) for (const note of result.notes) out.text(note);
      out.finish();
    },
  };
}
