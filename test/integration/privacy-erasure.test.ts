import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import type { Client } from '../helpers/client.js';
import { contractRoutes } from '../helpers/routes.js';
import { say, startVisit, type Visit } from '../helpers/runtime.js';
import { eventually, startReceiver, type Receiver } from '../webhooks/receiver.js';
import { SCOPES } from '../../src/platform/keys/scopes.js';
import { ERASE_JOB } from '../../src/resources/privacy/erase.js';
import type { RouteDef } from '../../src/http/route.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';
import { systemClock } from '../../src/clock.js';

const ENOUGH = { capacity: 1e9, refillPerSecond: 1e9 };
const UNLIMITED = {
  default: ENOUGH,
  knowledge: ENOUGH,
  'runtime-message': ENOUGH,
  'runtime-visitor': ENOUGH,
  'runtime-session': ENOUGH,
};

/**
 * Erasure end to end (issue 31): a visitor is filled through the runtime API
 * (chat with email, phone and name, a booked meeting, a follow-up answered, a
 * tour sitting, an offer accepted, a form), erased by email, and then every
 * GET of /v1 (enumerated from the route table, ids crawled from the lists, so
 * a new route is searched without editing this test), the event log, the
 * stream, webhook deliveries to a real receiver, visitor search, segment
 * previews, account briefs and the export are searched for each erased value
 * with a key holding every scope: none is found. The same crawl before the
 * erasure must find them, so the search can fail.
 */

const NAME = 'Quentin Zarkowski';
const EMAIL = 'quentin.zarkowski@zarko-test.org';
const PHONE = '+44 7911 123456';
const COMPANY = 'Zarkowski Freight';
const VALUES = [EMAIL, NAME, 'zarkowski', '7911 123456', '7911123456', COMPANY];

let h: Harness;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  // Short streams, so the event stream can be read whole within a test.
  h = await createHarness({
    config: {
      outboundAllow: ['127.0.0.1'],
      webhookRetryDelays: [0.05, 0.05, 0.05, 0.05],
      streamMaxSeconds: 1,
      streamPollMs: 50,
    },
    limiter: new MemoryRateLimiter(systemClock, UNLIMITED),
  });
});
afterAll(async () => {
  await h?.close();
  await receiver?.close();
});

const bearer = (v: Visit) => ({ authorization: `Bearer ${v.token}` });

/** A sandbox (seeded with an agent, offers, tours) and a key with every scope, privacy:manage and transcripts included. */
async function sandbox() {
  const ws = await h.workspace({ seed: true });
  const api = ws.client((await ws.key({ mode: 'test', scopes: [...SCOPES] })).key);
  const agent = (await api.get('/v1/agents')).body.items[0];
  return { ws, api, agent, anon: h.anonymous() };
}

/** Fills one visitor through the runtime: chat, follow-up, meeting, tour, offer, form. */
async function fillVisitor(api: Client, anon: Client, agent: { publicId: string }) {
  const v = await startVisit(anon, agent.publicId, {
    page: {
      url: `https://www.example.com/pricing?email=${encodeURIComponent(EMAIL)}`,
      referrer: 'https://mail.example.net/',
    },
  });
  const event = (body: Record<string, unknown>) =>
    anon.post(`/runtime/v1/sessions/${v.sessionId}/events`, body, { idem: false, headers: bearer(v) });
  expect((await say(anon, v, `Hi, I'm ${NAME} from ${COMPANY}. Reach me at ${EMAIL} or ${PHONE}.`)).status).toBe(200);
  expect((await say(anon, v, 'Do you have an office in Lisbon?')).status).toBe(200);
  const followUp = (await api.get(`/v1/follow-ups?visitorId=${v.visitorId}&status=open`)).body.items[0];
  expect(followUp).toBeDefined();
  expect(
    (
      await api.post(`/v1/follow-ups/${followUp.id}/answer`, {
        answer: `Not yet, ${NAME.split(' ')[0]}: our European office is in Frankfurt.`,
      })
    ).status,
  ).toBe(200);

  const slots = (await anon.get(`/runtime/v1/sessions/${v.sessionId}/slots`, { headers: bearer(v) })).body.slots;
  const booked = await anon.post(
    `/runtime/v1/sessions/${v.sessionId}/meetings`,
    { startAt: slots[0], email: EMAIL, name: NAME, company: COMPANY },
    { idem: false, headers: bearer(v) },
  );
  expect(booked.status).toBe(201);

  const tour = (await api.get('/v1/tours?status=published')).body.items[0];
  expect((await event({ type: 'tour.played', tourId: tour.id, source: 'lightbox' })).status).toBe(202);
  expect((await event({ type: 'tour.step_viewed', tourId: tour.id, stepIndex: 0 })).status).toBe(202);
  expect((await event({ type: 'tour.completed', tourId: tour.id })).status).toBe(202);

  const offer = (await api.get('/v1/offers?active=true')).body.items.find((o: any) => o.format === 'in_chat');
  expect((await event({ type: 'offer.shown', offerId: offer.id })).status).toBe(202);
  expect((await event({ type: 'offer.accepted', offerId: offer.id })).status).toBe(202);
  expect(
    (
      await event({
        type: 'form.submitted',
        formId: 'newsletter',
        fields: { email: EMAIL, name: NAME, company: COMPANY, phone: PHONE },
      })
    ).status,
  ).toBe(202);
  expect(
    (
      await event({
        type: 'page.viewed',
        url: `https://www.example.com/thanks?name=${encodeURIComponent(NAME)}`,
        title: 'Thanks',
      })
    ).status,
  ).toBe(202);

  // A saved segment takes the visitor in (its change rows and events carry the identity).
  const segment = (
    await api.post('/v1/segments', { name: 'Lisbon askers', filter: { asked: 'Lisbon', identified: true } })
  ).body;
  expect((await api.post(`/v1/segments/${segment.id}/evaluate`)).body).toMatchObject({ entered: 1 });
  return { v, followUp, meetingId: booked.body.id as string };
}

