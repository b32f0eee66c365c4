import { useEffect, useRef, useState } from 'preact/hooks';
import { AskBox } from '../components/AskBox';
import { Badge, Empty, ErrorNote, Field, type FormEvent, Loaded, When, useSubmit } from '../components/ui';
import { api, idem, unwrap } from '../lib/api';
import { useAsync } from '../lib/hooks';
import { baseLabel, fileToBase64, type KnowledgeBase, type KnowledgeSource, listBases } from '../lib/knowledge';
import { navigate, type PageProps } from '../lib/router';

const STATUS_TONE: Record<string, string> = {
  loaded: 'ok',
  active: 'ok',
  failed: 'bad',
  pending: 'warn',
  indexing: 'warn',
};

/**
 * Knowledge bases and their sources with live status; add a URL or sitemap, paste text,
 * upload a PDF; the refresh mode; "Try a question" with the grounded answer and its
 * citations; the questions the agent could not answer (knowledge gaps).
 */
export default function Knowledge({ rest }: PageProps) {
  const bases = useAsync(() => listBases(), []);
  const selectedId = rest[0] ?? bases.data?.[0]?.id;
  // /knowledge/<base>/sources/<source>: that source marked and in view (a follow-up already in knowledge links here).
  const sourceId = rest[1] === 'sources' ? (rest[2] ?? null) : null;
  return (
    <>
      <section aria-labelledby="bases-heading">
        <h2 id="bases-heading">Knowledge bases</h2>
        <Loaded state={bases}>
          {(list) =>
            list.length === 0 ? (
              <Empty>No knowledge base yet. Every agent has one; create an agent on the Agent page.</Empty>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Base</th>
                    <th scope="col">Status</th>
                    <th scope="col">Sources</th>
                    <th scope="col">Refresh</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((b) => (
                    <tr key={b.id}>
                      <td>
                        <button
                          type="button"
                          class="linkish"
                          aria-current={b.id === selectedId ? 'true' : undefined}
                          onClick={() => navigate(`/knowledge/${b.id}`)}
                        >
                          {baseLabel(b)}
                        </button>
                      </td>
                      <td>
                        <Badge tone={STATUS_TONE[b.status]}>{b.status}</Badge>
                      </td>
                      <td>
                        {b.sources.loaded} of {b.sources.total} loaded
                        {b.sources.failed ? `, ${b.sources.failed} failed` : ''}
                      </td>
                      <td>{b.refresh.mode === 'scheduled' ? `scheduled (${b.refresh.interval})` : b.refresh.mode}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </Loaded>
      </section>
      {selectedId ? <BaseView key={selectedId} id={selectedId} sourceId={sourceId} onChanged={bases.reload} /> : null}
      <section aria-labelledby="ask-heading" class="card">
        <h2 id="ask-heading">Try a question</h2>
        <AskBox />
      </section>
      <Gaps />
    </>
  );
}

function BaseView({ id, sourceId, onChanged }: { id: string; sourceId: string | null; onChanged: () => void }) {
  const base = useAsync(() => unwrap(api.GET('/v1/knowledge/bases/{id}', { params: { path: { id } } })), [id]);
  // Live status: while a source is queued or being read, look again every two seconds.
  const busy = base.data?.sources.some((s) => s.status === 'pending' || s.status === 'indexing') ?? false;
  useEffect(() => {
    if (!busy) return;
    const t = setTimeout(() => {
      base.reload();
      onChanged();
    }, 2000);
    return () => clearTimeout(t);
  }, [busy, base.data]);
  const changed = () => {
    base.reload();
    onChanged();
  };
  return (
    <section aria-labelledby="base-heading">
      <h2 id="base-heading">{base.data ? `Sources of ${base.data.name}` : 'Sources'}</h2>
      <Loaded state={base}>
        {(b) => (
          <>
            {b.sources.length === 0 ? (
              <Empty>No sources yet: add the company's site below.</Empty>
            ) : (
              <Sources sources={b.sources} marked={sourceId} onChanged={changed} />
            )}
            <div class="cards">
              <AddUrl baseId={b.id} onAdded={changed} />
              <AddText baseId={b.id} onAdded={changed} />
              <AddPdf baseId={b.id} onAdded={changed} />
              <Refresh base={b} onChanged={changed} />
            </div>
          </>
        )}
      </Loaded>
    </section>
  );
}

function Sources({
  sources,
  marked,
  onChanged,
}: {
  sources: KnowledgeSource[];
  marked: string | null;
  onChanged: () => void;
}) {
  const row = useRef<HTMLTableRowElement>(null);
  const found = sources.some((s) => s.id === marked);
  useEffect(() => {
    if (found) row.current?.scrollIntoView({ block: 'center' });
  }, [marked, found]);
  const removing = useSubmit(async (id: string) => {
    await unwrap(api.DELETE('/v1/knowledge/sources/{id}', { params: { path: { id } } }));
    onChanged();
  });
  return (
    <>
      <ErrorNote error={removing.error} />
      <table aria-live="polite">
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Kind</th>
            <th scope="col">Status</th>
            <th scope="col">Updated</th>
            <th scope="col">
              <span class="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sources.map((s) => (
            <tr
              key={s.id}
              ref={s.id === marked ? row : undefined}
              class={s.id === marked ? 'marked' : undefined}
              aria-current={s.id === marked ? 'true' : undefined}
            >
              <td>
                <span class="text">{s.name}</span>
                {s.url && s.url !== s.name ? (
                  <>
                    <br />
                    <span class="muted text">{s.url}</span>
                  </>
                ) : null}
              </td>
              <td>{s.kind}</td>
              <td>
                <Badge tone={STATUS_TONE[s.status]}>{s.status}</Badge>
                {s.error ? <div class="text">{s.error}</div> : null}
              </td>
              <td>
                <When at={s.updatedAt} />
              </td>
              <td>
                <button
                  type="button"
                  class="danger"
                  disabled={removing.busy}
                  onClick={() => void removing.submit(s.id)}
                >
                  Remove<span class="sr-only"> {s.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function AddUrl({ baseId, onAdded }: { baseId: string; onAdded: () => void }) {
  const [url, setUrl] = useState('');
  const [subpages, setSubpages] = useState(true);
  const form = useSubmit(async () => {
    await unwrap(
      api.POST('/v1/knowledge/bases/{id}/sources', {
        params: { path: { id: baseId }, header: idem() },
        body: { url: url.trim(), includeSubpages: subpages },
      }),
    );
    setUrl('');
    onAdded();
  });
  return (
    <form
      class="card"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <h3>Add a site or sitemap</h3>
      <Field label="Site or sitemap URL" hint="A page (with the pages it links to) or a sitemap.xml.">
        <input
          type="url"
          required
          maxLength={2048}
          placeholder="https://www.example.com/"
          value={url}
          onInput={(e) => setUrl(e.currentTarget.value)}
        />
      </Field>
      <label class="check">
        <input type="checkbox" checked={subpages} onChange={(e) => setSubpages(e.currentTarget.checked)} /> Include the
        pages it links to
      </label>
      <ErrorNote error={form.error} />
      <button type="submit" class="primary" disabled={form.busy}>
        {form.busy ? 'Adding…' : 'Add URL'}
      </button>
    </form>
  );
}

function AddText({ baseId, onAdded }: { baseId: string; onAdded: () => void }) {
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const form = useSubmit(async () => {
    await unwrap(
      api.POST('/v1/knowledge/bases/{id}/sources/text', {
        params: { path: { id: baseId } },
        body: { title: title.trim(), text },
      }),
    );
    setTitle('');
    setText('');
    onAdded();
  });
  return (
    <form
      class="card"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <h3>Paste text</h3>
      <Field label="Title" hint="Shown in citations.">
        <input required maxLength={200} value={title} onInput={(e) => setTitle(e.currentTarget.value)} />
      </Field>
      <Field label="Text" hint="Plain text or Markdown; # headings start sections.">
        <textarea required maxLength={200000} value={text} onInput={(e) => setText(e.currentTarget.value)} />
      </Field>
      <ErrorNote error={form.error} />
      <button type="submit" class="primary" disabled={form.busy}>
        {form.busy ? 'Adding…' : 'Add text'}
      </button>
    </form>
  );
}

function AddPdf({ baseId, onAdded }: { baseId: string; onAdded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const form = useSubmit(async () => {
    if (!file) return;
    if (file.size > 10 * 1024 * 1024) throw new Error('The PDF is larger than 10 MB; split it or paste its text.');
    const data = await fileToBase64(file);
    await unwrap(
      api.POST('/v1/knowledge/bases/{id}/sources/pdf', {
        params: { path: { id: baseId } },
        body: { pdf: data, filename: file.name.slice(0, 255) },
      }),
    );
    setFile(null);
    onAdded();
  });
  return (
    <form
      class="card"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <h3>Upload a PDF</h3>
      <Field label="PDF file" hint="Up to 10 MB; its text is read on the server (a scan without text cannot be read).">
        <input
          type="file"
          accept="application/pdf,.pdf"
          required
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
      </Field>
      <ErrorNote error={form.error} />
      <button type="submit" class="primary" disabled={form.busy || !file}>
        {form.busy ? 'Uploading…' : 'Upload PDF'}
      </button>
    </form>
  );
}

function Refresh({
  base,
  onChanged,
}: {
  base: { id: string; refresh: KnowledgeBase['refresh']; lastRefresh: KnowledgeBase['lastRefresh'] };
  onChanged: () => void;
}) {
  const [mode, setMode] = useState(base.refresh.mode);
  const [interval, setInterval_] = useState(base.refresh.interval ?? 'weekly');
  const [said, setSaid] = useState('');
  const save = useSubmit(async () => {
    await unwrap(
      api.PATCH('/v1/knowledge/bases/{id}', {
        params: { path: { id: base.id } },
        body: { refresh: { mode, interval: mode === 'scheduled' ? interval : null } },
      }),
    );
    setSaid('Refresh mode saved.');
    onChanged();
  });
  const now = useSubmit(async () => {
    await unwrap(api.POST('/v1/knowledge/bases/{id}/refresh', { params: { path: { id: base.id }, header: idem() } }));
    setSaid('Refresh started: the sources are read again.');
    onChanged();
  });
  return (
    <form
      class="card"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void save.submit();
      }}
    >
      <h3>Refresh</h3>
      <Field label="Refresh mode">
        <select value={mode} onChange={(e) => setMode(e.currentTarget.value as typeof mode)}>
          <option value="auto">Automatic (changed pages every six hours)</option>
          <option value="scheduled">On a schedule</option>
          <option value="off">Off (only when asked)</option>
        </select>
      </Field>
      {mode === 'scheduled' ? (
        <Field label="Every">
          <select value={interval} onChange={(e) => setInterval_(e.currentTarget.value as typeof interval)}>
            <option value="daily">day</option>
            <option value="weekly">week</option>
            <option value="monthly">month</option>
          </select>
        </Field>
      ) : null}
      <p class="muted">
        {base.lastRefresh ? (
          <>
            Last refresh <When at={base.lastRefresh.startedAt} />: {base.lastRefresh.pagesRead} pages read,{' '}
            {base.lastRefresh.pagesChanged} changed, {base.lastRefresh.pagesFailed} failed.
          </>
        ) : (
          'Not refreshed yet.'
        )}
      </p>
      <ErrorNote error={save.error ?? now.error} />
      {said ? <p role="status">{said}</p> : null}
      <div class="row">
        <button type="submit" disabled={save.busy}>
          Save mode
        </button>
        <button type="button" disabled={now.busy} onClick={() => void now.submit()}>
          Refresh now
        </button>
      </div>
    </form>
  );
}

function Gaps() {
  const gaps = useAsync(
    () => unwrap(api.GET('/v1/insights/knowledge-gaps', { params: { query: { status: 'open', limit: 50 } } })),
    [],
  );
  return (
    <section aria-labelledby="gaps-heading">
      <h2 id="gaps-heading">Knowledge gaps</h2>
      <p class="muted">Questions visitors asked that the sources did not answer (the last 30 days).</p>
      <Loaded state={gaps}>
        {(g) =>
          g.items.length === 0 ? (
            <Empty>No open gaps: the agent could answer every question.</Empty>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Why</th>
                  <th scope="col">Asked</th>
                </tr>
              </thead>
              <tbody>
                {g.items.map((q) => (
                  <tr key={q.id}>
                    <td class="text">{q.question}</td>
                    <td class="text">{q.reason ?? '—'}</td>
                    <td>
                      <When at={q.askedAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  );
}
