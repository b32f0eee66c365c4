import { EventSourceParserStream } from 'eventsource-parser/stream';
import { localId, type Chunk } from './chunks.js';

import type { components } from './api-schema.js';

/**
 * The shapes of the runtime API (/runtime/v1) the SDK reads: generated from
 * GET /runtime/v1/openapi.json into api-schema.ts (`npm run client:generate`),
 * named here as the SDK calls them.
 */
type Schemas = components['schemas'];
export type Theme = Schemas['AgentTheme'];
export type AgentConfig = Schemas['RuntimeAgentConfig'];
export type CtaAction = Schemas['RuntimeCtaAction'];
/**
 * An offer as the SDK shows it: an arrival offer of a session start (with its
 * presentation and delay), or one presented in a turn's stream (`data-offer`),
 * which has neither but names the fields its lead form asks (`collect`).
 */
export type Offer = Omit<Schemas['RuntimeOffer'], 'format' | 'goal' | 'presentation' | 'afterSeconds'> &
  Partial<Pick<Schemas['RuntimeOffer'], 'presentation' | 'afterSeconds'>> & { collect?: string[] };
export type ActionOpens = Schemas['RuntimeActionOpens'];
export type SessionAction = Schemas['RuntimeAction'];
export type Delivery = Schemas['RuntimeDelivery'];
export type Session = Schemas['RuntimeSession'];
/** What the visitor already told the agent (name, email), for the booking form. */
export type VisitorContact = Schemas['RuntimeVisitorContact'];
/** A stored message; its parts are the stream's chunks, each with its `type` (the document leaves them open). */
export type StoredMessage = Omit<Schemas['RuntimeMessage'], 'parts'> & {
  parts: Array<Record<string, unknown> & { type: string }>;
};
export type Slots = Schemas['RuntimeSlots'];

/** The tour player's document comes from the management API (GET /v1/tours/{ref}), not the runtime's. */
export interface TourGuide {
  index: number;
  screen: string;
  at?: number | null;
  anchor: 'center' | { element: string } | { region: [number, number, number, number] };
  title: string;
  body: string;
  advance: 'auto' | 'click' | 'ask';
  advanceAfterSecs?: number | null;
  narrate: boolean;
  narrationUrl: string | null;
}

export interface TourDocument {
  tourId: string;
  publicId: string | null;
  name: string;
  description?: string | null;
  screens: Array<{
    id: string;
    type: string | null;
    name: string | null;
    durationSecs: number | null;
    mediaUrl: string | null;
    posterUrl: string | null;
  }>;
  guides: TourGuide[];
}

export type PageEvent = { type: string } & Record<string, unknown>;

/** A refused call: the flat error body of the service. */
export class RuntimeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter: number | null,
  ) {
    super(message);
  }
}

async function failure(res: Response): Promise<RuntimeError> {
  let body: { code?: string; message?: string } = {};
  try {
    body = await res.json();
  } catch {
    /* not JSON: keep the status */
  }
  const retry = Number(res.headers.get('Retry-After'));
  return new RuntimeError(
    res.status,
    body.code ?? 'error',
    body.message ?? `HTTP ${res.status}`,
    Number.isFinite(retry) && retry > 0 ? retry : null,
  );
}

/**
 * The runtime API as the page calls it: JSON over fetch without cookies, the
 * visitor token as a bearer header, replies read as the AI SDK UI message
 * stream (server-sent events, parsed by eventsource-parser).
 */
export class RuntimeClient {
  token: string | null = null;
  /** This page load: named by the session start and the end beacon, so a late beacon from a page a reload replaced changes nothing. */
  readonly pageId = localId('p');

  constructor(
    readonly origin: string,
    readonly publicId: string,
  ) {}

  #url(path: string): string {
    return `${this.origin}/runtime/v1${path}`;
  }

  async #call<T>(method: string, path: string, body?: unknown, opts: { keepalive?: boolean } = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.#url(path), {
      method,
      headers,
      credentials: 'omit',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(opts.keepalive ? { keepalive: true } : {}),
    });
    if (!res.ok) throw await failure(res);
    return (await res.json()) as T;
  }

  startSession(body: Record<string, unknown>): Promise<Session> {
    return this.#call('POST', `/agents/${encodeURIComponent(this.publicId)}/sessions`, {
      ...body,
      pageId: this.pageId,
      ...(this.token ? { visitorToken: this.token } : {}),
    });
  }

  messages(sessionId: string): Promise<{ items: StoredMessage[]; visitor?: VisitorContact }> {
    return this.#call('GET', `/sessions/${sessionId}/messages`);
  }

  event(sessionId: string, event: PageEvent): Promise<{ accepted: boolean }> {
    return this.#call('POST', `/sessions/${sessionId}/events`, event, { keepalive: true });
  }

  slots(sessionId: string): Promise<Slots> {
    return this.#call('GET', `/sessions/${sessionId}/slots`);
  }

  book(
    sessionId: string,
    body: { startAt: string; email: string; name: string; company?: string },
  ): Promise<{ id: string; startAt: string | null; confirmationEmail?: boolean }> {
    return this.#call('POST', `/sessions/${sessionId}/meetings`, body);
  }

  /** The published tour's player document (the anonymous player route of the management API). */
  async tour(publicId: string): Promise<TourDocument> {
    const res = await fetch(`${this.origin}/v1/tours/${encodeURIComponent(publicId)}`, { credentials: 'omit' });
    if (!res.ok) throw await failure(res);
    return ((await res.json()) as { document: TourDocument }).document;
  }

  /** Ends the visit as the page goes away: a beacon cannot set headers, so the token travels in a text/plain body. */
  endBeacon(sessionId: string): boolean {
    if (!this.token || typeof navigator.sendBeacon !== 'function') return false;
    const body = new Blob([JSON.stringify({ visitorToken: this.token, pageId: this.pageId })], { type: 'text/plain' });
    return navigator.sendBeacon(this.#url(`/sessions/${sessionId}/end`), body);
  }

  /** One visitor turn; calls `onChunk` for each UI message stream chunk as it arrives. */
  async send(sessionId: string, text: string, clientMessageId: string, onChunk: (c: Chunk) => void): Promise<void> {
    const res = await fetch(this.#url(`/sessions/${sessionId}/messages`), {
      method: 'POST',
      credentials: 'omit',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${this.token}`,
      },
      body: JSON.stringify({ text, clientMessageId }),
    });
    if (!res.ok || !res.body) throw await failure(res);
    const reader = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value.data === '[DONE]') continue;
      let chunk: Chunk;
      try {
        chunk = JSON.parse(value.data) as Chunk;
      } catch {
        continue;
      }
      onChunk(chunk);
    }
  }
}
