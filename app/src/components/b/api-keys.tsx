/**
 * The Developers page's API keys: create with scope checkboxes (the key shown
 * once), the list with last use, revoke. Keys belong to the data set the switch
 * shows: a key made in Sandbox is a test key.
 */
import { useState } from 'preact/hooks';
import { DEFAULT_SCOPES, NAMED_ONLY, SCOPE_GRANTS, SCOPES, type Scope } from '../../../../src/platform/keys/scopes.js';
import { currentMode, unwrapping } from '../../lib/api.js';
import { api, message, type Schemas } from './api.js';
import { ShownOnce, Outcome, Section, when } from '../ui.js';
import { type Column, ListTable, RowAction, Titled } from '../table.js';
import { useAsync } from '../../lib/hooks.js';

type ApiKey = Schemas['ApiKey'];

function CreateKey(props: { onCreated: () => void }) {
  const [name, setName] = useState('');
  // Every read scope ticked to start with, as the API's default; named-only scopes
  // (conversations:transcripts among them) never, they are ticked by hand.
  const [scopes, setScopes] = useState<Scope[]>([...DEFAULT_SCOPES]);
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    setError(null);
    const r = await api.POST('/v1/api-keys', {
      body: { name: name.trim() || null, scopes },
    });
    setBusy(false);
    if (r.data) {
      setCreated(r.data.key);
      setName('');
      props.onCreated();
    } else setError(message(r.error));
  };
  return (
    <Section title="New API key">
      {created ? (
        <ShownOnce
          label="New key"
          value={created}
          testId="new-api-key"
          copyLabel="Copy the key"
          onDone={() => setCreated(null)}
        >
          <strong>The key, shown this once:</strong> store it where your code reads secrets; it cannot be shown again.
        </ShownOnce>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <p>
          <label for="key-name">Name</label>
          <input id="key-name" maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </p>
        <fieldset>
          <legend>
            Scopes ({currentMode() === 'test' ? 'a sandbox key' : 'a live key'}; granted only what you hold yourself)
          </legend>
          {SCOPES.map((s) => (
            <label key={s} class="b-check">
              <input
                type="checkbox"
                name="scope"
                value={s}
                checked={scopes.includes(s)}
                onChange={(e) => setScopes(e.currentTarget.checked ? [...scopes, s] : scopes.filter((x) => x !== s))}
              />{' '}
              <code>{s}</code>: {SCOPE_GRANTS[s]}
              {NAMED_ONLY.includes(s) ? ' (only when ticked)' : ''}
            </label>
          ))}
        </fieldset>
        <Outcome error={error} />
        <button type="submit" disabled={busy || scopes.length === 0}>
          Create key
        </button>
      </form>
    </Section>
  );
}

export function ApiKeys() {
  const list = useAsync(
    unwrapping(() => api.GET('/v1/api-keys')),
    [],
  );
  const [outcome, setOutcome] = useState<{ error?: string; ok?: string }>({});
  const items = list.data?.items ?? [];
  const revoke = async (k: ApiKey) => {
    const label = k.name ?? k.prefix;
    if (!window.confirm(`Revoke the key ${label}? Calls with it are refused at once.`)) return;
    const r = await api.DELETE('/v1/api-keys/{id}', { params: { path: { id: k.id } } });
    if (r.error) setOutcome({ error: message(r.error) });
    else {
      setOutcome({ ok: `Revoked ${label}.` });
      list.reload();
    }
  };
  const columns: Column<ApiKey>[] = [
    {
      head: 'Key',
      cell: (k) => <Titled title={k.name ?? '(no name)'} detail={<code>{k.prefix}…</code>} />,
    },
    { head: 'Scopes', cell: (k) => k.scopes.join(', ') },
    { head: 'Created', cell: (k) => when(k.createdAt) },
    { head: 'Last used', cell: (k) => (k.lastUsedAt ? when(k.lastUsedAt) : 'never') },
    {
      head: 'Actions',
      cell: (k) =>
        k.revokedAt ? (
          `Revoked ${when(k.revokedAt)}`
        ) : (
          <RowAction label="Revoke" name={k.name ?? k.prefix} onClick={() => void revoke(k)} />
        ),
    },
  ];
  return (
    <Section title="API keys">
      <Outcome error={outcome.error ?? null} ok={outcome.ok ?? null} />
      <ListTable list={list} rows={items} columns={columns} what="API keys" />
      <CreateKey onCreated={list.reload} />
    </Section>
  );
}
