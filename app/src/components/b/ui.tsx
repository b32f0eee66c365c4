/** Loading, empty and error states, paging and copying, shared by the pages Visitors … Settings. */
import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { message } from './api.js';
import './b.css';

type Result<T> = { data?: T; error?: unknown };

export interface Loaded<T> {
  data?: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * One read: reruns when deps change; a stale answer never overwrites a newer one.
 * (The shell remounts a page when the Live/Sandbox switch turns.)
 */
export function useLoad<T>(fn: () => Promise<Result<T>>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error: string | null; loading: boolean }>({
    error: null,
    loading: true,
  });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    fn().then(
      (r) => {
        if (!live) return;
        if (r.error !== undefined || r.data === undefined) setState({ error: message(r.error), loading: false });
        else setState({ data: r.data, error: null, loading: false });
      },
      (e: unknown) => live && setState({ error: message(e), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}

export interface Paged<T> {
  items: T[];
  error: string | null;
  loading: boolean;
  more: boolean;
  loadMore: () => void;
  reload: () => void;
}

/** A cursor-paged list: the first page on mount, the next on "Load more", nextCursor as the API gives it. */
export function usePaged<T>(
  fn: (
    cursor: string | undefined,
  ) => Promise<Result<{ items: T[]; nextCursor?: string | null; nextSince?: string | null }>>,
  deps: unknown[],
): Paged<T> {
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const gen = useRef(0);
  const load = useCallback(async (after: string | undefined, append: boolean) => {
    const g = ++gen.current;
    setLoading(true);
    setError(null);
    try {
      const r = await fn(after);
      if (g !== gen.current) return;
      if (r.error !== undefined || !r.data) {
        setError(message(r.error));
      } else {
        const page = r.data;
        setItems((old) => (append ? [...old, ...page.items] : page.items));
        const next = page.nextCursor ?? page.nextSince ?? null;
        // A since-paged list (events, changes) keeps a position even when empty: an empty page ends it.
        setCursor(page.items.length === 0 ? null : next);
      }
    } catch (e) {
      if (g === gen.current) setError(message(e));
    } finally {
      if (g === gen.current) setLoading(false);
    }
  }, deps);
  useEffect(() => {
    setItems([]);
    setCursor(null);
    void load(undefined, false);
  }, [load, tick]);
  return {
    items,
    error,
    loading,
    more: cursor !== null,
    loadMore: () => cursor !== null && void load(cursor, true),
    reload: () => setTick((t) => t + 1),
  };
}

/** What a list shows while it loads, when it failed, or when it is empty. */
export function ListState(props: { loading: boolean; error: string | null; empty: boolean; what: string }) {
  if (props.error)
    return (
      <p role="alert" class="b-error">
        Could not load {props.what}: {props.error}
      </p>
    );
  if (props.loading)
    return (
      <p class="loading" role="status" aria-live="polite">
        Loading {props.what}…
      </p>
    );
  if (props.empty) return <p>No {props.what} yet.</p>;
  return null;
}

export function MoreButton(props: { paged: Paged<unknown>; what: string }) {
  const { paged } = props;
  if (!paged.more) return null;
  return (
    <button type="button" onClick={paged.loadMore} disabled={paged.loading}>
      {paged.loading ? 'Loading…' : `Load more ${props.what}`}
    </button>
  );
}

/** Copies a text and says so (a status region reads it out). */
export function CopyButton(props: { text: string; label?: string }) {
  const [done, setDone] = useState<string>('');
  return (
    <span>
      <button
        type="button"
        onClick={() =>
          navigator.clipboard.writeText(props.text).then(
            () => setDone('Copied.'),
            () => setDone('Copying failed: select the text and copy it by hand.'),
          )
        }
      >
        {props.label ?? 'Copy'}
      </button>{' '}
      <span role="status">{done}</span>
    </span>
  );
}

/** The outcome of a write: an error in the API's words, or a short confirmation. */
export function Outcome(props: { error?: string | null; ok?: string | null }) {
  return (
    <>
      {props.error ? (
        <p role="alert" class="b-error">
          {props.error}
        </p>
      ) : null}
      <p role="status">{props.ok ?? ''}</p>
    </>
  );
}

export function Section(props: { title: string; children: ComponentChildren }) {
  const id = `s-${props.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{props.title}</h2>
      {props.children}
    </section>
  );
}

export const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

/** Lines or commas → a trimmed list without blanks. */
export const splitList = (s: string) =>
  s
    .split(/[\n,]/)
    .map((x) => x.trim())
    .filter(Boolean);
