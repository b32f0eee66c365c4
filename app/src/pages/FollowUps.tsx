import { useEffect, useState } from 'preact/hooks';
import {
  Badge,
  Empty,
  ErrorNote,
  Field,
  type FormEvent,
  Loaded,
  Loading,
  Pager,
  When,
  useSubmit,
} from '../components/ui';
import { api, failureOf, idem, type Schemas, unwrap } from '../lib/api';
import { useAsync, usePaged } from '../lib/hooks';
import { baseLabel, type KnowledgeSource, listBases } from '../lib/knowledge';
import { useLiveEvents } from '../lib/live';
import { Link, navigate, type PageProps } from '../lib/router';

type FollowUp = Schemas['FollowUp'];
type Status = FollowUp['status'];
const STATUSES: { value: Status; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'dismissed', label: 'Dismissed' },
];

/**
 * Questions the agent handed to the team: open ones with the visitor's context, answered
 * (emailed, or shown on the visitor's next visit, as the API does) or dismissed; an answered
 * one can become a text source so the agent answers it next time.
 */
export default function FollowUps({ rest, query }: PageProps) {
  const selected = rest[0];
  const status = (STATUSES.find((s) => s.value === query.get('status'))?.value ?? 'open') as Status;
  const list = usePaged<FollowUp>(
    (cursor) =>
      unwrap(api.GET('/v1/follow-ups', { params: { query: { status, limit: 30, ...(cursor ? { cursor } : {}) } } })),
    [status],
  );
  useLiveEvents(['follow_up.created', 'follow_up.answered'], () => {
    if (status === 'open')
      void unwrap(api.GET('/v1/follow-ups', { params: { query: { status, limit: 30 } } })).then(
        (p) => list.upsert(p.items),
        () => undefined,
      );
  });
  const open = (id: string) => navigate(`/follow-ups/${id}${status === 'open' ? '' : `?status=${status}`}`);

  return (
    <div class="split">
      <section aria-labelledby="fu-list">
        <h2 id="fu-list">Questions</h2>
        <Field label="Show">
          <select
            value={status}
            onChange={(e) =>
              navigate(`/follow-ups${e.currentTarget.value === 'open' ? '' : `?status=${e.currentTarget.value}`}`)
            }
          >
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </Field>
        {list.items.length === 0 && !list.loading && !list.error ? (
          <Empty>
            {status === 'open' ? 'No open questions: the agent answered everything.' : `No ${status} questions.`}
          </Empty>
        ) : null}
        <ul class="list">
          {list.items.map((f) => (
            <li key={f.id}>
              <button
                type="button"
                class="item"
                aria-current={f.id === selected ? 'true' : undefined}
                onClick={() => open(f.id)}
              >
                <span class="text">{f.question}</span>
                <br />
                <span class="muted">
                  <When at={f.createdAt} />
                </span>
              </button>
            </li>
          ))}
        </ul>
        <Pager list={list} what="questions" />
      </section>
      <section aria-labelledby="fu-detail">
        <h2 id="fu-detail">Question</h2>
        {selected ? (
          <FollowUpView key={selected} id={selected} onChanged={list.reload} />
        ) : (
          <Empty>Choose a question to answer it.</Empty>
        )}
      </section>
    </div>
  );
}

function FollowUpView({ id, onChanged }: { id: string; onChanged: () => void }) {
  const fu = useAsync(() => unwrap(api.GET('/v1/follow-ups/{id}', { params: { path: { id } } })), [id]);
  const [answer, setAnswer] = useState('');
  const [said, setSaid] = useState('');
  const answering = useSubmit(async () => {
    const r = await unwrap(
      api.POST('/v1/follow-ups/{id}/answer', {
        params: { path: { id }, header: idem() },
        body: { answer: answer.trim() },
      }),
    );
    setSaid(
      r.emailed
        ? 'Answered: the answer was emailed to the visitor.'
        : r.skipReason === 'no-email'
          ? 'Answered: the visitor left no email, so the agent will give the answer on their next visit.'
          : 'Answered: no mailbox is configured, so the agent will give the answer on the visitor’s next visit.',
    );
    setAnswer('');
    fu.reload();
    onChanged();
  });
  const dismissing = useSubmit(async () => {
    await unwrap(api.POST('/v1/follow-ups/{id}/dismiss', { params: { path: { id }, header: idem() } }));
    setSaid('Dismissed.');
    fu.reload();
    onChanged();
  });

  return (
    <Loaded state={fu}>
      {(f) => (
        <div>
          <p class="text">
            <strong>{f.question}</strong>
          </p>
          <p class="muted">
            Asked <When at={f.createdAt} /> · <Badge tone={f.status === 'open' ? 'warn' : 'neutral'}>{f.status}</Badge>
            {f.redacted ? ' · personal details masked' : ''}
          </p>
          {f.reason ? <p class="text">Why the agent handed it over: {f.reason}</p> : null}
          {f.conversationId ? (
            <p>
              <Link to={`/inbox/${f.conversationId}`}>Read the conversation</Link>
            </p>
          ) : null}
          {f.visitorId ? <VisitorContext visitorId={f.visitorId} /> : null}
          {said ? (
            <p role="status" class="badge-ok badge">
              {said}
            </p>
          ) : null}
          {f.status === 'open' ? (
            <form
              onSubmit={(e: FormEvent) => {
                e.preventDefault();
                void answering.submit();
              }}
            >
              <Field
                label="Your answer"
                hint="Emailed to the visitor when they left an address; else the agent gives it on their next visit."
              >
                <textarea required maxLength={10000} value={answer} onInput={(e) => setAnswer(e.currentTarget.value)} />
              </Field>
              <ErrorNote error={answering.error ?? dismissing.error} />
              <div class="row">
                <button type="submit" class="primary" disabled={answering.busy || !answer.trim()}>
                  {answering.busy ? 'Sending…' : 'Send answer'}
                </button>
                <button type="button" disabled={dismissing.busy} onClick={() => void dismissing.submit()}>
                  Dismiss
                </button>
              </div>
            </form>
          ) : null}
          {f.status === 'answered' ? (
            <>
              <h3>Answer</h3>
              <p class="text">{f.answer}</p>
              <p class="muted">
                Answered <When at={f.answeredAt} />
                {f.deliveredAt ? (
                  <>
                    {' '}
                    · delivered <When at={f.deliveredAt} />
                  </>
                ) : (
                  ' · not delivered yet'
                )}
              </p>
              <AddToKnowledge id={f.id} />
            </>
          ) : null}
        </div>
      )}
    </Loaded>
  );
}

