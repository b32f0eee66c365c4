import { commonHeaders } from './api';

/** One event of GET /v1/events/stream (the Event envelope of the event log). */
export interface StreamEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
  [key: string]: unknown;
}

export interface StreamHandle {
  close(): void;
}

/**
 * Follows GET /v1/events/stream with the session cookie. Read with fetch rather than
 * EventSource so the request carries X-Service-Mode (an EventSource sends no headers):
 * a Sandbox page follows the sandbox's events. Reconnects after an end or a drop,
 * resuming after the last event seen (Last-Event-ID), waiting the `retry:` the server asks.
 * `onUnavailable` hears a refusal (401/403): the caller falls back to polling.
 */
export function followEvents(opts: {
  types?: string[];
  since?: string;
  onEvent: (e: StreamEvent) => void;
  onUnavailable?: (status: number) => void;
}): StreamHandle {
  let closed = false;
  let controller: AbortController | null = null;
  let lastId: string | undefined;
  let retryMs = 2000;

  const run = async () => {
    while (!closed) {
      controller = new AbortController();
      try {
        const query = new URLSearchParams();
        if (opts.types?.length) query.set('types', opts.types.join(','));
        if (lastId === undefined) query.set('since', opts.since ?? 'now');
        const headers: Record<string, string> = { ...commonHeaders('GET'), accept: 'text/event-stream' };
        if (lastId !== undefined) headers['Last-Event-ID'] = lastId;
        const res = await fetch(`/v1/events/stream?${query}`, {
          credentials: 'same-origin',
          headers,
          signal: controller.signal,
        });
        if (res.status === 401 || res.status === 403) {
          opts.onUnavailable?.(res.status);
          return;
        }
        if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
        await readFrames(res.body, (frame) => {
          if (frame.retry !== undefined) retryMs = frame.retry;
          if (frame.id !== undefined) lastId = frame.id;
          if (!frame.data || !frame.event || frame.event === 'end') return;
          try {
            opts.onEvent(JSON.parse(frame.data) as StreamEvent);
          } catch {
            // A frame that is not JSON is not an event of the log.
          }
        });
      } catch {
        if (closed) return;
      }
      if (!closed) await new Promise((r) => setTimeout(r, retryMs));
    }
  };
  void run();
  return {
    close() {
      closed = true;
      controller?.abort();
    },
  };
}

interface Frame {
  event?: string;
  id?: string;
  data?: string;
  retry?: number;
}

/** Reads text/event-stream frames (blank-line separated `field: value` lines). */
async function readFrames(body: ReadableStream<Uint8Array>, onFrame: (f: Frame) => void): Promise<void> {
  const reader = body
    .pipeThrough(new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>)
    .getReader();
  let buffer = '';
  let frame: Frame = {};
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let nl = buffer.search(/\r\n|\n|\r/);
    while (nl >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + (buffer.startsWith('\r\n', nl) ? 2 : 1));
      if (line === '') {
        onFrame(frame);
        frame = {};
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const v = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') frame.event = v;
        else if (field === 'id') frame.id = v;
        else if (field === 'data') frame.data = frame.data === undefined ? v : `${frame.data}\n${v}`;
        else if (field === 'retry' && /^\d+$/.test(v)) frame.retry = Number(v);
      }
      nl = buffer.search(/\r\n|\n|\r/);
    }
  }
}
