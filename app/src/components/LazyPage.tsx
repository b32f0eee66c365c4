import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { PageProps } from '../lib/router';
import { pageLoader } from '../routes';
import { ErrorNote, Loading } from './ui';

const loaded = new Map<string, ComponentType<PageProps>>();

/** A page's chunk, loaded when the page is first opened; its loading and error states. */
export function LazyPage({ file, props }: { file: string; props: PageProps }) {
  const [Page, setPage] = useState<ComponentType<PageProps> | undefined>(() => loaded.get(file));
  const [error, setError] = useState<Error | undefined>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const known = loaded.get(file);
    if (known) {
      setPage(() => known);
      return;
    }
    setPage(undefined);
    setError(undefined);
    const load = pageLoader(file);
    if (!load) {
      setError(new Error('This page is not part of this build yet.'));
      return;
    }
    let live = true;
    load().then(
      (m) => {
        loaded.set(file, m.default);
        if (live) setPage(() => m.default);
      },
      (e: Error) => live && setError(new Error(`The page could not be loaded (${e.message}).`)),
    );
    return () => {
      live = false;
    };
  }, [file, attempt]);
  if (error) return <ErrorNote error={error} retry={() => setAttempt((a) => a + 1)} />;
  if (!Page) return <Loading label="Loading the page…" />;
  return <Page {...props} />;
}
