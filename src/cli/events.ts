import { randomUUID } from 'node:crypto';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { createConciergeClient, type ConciergeClient } from '../client/index.js';
import { USER_AGENT } from '../platform/outbound/http.js';
import { deliveryHeaders } from '../resources/webhooks/delivery/signing.js';
import { newWebhookSecret } from '../resources/webhooks/service.js';
import { UsageError, type CliCommand, type CliFlag, type CliIo } from './command.js';
import { checkHttpUrl } from '../lib/http-url.js';
import { cell, localTime } from './render.js';
import { escapeLine } from './terminal-text.js';
import { describeFailure, readableError } from './api/failures.js';
import { resolveTarget, type ApiTarget } from './api/target.js';

/** One event of the stream: its id, type and the envelope exactly as the server sent it. */
export interface StreamedEvent {
  id: string;
  type: string;
  data: string;
}

/** As the stream asks (`retry: 2000`) unless it says otherwise. */
const DEFAULT_RETRY_MS = 2000;
/** The contract's time for one webhook delivery attempt. */
const FORWARD_TIMEOUT_MS = 10_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });

async function startPosition(
  client: ConciergeClient,
  since: string | undefined,
): Promise<{ position: string } | { response: Response; error: unknown }> {
  if (since !== undefined && since !== 'now') return { position: since };
  const { data, error, response } = await client.GET('/v1/events', { params: { query: { since: 'now', limit: 1 } } });
  return data ? { position: data.nextSince } : { response, error };
}

/**
 * Follows GET /v1/events/stream from `since` (default: now) until stopped,
 * handing each event to `onEvent` in order, one at a time. Reconnects after
 * the server's end frame and after a dropped connection, resuming with
 * Last-Event-ID from the last event handled; waits Retry-After on 429 and 503.
 * Other refusals (bad key, scope, type) end it with the API's error: exit 1.
 */
export async function followEvents(
  args: Record<string, unknown>,
  io: CliIo,
  handlers: { onReady(position: string, target: ApiTarget): void; onEvent(e: StreamedEvent): Promise<void> },
): Promise<number> {
  const opts = {
    ...handlers,
    target: resolveTarget(io.err),
    since: args.since as string | undefined,
    types: typesOf(args),
  };
  const signal = stopSignal();
  const client = createConciergeClient({
    apiUrl: opts.target.url,
    apiKey: opts.target.key,
    userAgent: 'concierge-cli',
  });
  let retryMs = DEFAULT_RETRY_MS;
  let ready = false;
  let position: string | null = null;
  while (!signal.aborted) {
    try {
      if (position === null) {
        const start = await startPosition(client, opts.since);
        if ('response' in start) {
          io.err(`svc: ${readableError(start.response, start.error, { key: opts.target.key })}`);
          return 1;
        }
        position = start.position;
      }
      const res = await client.GET('/v1/events/stream', {
        params: { query: { since: position, ...(opts.types ? { types: opts.types } : {}) } },
        headers: { 'Last-Event-ID': position },
        parseAs: 'stream',
        signal,
      });
      if (!res.response.ok || !res.data) {
        const status = res.response.status;
        if (status === 429 || status === 503) {
          const wait = Number(res.response.headers.get('retry-after') ?? 0) * 1000 || retryMs;
          io.err(`svc: the server answered ${status}; trying again in ${Math.ceil(wait / 1000)} s\n`);
          await sleep(wait, signal);
          continue;
        }
        io.err(`svc: ${readableError(res.response, res.error, { key: opts.target.key })}`);
        return 1;
      }
      if (!ready) {
        ready = true;
        opts.onReady(position, opts.target);
      }
      const queue: EventSourceMessage[] = [];
      const parser = createParser({ onEvent: (e) => queue.push(e), onRetry: (ms) => (retryMs = ms) });
      let ended = false;
      for await (const chunk of res.data.pipeThrough(new TextDecoderStream())) {
        parser.feed(chunk);
        while (queue.length > 0) {
          const e = queue.shift()!;
          if (e.event === 'end') ended = true;
          else await opts.onEvent({ id: e.id ?? '', type: e.event ?? 'message', data: e.data });
          if (e.id) position = e.id;
        }
      }
      // The server's end frame: reconnect at once; a stream that just stopped: after the retry delay.
      if (!ended && !signal.aborted) {
        io.err(`svc: the event stream closed; reconnecting in ${retryMs / 1000} s\n`);
        await sleep(retryMs, signal);
      }
    } catch (err) {
      if (signal.aborted) break;
      io.err(`svc: ${describeFailure(err, opts.target.url)}; trying again in ${retryMs / 1000} s\n`);
      await sleep(retryMs, signal);
    }
  }
  return 0;
}

/** Ctrl-C and SIGTERM stop following; the command then exits 0. */
function stopSignal(): AbortSignal {
  const ctl = new AbortController();
  const stop = () => ctl.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return ctl.signal;
}

const STREAM_FLAGS: CliFlag[] = [
  {
    name: 'events',
    type: 'strings',
    value: 'TYPE,…',
    description: 'only these event types (commas or repeated); default every type',
  },
  {
    name: 'since',
    type: 'string',
    value: 'ID',
    description: 'start after this event id (0: the whole log); default now: only new events',
  },
];

