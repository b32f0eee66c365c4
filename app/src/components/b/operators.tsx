/** Settings: operators (invite with the one-time sign-in link, role, transcripts, remove). */
import { useState } from 'preact/hooks';
import { sessionStore } from '../../lib/session.js';
import { useStore } from '../../lib/store.js';
import { api, message, type Schemas } from './api.js';
import { ShownOnce, ListState, Outcome, Section, when } from '../ui.js';
import { useAsync } from '../../lib/hooks.js';
import { unwrapping } from '../../lib/api.js';

type Operator = Schemas['Operator'];
type Role = Operator['role'];

const ROLES: [Role, string][] = [
  ['member', 'Member'],
  ['admin', 'Admin'],
  ['owner', 'Owner'],
];

function Invite(props: { onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [transcripts, setTranscripts] = useState(false);
  const [link, setLink] = useState<{ url: string; email: string; expires: string | null } | null>(null);
  const [mailed, setMailed] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invite = async () => {
    setBusy(true);
    setError(null);
    setMailed(null);
    const r = await api.POST('/v1/operators', {
      body: { email: email.trim(), name: name.trim() || null, role, transcripts },
    });
    setBusy(false);
    if (r.data) {
      setLink(
        r.data.signInUrl ? { url: r.data.signInUrl, email: r.data.email, expires: r.data.signInUrlExpiresAt } : null,
      );
      // With a mailbox on the server the link goes by email (made when it is sent), never shown here.
      if (r.data.emailed) setMailed(r.data.email);
      setEmail('');
      setName('');
      props.onInvited();
    } else setError(message(r.error));
  };
  return (
    <Section title="Invite a colleague">
      {mailed ? <p role="status">We are emailing {mailed} a one-time sign-in link (valid 24 hours).</p> : null}
      {link ? (
        <ShownOnce
          label="Sign-in link"
          value={link.url}
          testId="sign-in-link"
          copyLabel="Copy the link"
          done="Done"
          onDone={() => setLink(null)}
        >
          <strong>Send this one-time sign-in link to {link.email}</strong> (shown this once; valid until{' '}
          {when(link.expires)}):
        </ShownOnce>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void invite();
        }}
      >
        <p>
          <label for="op-email">Email</label>
          <input
            id="op-email"
            type="email"
            required
            maxLength={254}
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
          />
        </p>
        <p>
          <label for="op-name">Name</label>
          <input id="op-name" maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </p>
        <p>
          <label for="op-role">Role</label>
          <select id="op-role" value={role} onChange={(e) => setRole(e.currentTarget.value as Role)}>
            {ROLES.map(([r, label]) => (
              <option key={r} value={r}>
                {label}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label class="b-check">
            <input type="checkbox" checked={transcripts} onChange={(e) => setTranscripts(e.currentTarget.checked)} />{' '}
            May read conversations and questions verbatim (transcripts)
          </label>
        </p>
        <Outcome error={error} />
        <button type="submit" disabled={busy}>
          Invite
        </button>
      </form>
    </Section>
  );
}

function Row(props: { op: Operator; self: boolean; onChanged: (ok: string | null, error: string | null) => void }) {
  const o = props.op;
  const label = o.name ?? o.email;
  const update = async (body: { role?: Role; transcripts?: boolean }) => {
    const r = await api.PATCH('/v1/operators/{id}', { params: { path: { id: o.id } }, body });
    if (r.data) props.onChanged(`Saved ${label}.`, null);
    else props.onChanged(null, message(r.error));
  };
  const remove = async () => {
    if (!window.confirm(`Remove ${label}? Their sessions end at once.`)) return;
    const r = await api.DELETE('/v1/operators/{id}', { params: { path: { id: o.id } } });
    if (r.error) props.onChanged(null, message(r.error));
    else props.onChanged(`Removed ${label}.`, null);
  };
  return (
    <tr>
      <td>
        {o.name ? (
          <>
            {o.name}
            <div>{o.email}</div>
          </>
        ) : (
          o.email
        )}
        {props.self ? ' (you)' : ''}
      </td>
      <td>
        <select
          aria-label={`Role of ${label}`}
          value={o.role}
          onChange={(e) => void update({ role: e.currentTarget.value as Role })}
        >
          {ROLES.map(([r, l]) => (
            <option key={r} value={r}>
              {l}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={`Transcripts for ${label}`}
          checked={o.transcripts}
          onChange={(e) => void update({ transcripts: e.currentTarget.checked })}
        />
      </td>
      <td>{o.hasPassword ? 'Signed up' : 'Invited'}</td>
      <td>
        <button type="button" onClick={() => void remove()} aria-label={`Remove ${label}`}>
          Remove
        </button>
      </td>
    </tr>
  );
}

export function Operators() {
  const list = useAsync(
    unwrapping(() => api.GET('/v1/operators')),
    [],
  );
  const session = useStore(sessionStore);
  const [outcome, setOutcome] = useState<{ error?: string; ok?: string }>({});
  const items = list.data?.items ?? [];
  return (
    <Section title="Operators">
      <Outcome error={outcome.error ?? null} ok={outcome.ok ?? null} />
      <ListState loading={list.loading} error={list.error} empty={items.length === 0} what="operators" />
      {items.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Operator</th>
              <th scope="col">Role</th>
              <th scope="col">Transcripts</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((o) => (
              <Row
                key={`${o.id}:${o.updatedAt}`}
                op={o}
                self={o.id === session?.operator.id}
                onChanged={(ok, error) => {
                  setOutcome({ ...(ok ? { ok } : {}), ...(error ? { error } : {}) });
                  list.reload();
                }}
              />
            ))}
          </tbody>
        </table>
      ) : null}
      <Invite onInvited={list.reload} />
    </Section>
  );
}
