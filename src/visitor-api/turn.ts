import type { UIMessageStreamWriter } from 'ai';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import { invalidRequest } from '../contract/errors.js';
import { isConnectionFailure } from '../db/errors.js';
import { newId } from '../lib/ids.js';
import type { MessageRow } from '../resources/conversations/service.js';
import { runtimeState, type RuntimeAgent, type RuntimeSession } from './context.js';
import { MAX_MESSAGE_CHARS, type MessageRequestBody } from './schemas.js';
import { commitTurn } from '../agent/commit.js';
import { loadTurnContext, type TurnContext, type TurnInput } from '../agent/context.js';
import { answerFromKnowledge, answerPrepared, knowledgeOf } from '../agent/answerer.js';
import { deterministicTurn, likelyQuestion } from '../agent/deterministic.js';
import { wantsTour } from '../agent/recognise.js';
import { loadAiSdk, modelTurn } from '../agent/model.js';
import { AgentTools, emptyEffects } from '../agent/tools.js';
import { replayParts, TurnWriter, type StoredPart } from '../agent/writer.js';

/** The turn's message: `{text}` or the last user message of a useChat body (its text parts). */
export function parseTurnInput(body: MessageRequestBody): TurnInput {
  let text: string;
  let clientId: string | null;
  let param: string;
  if (body.messages && body.messages.length > 0) {
    const index = body.messages.map((m) => m.role).lastIndexOf('user');
    if (index < 0) throw invalidRequest('The messages hold no user message to answer.', 'messages');
    const m = body.messages[index]!;
    text = m.parts
      .filter((p) => p.type === 'text' && typeof p.text === 'string')
      .map((p) => p.text)
      .join('\n');
    clientId = m.id || null;
    param = `messages[${index}].parts`;
  } else {
    text = body.text ?? '';
    clientId = body.clientMessageId ?? null;
    param = 'text';
  }
  text = text.trim();
  if (!text) throw invalidRequest('The message is empty.', param);
  if (text.length > MAX_MESSAGE_CHARS) throw invalidRequest(`A message is at most ${MAX_MESSAGE_CHARS} characters.`, param);
  if (text.includes('\u0000')) throw invalidRequest('The message must not contain NUL characters.', param);
  return { text, clientId };
}

/** The engine of this process: the model when one is configured (falling back per turn), else the deterministic agent. */
async function runEngine(ctx: TurnContext, tools: AgentTools): Promise<void> {
  if (ctx.deps.config.llm) await modelTurn(tools, () => deterministicTurn(tools));
  else await deterministicTurn(tools);
}

function replayOf(rows: MessageRow[]): { id: string; parts: StoredPart[] } {
  const reply = rows.filter((m) => m.role === 'assistant').at(-1);
  return { id: reply?.id ?? newId(), parts: (reply?.parts as StoredPart[] | null) ?? (reply ? [{ type: 'text', text: reply.content }] : []) };
}

/**
 * One visitor turn. Reads what it needs in one short read-only transaction,
 * answers (retrieval and, with a model, the model call happen outside any
 * transaction), streams the reply as the UI message stream, then commits the
 * turn's records and events in one short write transaction before `finish`.
 * The commit does not depend on the visitor still listening: a page closed
 * mid-stream still has its turn recorded.
 */
export async function runTurn(
  deps: Deps,
  t: { req: FastifyRequest; reply: FastifyReply; agent: RuntimeAgent; session: RuntimeSession; body: MessageRequestBody },
): Promise<void> {
  const input = parseTurnInput(t.body);
  const receivedAt = deps.clock.now();
  const model = deps.config.llm !== null;
  // A question's retrieval is read with the turn's context, in the same transaction. With embeddings
  // the query must be embedded first (a network call, never inside a transaction): then the
  // retrieval runs beside the context read instead.
  const question = model ? null : likelyQuestion(input.text);
  const together = question !== null && !deps.config.embeddings;
  const early = question && !together ? answerFromKnowledge(deps, t.agent.tenant, knowledgeOf(t.agent), question).catch(() => null) : null;
  const ctx = await loadTurnContext(deps, t.agent, t.session, input, { history: model, tours: model || wantsTour(input.text), question: together ? question : null });
  const { createUIMessageStream, pipeUIMessageStreamToResponse } = await loadAiSdk();

  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const inflight = runtimeState(deps).inflight;
  inflight.add(settled);
  void settled.then(() => inflight.delete(settled));
  const execute = async (writer: UIMessageStreamWriter) => {
    try {
      if (ctx.replay) {
        const r = replayOf(ctx.replay);
        replayParts(writer, r.id, r.parts);
        return;
      }
      const out = new TurnWriter(writer);
      const messageId = newId();
      out.start(messageId);
      const effects = emptyEffects();
      const tools = new AgentTools(ctx, out, effects);
      const answer = ctx.prepared && question ? answerPrepared(deps, question, ctx.prepared).catch(() => null) : early;
      if (question && answer) tools.prefetched = { question, answer };
      await runEngine(ctx, tools);
      out.endText();
      const result = await commitTurn(deps, t.agent, t.session, { input, receivedAt, parts: out.parts, content: out.content, effects, messageId, actionAt: ctx.actionFresh ? ctx.visit.actionFiredAt!.toISOString() : null });
      if (result.replay === null) for (const note of result.notes) out.text(note);
      out.finish();
    } finally {
      settle();
    }
  };
  const stream = createUIMessageStream({
    execute: ({ writer }) => execute(writer),
    onError: (err) => {
      // An outage is logged once by the Database (a warning), not again per turn it cuts short.
      if (isConnectionFailure(err)) deps.log.info({ requestId: t.req.id }, 'a turn failed: the database is out of reach');
      else deps.log.error({ err, requestId: t.req.id }, 'a turn failed');
      return 'The agent could not answer just now; please try again.';
    },
  });
  t.reply.hijack();
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(t.reply.getHeaders())) if (v !== undefined) headers[k] = String(v);
  await pipeUIMessageStreamToResponse({ response: t.reply.raw, status: 200, headers, stream });
  await settled;
}