function VisitorContext({ visitorId }: { visitorId: string }) {
  const v = useAsync(() => unwrap(api.GET('/v1/visitors/{id}', { params: { path: { id: visitorId } } })), [visitorId]);
  if (v.error && !v.data) return <ErrorNote error={v.error} retry={v.reload} />;
  if (!v.data) return <Loading label="Loading the visitor…" />;
  const d = v.data;
  const pages = d.journey.pages.slice(0, 5);
  return (
    <div class="card">
      <h3>Visitor</h3>
      <p>
        <strong>{d.displayName ?? d.email ?? 'Anonymous visitor'}</strong>
        {d.email && d.displayName ? <span class="muted"> · {d.email}</span> : null}
        {d.account ? <span class="muted"> · {d.account.name ?? d.account.domain}</span> : null}
      </p>
      <p class="muted">
        Intent {d.intentScore} · {d.visitCount} {d.visitCount === 1 ? 'visit' : 'visits'} · last seen{' '}
        <When at={d.lastSeenAt} />
      </p>
      {pages.length ? (
        <>
          <p>Recent pages:</p>
          <ul>
            {pages.map((p) => (
              <li key={`${p.url}@${p.viewedAt}`} class="text">
                {p.title ?? p.url}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** "Add to knowledge": the question and answer become a text source of a base (addFollowUpToKnowledge). */
function AddToKnowledge({ id }: { id: string }) {
  const bases = useAsync(() => listBases(), []);
  const [baseId, setBaseId] = useState('');
  const [added, setAdded] = useState<KnowledgeSource | null>(null);
  // Already in knowledge (409 with the source's id): where that source is, to open it.
  const [existing, setExisting] = useState<{ id: string; baseId: string } | null>(null);
  useEffect(() => {
    if (!baseId && bases.data?.[0]) setBaseId(bases.data[0].id);
  }, [bases.data, baseId]);
  const adding = useSubmit(async () => {
    setExisting(null);
    const r = await api.POST('/v1/follow-ups/{id}/knowledge', { params: { path: { id } }, body: { baseId } });
    if (r.data) return setAdded(r.data);
    const sourceId = r.error?.sourceId;
    if (sourceId) {
      const source = await api.GET('/v1/knowledge/sources/{id}', { params: { path: { id: sourceId } } });
      if (source.data) setExisting({ id: sourceId, baseId: source.data.baseId });
    }
    throw failureOf(r.response.status, r.error);
  });
  if (added)
    return (
      <p role="status">
        Added to knowledge as “{added.name}”. <Link to={`/knowledge/${added.baseId}`}>See it in Knowledge</Link>.
      </p>
    );
  return (
    <div class="card">
      <h3>Add to knowledge</h3>
      <p class="muted">The question and this answer become a text source, so the agent answers it next time.</p>
      <Loaded state={bases}>
        {(list) =>
          list.length === 0 ? (
            <Empty>No knowledge base yet: create an agent first.</Empty>
          ) : (
            <form
              class="row"
              onSubmit={(e: FormEvent) => {
                e.preventDefault();
                void adding.submit();
              }}
            >
              <Field label="Knowledge base">
                <select value={baseId} onChange={(e) => setBaseId(e.currentTarget.value)}>
                  {list.map((b) => (
                    <option key={b.id} value={b.id}>
                      {baseLabel(b)}
                    </option>
                  ))}
                </select>
              </Field>
              <button type="submit" disabled={adding.busy || !baseId}>
                {adding.busy ? 'Adding…' : 'Add to knowledge'}
              </button>
            </form>
          )
        }
      </Loaded>
      <ErrorNote error={adding.error} />
      {adding.error && existing ? (
        <p>
          <Link to={`/knowledge/${existing.baseId}/sources/${existing.id}`}>Open that source in Knowledge</Link>
        </p>
      ) : null}
    </div>
  );
}
