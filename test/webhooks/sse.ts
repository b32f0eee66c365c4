import http from 'node:http';
import { Readable } from 'node:stream';
import { EventSource, type FetchLike } from 'eventsource';
import { EVENT_TYPES } from '../../src/platform/outbox/catalogue.js';

export interface SseLog {
  events: Array<{ id: string; type: string; data: any }>;
  ends: Array<{ lastId: string }>;
  /** Requests the client made: the first and each reconnection, with the Last-Event-ID it sent. */
  connects: Array<{ lastEventId: string | null }>;
  opens: number;
  close(): void;
}

/**
 * The transport under the client: node:http with a connection per request that
 * closes with it (the global fetch keeps pooled sockets the app would wait for
 * when it closes).
 */
function httpFetch(key: string, log: SseLog): FetchLike {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = {
        ...(init?.headers as Record<string, string>),
        authorization: `Bearer ${key}`,
      };
      log.connects.push({ lastEventId: headers['Last-Event-ID'] ?? headers['last-event-id'] ?? null });
      const req = http.request(
        url,
        { method: 'GET', headers, agent: false, signal: init?.signal ?? undefined },
        (res) => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
          resolve(
            new Response(Readable.toWeb(res) as ReadableStream, { status: res.statusCode ?? 0, headers: h }) as never,
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
}

/** The real `eventsource` client on a stream of the app, collecting every frame (it reconnects by itself). */
export function openEventSource(url: string, key: string): SseLog {
  const log: SseLog = { events: [], ends: [], connects: [], opens: 0, close: () => es.close() };
  const es = new EventSource(url, { fetch: httpFetch(key, log) });
  es.addEventListener('open', () => log.opens++);
  for (const type of EVENT_TYPES) {
    es.addEventListener(type, (e) => log.events.push({ id: e.lastEventId, type: e.type, data: JSON.parse(e.data) }));
  }
  es.addEventListener('end', (e) => log.ends.push(JSON.parse(e.data)));
  return log;
}
