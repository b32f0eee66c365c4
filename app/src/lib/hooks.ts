import { useCallback, useEffect, useRef, useState } from 'preact/hooks';

export interface Async<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Loads again (after a write), keeping the shown data until the new arrives. */
  reload: () => void;
}

/**
 * The result of an async read, loaded on mount and whenever `deps` change. A result
 * that arrives after a newer request started is dropped, so fast clicks never show stale data.
 */
export function useAsync<T>(load: () => Promise<T>, deps: unknown[] = []): Async<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const seq = useRef(0);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => mine === seq.current && setState({ data, loading: false }),
      (error: Error) => mine === seq.current && setState((s) => ({ data: s.data, error, loading: false })),
    );
  }, [...deps, tick]);
  useEffect(
    () => () => {
      seq.current++;
    },
    [],
  );
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

export interface Paged<T> {
  items: T[];
  error: Error | undefined;
  loading: boolean;
  /** True while there is a next page (the API gave a nextCursor or a nextSince). */
  hasMore: boolean;
  more: () => void;
  reload: () => void;
  /** Live updates: items already shown are replaced in place, new ones go in front. */
  upsert: (items: T[]) => void;
}

/**
 * A list paged with the API's cursors: the first page on mount (and when deps change),
 * the next one on `more()`, appended. Cursor-paged lists give `nextCursor`; since-paged lists
 * (events, changes) give `nextSince`, which stays set even at the end, so an empty page ends them.
 */
export function usePaged<T>(
  loadPage: (
    cursor: string | undefined,
  ) => Promise<{ items: T[]; nextCursor?: string | null; nextSince?: string | null }>,
  deps: unknown[] = [],
): Paged<T> {
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<Error | undefined>();
  const [loading, setLoading] = useState(true);
  const seq = useRef(0);
  const [tick, setTick] = useState(0);

  const fetchPage = useCallback((after: string | undefined, replace: boolean) => {
    const mine = ++seq.current;
    setLoading(true);
    setError(undefined);
    loadPage(after).then(
      (page) => {
        if (mine !== seq.current) return;
        setItems((old) => (replace ? page.items : [...old, ...page.items]));
        const next = page.nextCursor ?? page.nextSince ?? null;
        setCursor(page.items.length === 0 ? null : next);
        setLoading(false);
      },
      (e: Error) => {
        if (mine !== seq.current) return;
        setError(e);
        setLoading(false);
      },
    );
  }, deps);

  // Other deps (another filter, another record) show nothing of the old list while the new one loads.
  useEffect(() => {
    setItems([]);
    setCursor(null);
  }, [fetchPage]);
  useEffect(() => {
    fetchPage(undefined, true);
    return () => {
      seq.current++;
    };
  }, [fetchPage, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  const upsert = useCallback(
    (fresh: T[]) =>
      setItems((old) => {
        const id = (i: T) => (i as { id?: unknown }).id;
        const byId = new Map(fresh.map((i) => [id(i), i]));
        const seen = new Set(old.map(id));
        return [...fresh.filter((i) => !seen.has(id(i))), ...old.map((i) => byId.get(id(i)) ?? i)];
      }),
    [],
  );
  return {
    items,
    error,
    loading,
    hasMore: cursor !== null,
    more: () => {
      if (cursor !== null && !loading) fetchPage(cursor, false);
    },
    reload,
    upsert,
  };
}