const hitsIn = (label: string, text: string) =>
  VALUES.filter((value) => text.toLowerCase().includes(value.toLowerCase())).map((value) => `${label}: ${value}`);

const TEMPLATE = /:([A-Za-z]+)/g;
const prefixOf = (url: string) => url.slice(0, url.search(/\/:[A-Za-z]+/));

/** Every id-like value of a response, by the key it appears under. */
function collectIds(body: unknown, out: Set<string>): void {
  if (Array.isArray(body)) for (const x of body) collectIds(x, out);
  else if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) {
      if ((k === 'id' || k === 'slug' || k === 'publicId') && typeof v === 'string') out.add(v);
      else collectIds(v, out);
    }
  }
}

/**
 * Every GET of the route table, with path parameters filled from what the
 * lists above them answered (the visitor's own ids and domain added), and
 * what each response holds of the erased values.
 */
async function crawl(
  api: Client,
  known: Record<string, string[]>,
): Promise<{ hits: string[]; calls: number; routes: Set<string> }> {
  const gets = contractRoutes().filter(
    (r: RouteDef<any>) => r.method === 'GET' && !r.url.endsWith('/stream') && !('public' in r.auth),
  );
  const found = new Map<string, Set<string>>(); // concrete list URL → ids it answered
  const hits: string[] = [];
  const routes = new Set<string>();
  let calls = 0;
  const get = async (url: string) => {
    calls++;
    const res = await api.get(url.includes('?') ? url : `${url}?limit=200`);
    const ok = res.status === 400 ? await api.get(url) : res;
    return ok;
  };
  const byDepth = [...gets].sort((a, b) => (a.url.match(TEMPLATE)?.length ?? 0) - (b.url.match(TEMPLATE)?.length ?? 0));
  for (const def of byDepth) {
    const names = [...def.url.matchAll(TEMPLATE)].map((m) => m[1]!);
    // Concrete URLs: fill one parameter at a time from the list above it.
    let urls = [def.url];
    for (const name of names) {
      const next: string[] = [];
      for (const url of urls) {
        const at = url.indexOf(`:${name}`);
        const parent = url.slice(0, at - 1);
        const candidates = new Set<string>([
          ...(found.get(parent) ?? []),
          ...(known[name] ?? []),
          ...(known[parent] ?? []),
        ]);
        for (const id of [...candidates].slice(0, 300)) next.push(url.replace(`:${name}`, encodeURIComponent(id)));
      }
      urls = next;
    }
    for (const url of urls) {
      const res = await get(`/v1${url}`);
      if (res.status === 429 || res.status >= 500) throw new Error(`GET ${url}: ${res.status} ${res.raw}`);
      if (res.status !== 200) continue;
      routes.add(def.url);
      hits.push(...hitsIn(`GET ${url}`, res.raw));
      const ids = new Set<string>();
      collectIds(res.body, ids);
      found.set(url, new Set([...(found.get(url) ?? []), ...ids]));
    }
    void prefixOf;
  }
  return { hits, calls, routes };
}

