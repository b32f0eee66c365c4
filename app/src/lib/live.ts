import { useEffect, useRef } from 'preact/hooks';
import { currentMode, type Mode } from './api';
import { followEvents, type StreamEvent, type StreamHandle } from './events';

/**
 * The events the dashboard follows. One stream per tab, shared by every component that
 * listens (a browser allows only six connections per server over HTTP/1.1), opened with
 * the first listener and closed with the last; reopened when the mode changes.
 */
const TYPES = [
  'conversation.started',
  'conversation.engaged',
  'conversation.ended',
  'follow_up.created',
  'follow_up.answered',
] as const;
export type LiveType = (typeof TYPES)[number];

interface Listener {
  types: ReadonlySet<string>;
  fn: (e: StreamEvent | null) => void;
}

const POLL_MS = 5000;
const listeners = new Set<Listener>();
let stream: StreamHandle | null = null;
let streamMode: Mode | null = null;
let poll: ReturnType<typeof setInterval> | undefined;

function stop(): void {
  stream?.close();
  stream = null;
  streamMode = null;
  if (poll) clearInterval(poll);
  poll = undefined;
}

function ensure(): void {
  if (listeners.size === 0) {
    stop();
    return;
  }
  if (stream && streamMode === currentMode()) return;
  stop();
  streamMode = currentMode();
  stream = followEvents({
    types: [...TYPES],
    onEvent: (e) => {
      for (const l of listeners) if (l.types.has(e.type)) l.fn(e);
    },
    // A caller the stream refuses (no read scope of these events): look again every few seconds instead.
    onUnavailable: () => {
      poll ??= setInterval(() => {
        for (const l of listeners) l.fn(null);
      }, POLL_MS);
    },
  });
}

/**
 * Calls `onChange` when events of these types happen (with the event), or, where the
 * stream is not allowed, every few seconds (with null).
 */
export function useLiveEvents(types: LiveType[], onChange: (e: StreamEvent | null) => void): void {
  const handler = useRef(onChange);
  handler.current = onChange;
  const key = types.join(',');
  useEffect(() => {
    const listener: Listener = { types: new Set(key.split(',')), fn: (e) => handler.current(e) };
    listeners.add(listener);
    ensure();
    return () => {
      listeners.delete(listener);
      // Let a page that replaces this one subscribe before the stream is closed.
      setTimeout(ensure, 0);
    };
  }, [key]);
}
