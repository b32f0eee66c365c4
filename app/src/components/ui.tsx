import type { ComponentChildren, InputHTMLAttributes, TargetedEvent } from 'preact';
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

interface PagedList {
  loading: boolean;
  hasMore: boolean;
  error: Error | undefined;
  more: () => void;
  reload: () => void;
}

/** "Load more" under a paged list, and its loading and error states. */
export function Pager({ list, what = 'items' }: { list: PagedList; what?: string }) {
  return (
    <div class="pager">
      {list.error ? <ErrorNote error={list.error} retry={list.hasMore ? list.more : list.reload} /> : null}
      {list.loading ? <Loading label={`Loading ${what}…`} /> : <MoreButton list={list} what={what} />}
    </div>
  );
}

/** The button that loads the next page, while there is one (a list whose states ListState shows). */
export function MoreButton({ list, what }: { list: PagedList; what: string }) {
  if (!list.hasMore) return null;
  return (
    <button type="button" onClick={list.more} disabled={list.loading}>
      {list.loading ? 'Loading…' : `Load more ${what}`}
    </button>
  );
}

/** What a list shows while it loads, when it failed, or when it is empty. */
export function ListState(props: { loading: boolean; error: Error | undefined; empty: boolean; what: string }) {
  if (props.error)
    return (
      <p role="alert" class="b-error">
        Could not load {props.what}: {props.error.message}
      </p>
    );
  if (props.loading) return <Loading label={`Loading ${props.what}…`} />;
  if (props.empty) return <Empty>No {props.what} yet.</Empty>;
  return null;
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

/** A titled section, named by its heading for screen readers. */
export function Section(props: { title: string; children: ComponentChildren }) {
  const id = `s-${props.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{props.title}</h2>
      {props.children}
    </section>
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

/** A secret the API shows only once (a key, a signing secret, a sign-in link): the text, a copy button, and a button that puts it away. */
export function ShownOnce(props: {
  label: string;
  value: string;
  testId: string;
  copyLabel: string;
  done?: string;
  onDone: () => void;
  children: ComponentChildren;
}) {
  return (
    <section aria-label={props.label} class="b-once">
      <p>{props.children}</p>
      <p>
        <code data-testid={props.testId}>{props.value}</code> <CopyButton text={props.value} label={props.copyLabel} />
      </p>
      <button type="button" onClick={props.onDone}>
        {props.done ?? 'I have stored it'}
      </button>
    </section>
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

/** The attributes a text input takes here, with its text bound to a string state: `value` shown, each edit handed to `onValue`. */
interface BoundInputProps {
  id?: string;
  name?: string;
  type?: 'text' | 'email' | 'password' | 'url' | 'number' | 'search';
  autocomplete?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  placeholder?: string;
  /** The id of a datalist offering values. */
  list?: string;
  value: string;
  onValue: (value: string) => void;
}

/** A text input bound to a string state (the attributes pass through: id, type, autocomplete, limits). */
export function Input({ value, onValue, ...attributes }: BoundInputProps) {
  // Preact types an input's attributes per `type` literal (which may carry `list`, which role);
  // a pass-through knows the type only at run time, and these are plain attributes of any text input.
  const attrs = attributes as InputHTMLAttributes<HTMLInputElement>;
  return <input {...attrs} value={value} onInput={(e) => onValue(e.currentTarget.value)} />;
}

/** A Field holding one bound Input: the usual shape of a form's text field. */
export function InputField({ label, hint, ...input }: BoundInputProps & { label: string; hint?: string }) {
  return (
    <Field label={label} hint={hint}>
      <Input {...input} />
    </Field>
  );
}

/** A form whose submit runs `onSubmit` in the page instead of the browser's own navigation. */
export function Form(props: {
  onSubmit: () => unknown;
  class?: string;
  'aria-label'?: string;
  children: ComponentChildren;
}) {
  const { onSubmit, children, ...attributes } = props;
  return (
    <form
      {...attributes}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** A moment as the reader's locale writes it, or a dash when there is none. */
export const when = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
export function When({ at }: { at: string | null | undefined }) {
  if (!at) return <span>—</span>;
  return <time dateTime={at}>{when(at)}</time>;
}

/** Lines or commas → a trimmed list without blanks. */
export const splitList = (s: string) =>
  s
    .split(/[\n,]/)
    .map((x) => x.trim())
    .filter(Boolean);

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
