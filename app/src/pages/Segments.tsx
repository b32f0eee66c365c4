/** Segments: the list, create and edit with a live preview count, members and changes. */
import { useEffect, useState } from 'preact/hooks';
import { api, idem, message, type Schemas } from '../components/b/api.js';
import {
  emptyForm,
  FilterFields,
  type FilterForm,
  fromFilter,
  isEmptyFilter,
  toFilter,
} from '../components/b/filter.js';
import { ListState, MoreButton, Outcome, Section, when } from '../components/ui.js';
import { type Column, ListTable, NewAndEdit, RowAction, Titled } from '../components/table.js';
import { usePaged, useAsync } from '../lib/hooks.js';
import { unwrapping } from '../lib/api.js';
import { navigate, type PageProps } from '../lib/router.js';

type Segment = Schemas['Segment'];

/** The count the filter would have now, asked again a moment after the typing stops. */
function PreviewCount(props: { form: FilterForm }) {
  const filter = toFilter(props.form);
  const key = JSON.stringify(filter);
  const [state, setState] = useState<{ text: string; error: boolean }>({ text: '', error: false });
  useEffect(() => {
    if (isEmptyFilter(filter)) {
      setState({ text: 'Add a condition to see how many visitors match.', error: false });
      return;
    }
    let live = true;
    setState({ text: 'Counting…', error: false });
    const t = setTimeout(() => {
      api.POST('/v1/segments/preview', { body: filter }).then(
        (r) => {
          if (!live) return;
          if (r.data) setState({ text: `${r.data.count} visitors match now.`, error: false });
          else setState({ text: message(r.error), error: true });
        },
        (e: unknown) => live && setState({ text: message(e), error: true }),
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [key]);
  return (
    <p role="status" aria-live="polite" class={state.error ? 'b-error' : 'b-preview'} data-testid="segment-preview">
      {state.text}
    </p>
  );
}

function Editor(props: { segment: Segment | null; onSaved: (s: Segment) => void; onCancel: () => void }) {
  const s = props.segment;
  const [name, setName] = useState(s?.name ?? '');
  const [description, setDescription] = useState(s?.description ?? '');
  const [form, setForm] = useState<FilterForm>(s ? fromFilter(s.filter) : emptyForm());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    const body = { name: name.trim(), description, filter: toFilter(form) };
    const r = s
      ? await api.PATCH('/v1/segments/{id}', { params: { path: { id: s.id }, header: idem() }, body })
      : await api.POST('/v1/segments', { params: { header: idem() }, body });
    setBusy(false);
    if (r.data) props.onSaved(r.data);
    else setError(message(r.error));
  };
  return (
    <Section title={s ? `Edit ${s.name}` : 'New segment'}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <p>
          <label for="seg-name">Name</label>
          <input id="seg-name" required maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </p>
        <p>
          <label for="seg-description">Description</label>
          <input
            id="seg-description"
            maxLength={2000}
            value={description}
            onInput={(e) => setDescription(e.currentTarget.value)}
          />
        </p>
        <FilterFields value={form} onChange={setForm} idPrefix="sf" />
        <PreviewCount form={form} />
        <Outcome error={error} />
        <button type="submit" disabled={busy}>
          {s ? 'Save segment' : 'Create segment'}
        </button>{' '}
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </form>
    </Section>
  );
}

function Members(props: { segment: Segment }) {
  const id = props.segment.id;
  const members = usePaged(
    unwrapping((cursor) =>
      api.GET('/v1/segments/{id}/members', {
        params: { path: { id }, query: { limit: 50, ...(cursor ? { cursor } : {}) } },
      }),
    ),
    [id],
  );
  const changes = usePaged(
    unwrapping((since) =>
      api.GET('/v1/segments/{id}/changes', {
        params: { path: { id }, query: { limit: 50, ...(since ? { since } : {}) } },
      }),
    ),
    [id],
  );
  const [outcome, setOutcome] = useState<{ error?: string; ok?: string }>({});
  const evaluate = async () => {
    const r = await api.POST('/v1/segments/{id}/evaluate', { params: { path: { id }, header: idem() } });
    if (r.data) {
      setOutcome({ ok: `Evaluated: ${r.data.entered} entered, ${r.data.left} left, ${r.data.total} members.` });
      members.reload();
      changes.reload();
    } else setOutcome({ error: message(r.error) });
  };
  return (
    <>
      <Section title={`Members of ${props.segment.name}`}>
        <p>
          {props.segment.memberCount} members as of {when(props.segment.evaluatedAt)}.{' '}
          <button type="button" onClick={() => void evaluate()}>
            Evaluate now
          </button>
        </p>
        <Outcome error={outcome.error ?? null} ok={outcome.ok ?? null} />
        <ListState loading={members.loading} error={members.error} empty={members.items.length === 0} what="members" />
        <ul>
          {members.items.map((m) => (
            <li key={m.visitorId}>
              {m.displayName ?? m.email ?? `Anonymous ${m.visitorId.slice(-6)}`} (intent {m.intentScore}, since{' '}
              {when(m.enteredAt)})
            </li>
          ))}
        </ul>
        <MoreButton list={members} what="members" />
      </Section>
      <Section title="Changes">
        <ListState loading={changes.loading} error={changes.error} empty={changes.items.length === 0} what="changes" />
        <ul>
          {changes.items.map((c) => (
            <li key={c.visitorId + c.changedAt}>
              {when(c.changedAt)}: {c.displayName ?? c.email ?? `Anonymous ${c.visitorId.slice(-6)}`} {c.change}
            </li>
          ))}
        </ul>
        <MoreButton list={changes} what="changes" />
      </Section>
    </>
  );
}

export default function Segments({ rest }: PageProps) {
  const list = useAsync(
    unwrapping(() => api.GET('/v1/segments')),
    [],
  );
  const [editing, setEditing] = useState<Segment | 'new' | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = list.data?.items ?? [];
  // The segment whose members are shown is in the address (/segments/<id>), so reload, back and forward keep it.
  const selected = items.find((s) => s.id === rest[0]) ?? null;
  const setSelected = (s: Segment | null) => navigate(s ? `/segments/${s.id}` : '/segments');
  const remove = async (s: Segment) => {
    if (!window.confirm(`Delete the segment ${s.name}?`)) return;
    const r = await api.DELETE('/v1/segments/{id}', { params: { path: { id: s.id }, header: idem() } });
    if (r.error) setError(message(r.error));
    else {
      setOk(`Deleted ${s.name}.`);
      if (selected?.id === s.id) setSelected(null);
      list.reload();
    }
  };
  const segmentColumns: Column<Segment>[] = [
    { head: 'Name', cell: (s) => <Titled title={s.name} detail={s.description} /> },
    { head: 'Members', cell: (s) => s.memberCount },
    { head: 'Evaluated', cell: (s) => when(s.evaluatedAt) },
    {
      head: 'Actions',
      cell: (s) => (
        <>
          <RowAction label="Members" name={`of ${s.name}`} onClick={() => setSelected(s)} />{' '}
          <RowAction label="Edit" name={s.name} onClick={() => setEditing(s)} />{' '}
          <RowAction label="Delete" name={s.name} onClick={() => void remove(s)} />
        </>
      ),
    },
  ];
  return (
    <div>
      <NewAndEdit
        what="segment"
        editing={editing}
        onNew={() => setEditing('new')}
        outcome={<Outcome error={error} ok={ok} />}
        editor={(segment) => (
          <Editor
            segment={segment}
            onCancel={() => setEditing(null)}
            onSaved={(s) => {
              setOk(`Saved ${s.name}.`);
              setEditing(null);
              setSelected(s);
              list.reload();
            }}
          />
        )}
      />
      <Section title="All segments">
        <ListTable list={list} rows={items} columns={segmentColumns} what="segments" />
      </Section>
      {selected ? <Members key={selected.id} segment={selected} /> : null}
    </div>
  );
}
