import { defineRoute } from '../http/route.js';
import { MessageRequest, SessionParams } from './schemas.js';
import { runTurn } from './turn.js';

export const postMessageRoute = defineRoute({
  method: 'POST',
  url: '/sessions/:sessionId/messages',
  operationId: 'postRuntimeMessage',
  summary: 'One visitor turn, answered as a stream',
  description:
    "Accepts `{text}` or the AI SDK useChat body (`{id, messages, trigger, messageId}`: the last user message is the turn; the server keeps the history and ignores the client's copy). The reply streams as the AI SDK UI message stream v1: `start`, text parts, one `source-url` part per citation, `data-offer` / `data-tour` / `data-slots` / `data-form` when the agent presents one, then `finish` and `[DONE]`. The first message of a session starts a conversation (`conversation.started`), the second visitor message engages it (`conversation.engaged`). The turn's records and events commit in one transaction once the reply is complete, also when the visitor closes the page mid-stream. A retry with the same client message id and the same text is answered from the record; the same id with other text is 409 conflict. At most 4,000 characters (400); 20 messages a minute per visitor, burst 10 (429 with Retry-After). The browser's `Accept-Language` header (its first 200 characters) settles the reply's language when a message could be in several (\"Hallo!\" is German or Dutch); a clear message is answered in its own language.",
  auth: { visitor: 'required', limits: 'message' },
  stream: true,
  errors: [409],
  schema: { params: SessionParams, body: MessageRequest, response: {} },
  handler: async ({ req, reply, deps, agent, session, body }) =>
    runTurn(deps, { req, reply, agent, session: session!, body: body ?? {} }),
});
