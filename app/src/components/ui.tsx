import type { ComponentChildren, TargetedEvent } from 'preact';
import { useState } from 'preact/hooks';

/** A region that is loading: announced politely to screen readers. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p class="loading" role="status" aria-live="polite">
      {label}
    </p>
  );
}

/** An error in words (the API's message). */
export function ErrorNote({ error, retry }: { error: Error | undefined | null; retry?: () => void }) {
  if (!error) return null;
  return (
    <div class="error" role="alert">
      <p>{error.message}</p>
      {retry ? (
        <button type="button" onClick={retry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <p class="empty">{children}</p>;
}

/** Loading, error or content for one async read. */
export function Loaded<T>({
  state,
  children,
}: {
  state: { data: T | undefined; error: Error | undefined; loading: boolean; reload: () => void };
  children: (data: T) => ComponentChildren;
}) {
  if (state.data === undefined) {
    if (state.error) return <ErrorNote error={state.error} retry={state.reload} />;
    return <Loading />;
  }
  return (
    <>
      {state.error ? <ErrorNote error={state.error} retry={state.reload} /> : null}
      {children(state.data)}
    </>
  );
}

/** "Load more" under a cursor-paged list, and its loading and error states. */
export function Pager({
  list,
  what = 'items',
}: {
  list: { loading: boolean; hasMore: boolean; error: Error | undefined; more: () => void; reload: () => void };
  what?: string;
}) {
  return (
    <div class="pager">
      {list.error ? <ErrorNote error={list.error} retry={list.hasMore ? list.more : list.reload} /> : null}
      {list.loading ? <Loading label={`Loading ${what}…`} /> : null}
      {!list.loading && list.hasMore ? (
        <button type="button" onClick={list.more}>
          Load more {what}
        </button>
      ) : null}
    </div>
  );
}

export function Badge({ children, tone = 'neutral' }: { children: ComponentChildren; tone?: string }) {
  return <span class={`badge badge-${tone}`}>{children}</span>;
}

/** Copies a text to the clipboard and says so; the text stays selectable when copying is refused. */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [said, setSaid] = useState('');
  return (
    <span class="copy">
      <button
        type="button"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            setSaid('Copied');
          } catch {
            setSaid('Copying was refused: select the text and copy it yourself.');
          }
        }}
      >
        {label}
      </button>
      <span role="status" aria-live="polite" class="copy-said">
        {said}
      </span>
    </span>
  );
}

/** A labelled form field: the label wraps the control, so a click and a screen reader both find it. */
export function Field({ label, hint, children }: { label: string; hint?: string; children: ComponentChildren }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child passed in
    <label class="field">
      <span class="field-label">{label}</span>
      {children}
      {hint ? <span class="field-hint">{hint}</span> : null}
    </label>
  );
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export function When({ at }: { at: string | null | undefined }) {
  if (!at) return <span>—</span>;
  const d = new Date(at);
  return <time dateTime={at}>{dateTime.format(d)}</time>;
}

/** A form that runs an async submit, showing its progress and its error in words. */
export function useSubmit<A extends unknown[]>(run: (...args: A) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | undefined>();
  const submit = async (...args: A) => {
    setBusy(true);
    setError(undefined);
    try {
      await run(...args);
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit, clearError: () => setError(undefined) };
}

export type FormEvent = TargetedEvent<HTMLFormElement, Event>;
