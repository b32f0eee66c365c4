import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat completions server for tests and benchmarks
 * of model paths: real HTTP on 127.0.0.1, streamed (SSE) or plain JSON
 * answers, with scripted tool calls and text. Each request takes the next
 * scripted reply (or asks `respond`); every request is kept for assertions.
 */
export type FakeReply =
  | { text: string; chunkSize?: number; delayMs?: number }
  | { toolCalls: Array<{ name: string; args: Record<string, unknown> }> }
  | { status: number; body?: string }
  /** Accept the request and never answer (a model that hangs). */
  | { hang: true }
  /** Start streaming, then cut the connection. */
  | { dropAfter: string };

export interface FakeRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    messages?: Array<{ role: string; content?: unknown; tool_calls?: unknown; tool_call_id?: string }>;
    tools?: Array<{ type: string; function: { name: string; description?: string; parameters?: unknown } }>;
    [k: string]: unknown;
  };
}

export interface FakeOpenAI {
  /** Base URL to use as LLM_URL (ends with /v1). */
  url: string;
  requests: FakeRequest[];
  /** Replies still to be used, in order. */
  script: FakeReply[];
  /** Called when the script is empty. */
  respond: (req: FakeRequest) => FakeReply;
  close(): Promise<void>;
}

const chunk = (id: string, model: string, delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

export async function startFakeOpenAI(
  opts: { script?: FakeReply[]; respond?: (req: FakeRequest) => FakeReply } = {},
): Promise<FakeOpenAI> {
  const state: FakeOpenAI = {
    url: '',
    requests: [],
    script: [...(opts.script ?? [])],
    respond: opts.respond ?? (() => ({ text: 'I am a fake model.' })),
    close: async () => undefined,
  };
  let seq = 0;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      let body: FakeRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        /* answered below as the script says */
      }
      const request: FakeRequest = { path: req.url ?? '', headers: req.headers, body };
      state.requests.push(request);
      if (!/\/chat\/completions$/.test(request.path)) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const reply = state.script.shift() ?? state.respond(request);
      const id = `chatcmpl-${++seq}`;
      const model = body.model ?? 'fake';
      if ('hang' in reply) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if ('status' in reply) {
        res
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(reply.body ?? '{"error":{"message":"scripted failure"}}');
        return;
      }
      if (!body.stream) {
        const message =
          'text' in reply
            ? { role: 'assistant', content: reply.text }
            : 'toolCalls' in reply
              ? {
                  role: 'assistant',
                  content: null,
                  tool_calls: reply.toolCalls.map((t, i) => ({
                    id: `call_${seq}_${i}`,
                    type: 'function',
                    function: { name: t.name, arguments: JSON.stringify(t.args) },
                  })),
                }
              : { role: 'assistant', content: '' };
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model,
            choices: [{ index: 0, message, finish_reason: 'toolCalls' in reply ? 'tool_calls' : 'stop' }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
        return;
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      res.write(chunk(id, model, { role: 'assistant', content: '' }));
      if ('dropAfter' in reply) {
        res.write(chunk(id, model, { content: reply.dropAfter }));
        res.destroy();
        return;
      }
      if ('toolCalls' in reply) {
        reply.toolCalls.forEach((t, i) => {
          const args = JSON.stringify(t.args);
          res.write(
            chunk(id, model, {
              tool_calls: [
                { index: i, id: `call_${seq}_${i}`, type: 'function', function: { name: t.name, arguments: '' } },
              ],
            }),
          );
          // Arguments arrive in pieces, as real servers send them.
          for (let k = 0; k < args.length; k += 16)
            res.write(chunk(id, model, { tool_calls: [{ index: i, function: { arguments: args.slice(k, k + 16) } }] }));
        });
        res.write(chunk(id, model, {}, 'tool_calls'));
      } else {
        const size = reply.chunkSize ?? 8;
        for (let k = 0; k < reply.text.length; k += size) {
          if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
          res.write(chunk(id, model, { content: reply.text.slice(k, k + size) }));
        }
        res.write(chunk(id, model, {}, 'stop'));
      }
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model, choices: [], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  state.url = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
