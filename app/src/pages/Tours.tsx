/** Tours: the list with status, publish, open in the player, sittings. */
import { useState } from 'preact/hooks';
import { api, idem, message, type Schemas } from '../components/b/api.js';
import { previewUrl } from '../components/b/preview-link.js';
import { Problems } from '../components/b/problems.js';
import { ListState, MoreButton, Outcome, Section, when } from '../components/ui.js';
import { usePaged, useAsync } from '../lib/hooks.js';
import { unwrapping } from '../lib/api.js';
import { navigate, type PageProps } from '../lib/router.js';

type Tour = Schemas['Tour'];
type Status = Tour['status'];

function Sittings(props: { tour: Tour }) {
  const id = props.tour.id;
  const sittings = usePaged(
    unwrapping((cursor) =>
      api.GET('/v1/tours/{id}/sittings', {
        params: { path: { id }, query: { limit: 50, ...(cursor ? { cursor } : {}) } },
      }),
    ),
    [id],
  );
  return (
    <Section title={`Sittings of ${props.tour.name}`}>
      <p>Plays in the last 30 days.</p>
      <ListState
        loading={sittings.loading}
        error={sittings.error}
        empty={sittings.items.length === 0}
        what="sittings"
      />
      {sittings.items.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Started</th>
              <th scope="col">Viewer</th>
              <th scope="col">Source</th>
              <th scope="col">Seconds</th>
              <th scope="col">Furthest step</th>
              <th scope="col">Completed</th>
              <th scope="col">CTA clicks</th>
            </tr>
          </thead>
          <tbody>
            {sittings.items.map((s) => (
              <tr key={s.id}>
                <td>{when(s.startedAt)}</td>
                <td>{s.email ?? (s.visitorId ? `Visitor ${s.visitorId.slice(-6)}` : 'Anonymous')}</td>
                <td>{s.source ?? '—'}</td>
                <td>{s.seconds}</td>
                <td>{s.maxStep + 1}</td>
                <td>{s.completed ? 'Yes' : 'No'}</td>
                <td>{s.ctaClicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <MoreButton list={sittings} what="sittings" />
    </Section>
  );
}

export default function Tours({ rest }: PageProps) {
  const [status, setStatus] = useState<'' | Status>('');
  const tours = usePaged(
    unwrapping((cursor) =>
      api.GET('/v1/tours', {
        params: { query: { limit: 50, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) } },
      }),
    ),
    [status],
  );
  const agents = useAsync(
    unwrapping(() => api.GET('/v1/agents', { params: { query: { limit: 100 } } })),
    [],
  );
  const agent = agents.data?.items[0];
  // The tour whose sittings are shown is in the address (/tours/<id>), so reload, back and forward keep it.
  const selected = tours.items.find((t) => t.id === rest[0]) ?? null;
  const setSelected = (t: Tour) => navigate(`/tours/${t.id}`);
  const [outcome, setOutcome] = useState<{ error?: string; ok?: string; problems?: Schemas['LintProblem'][] }>({});
  const [busy, setBusy] = useState<string | null>(null);
  const publish = async (t: Tour) => {
    setBusy(t.id);
    setOutcome({});
    const r = await api.POST('/v1/tours/{id}/publish', { params: { path: { id: t.id }, header: idem() } });
    setBusy(null);
    if (r.data) {
      setOutcome({ ok: `Published ${t.name} as version ${r.data.publishedVersion}.` });
      tours.reload();
    } else {
      const e = r.error as Schemas['Error'] | undefined;
      setOutcome({ error: `${t.name} was not published: ${message(e)}`, problems: e?.problems });
    }
  };
  return (
    <div>
      <p>
        <label for="tour-status">Status</label>{' '}
        <select id="tour-status" value={status} onChange={(e) => setStatus(e.currentTarget.value as '' | Status)}>
          <option value="">All</option>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
          <option value="archived">Archived</option>
        </select>
      </p>
      <Outcome error={outcome.error ?? null} ok={outcome.ok ?? null} />
      <Problems problems={outcome.problems} />
      <Section title="All tours">
        <ListState loading={tours.loading} error={tours.error} empty={tours.items.length === 0} what="tours" />
        {tours.items.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">Tour</th>
                <th scope="col">Status</th>
                <th scope="col">Published</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {tours.items.map((t) => (
                <tr key={t.id}>
                  <td>
                    {t.name}
                    {t.description ? <div>{t.description}</div> : null}
                  </td>
                  <td>
                    {t.status}
                    {t.isActive ? '' : ' (inactive)'}
                  </td>
                  <td>{when(t.publishedAt)}</td>
                  <td>
                    <button
                      type="button"
                      disabled={busy === t.id}
                      onClick={() => void publish(t)}
                      aria-label={`${t.status === 'published' ? 'Publish again' : 'Publish'} ${t.name}`}
                    >
                      {t.status === 'published' ? 'Publish again' : 'Publish'}
                    </button>{' '}
                    {t.status === 'published' && t.isActive && agent ? (
                      <a href={previewUrl(agent.publicId, t.publicId)} target="_blank" rel="noopener">
                        Open {t.name} in the player
                      </a>
                    ) : null}{' '}
                    <button type="button" onClick={() => setSelected(t)} aria-label={`Sittings of ${t.name}`}>
                      Sittings
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <MoreButton list={tours} what="tours" />
      </Section>
      {selected ? <Sittings key={selected.id} tour={selected} /> : null}
    </div>
  );
}