/** The event log, the stream, visitor search, segment previews and account briefs, for each value. */
async function searches(api: Client): Promise<string[]> {
  const hits: string[] = [];
  let since = '0';
  for (;;) {
    const page = await api.get(`/v1/events?since=${since}&limit=200`);
    hits.push(...hitsIn('event log', page.raw));
    if (page.body.items.length === 0) break;
    since = page.body.nextSince;
  }
  hits.push(...hitsIn('event stream', (await api.get('/v1/events/stream?since=0')).raw));
  for (const value of VALUES) {
    const search = await api.post('/v1/visitors/search', { asked: `"${value}"` });
    // The answer echoes the filter it ran (the value asked for); what it found must not hold it.
    hits.push(...hitsIn(`visitor search ${value}`, JSON.stringify(search.body.items)));
    if (search.body.count > 0) hits.push(`visitor search ${value}: ${search.body.count} matched`);
    const preview = await api.post('/v1/segments/preview', { asked: `"${value}"` });
    if (preview.body.count > 0) hits.push(`segment preview ${value}: ${preview.body.count} matched`);
  }
  hits.push(...hitsIn('account brief', (await api.get('/v1/accounts/zarko-test.org')).raw));
  return hits;
}

describe('erasure', () => {
  it('leaves none of the erased values in any /v1 read, event, stream, webhook delivery, search, preview, brief or export', async () => {
    const { api, agent, anon } = await sandbox();
    const hook = await api.post('/v1/webhooks', { url: receiver.url('/erasure'), events: ['*'] });
    expect(hook.status).toBe(201);
    receiver.secret = hook.body.secret;
    const { v, followUp, meetingId } = await fillVisitor(api, anon, agent);
    const known = { id: [v.visitorId, followUp.id, meetingId], domain: ['zarko-test.org'] };

    // Before: the same searches find the person (the test can fail).
    const before = await crawl(api, known);
    expect(before.hits.length).toBeGreaterThan(10);
    expect(before.hits.some((x) => x.includes('/export'))).toBe(true);
    expect((await searches(api)).length).toBeGreaterThan(0);

    const erasure = await api.post('/v1/erasures', { email: EMAIL.toUpperCase() });
    expect(erasure.status).toBe(202);
    expect(erasure.body).toMatchObject({ visitorIds: [v.visitorId], status: 'pending', completedAt: null });
    expect(erasure.raw.toLowerCase()).not.toContain(EMAIL);
    // The worker's job (no delivery has been sent yet: pending deliveries go out redacted).
    await h.worker().drain({ kinds: [ERASE_JOB] });
    const receipt = await api.get(`/v1/erasures/${erasure.body.id}`);
    expect(receipt.body).toMatchObject({
      id: erasure.body.id,
      visitorIds: [v.visitorId],
      status: 'completed',
      completedAt: expect.any(String),
    });
    expect(receipt.raw.toLowerCase()).not.toContain(EMAIL);
    expect((await api.get('/v1/erasures')).body.items.map((e: any) => e.id)).toContain(erasure.body.id);

    const after = await crawl(api, { ...known, id: [...known.id, erasure.body.id] });
    expect(after.hits).toEqual([]);
    // Every GET route that answered before answered again (the crawl reached the same reads).
    for (const route of before.routes) expect(after.routes).toContain(route);
    expect(await searches(api)).toEqual([]);

    // The visitor stays as an anonymous id; messages keep their roles and times.
    const visitor = (await api.get(`/v1/visitors/${v.visitorId}`)).body;
    expect(visitor).toMatchObject({ id: v.visitorId, email: null, displayName: null, account: null });
    const conversation = (await api.get(`/v1/conversations/${visitor.journey.conversations[0].id}`)).body;
    expect(conversation.messages.length).toBeGreaterThan(2);
    expect(new Set(conversation.messages.map((m: any) => m.content))).toEqual(new Set(['[erased]']));
    expect(conversation.pageUrl).toBe('https://www.example.com/pricing');
    expect(conversation.referrer).toBeNull();
    expect((await api.get(`/v1/meetings/${meetingId}`)).body).toMatchObject({
      attendee: { email: null, name: null },
      startAt: expect.any(String),
    });

    // One visitor.erased event, ids only.
    const events = (await api.get('/v1/events?types=visitor.erased&limit=200')).body.items;
    expect(events).toEqual([
      expect.objectContaining({
        type: 'visitor.erased',
        data: { visitorId: v.visitorId },
        links: { visitor: `/v1/visitors/${v.visitorId}` },
      }),
    ]);

    // Webhook deliveries to a real receiver: every event, none with the values.
    const worker = h.worker();
    await worker.start();
    await eventually(async () => {
      const deliveries = (await api.get(`/v1/webhooks/${hook.body.id}/deliveries?limit=200`)).body.items;
      expect(deliveries.length).toBeGreaterThan(5);
      expect(deliveries.filter((d: any) => d.status !== 'delivered')).toEqual([]);
    }, 30_000);
    await worker.stop(2000);
    const bodies = receiver.requests.filter((r) => r.path === '/erasure').map((r) => r.raw);
    expect(bodies.some((b) => b.includes('visitor.erased'))).toBe(true);
    expect(bodies.flatMap((b) => hitsIn('webhook delivery', b))).toEqual([]);
  });

  it('replays by Idempotency-Key, answers 202 [] for unknown or foreign visitors, refuses the erased token, and is a no-op the second time', async () => {
    const { ws, api, agent, anon } = await sandbox();
    const v = await startVisit(anon, agent.publicId);
    expect((await say(anon, v, `I'm ${NAME}, ${EMAIL}`)).status).toBe(200);

    // The scope: not in a default key, and the write needs an Idempotency-Key.
    const plain = ws.client((await ws.key({ mode: 'test' })).key);
    expect((await plain.post('/v1/erasures', { visitorId: v.visitorId })).body).toMatchObject({
      status: 403,
      code: 'insufficient-scope',
    });
    expect((await api.post('/v1/erasures', { visitorId: v.visitorId }, { idem: false })).status).toBe(400);
    expect((await api.post('/v1/erasures', {})).body).toMatchObject({ status: 400, param: 'visitorId' });
    expect((await api.post('/v1/erasures', { visitorId: v.visitorId, email: EMAIL })).status).toBe(400);
    expect((await api.post('/v1/erasures', { email: 'not-an-email' })).body).toMatchObject({
      status: 400,
      param: 'email',
    });
    // The export needs conversations:transcripts as well.
    const noTranscripts = ws.client((await ws.key({ mode: 'test', scopes: ['privacy:manage', 'visitors:read'] })).key);
    expect((await noTranscripts.get(`/v1/visitors/${v.visitorId}/export`)).body).toMatchObject({
      status: 403,
      code: 'insufficient-scope',
    });

    // The same key and body replays the stored answer; the job runs once.
    const first = await api.post('/v1/erasures', { visitorId: v.visitorId }, { idem: 'erase-once' });
    const replay = await api.post('/v1/erasures', { visitorId: v.visitorId }, { idem: 'erase-once' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await api.post('/v1/erasures', { email: EMAIL }, { idem: 'erase-once' })).body).toMatchObject({
      status: 409,
      code: 'idempotency-mismatch',
    });

    // Unknown email, unknown id, and a visitor of another workspace: the same 202, [] and completed.
    const other = await h.workspace({ seed: true });
    const otherApi = await other.test();
    const otherAgent = (await otherApi.get('/v1/agents')).body.items[0];
    const foreign = await startVisit(anon, otherAgent.publicId);
    for (const body of [
      { email: 'nobody@zarko-test.org' },
      { visitorId: crypto.randomUUID() },
      { visitorId: foreign.visitorId },
    ]) {
      const res = await api.post('/v1/erasures', body);
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ visitorIds: [], status: 'completed', completedAt: expect.any(String) });
    }

    // The token works until the erasure is done, then 401 invalid-token; a new visit starts a new visitor.
    expect((await anon.get(`/runtime/v1/sessions/${v.sessionId}/messages`, { headers: bearer(v) })).status).toBe(200);
    await h.worker().drain({ kinds: [ERASE_JOB] });
    expect((await api.get(`/v1/erasures/${first.body.id}`)).body.status).toBe('completed');
    await eventually(
      async () =>
        expect(
          (await anon.get(`/runtime/v1/sessions/${v.sessionId}/messages`, { headers: bearer(v) })).body,
        ).toMatchObject({ status: 401, code: 'invalid-token' }),
      10_000,
    );
    const again = await anon.post(
      `/runtime/v1/agents/${agent.publicId}/sessions`,
      { page: { url: 'https://www.example.com/' }, visitorToken: v.token },
      { idem: false },
    );
    expect(again.body).toMatchObject({ status: 401, code: 'invalid-token' });
    const fresh = await startVisit(anon, agent.publicId);
    expect(fresh.visitorId).not.toBe(v.visitorId);
    // The foreign visitor was not touched.
    expect((await otherApi.get(`/v1/visitors/${foreign.visitorId}`)).status).toBe(200);

    // A second erasure of the same visitor: completed, and no second visitor.erased event.
    const second = await api.post('/v1/erasures', { visitorId: v.visitorId });
    expect(second.body).toMatchObject({ visitorIds: [v.visitorId] });
    await h.worker().drain({ kinds: [ERASE_JOB] });
    expect((await api.get(`/v1/erasures/${second.body.id}`)).body.status).toBe('completed');
    expect(
      (await api.get('/v1/events?types=visitor.erased&limit=200')).body.items.filter(
        (e: any) => e.data.visitorId === v.visitorId,
      ),
    ).toHaveLength(1);
    // By email the person is no longer found at all.
    expect((await api.post('/v1/erasures', { email: EMAIL })).body).toMatchObject({
      visitorIds: [],
      status: 'completed',
    });
    // No receipt holds an email.
    const receipts = await api.get('/v1/erasures?limit=200');
    expect(receipts.body.items.length).toBeGreaterThanOrEqual(6);
    expect(receipts.raw).not.toContain('@');
  });
});
