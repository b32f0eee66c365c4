/** The Agent page's settings: greeting, allowed origins, booking (time zone, meeting length, weekly hours). */
import { useState } from 'preact/hooks';
import { api, idem, message, type Schemas } from './api.js';
import { Form, Input, Outcome, Section, splitList } from '../ui.js';

type Agent = Schemas['Agent'];
type Window = Schemas['AvailabilityWindow'];
type Day = Window['day'];

const DAYS: [Day, string][] = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
];

/** The zones this browser knows, for the picker; the API checks the name itself. */
const zones = (): string[] => {
  const i = Intl as unknown as { supportedValuesOf?: (k: string) => string[] };
  return i.supportedValuesOf?.('timeZone') ?? [];
};

export function AgentSettings(props: { agent: Agent; onSaved: (a: Agent) => void }) {
  const a = props.agent;
  const [greeting, setGreeting] = useState(a.greeting ?? '');
  const [origins, setOrigins] = useState(a.allowedOrigins.join('\n'));
  const [booking, setBooking] = useState(a.booking !== null);
  const [timezone, setTimezone] = useState(
    a.booking?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
  );
  const [duration, setDuration] = useState(String(a.booking?.durationMinutes ?? 30));
  const [windows, setWindows] = useState<Window[]>(
    a.booking?.availability ?? DAYS.slice(0, 5).map(([day]) => ({ day, start: '09:00', end: '17:00' })),
  );
  const [outcome, setOutcome] = useState<{ error?: string; ok?: string }>({});
  const [busy, setBusy] = useState(false);
  const setWindow = (k: number, patch: Partial<Window>) =>
    setWindows(windows.map((w, i) => (i === k ? { ...w, ...patch } : w)));
  const save = async () => {
    setBusy(true);
    setOutcome({});
    const r = await api.PATCH('/v1/agents/{id}', {
      params: { path: { id: a.id }, header: idem() },
      body: {
        greeting: greeting.trim() ? greeting : null,
        allowedOrigins: splitList(origins),
        booking: booking
          ? {
              timezone,
              durationMinutes: Number(duration),
              minimumNoticeMinutes: a.booking?.minimumNoticeMinutes ?? 240,
              horizonDays: a.booking?.horizonDays ?? 14,
              repUserId: a.booking?.repUserId ?? null,
              availability: windows,
            }
          : null,
      },
    });
    setBusy(false);
    if (r.data) {
      setOutcome({ ok: 'Settings saved; the next visitor gets them.' });
      props.onSaved(r.data);
    } else setOutcome({ error: message(r.error) });
  };
  const tz = zones();
  return (
    <Section title="Settings">
      <Form onSubmit={save}>
        <p>
          <label for="ag-greeting">Greeting</label>
          <textarea
            id="ag-greeting"
            rows={2}
            maxLength={1000}
            value={greeting}
            onInput={(e) => setGreeting(e.currentTarget.value)}
          />
        </p>
        <p>
          <label for="ag-origins">Allowed origins (one a line, e.g. https://www.example.com)</label>
          <textarea id="ag-origins" rows={3} value={origins} onInput={(e) => setOrigins(e.currentTarget.value)} />
        </p>
        <fieldset>
          <legend>Booking</legend>
          <p>
            <label class="b-check">
              <input type="checkbox" checked={booking} onChange={(e) => setBooking(e.currentTarget.checked)} /> Visitors
              can book meetings
            </label>
          </p>
          {booking ? (
            <>
              <p>
                <label for="ag-tz">Time zone</label>
                <Input id="ag-tz" list="ag-tz-list" maxLength={64} value={timezone} onValue={setTimezone} />
                <datalist id="ag-tz-list">
                  {tz.map((z) => (
                    <option key={z} value={z} />
                  ))}
                </datalist>
              </p>
              <p>
                <label for="ag-duration">Meeting length (minutes)</label>
                <Input id="ag-duration" type="number" min={10} max={240} value={duration} onValue={setDuration} />
              </p>
              <fieldset>
                <legend>Weekly availability</legend>
                {windows.length === 0 ? <p>No open hours: visitors see no slots.</p> : null}
                {windows.map((w, k) => (
                  <div key={k} class="b-row">
                    <label for={`ag-w${k}-day`}>Day</label>
                    <select
                      id={`ag-w${k}-day`}
                      value={w.day}
                      onChange={(e) => setWindow(k, { day: e.currentTarget.value as Day })}
                    >
                      {DAYS.map(([d, label]) => (
                        <option key={d} value={d}>
                          {label}
                        </option>
                      ))}
                    </select>{' '}
                    <label for={`ag-w${k}-start`}>from</label>
                    <input
                      id={`ag-w${k}-start`}
                      type="time"
                      value={w.start}
                      onInput={(e) => setWindow(k, { start: e.currentTarget.value })}
                    />{' '}
                    <label for={`ag-w${k}-end`}>to</label>
                    <input
                      id={`ag-w${k}-end`}
                      type="time"
                      value={w.end}
                      onInput={(e) => setWindow(k, { end: e.currentTarget.value })}
                    />{' '}
                    <button
                      type="button"
                      onClick={() => setWindows(windows.filter((_, i) => i !== k))}
                      aria-label={`Remove open hours ${k + 1}`}
                    >
                      Remove
                    </button>
                  </div>
                ))}
                <button
                  type="button"
                  onClick={() => setWindows([...windows, { day: 'mon', start: '09:00', end: '17:00' }])}
                >
                  Add open hours
                </button>
              </fieldset>
            </>
          ) : null}
        </fieldset>
        <Outcome error={outcome.error ?? null} ok={outcome.ok ?? null} />
        <button type="submit" disabled={busy}>
          Save settings
        </button>
      </Form>
    </Section>
  );
}
