/** Visitors: search with the segment filter, a visitor's journey, and account briefs. */
import { useState } from 'preact/hooks';
import { api, type PageProps, type Schemas } from '../components/b/api.js';
import { Link } from '../lib/router.js';
import { emptyForm, FilterFields, type FilterForm, isEmptyFilter, toFilter } from '../components/b/filter.js';
import { ListState, MoreButton, Section, when } from '../components/ui.js';
import { usePaged, useAsync } from '../lib/hooks.js';
import { unwrap, unwrapping } from '../lib/api.js';

type Visitor = Schemas['Visitor'];

function VisitorTable(props: { items: Visitor[]; onOpen: (id: string) => void; onAccount: (d: string) => void }) {
  return (
    <table>
      <caption class="sr-only">Visitors</caption>
      <thead>
        <tr>
          <th scope="col">Visitor</th>
          <th scope="col">Status</th>
          <th scope="col">Intent</th>
          <th scope="col">Visits</th>
          <th scope="col">Account</th>
          <th scope="col">Last seen</th>
        </tr>
      </thead>
      <tbody>
        {props.items.map((v) => (
          <tr key={v.id}>
            <td>
              <button type="button" class="b-link" onClick={() => props.onOpen(v.id)}>
                {v.displayName ?? v.email ?? `Anonymous ${v.id.slice(-6)}`}
              </button>
              {v.displayName && v.email ? <div>{v.email}</div> : null}
            </td>
            <td>{v.status}</td>
            <td>{v.intentScore}</td>
            <td>{v.visitCount}</td>
            <td>
              {v.account ? (
                <button type="button" class="b-link" onClick={() => props.onAccount(v.account!.domain)}>
                  {v.account.name ?? v.account.domain}
                </button>
              ) : (
                '—'
              )}
            </td>
            <td>{when(v.lastSeenAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Journey(props: { id: string; onClose: () => void }) {
  const v = useAsync(
    unwrapping(() => api.GET('/v1/visitors/{id}', { params: { path: { id: props.id } } })),
    [props.id],
  );
  const d = v.data;
  return (
    <Section title="Journey">
      <button type="button" onClick={props.onClose}>
        Close journey
      </button>
      {v.error ? <p role="alert">Could not load the visitor: {v.error.message}</p> : null}
      {v.loading && !d ? (
        <p class="loading" role="status">
          Loading the visitor…
        </p>
      ) : null}
      {d ? (
        <div>
          <h3>{d.displayName ?? d.email ?? 'Anonymous visitor'}</h3>
          <dl>
            <dt>Email</dt>
            <dd>{d.email ?? '—'}</dd>
            <dt>Intent score</dt>
            <dd>{d.intentScore}</dd>
            <dt>First seen</dt>
            <dd>{when(d.firstSeenAt)}</dd>
            <dt>Last seen</dt>
            <dd>{when(d.lastSeenAt)}</dd>
            <dt>Lead</dt>
            <dd>{d.journey.lead ? `${d.journey.lead.status}` : 'none'}</dd>
          </dl>
          <h4>Pages</h4>
          {d.journey.pages.length === 0 ? <p>No pages recorded.</p> : null}
          <ol>
            {d.journey.pages.map((p) => (
              <li key={p.viewedAt + p.url}>
                {when(p.viewedAt)}: {p.title ?? p.url} <small>{p.url}</small>
              </li>
            ))}
          </ol>
          <h4>Conversations</h4>
          {d.journey.conversations.length === 0 ? <p>No conversations.</p> : null}
          <ul>
            {d.journey.conversations.map((c) => (
              <li key={c.id}>
                <Link to={`/inbox/${encodeURIComponent(c.id)}`}>{when(c.startedAt)}</Link> on{' '}
                {c.pageUrl ?? 'an unknown page'}: {c.messageCount} messages
              </li>
            ))}
          </ul>
          <h4>Tours watched</h4>
          {d.journey.sittings.length === 0 ? <p>No tours watched.</p> : null}
          <ul>
            {d.journey.sittings.map((s) => (
              <li key={s.id}>
                {when(s.startedAt)}: {s.seconds} s, steps seen {s.stepsSeen.length}
                {s.completed ? ', completed' : ''}
              </li>
            ))}
          </ul>
          <h4>Open questions</h4>
          {d.journey.openFollowUps.length === 0 ? <p>No open questions.</p> : null}
          <ul>
            {d.journey.openFollowUps.map((f) => (
              <li key={f.id}>
                {f.question} <small>({when(f.createdAt)})</small>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

function AccountBrief(props: { domain: string }) {
  const b = useAsync(
    unwrapping(() => api.GET('/v1/accounts/{domain}', { params: { path: { domain: props.domain } } })),
    [props.domain],
  );
  if (b.error) return <p role="alert">Could not load the account: {b.error.message}</p>;
  if (b.loading || !b.data)
    return (
      <p class="loading" role="status">
        Loading the account…
      </p>
    );
  const a = b.data;
  return (
    <div>
      <h3>{a.account?.name ?? a.domain}</h3>
      <dl>
        <dt>Domain</dt>
        <dd>{a.domain}</dd>
        <dt>Industry</dt>
        <dd>{a.account?.industry ?? '—'}</dd>
        <dt>People</dt>
        <dd>{a.peopleCount}</dd>
        <dt>Top intent</dt>
        <dd>{a.topIntent}</dd>
        <dt>Last seen</dt>
        <dd>{when(a.lastSeenAt)}</dd>
      </dl>
      <h4>People</h4>
      <ul>
        {a.people.map((p) => (
          <li key={p.id}>
            {p.displayName ?? p.email ?? 'Anonymous'} (intent {p.intentScore})
          </li>
        ))}
      </ul>
      <h4>Open questions</h4>
      {a.openQuestions.length === 0 ? <p>No open questions.</p> : null}
      <ul>
        {a.openQuestions.map((q) => (
          <li key={q.followUpId}>
            {q.question} <small>({when(q.askedAt)})</small>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function Visitors(props: Partial<PageProps>) {
  const [form, setForm] = useState<FilterForm>(emptyForm);
  // The filter applied (on submit), apart from the form being typed into.
  const [applied, setApplied] = useState<FilterForm>(emptyForm);
  // /app/visitors/<id> opens that visitor's journey (links from other pages).
  const [open, setOpen] = useState<string | null>(props.rest?.[0] ?? null);
  const [domainInput, setDomainInput] = useState('');
  const [domain, setDomain] = useState<string | null>(null);
  const filter = toFilter(applied);
  const searching = !isEmptyFilter(filter);
  const all = usePaged<Visitor>(
    unwrapping((cursor) =>
      api.GET('/v1/visitors', { params: { query: { limit: 50, ...(cursor ? { cursor } : {}) } } }),
    ),
    [],
  );
  const found = useAsync(
    () =>
      searching
        ? unwrap(api.POST('/v1/visitors/search', { params: { query: { limit: 200 } }, body: filter }))
        : Promise.resolve(undefined),
    [JSON.stringify(filter)],
  );
  return (
    <div>
      <form
        aria-label="Search visitors"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(form);
        }}
      >
        <FilterFields value={form} onChange={setForm} idPrefix="vf" />
        <button type="submit">Search</button>{' '}
        <button
          type="button"
          onClick={() => {
            setForm(emptyForm());
            setApplied(emptyForm());
          }}
        >
          Clear
        </button>
      </form>
      {open ? <Journey id={open} onClose={() => setOpen(null)} /> : null}
      <Section title={searching ? 'Matching visitors' : 'All visitors'}>
        {searching ? (
          <>
            {found.error ? <p role="alert">Search failed: {found.error.message}</p> : null}
            {found.loading ? (
              <p class="loading" role="status">
                Searching…
              </p>
            ) : null}
            {found.data ? (
              <>
                <p role="status">
                  {found.data.count} visitors match
                  {found.data.truncated ? ` (the first ${found.data.items.length} shown)` : ''}.
                </p>
                {found.data.items.length ? (
                  <VisitorTable items={found.data.items} onOpen={setOpen} onAccount={setDomain} />
                ) : null}
              </>
            ) : null}
          </>
        ) : (
          <>
            <ListState loading={all.loading} error={all.error} empty={all.items.length === 0} what="visitors" />
            {all.items.length ? <VisitorTable items={all.items} onOpen={setOpen} onAccount={setDomain} /> : null}
            <MoreButton list={all} what="visitors" />
          </>
        )}
      </Section>
      <Section title="Account briefs">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (domainInput.trim()) setDomain(domainInput.trim());
          }}
        >
          <label for="acct-domain">Company domain</label>{' '}
          <input
            id="acct-domain"
            maxLength={253}
            value={domainInput}
            onInput={(e) => setDomainInput(e.currentTarget.value)}
            placeholder="example.com"
          />{' '}
          <button type="submit">Show brief</button>
        </form>
        {domain ? <AccountBrief domain={domain} /> : <p>Pick an account in the list, or type its domain.</p>}
      </Section>
    </div>
  );
}
