import type { UIMessageStreamWriter } from 'ai';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import { invalidRequest } from '../contract/errors.js';
import { isConnectionFailure } from '../db/errors.js';
import { runtimeState, type RuntimeAgent, type RuntimeSession } from './context.js';
import { MAX_MESSAGE_CHARS, type MessageRequestBody } from './schemas.js';
import { runAgentTurn, type TurnInput } from '../agent/turn.js';
import { limitFollowUps } from './follow-up-limit.js';
import { browserLanguages } from '../agent/language.js';

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
  if (text.length > MAX_MESSAGE_CHARS)
    throw invalidRequest(`A message is at most ${MAX_MESSAGE_CHARS} characters.`, param);
  if (text.includes('\u0000')) throw invalidRequest('The message must not contain NUL characters.', param);
  return { text, clientId };
}

/**
 * One visitor turn over HTTP: parses the message, hands it to the agent
 * (agent/turn.ts) and pipes the reply to the response as the UI message stream.
 * Closing the app waits for turns still streaming or committing.
 */
export async function runTurn(
  deps: Deps,
  t: {
    req: FastifyRequest;
    reply: FastifyReply;
    agent: RuntimeAgent;
    session: RuntimeSession;
    body: MessageRequestBody;
  },
): Promise<void> {
  const turn = await runAgentTurn(deps, {
    agent: t.agent,
    session: t.session,
    // The browser's languages settle a message that could be in several ("Hallo!": German or Dutch).
    input: { ...parseTurnInput(t.body), locales: browserLanguages(t.req.headers['accept-language']) },
    // The address's and visitor's follow-up allowance, drawn after the engine and before the commit.
    beforeCommit: (effects) => limitFollowUps(deps, t.session, t.req.ip, effects),
  });
  // The AI SDK is loaded on the first turn, not at start-up (agent/model.ts, loadAiSdk).
  const { createUIMessageStream, pipeUIMessageStreamToResponse } = await import('ai');
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const inflight = runtimeState(deps).inflight;
  inflight.add(settled);
  void settled.then(() => inflight.delete(settled));
  const execute = async (writer: UIMessageStreamWriter) => {
    try {
      await turn.run(writer);
    } finally {
      settle();
    }
  };
  const stream = createUIMessageStream({
    execute: ({ writer }) => execute(writer),
    onError: (err) => {
      // An outage is logged once by the Database (a warning), not again per turn it cuts short.
      if (isConnectionFailure(err))
        deps.log.info({ requestId: t.req.id }, 'a turn failed: the database is out of reach');
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
