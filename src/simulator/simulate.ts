import { seededRandom } from '../lib/random.js';
import { RuntimeClient, type Reply } from './client.js';
import * as p from './personas.js';

export interface SimulateOptions {
  baseUrl: string;
  agent: string;
  visitors: number;
  days: number;
  seed: number;
  /** Visitors simulated at the same time. */
  concurrency?: number;
  progress?: (done: number, total: number) => void;
}

export interface SimulateSummary {
  agent: string;
  from: string;
  to: string;
  visitors: number;
  visits: number;
  returningVisits: number;
  turns: number;
  answered: number;
  handedToTeam: number;
  identified: number;
  qualifyingAnswers: number;
  meetingsBooked: number;
  slotConflicts: number;
  tourPlays: number;
  tourCompletions: number;
  offersShown: number;
  offersAccepted: number;
  offersDeclined: number;
  pageViews: number;
  waitsForRateLimit: number;
  errors: number;
}

const DAY = 86_400_000;

export class SimulationError extends Error {}

/**
 * Drives realistic visits of a sandbox agent through the runtime API alone
 * (never the database): arrivals from several sources and campaigns over the
 * last `days` days (dated with the sandbox's X-Simulated-Time header), covered
 * and uncovered questions, identifications, qualifying answers, bookings, tour
 * plays and offers shown, accepted and declined. Deterministic for a seed,
 * apart from what the agent answers.
 */
export async function simulate(opts: SimulateOptions): Promise<SimulateSummary> {
  const client = new RuntimeClient(opts.baseUrl.replace(/\/+$/, ''));
  const config = await client.call('GET', `/agents/${encodeURIComponent(opts.agent)}`).catch((err: Error) => {
    throw new SimulationError(`cannot reach the runtime API at ${opts.baseUrl}: ${err.message}`);
  });
  if (config.status === 404) throw new SimulationError(`no agent with public id ${opts.agent}`);
  if (config.status !== 200)
    throw new SimulationError(`the runtime API answered ${config.status}: ${JSON.stringify(config.body)}`);
  if (config.body.livemode)
    throw new SimulationError(
      'svc simulate fills a sandbox: pick a sandbox agent (its visits are dated in the past, which only the sandbox allows)',
    );

  const now = Date.now();
  const s: SimulateSummary = {
    agent: opts.agent,
    from: new Date(now - opts.days * DAY).toISOString(),
    to: new Date(now).toISOString(),
    visitors: opts.visitors,
    visits: 0,
    returningVisits: 0,
    turns: 0,
    answered: 0,
    handedToTeam: 0,
    identified: 0,
    qualifyingAnswers: 0,
    meetingsBooked: 0,
    slotConflicts: 0,
    tourPlays: 0,
    tourCompletions: 0,
    offersShown: 0,
    offersAccepted: 0,
    offersDeclined: 0,
    pageViews: 0,
    waitsForRateLimit: 0,
    errors: 0,
  };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < opts.visitors) {
      const i = next++;
      try {
        await visitor(client, opts, s, i, now);
      } catch {
        s.errors++;
      }
      opts.progress?.(++done, opts.visitors);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 4) }, worker));
  s.waitsForRateLimit = client.waits;
  return s;
}

async function visitor(
  client: RuntimeClient,
  opts: SimulateOptions,
  s: SimulateSummary,
  i: number,
  now: number,
): Promise<void> {
  const r = seededRandom(opts.seed * 100_003 + i);
  const persona = p.personaOf(r, i);
  const visits = 1 + (r() < 0.3 ? 1 : 0) + (r() < 0.1 ? 1 : 0);
  let at = now - r() * opts.days * DAY;
  let token: string | undefined;
  const known = { identified: false };
  for (let n = 0; n < visits && at < now - 60_000; n++) {
    token = await visit(client, opts, s, r, persona, known, new Date(at), token);
    if (n > 0) s.returningVisits++;
    at += (1 + r() * 5) * DAY;
  }
}

function counted(reply: Reply, s: SimulateSummary): Reply {
  if (reply.status >= 500) s.errors++;
  return reply;
}

