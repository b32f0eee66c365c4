import { EventSourceParserStream } from 'eventsource-parser/stream';
import { localId, type Chunk } from './chunks.js';

/** The shapes of the runtime API (/runtime/v1) the SDK reads; see GET /runtime/v1/openapi.json. */
export interface Theme {
  accentColor?: string;
  colorScheme?: 'light' | 'dark' | 'auto';
  fontFamily?: string;
  radius?: number;
}

export interface AgentConfig {
  publicId: string;
  name: string;
  greeting: string | null;
  livemode: boolean;
  theme: Theme;
  launcher: { position?: 'bottom-right' | 'bottom-left'; label?: string | null };
}

export interface CtaAction {
  type: 'none' | 'book_meeting' | 'capture_lead' | 'navigate' | 'open_content' | 'open_experience';
  url?: string;
  contentRefId?: string;
  experienceId?: string;
  /** The published tour the experience is, by the public id the player route takes (null: none is published). */
  experiencePublicId?: string | null;
}

export interface Offer {
  id: string;
  presentation?: 'interstitial' | 'toast' | 'banner';
  afterSeconds?: number;
  headline: string | null;
  message: string;
  chips: string[];
  ctaLabel: string | null;
  ctaAction: CtaAction;
  imageUrl: string | null;
  collect?: string[];
}

export interface ActionOpens {
  kind: 'conversation' | 'meeting' | 'content' | 'tour' | 'experience' | 'link' | 'form';
  tourPublicId?: string;
  experienceId?: string;
  experiencePublicId?: string | null;
  formId?: string;
  url?: string;
}

export interface SessionAction {
  id: string;
  name: string;
  task: string;
  opens: ActionOpens;
}

export interface Delivery {
  followUpId: string;
  question: string;
  answer: string;
  answeredAt: string;
}

export interface VisitorContact {
  name: string | null;
  email: string | null;
}

export interface Session {
  sessionId: string;
  visitorId: string;
  visitorToken: string;
  returning: boolean;
  resumed: boolean;
  agent: AgentConfig;
  offers: Offer[];
  deliveries: Delivery[];
  action: SessionAction | null;
  visitor?: VisitorContact;
}

export interface StoredMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
  parts: Array<Record<string, unknown> & { type: string }>;
}

export interface Slots {
  timezone: string;
  durationMinutes: number;
  slots: string[];
}

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
  screens: Array<{ id: string; type: string | null; name: string | null; durationSecs: number | null; mediaUrl: string | null; posterUrl: string | null }>;
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
  return new RuntimeError(res.status, body.code ?? 'error', body.message ?? `HTTP ${res.status}`, Number.isFinite(retry) && retry > 0 ? retry : null);
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
    return this.#call('POST', `/agents/${encodeURIComponent(this.publicId)}/sessions`, { ...body, pageId: this.pageId, ...(this.token ? { visitorToken: this.token } : {}) });
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

  book(sessionId: string, body: { startAt: string; email: string; name: string; company?: string }): Promise<{ id: string; startAt: string | null; confirmationEmail?: boolean }> {
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
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${this.token}` },
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
