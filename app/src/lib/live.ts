import { useEffect, useRef } from 'preact/hooks';
import { followEvents, type StreamEvent } from './events';

/**
 * Calls `onChange` when events of these types happen: from the event stream while it is
 * allowed, else (a role without the stream's scope) by polling every `pollMs`.
 */
export function useLiveEvents(types: string[], onChange: (e: StreamEvent | null) => void, pollMs = 5000): void {
  const handler = useRef(onChange);
  handler.current = onChange;
  const key = types.join(',');
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stream = followEvents({
      types: key.split(','),
      onEvent: (e) => handler.current(e),
      onUnavailable: () => {
        timer = setInterval(() => handler.current(null), pollMs);
      },
    });
    return () => {
      stream.close();
      if (timer) clearInterval(timer);
    };
  }, [key, pollMs]);
}
