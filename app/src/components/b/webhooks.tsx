/** The Developers page's webhooks: create (the secret shown once), the delivery log, replay, delete. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, idem, message, type Schemas } from './api.js';
import { Form, Input, ShownOnce, ListState, MoreButton, Outcome, Section, when } from '../ui.js';
import { type Column, ListTable, RowAction, Titled } from '../table.js';
import { usePaged, useAsync } from '../../lib/hooks.js';
import { unwrapping } from '../../lib/api.js';
import { navigate } from '../../lib/router.js';

type Webhook = Schemas['Webhook'];
type EventType = Schemas['Event']['type'];
type Delivery = Schemas['WebhookDelivery'];

function Deliveries(props: { hook: Webhook }) {
  const id = props.hook.id;
  const list = usePaged(
    unwrapping((cursor) =>
      api.GET('/v1/webhooks/{id}/deliveries', {
        params: { path: { id }, query: { limit: 50, ...(cursor ? { cursor } : {}) } },
      }),
    ),
    [id],
  );
  const [outcome, setOutcome] = useState<{ error?: string; ok?: string }>({});
  const replay = async (deliveryId: string) => {
    const r = await api.POST('/v1/webhooks/{id}/deliveries/{deliveryId}/replay', {
      params: { path: { id, deliveryId }, header: idem() },
    });
    if (r.data) {
      setOutcome({ ok: 'Queued again: the replay appears in the log.' });
      list.reload();
    } else setOutcome({ error: message(r.error) });
  };
  const columns: Column<Delivery>[] = [
    { head: 'Created', cell: (d) => when(d.createdAt) },
    { head: 'Event', cell: (d) => `${d.eventId}${d.replayOf ? ' (replay)' : ''}` },
    { head: 'Status', cell: (d) => d.status },
    { head: 'Attempts', cell: (d) => d.attempts },
    { head: 'Response', cell: (d) => d.responseStatus ?? d.error ?? '—' },
    {
      head: 'Actions',
      cell: (d) => <RowAction label="Replay" name={`delivery ${d.id}`} onClick={() => void replay(d.id)} />,
    },
  ];
  // Opened by its address (a link, a reload, Back): bring the log into view.
  const at = useRef<HTMLDivElement>(null);
  useEffect(() => at.current?.scrollIntoView(), [id]);
  return (
    <div ref={at}>
      <Section title={`Deliveries to ${props.hook.url}`}>
        <Outcome error={outcome.error ?? null} ok={outcome.ok ?? null} />
        <ListTable list={list} columns={columns} what="deliveries" more={list} />
      </Section>
    </div>
  );
}

function CreateWebhook(props: { catalog: EventType[]; onCreated: () => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [all, setAll] = useState(true);
  const [events, setEvents] = useState<EventType[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    setError(null);
    const r = await api.POST('/v1/webhooks', {
      params: { header: idem() },
      body: { url: url.trim(), description, events: all ? ['*'] : events },
    });
    if (r.data) {
      setSecret(r.data.secret);
      setUrl('');
      setDescription('');
      props.onCreated();
    } else setError(message(r.error));
  };
  return (
    <Section title="New webhook">
      {secret ? (
        <ShownOnce
          label="Signing secret"
          value={secret}
          testId="webhook-secret"
          copyLabel="Copy the secret"
          onDone={() => setSecret(null)}
        >
          <strong>The signing secret, shown this once:</strong> keep it where your receiver verifies signatures.
        </ShownOnce>
      ) : null}
      <Form onSubmit={create}>
        <p>
          <label for="wh-url">Address (https://…)</label>
          <Input id="wh-url" type="url" required maxLength={2048} value={url} onValue={setUrl} />
        </p>
        <p>
          <label for="wh-description">Description</label>
          <Input id="wh-description" maxLength={500} value={description} onValue={setDescription} />
        </p>
        <fieldset>
          <legend>Events</legend>
          <label class="b-check">
            <input type="checkbox" checked={all} onChange={(e) => setAll(e.currentTarget.checked)} /> Every event,
            including types added later
          </label>
          {all
            ? null
            : props.catalog.map((t) => (
                <label key={t} class="b-check">
                  <input
                    type="checkbox"
                    checked={events.includes(t)}
                    onChange={(e) =>
                      setEvents(e.currentTarget.checked ? [...events, t] : events.filter((x) => x !== t))
                    }
                  />{' '}
                  {t}
                </label>
              ))}
        </fieldset>
        <Outcome error={error} />
        <button type="submit">Create webhook</button>
      </Form>
    </Section>
  );
}

/** The webhooks; the one whose id is `open` (from the page's address, /developers/webhooks/<id>) with its delivery log. */
export function Webhooks(props: { open: string | null }) {
  const list = useAsync(
    unwrapping(() => api.GET('/v1/webhooks')),
    [],
  );
  const [outcome, setOutcome] = useState<{ error?: string; ok?: string }>({});
  const items = list.data?.items ?? [];
  const open = items.find((w) => w.id === props.open) ?? null;
  const showDeliveries = (w: Webhook) => navigate(`/developers/webhooks/${encodeURIComponent(w.id)}`);
  const remove = async (w: Webhook) => {
    if (!window.confirm(`Delete the webhook to ${w.url}? Deliveries stop at once.`)) return;
    const r = await api.DELETE('/v1/webhooks/{id}', { params: { path: { id: w.id }, header: idem() } });
    if (r.error) setOutcome({ error: message(r.error) });
    else {
      setOutcome({ ok: `Deleted the webhook to ${w.url}.` });
      if (props.open === w.id) navigate('/developers', { replace: true });
      list.reload();
    }
  };
  const columns: Column<Webhook>[] = [
    { head: 'Address', cell: (w) => <Titled title={w.url} detail={w.description} /> },
    { head: 'Events', cell: (w) => w.events.join(', ') },
    {
      head: 'Status',
      cell: (w) => `${w.status}${w.consecutiveFailures ? `, ${w.consecutiveFailures} failures in a row` : ''}`,
    },
    { head: 'Last delivered', cell: (w) => when(w.lastDeliveredAt) },
    {
      head: 'Actions',
      cell: (w) => (
        <>
          <RowAction label="Deliveries" name={`to ${w.url}`} onClick={() => showDeliveries(w)} />{' '}
          <RowAction label="Delete" name={`the webhook to ${w.url}`} onClick={() => void remove(w)} />
        </>
      ),
    },
  ];
  return (
    <Section title="Webhooks">
      <Outcome error={outcome.error ?? null} ok={outcome.ok ?? null} />
      <ListTable list={list} rows={items} columns={columns} what="webhooks" />
      {open ? <Deliveries key={open.id} hook={open} /> : null}
      {props.open && list.data && !open ? (
        <p role="alert">There is no webhook {props.open} (it may have been deleted). Choose one above.</p>
      ) : null}
      <CreateWebhook catalog={list.data?.catalog ?? []} onCreated={list.reload} />
    </Section>
  );
}

export function EventLog() {
  const [type, setType] = useState('');
  const list = usePaged(
    unwrapping((since) =>
      api.GET('/v1/events', {
        params: { query: { limit: 50, ...(since ? { since } : {}), ...(type ? { types: type } : {}) } },
      }),
    ),
    [type],
  );
  const catalog = useAsync(
    unwrapping(() => api.GET('/v1/webhooks')),
    [],
  );
  return (
    <Section title="Event log">
      <p>
        <label for="ev-type">Type</label>{' '}
        <select id="ev-type" value={type} onChange={(e) => setType(e.currentTarget.value)}>
          <option value="">All types</option>
          {(catalog.data?.catalog ?? []).map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </p>
      <p>Oldest first.</p>
      <ListState loading={list.loading} error={list.error} empty={list.items.length === 0} what="events" />
      <ol>
        {list.items.map((e) => (
          <li key={e.id}>
            <details>
              <summary>
                {when(e.occurredAt)} {e.type}
              </summary>
              <pre>{JSON.stringify(e.data, null, 2)}</pre>
            </details>
          </li>
        ))}
      </ol>
      <MoreButton list={list} what="events" />
    </Section>
  );
}
