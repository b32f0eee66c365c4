import { useMemo } from 'preact/hooks';
import { DailyChart } from '../components/Chart';
import { GetStarted } from '../components/GetStarted';
import { Empty, Loaded } from '../components/ui';
import { api, currentMode, unwrap } from '../lib/api';
import { useAsync } from '../lib/hooks';
import { Link, type PageProps } from '../lib/router';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

const METRIC_LABEL: Record<string, string> = {
  visitors: 'Visitors',
  conversations: 'Conversations',
  meetings: 'Meetings',
  formsSubmitted: 'Forms submitted',
  escalated: 'Handed to the team',
  tourPlays: 'Tour plays',
  tourCompletions: 'Tour completions',
};

/** Get started (while the live workspace is new), the 30-day pulse, the digest's biggest changes, top sources, open follow-ups. */
export default function Home(_props: PageProps) {
  const range = useMemo(() => {
    const now = Date.now();
    return { from: iso(now - 29 * DAY), to: iso(now) };
  }, []);
  const pulse = useAsync(() => unwrap(api.GET('/v1/insights/pulse', { params: { query: range } })), [range]);
  const digest = useAsync(() => unwrap(api.GET('/v1/insights/digest')), []);
  const openFollowUps = useAsync(
    () => unwrap(api.GET('/v1/follow-ups', { params: { query: { status: 'open', limit: 200 } } })),
    [],
  );
  return (
    <>
      {currentMode() === 'live' ? <GetStarted /> : null}
      <section aria-labelledby="pulse-heading">
        <h2 id="pulse-heading">Pulse, last 30 days</h2>
        <Loaded state={pulse}>
          {(p) => {
            const days = p.daily.map((d) => d.day);
            return (
              <div class="cards charts">
                <DailyChart title="Visitors" days={days} values={p.daily.map((d) => d.visitors)} color="#1d4ed8" />
                <DailyChart
                  title="Conversations"
                  days={days}
                  values={p.daily.map((d) => d.conversations)}
                  color="#047857"
                />
                <DailyChart title="Meetings" days={days} values={p.daily.map((d) => d.meetings)} color="#9a3412" />
                <DailyChart title="Tour plays" days={days} values={p.daily.map((d) => d.tourPlays)} color="#6d28d9" />
              </div>
            );
          }}
        </Loaded>
      </section>
      <div class="cards">
        <section class="card" aria-labelledby="changes-heading">
          <h2 id="changes-heading">Biggest changes this week</h2>
          <Loaded state={digest}>
            {(d) => {
              const moved = d.metrics.filter((m) => m.change !== 0).slice(0, 4);
              return moved.length === 0 ? (
                <Empty>No change from the week before.</Empty>
              ) : (
                <ul>
                  {moved.map((m) => (
                    <li key={m.metric}>
                      {METRIC_LABEL[m.metric] ?? m.metric}: {m.current} ({m.change > 0 ? '+' : ''}
                      {m.change}
                      {m.changePct !== null ? `, ${m.changePct > 0 ? '+' : ''}${m.changePct}%` : ''} on the week before)
                    </li>
                  ))}
                </ul>
              );
            }}
          </Loaded>
        </section>
        <section class="card wide" aria-labelledby="sources-heading">
          <h2 id="sources-heading">Top sources</h2>
          <Loaded state={pulse}>
            {(p) =>
              p.sources.length === 0 ? (
                <Empty>No sessions in the last 30 days.</Empty>
              ) : (
                <div class="table-scroll">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Source</th>
                        <th scope="col">Sessions</th>
                        <th scope="col">Conversations</th>
                        <th scope="col">Meetings</th>
                      </tr>
                    </thead>
                    <tbody>
                      {p.sources.slice(0, 6).map((s) => (
                        <tr key={s.source}>
                          <td class="source">{s.source}</td>
                          <td>{s.sessions}</td>
                          <td>{s.conversations}</td>
                          <td>{s.meetings}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )
            }
          </Loaded>
        </section>
        <section class="card" aria-labelledby="fu-heading">
          <h2 id="fu-heading">Open follow-ups</h2>
          <Loaded state={openFollowUps}>
            {(f) => (
              <p>
                <span class="stat">
                  {f.items.length}
                  {f.nextCursor ? '+' : ''}
                </span>{' '}
                <Link to="/follow-ups">{f.items.length === 1 ? 'question waits' : 'questions wait'} for an answer</Link>
              </p>
            )}
          </Loaded>
        </section>
      </div>
    </>
  );
}
