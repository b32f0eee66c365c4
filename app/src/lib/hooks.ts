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
  /** True while there is a next page (the API gave a nextCursor). */
  hasMore: boolean;
  more: () => void;
  reload: () => void;
  /** Live updates: items already shown are replaced in place, new ones go in front. */
  upsert: (items: T[]) => void;
}

/**
 * A list paged with the API's cursors: the first page on mount (and when deps change),
 * the next one on `more()`, appended.
 */
export function usePaged<T extends { id?: string }>(
  loadPage: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string | null }>,
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
        setCursor(page.nextCursor ?? null);
        setLoading(false);
      },
      (e: Error) => {
        if (mine !== seq.current) return;
        setError(e);
        setLoading(false);
      },
    );
  }, deps);

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
        const byId = new Map(fresh.map((i) => [i.id, i]));
        const seen = new Set(old.map((i) => i.id));
        return [...fresh.filter((i) => !seen.has(i.id)), ...old.map((i) => byId.get(i.id) ?? i)];
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
