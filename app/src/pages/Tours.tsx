/** Tours: the list with status, publish, open in the player, sittings. */
import { useState } from 'preact/hooks';
import { api, idem, message, type Schemas } from '../components/b/api.js';
import { previewUrl } from '../components/b/preview-link.js';
import { Problems } from '../components/b/problems.js';
import { Outcome, Section, when } from '../components/ui.js';
import { type Column, ListTable, RowAction, Titled } from '../components/table.js';
import { usePaged, useAsync } from '../lib/hooks.js';
import { unwrapping } from '../lib/api.js';
import { navigate, type PageProps } from '../lib/router.js';

type Tour = Schemas['Tour'];
type Status = Tour['status'];

type Sitting = Schemas['Sitting'];

const SITTING_COLUMNS: Column<Sitting>[] = [
  { head: 'Started', cell: (s) => when(s.startedAt) },
  { head: 'Viewer', cell: (s) => s.email ?? (s.visitorId ? `Visitor ${s.visitorId.slice(-6)}` : 'Anonymous') },
  { head: 'Source', cell: (s) => s.source ?? '—' },
  { head: 'Seconds', cell: (s) => s.seconds },
  { head: 'Furthest step', cell: (s) => s.maxStep + 1 },
  { head: 'Completed', cell: (s) => (s.completed ? 'Yes' : 'No') },
  { head: 'CTA clicks', cell: (s) => s.ctaClicks },
];

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
      <ListTable list={sittings} columns={SITTING_COLUMNS} what="sittings" more={sittings} />
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
  const tourColumns: Column<Tour>[] = [
    { head: 'Tour', cell: (t) => <Titled title={t.name} detail={t.description} /> },
    { head: 'Status', cell: (t) => `${t.status}${t.isActive ? '' : ' (inactive)'}` },
    { head: 'Published', cell: (t) => when(t.publishedAt) },
    {
      head: 'Actions',
      cell: (t) => (
        <>
          <RowAction
            label={t.status === 'published' ? 'Publish again' : 'Publish'}
            name={t.name}
            disabled={busy === t.id}
            onClick={() => void publish(t)}
          />{' '}
          {t.status === 'published' && t.isActive && agent ? (
            <a href={previewUrl(agent.publicId, t.publicId)} target="_blank" rel="noopener">
              Open {t.name} in the player
            </a>
          ) : null}{' '}
          <RowAction label="Sittings" name={`of ${t.name}`} onClick={() => setSelected(t)} />
        </>
      ),
    },
  ];
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
        <ListTable list={tours} columns={tourColumns} what="tours" more={tours} />
      </Section>
      {selected ? <Sittings key={selected.id} tour={selected} /> : null}
    </div>
  );
}