async function visit(
  client: RuntimeClient,
  opts: SimulateOptions,
  s: SimulateSummary,
  r: p.Random,
  persona: p.Persona,
  known: { identified: boolean },
  start: Date,
  token: string | undefined,
): Promise<string | undefined> {
  let t = start.getTime();
  const clock = (seconds: number) => new Date((t += seconds * 1000));
  const arrival = token
    ? { label: 'return', weight: 0, page: '/', referrer: undefined, utm: undefined }
    : p.arrivalOf(r);
  const started = counted(
    await client.call('POST', `/agents/${encodeURIComponent(opts.agent)}/sessions`, {
      body: {
        ...(token ? { visitorToken: token } : {}),
        page: {
          url: p.pageUrl(arrival.page, arrival.utm),
          title: arrival.page,
          ...(arrival.referrer ? { referrer: arrival.referrer } : {}),
        },
        device: r() < 0.7 ? 'desktop' : 'mobile',
      },
      at: new Date(t),
    }),
    s,
  );
  if (started.status !== 201) return token;
  s.visits++;
  const { sessionId, visitorToken } = started.body;
  const call = (method: 'GET' | 'POST', path: string, body?: unknown, seconds = 5) =>
    client
      .call(method, `/sessions/${sessionId}${path}`, {
        ...(body !== undefined ? { body } : {}),
        token: visitorToken,
        at: clock(seconds),
      })
      .then((x) => counted(x, s));

  for (const offer of started.body.offers ?? []) {
    await call('POST', '/events', { type: 'offer.shown', offerId: offer.id }, offer.afterSeconds ?? 0);
    s.offersShown++;
    const x = r();
    if (x < 0.25 + persona.keen * 0.2) {
      await call('POST', '/events', { type: 'offer.accepted', offerId: offer.id });
      s.offersAccepted++;
    } else if (x < 0.6) {
      await call('POST', '/events', { type: 'offer.declined', offerId: offer.id });
      s.offersDeclined++;
    }
  }
  for (let k = Math.floor(r() * 3); k > 0; k--) {
    await call('POST', '/events', { type: 'page.viewed', url: p.pageUrl(p.pick(r, p.BROWSING)) }, 20 + r() * 70);
    s.pageViews++;
  }

  if (r() < persona.chatty) {
    let last: Reply | null = null;
    const turns = 1 + Math.floor(r() * 4);
    for (let k = 0; k < turns; k++) {
      const { text, kind } = nextMessage(r, persona, known, last);
      last = await call('POST', '/messages', { text }, 15 + r() * 60);
      if (last.status !== 200) break;
      s.turns++;
      if (last.parts?.some((x) => x.type.startsWith('source-'))) s.answered++;
      if (/passed your question to the team/i.test(last.text ?? '')) s.handedToTeam++;
      if (kind === 'identify') s.identified++;
      if (kind === 'answer') s.qualifyingAnswers++;
      await follow(call, r, persona, known, last, s);
    }
  }
  await call('POST', '/end', {}, 30 + r() * 120);
  return visitorToken;
}

/** What the visitor types next, given what the agent said last. */
function nextMessage(
  r: p.Random,
  persona: p.Persona,
  known: { identified: boolean },
  last: Reply | null,
): { text: string; kind: string } {
  const asked = last?.text?.split('\n').at(-1) ?? '';
  if (last && /\?$/.test(asked.trim()) && r() < 0.8) return { text: p.qualifyingAnswer(r, asked), kind: 'answer' };
  const x = r();
  if (!known.identified && x < 0.2 * (1 + persona.keen)) {
    known.identified = true;
    return {
      text: `I'm ${persona.name} from ${persona.company}, you can reach me at ${persona.email}`,
      kind: 'identify',
    };
  }
  if (x < 0.45) return { text: p.pick(r, p.COVERED), kind: 'covered' };
  if (x < 0.6) return { text: p.pick(r, p.UNCOVERED), kind: 'uncovered' };
  if (x < 0.75) return { text: p.pick(r, p.BUYING), kind: 'buying' };
  if (x < 0.87) return { text: p.pick(r, p.WANTS_TOUR), kind: 'tour' };
  return { text: p.pick(r, p.WANTS_MEETING), kind: 'meeting' };
}

/** What the page does with the parts the agent showed: book a slot, play a tour. */
async function follow(
  call: (method: 'GET' | 'POST', path: string, body?: unknown, seconds?: number) => Promise<Reply>,
  r: p.Random,
  persona: p.Persona,
  known: { identified: boolean },
  reply: Reply,
  s: SimulateSummary,
): Promise<void> {
  const slots = reply.parts?.find((x) => x.type === 'data-slots');
  if (slots && r() < 0.4 + persona.keen * 0.4) {
    const startAt = p.pick(r, slots.data.slots as string[]);
    const booked = await call(
      'POST',
      '/meetings',
      { startAt, email: persona.email, name: persona.name, company: persona.company },
      40,
    );
    if (booked.status === 201) {
      s.meetingsBooked++;
      known.identified = true;
    } else if (booked.status === 409) s.slotConflicts++;
  }
  const tour = reply.parts?.find((x) => x.type === 'data-tour');
  if (tour && r() < 0.8) {
    const tourId = tour.data.tourId as string;
    await call('POST', '/events', { type: 'tour.played', tourId, source: 'chat' }, 2);
    s.tourPlays++;
    const steps = 2 + Math.floor(r() * 4);
    for (let k = 0; k < steps; k++)
      await call('POST', '/events', { type: 'tour.step_viewed', tourId, stepIndex: k }, 5 + r() * 10);
    if (r() < 0.3) await call('POST', '/events', { type: 'tour.cta_clicked', tourId, stepIndex: steps - 1 });
    if (r() < 0.55) {
      await call('POST', '/events', { type: 'tour.completed', tourId }, 3);
      s.tourCompletions++;
    }
  }
}
