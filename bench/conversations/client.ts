/**
 * The page SDK's calls (sdk/src/api.ts), made with fetch: a session start, a
 * turn posted as `{text, clientMessageId}` whose UI message stream is read as it
 * arrives; and the management API reads that show what a turn recorded.
 */
import { randomUUID } from 'node:crypto';
import type { RateLimiter } from '../../src/platform/rate-limit/buckets.js';
import type { BenchSite } from './sites.js';
import type { Observed } from './judge.js';

export interface Session {
  sessionId: string;
  visitorId: string;
  token: string;
}

export async function startSession(base: string, site: BenchSite, page: string, xff: string): Promise<Session> {
  const res = await fetch(`${base}/runtime/v1/agents/${site.publicId}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.origin, 'x-forwarded-for': xff },
    body: JSON.stringify({ page: { url: `${site.origin}${page}`, title: 'page' }, device: 'desktop' }),
  });
  const body = (await res.json()) as { sessionId: string; visitorId: string; visitorToken: string };
  if (res.status !== 201) throw new Error(`session start: ${res.status} ${JSON.stringify(body)}`);
  return { sessionId: body.sessionId, visitorId: body.visitorId, token: body.visitorToken };
}

async function manage<T>(base: string, site: BenchSite, path: string): Promise<T> {
  const res = await fetch(`${base}/v1${path}`, { headers: { authorization: `Bearer ${site.key}` } });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Records {
  followUps: Array<{ id: string; question: string; reason: string | null }>;
  leads: Array<{ email: string | null; name: string | null; company: string | null; verdict: unknown }>;
  toolMessages: number;
  tools: string[];
}

async function records(base: string, site: BenchSite, s: Session): Promise<Records> {
  const [f, l, c] = await Promise.all([
    manage<{ items: Records['followUps'] }>(base, site, `/follow-ups?visitorId=${s.visitorId}&limit=100`),
    manage<{ items: Records['leads'] }>(base, site, `/leads?visitorId=${s.visitorId}&limit=100`),
    manage<{ items: Array<{ id: string }> }>(base, site, `/conversations?visitorId=${s.visitorId}&limit=10`),
  ]);
  const tools: string[] = [];
  for (const conv of c.items) {
    const d = await manage<{ messages: Array<{ role: string; content: string }> }>(
      base,
      site,
      `/conversations/${conv.id}`,
    );
    for (const m of d.messages) if (m.role === 'tool') tools.push(m.content);
  }
  return { followUps: f.items, leads: l.items, toolMessages: tools.length, tools };
}

/** One turn as the SDK sends it; what it streamed and what it recorded. */
export async function runTurn(base: string, site: BenchSite, s: Session, text: string, xff: string): Promise<Observed> {
  const before = await records(base, site, s);
  const started = performance.now();
  const res = await fetch(`${base}/runtime/v1/sessions/${s.sessionId}/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${s.token}`,
      origin: site.origin,
      'x-forwarded-for': xff,
    },
    body: JSON.stringify({ text, clientMessageId: randomUUID() }),
  });
  if (res.status !== 200 || !res.body) throw new Error(`turn: ${res.status} ${await res.text()}`);
  let firstTextMs = -1;
  let buffer = '';
  const texts = new Map<string, string>();
  const sources: string[] = [];
  const dataParts: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
      const c = JSON.parse(line.slice(6)) as { type: string; id?: string; delta?: string; url?: string };
      if (c.type === 'text-delta') {
        if (firstTextMs < 0) firstTextMs = performance.now() - started;
        texts.set(c.id!, (texts.get(c.id!) ?? '') + c.delta);
      } else if (c.type === 'source-url' && c.url) sources.push(new URL(c.url).pathname);
      else if (c.type.startsWith('data-')) dataParts.push(c.type.slice(5));
    }
  }
  const after = await records(base, site, s);
  const known = new Set(before.followUps.map((f) => f.id));
  return {
    text: [...texts.values()].join('\n\n'),
    paragraphs: [...texts.values()].flatMap((t) => t.split(/\n\n+/)).filter((p) => p.trim()),
    firstTextMs,
    sources,
    dataParts,
    followUps: after.followUps
      .filter((f) => !known.has(f.id))
      .map((f) => ({ question: f.question, reason: f.reason ?? '' })),
    lead: after.leads[0] ?? null,
    // Each tool message is `{tool, input, output}` (cut at 8,000 characters: the name comes first).
    tools: after.tools.slice(before.toolMessages).map((t) => /^\{"tool":"([a-z_]+)"/.exec(t)?.[1] ?? '?'),
    allFollowUps: after.followUps.map((f) => f.question),
  };
}

/**
 * The benchmark reads every turn's records back through the management API, many calls a second from one key:
 * the limits are the rate-limit tests' business, not this benchmark's, so every call is let through.
 */
export const unlimited: RateLimiter = {
  take: async (_key, bucket) => ({
    allowed: true,
    resource: bucket,
    limit: 1e6,
    remaining: 1e6,
    reset: 0,
    retryAfter: 0,
  }),
  close: async () => undefined,
};