const typesOf = (args: Record<string, unknown>) => (args.events as string[] | undefined)?.join(',') || undefined;

/** A line per event for people: local time, id, type, the ids in `data`. */
function eventLine(e: StreamedEvent, width: number): string {
  let envelope: { occurredAt?: string; data?: Record<string, unknown> } = {};
  try {
    envelope = JSON.parse(e.data);
  } catch {
    /* printed raw below */
  }
  const facts = Object.entries(envelope.data ?? {})
    .filter(([, v]) => v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k}=${cell(v)}`)
    .join(' ');
  const line = `${envelope.occurredAt ? localTime(envelope.occurredAt) : '-'}  ${e.id.padStart(6)}  ${e.type.padEnd(24)}  ${facts}`;
  const safe = escapeLine(line);
  return safe.length > width ? `${safe.slice(0, width - 1)}…` : safe;
}

async function tail(args: Record<string, unknown>, io: CliIo): Promise<number> {
  return followEvents(args, io, {
    onReady: (position, target) => io.err(`Following events after id ${position} at ${target.url} (Ctrl-C stops).\n`),
    onEvent: async (e) => io.out(io.mode === 'human' ? `${eventLine(e, io.width)}\n` : `${e.data}\n`),
  });
}

async function forward(
  url: string,
  secret: string,
  e: StreamedEvent,
): Promise<{ status: number | null; ms: number; error: string | null; deliveryId: string }> {
  const deliveryId = randomUUID();
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: 'POST',
      // The webhook engine's headers and User-Agent: a receiver cannot tell the two apart.
      headers: {
        ...deliveryHeaders({ secret, eventType: e.type, deliveryId, body: e.data, now: new Date() }),
        'user-agent': USER_AGENT,
      },
      body: e.data,
      redirect: 'manual',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: Math.round(performance.now() - started), error: null, deliveryId };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    return {
      status: null,
      ms: Math.round(performance.now() - started),
      error: cause ?? (err as Error).message,
      deliveryId,
    };
  }
}

async function listen(args: Record<string, unknown>, io: CliIo): Promise<number> {
  const to = String(args['forward-to']);
  const { url, problem } = checkHttpUrl(to);
  if (problem === 'malformed')
    throw new UsageError(`--forward-to must be a URL such as http://127.0.0.1:3000/webhooks, got "${to}"`);
  if (!url) throw new UsageError('--forward-to must be an http or https URL');
  const secret = typeof args.secret === 'string' && args.secret !== '' ? args.secret : newWebhookSecret();
  return followEvents(args, io, {
    onReady: (position, target) =>
      io.err(
        `Forwarding ${target.key.startsWith('svc_test_') ? 'sandbox' : 'live'} events (${typesOf(args) ?? 'every type'}) after id ${position} to ${url}\n` +
          `Signing secret: ${secret}  (verify X-Service-Signature with it; choose your own with --secret)\n` +
          'Ready. Ctrl-C stops.\n',
      ),
    onEvent: async (e) => {
      const r = await forward(url.toString(), secret, e);
      if (io.mode !== 'human') {
        io.out(
          `${JSON.stringify({ eventId: e.id, type: e.type, deliveryId: r.deliveryId, status: r.status, ms: r.ms, error: r.error })}\n`,
        );
      } else {
        const outcome =
          r.status === null
            ? `failed: ${r.error}`
            : `${r.status}${r.status >= 200 && r.status < 300 ? '' : ' (not 2xx)'}`;
        io.out(
          `${localTime(new Date().toISOString())}  ${e.id.padStart(6)}  ${e.type.padEnd(24)}  → ${outcome} in ${r.ms} ms\n`,
        );
      }
    },
  });
}

export const eventCommands: CliCommand[] = [
  {
    words: ['listen'],
    group: 'tools',
    summary: 'Forward events as they happen to a local URL, signed exactly as webhook deliveries are',
    details:
      'Follows the event stream with your key and POSTs each event to --forward-to with the webhook headers (X-Service-Event, X-Service-Delivery, X-Service-Timestamp, X-Service-Signature), so a receiver is built against real events without a public URL. One line per delivery with its status; deliveries are not retried.',
    flags: [
      {
        name: 'forward-to',
        type: 'string',
        required: true,
        value: 'URL',
        description: 'where to POST each event, e.g. http://127.0.0.1:3000/webhooks',
      },
      { name: 'secret', type: 'string', description: 'the signing secret; default a fresh whsec_… printed at start' },
      ...STREAM_FLAGS,
    ],
    example: 'listen --forward-to http://127.0.0.1:3000/webhooks --events follow_up.created,meeting.booked',
    run: listen,
  },
  {
    words: ['events', 'tail'],
    group: 'tools',
    summary: 'Print events as they happen (JSON lines with --json or when piped)',
    flags: STREAM_FLAGS,
    example: 'events tail --events lead.identified',
    run: tail,
  },
];

/** `svc api streamEvents`: the same follow, printing the envelopes. */
export const streamOperation = (_op: unknown, args: Record<string, unknown>, io: CliIo) =>
  tail({ since: args.since, events: typeof args.types === 'string' ? [args.types] : undefined }, io);
