import type { Client, Res } from './client.js';
import type { Harness } from './harness.js';

/** The JSON chunks of a UI message stream body (SSE `data:` lines), `[DONE]` as the string. */
export function streamChunks(raw: string): Array<Record<string, any> | '[DONE]'> {
  const out: Array<Record<string, any> | '[DONE]'> = [];
  for (const line of raw.split('\n')) {
    if (!line.startsWith('data: ')) continue;
    const data = line.slice(6);
    out.push(data === '[DONE]' ? '[DONE]' : JSON.parse(data));
  }
  return out;
}

/** The assistant's text of a streamed turn (text-delta chunks joined per text part). */
export function streamText(raw: string): string {
  const texts = new Map<string, string>();
  for (const c of streamChunks(raw))
    if (c !== '[DONE]' && c.type === 'text-delta') texts.set(c.id, (texts.get(c.id) ?? '') + c.delta);
  return [...texts.values()].join('\n\n');
}

export interface Visit {
  sessionId: string;
  visitorId: string;
  token: string;
  body: any;
}

/** Starts a session of an agent through the runtime API (inject client). */
export async function startVisit(
  client: Client,
  publicId: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Visit> {
  const res = await client.post(
    `/runtime/v1/agents/${publicId}/sessions`,
    { page: { url: 'https://www.example.com/' }, ...body },
    { idem: false, headers },
  );
  if (res.status !== 201) throw new Error(`session start: ${res.status} ${JSON.stringify(res.body)}`);
  return { sessionId: res.body.sessionId, visitorId: res.body.visitorId, token: res.body.visitorToken, body: res.body };
}

export async function say(
  client: Client,
  visit: Visit,
  text: string,
  opts: { clientMessageId?: string; headers?: Record<string, string> } = {},
): Promise<Res> {
  return client.post(
    `/runtime/v1/sessions/${visit.sessionId}/messages`,
    { text, ...(opts.clientMessageId ? { clientMessageId: opts.clientMessageId } : {}) },
    { idem: false, headers: { authorization: `Bearer ${visit.token}`, ...(opts.headers ?? {}) } },
  );
}

/**
 * A new visitor on the seeded sample agent of a fresh workspace (the dialogue tests' set-up): the workspace,
 * a test key's client, the visitor's anonymous client and visit, and a read of the visitor's follow-ups.
 */
export async function seededVisit(h: Pick<Harness, 'workspace' | 'anonymous'>) {
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const agent = (await api.get('/v1/agents')).body.items[0];
  const anon = h.anonymous();
  const v = await startVisit(anon, agent.publicId, { page: { url: 'https://www.example.com/' } });
  const followUps = async () =>
    (await api.get(`/v1/follow-ups?visitorId=${v.visitorId}`)).body.items as Array<{
      question: string;
      reason: string;
    }>;
  return { ws, api, anon, v, followUps };
}
