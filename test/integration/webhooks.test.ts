import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { emit } from '../webhooks/events.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { EVENT_TYPES } from '../../src/platform/outbox/catalogue.js';
import { fanOut } from '../../src/resources/webhooks/delivery/fanout.js';

/**
 * The webhook API without a running worker: subscriptions, validation, URL
 * safety at save time, the delivery log and replay. Deliveries are made by
 * calling the fan-out directly; webhook-delivery.test.ts sends them.
 */
let h: Harness;
/** Same database, no allow-list: what a production server refuses. */
let strict: Harness;
let receiver: Receiver;

beforeAll(async () => {
  h = await createHarness({ config: { outboundAllow: ['127.0.0.1'] } });
  strict = await createHarness({ db: h.db, config: { outboundAllow: [] } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await strict?.close();
  await h?.close();
  await receiver?.close();
});

describe('webhooks', () => {
  it('creates, reads, lists, updates and deletes; the secret is shown only at creation', async () => {
    const api = await (await h.workspace()).live();
    const created = await api.post('/v1/webhooks', {
      url: receiver.url('/a'),
      events: ['meeting.booked', 'lead.identified'],
      description: 'CRM sync',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      url: receiver.url('/a'),
      events: ['meeting.booked', 'lead.identified'],
      description: 'CRM sync',
      status: 'active',
      consecutiveFailures: 0,
      lastDeliveredAt: null,
      lastFailedAt: null,
    });
    expect(created.body.secret).toMatch(/^whsec_[0-9A-Za-z]{40}$/);
    const id = created.body.id;

    const read = await api.get(`/v1/webhooks/${id}`);
    expect(read.body).toEqual({ ...created.body, secret: undefined });
    expect('secret' in read.body).toBe(false);
    const list = await api.get('/v1/webhooks');
    expect(list.body.items.map((w: any) => w.id)).toEqual([id]);
    expect('secret' in list.body.items[0]).toBe(false);
    expect(list.body.catalog).toEqual([...EVENT_TYPES]);
    expect(list.body.catalog).toHaveLength(23);

    const updated = await api.patch(`/v1/webhooks/${id}`, { events: ['*'], description: '' });
    expect(updated.body).toMatchObject({ id, events: ['*'], description: '', url: receiver.url('/a') });
    expect(updated.raw).not.toContain(created.body.secret);
    // Duplicates collapse.
    expect((await api.patch(`/v1/webhooks/${id}`, { events: ['tour.played', 'tour.played'] })).body.events).toEqual([
      'tour.played',
    ]);

    expect((await api.delete(`/v1/webhooks/${id}`)).status).toBe(204);
    expect((await api.get(`/v1/webhooks/${id}`)).body).toMatchObject({ status: 404, code: 'not-found' });
    expect((await api.delete(`/v1/webhooks/${id}`)).status).toBe(404);
    expect((await api.patch(`/v1/webhooks/${id}`, { description: 'x' })).status).toBe(404);
  });

  it('validates bodies: URL, event types, "*" alone, description, status; Idempotency-Key required', async () => {
    const api = await (await h.workspace()).live();
    const url = receiver.url('/v');
    const cases: Array<[unknown, string]> = [
      [{ events: ['*'] }, 'url'],
      [{ url, events: [] }, 'events'],
      [{ url }, 'events'],
      [{ url, events: ['visitor.vanished'] }, 'events[0]'],
      [{ url, events: ['meeting.booked', 'nope'] }, 'events[1]'],
      [{ url, events: ['*', 'meeting.booked'] }, 'events'],
      [{ url, events: 'meeting.booked' }, 'events'],
      [{ url, events: ['*'], description: 'x'.repeat(501) }, 'description'],
      [{ url: 'ftp://127.0.0.1/x', events: ['*'] }, 'url'],
      [{ url: 'not a url', events: ['*'] }, 'url'],
      [{ url: 'http://user:pw@127.0.0.1/x', events: ['*'] }, 'url'],
      [{ url: 42, events: ['*'] }, 'url'],
    ];
    for (const [body, param] of cases) {
      const res = await api.post('/v1/webhooks', body);
      expect({ status: res.status, code: res.body.code, param: res.body.param }, JSON.stringify(body)).toEqual({
        status: 400,
        code: 'invalid-request',
        param,
      });
    }
    expect((await api.post('/v1/webhooks', { url, events: ['*'] }, { idem: false })).body).toMatchObject({
      status: 400,
      param: 'Idempotency-Key',
    });
    const ok = await api.post('/v1/webhooks', { url, events: ['*'] });
    expect(ok.status).toBe(201);
    expect((await api.patch(`/v1/webhooks/${ok.body.id}`, { status: 'deleted' })).body).toMatchObject({
      status: 400,
      param: 'status',
    });
    expect((await api.patch(`/v1/webhooks/${ok.body.id}`, { events: ['nope'] })).body).toMatchObject({
      status: 400,
      param: 'events[0]',
    });
    expect((await api.patch(`/v1/webhooks/${ok.body.id}`, { description: 'x' }, { idem: false })).body).toMatchObject({
      param: 'Idempotency-Key',
    });
    expect((await api.delete(`/v1/webhooks/${ok.body.id}`, { idem: false })).body).toMatchObject({
      param: 'Idempotency-Key',
    });
    expect((await api.get('/v1/webhooks')).body.items.map((w: any) => w.id)).toEqual([ok.body.id]);
  });

  it('409 conflict for a URL another webhook of the data set has', async () => {
    const api = await (await h.workspace()).live();
    const a = await api.post('/v1/webhooks', { url: receiver.url('/same'), events: ['*'] });
    const b = await api.post('/v1/webhooks', { url: receiver.url('/other'), events: ['*'] });
    expect(
      (await api.post('/v1/webhooks', { url: receiver.url('/same'), events: ['tour.played'] })).body,
    ).toMatchObject({ status: 409, code: 'conflict' });
    expect((await api.patch(`/v1/webhooks/${b.body.id}`, { url: receiver.url('/same') })).body).toMatchObject({
      status: 409,
      code: 'conflict',
    });
    expect((await api.patch(`/v1/webhooks/${a.body.id}`, { url: receiver.url('/same') })).status).toBe(200);
  });

  it('refuses loopback, private, link-local and metadata targets when saved, unless allowed', async () => {
    const ws = await h.workspace();
    const key = (await ws.key()).key;
    const api = strict.anonymous().withKey(key);
    const refused = [
      'http://127.0.0.1/hook',
      'http://10.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/hook',
      'http://localhost:8080/hook',
      'http://192.168.1.10/hook',
      'http://0.0.0.0/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'https://100.64.0.1/hook',
    ];
    for (const url of refused) {
      const res = await api.post('/v1/webhooks', { url, events: ['*'] });
      expect({ status: res.status, param: res.body.param }, url).toEqual({ status: 400, param: 'url' });
    }
    // A public address is fine (nothing connects at save time); deleted at once so nothing is ever sent there.
    const pub = await api.post('/v1/webhooks', { url: 'https://93.184.216.34/hook', events: ['*'] });
    expect(pub.status).toBe(201);
    expect((await api.patch(`/v1/webhooks/${pub.body.id}`, { url: 'http://10.1.2.3/x' })).body).toMatchObject({
      status: 400,
      param: 'url',
    });
    expect((await api.delete(`/v1/webhooks/${pub.body.id}`)).status).toBe(204);
    // The same server with SVC_OUTBOUND_ALLOW=127.0.0.1 accepts its loopback receiver.
    expect(
      (
        await h
          .anonymous()
          .withKey(key)
          .post('/v1/webhooks', { url: receiver.url('/allowed'), events: ['*'] })
      ).status,
    ).toBe(201);
  });

  it('keeps test-key and live-key webhooks apart', async () => {
    const ws = await h.workspace();
    const live = await ws.live();
    const test = await ws.test();
    const l = await live.post('/v1/webhooks', { url: receiver.url('/live'), events: ['*'] });
    const t = await test.post('/v1/webhooks', { url: receiver.url('/live'), events: ['*'] });
    expect(t.status).toBe(201);
    expect((await live.get('/v1/webhooks')).body.items.map((w: any) => w.id)).toEqual([l.body.id]);
    expect((await test.get('/v1/webhooks')).body.items.map((w: any) => w.id)).toEqual([t.body.id]);
    expect((await live.get(`/v1/webhooks/${t.body.id}`)).status).toBe(404);
    expect((await test.delete(`/v1/webhooks/${l.body.id}`)).status).toBe(404);
  });
});

it('the OpenAPI document declares the data and links of every event type and each delivery request', async () => {
  const doc = (await h.anonymous().get('/v1/openapi.json')).body;
  expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
  for (const type of EVENT_TYPES) {
    const op = doc.webhooks[type].post;
    expect(op.parameters.map((p: any) => p.name)).toEqual([
      'X-Service-Event',
      'X-Service-Timestamp',
      'X-Service-Signature',
      'X-Service-Delivery',
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const parts = op.requestBody.content['application/json'].schema.allOf;
    expect(parts[0]).toEqual({ $ref: '#/components/schemas/Event' });
    for (const part of ['data', 'links']) {
      const ref: string = parts[1].properties[part].$ref;
      expect(doc.components.schemas[ref.split('/').pop()!], `${type} ${part}`).toMatchObject({ type: 'object' });
    }
  }
  expect(doc.components.schemas.MeetingBookedData.required).toEqual(
    expect.arrayContaining(['meetingId', 'visitorId', 'startAt', 'attendee']),
  );
  expect(doc.components.schemas.MeetingBookedLinks.properties).toMatchObject({
    meeting: expect.any(Object),
    visitor: expect.any(Object),
  });
  expect(doc.components.schemas.SegmentEnteredData.required).toEqual(
    expect.arrayContaining([
      'segmentId',
      'visitorId',
      'email',
      'displayName',
      'account',
      'crm',
      'labels',
      'intentScore',
    ]),
  );
  expect(doc.paths['/v1/events/stream'].get.responses['200'].content['text/event-stream']).toMatchObject({
    schema: { type: 'string' },
  });
});

describe('delivery log and replay', () => {
  async function webhookWithDeliveries(n: number) {
    const ws = await h.workspace();
    const api = await ws.live();
    const hook = await api.post('/v1/webhooks', { url: receiver.url(`/log-${Math.random()}`), events: ['*'] });
    for (let i = 0; i < n; i++) await emit(h, ws.id, 1);
    await fanOut(h.deps, ws.id);
    return { ws, api, hook: hook.body };
  }

  it('lists deliveries newest first with stable paging, one per event', async () => {
    const { ws, api, hook } = await webhookWithDeliveries(5);
    const all = await api.get(`/v1/webhooks/${hook.id}/deliveries?limit=200`);
    expect(all.body.items.map((d: any) => d.eventId)).toEqual(['5', '4', '3', '2', '1']);
    expect(all.body.items[0]).toMatchObject({ attempts: expect.any(Number), deliveredAt: null, replayOf: null });
    expect(Object.keys(all.body.items[0]).sort()).toEqual(
      [
        'attempts',
        'createdAt',
        'deliveredAt',
        'error',
        'eventId',
        'id',
        'nextAttemptAt',
        'replayOf',
        'responseStatus',
        'status',
      ].sort(),
    );
    const p1 = await api.get(`/v1/webhooks/${hook.id}/deliveries?limit=2`);
    const p2 = await api.get(`/v1/webhooks/${hook.id}/deliveries?limit=2&cursor=${p1.body.nextCursor}`);
    const p3 = await api.get(`/v1/webhooks/${hook.id}/deliveries?limit=2&cursor=${p2.body.nextCursor}`);
    expect(p3.body.nextCursor).toBeNull();
    expect([...p1.body.items, ...p2.body.items, ...p3.body.items].map((d: any) => d.id)).toEqual(
      all.body.items.map((d: any) => d.id),
    );
    // A second fan-out pass adds nothing.
    await fanOut(h.deps, ws.id);
    expect((await api.get(`/v1/webhooks/${hook.id}/deliveries?limit=200`)).body.items.map((d: any) => d.id)).toEqual(
      all.body.items.map((d: any) => d.id),
    );

    const other = await api.post('/v1/webhooks', { url: receiver.url(`/log-other-${Math.random()}`), events: ['*'] });
    expect((await api.get(`/v1/webhooks/${other.body.id}/deliveries?cursor=${p1.body.nextCursor}`)).body).toMatchObject(
      { status: 400, param: 'cursor' },
    );
    expect((await api.get(`/v1/webhooks/${other.body.id}/deliveries`)).body.items).toEqual([]);
    expect((await api.get('/v1/webhooks/00000000-0000-4000-8000-000000000000/deliveries')).status).toBe(404);
  });

  it('sends events that occur after the subscription only, to webhooks subscribed to their type', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    await emit(h, ws.id, 2);
    const all = await api.post('/v1/webhooks', { url: receiver.url('/all'), events: ['*'] });
    const leads = await api.post('/v1/webhooks', { url: receiver.url('/fu'), events: ['follow_up.created'] });
    await emit(h, ws.id, 1);
    await emit(h, ws.id, 1, 'follow_up.created');
    // Setting an active webhook active again keeps events not yet fanned out.
    expect((await api.patch(`/v1/webhooks/${all.body.id}`, { status: 'active' })).status).toBe(200);
    await fanOut(h.deps, ws.id);
    const ids = async (id: string) =>
      (await api.get(`/v1/webhooks/${id}/deliveries`)).body.items.map((d: any) => d.eventId);
    expect(await ids(all.body.id)).toEqual(['4', '3']);
    expect(await ids(leads.body.id)).toEqual(['4']);
  });

  it('replays a delivery as a fresh pending one (202), idempotently, never while paused', async () => {
    const { api, hook } = await webhookWithDeliveries(1);
    const [original] = (await api.get(`/v1/webhooks/${hook.id}/deliveries`)).body.items;
    const replay = await api.post(`/v1/webhooks/${hook.id}/deliveries/${original.id}/replay`, undefined, {
      idem: 'replay-1',
    });
    expect(replay.status).toBe(202);
    expect(replay.body).toMatchObject({
      eventId: original.eventId,
      status: 'pending',
      attempts: 0,
      replayOf: original.id,
      deliveredAt: null,
    });
    expect(replay.body.id).not.toBe(original.id);
    const again = await api.post(`/v1/webhooks/${hook.id}/deliveries/${original.id}/replay`, undefined, {
      idem: 'replay-1',
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(replay.body.id);
    expect((await api.get(`/v1/webhooks/${hook.id}/deliveries`)).body.items.map((d: any) => d.id)).toEqual([
      replay.body.id,
      original.id,
    ]);

    expect(
      (await api.post(`/v1/webhooks/${hook.id}/deliveries/${original.id}/replay`, undefined, { idem: false })).body,
    ).toMatchObject({
      status: 400,
      param: 'Idempotency-Key',
    });
    const other = await api.post('/v1/webhooks', {
      url: receiver.url(`/replay-other-${Math.random()}`),
      events: ['*'],
    });
    expect((await api.post(`/v1/webhooks/${other.body.id}/deliveries/${original.id}/replay`)).status).toBe(404);
    expect((await api.post(`/v1/webhooks/${hook.id}/deliveries/not-a-uuid/replay`)).status).toBe(404);

    expect((await api.patch(`/v1/webhooks/${hook.id}`, { status: 'paused' })).body.status).toBe('paused');
    expect((await api.post(`/v1/webhooks/${hook.id}/deliveries/${original.id}/replay`)).body).toMatchObject({
      status: 409,
      code: 'conflict',
    });
    // Pausing ends what was still queued.
    const log = (await api.get(`/v1/webhooks/${hook.id}/deliveries`)).body.items;
    expect(log.every((d: any) => d.status !== 'pending')).toBe(true);
  });

  it('sandbox reset discards sandbox webhooks and their deliveries', async () => {
    const ws = await h.workspace({ seed: true });
    const test = await ws.test();
    const hook = await test.post('/v1/webhooks', { url: receiver.url('/sbx'), events: ['*'] });
    await emit(h, ws.sandboxId, 2);
    await fanOut(h.deps, ws.sandboxId);
    expect((await test.get(`/v1/webhooks/${hook.body.id}/deliveries`)).body.items).toHaveLength(2);
    expect((await test.post('/v1/sandbox/reset')).status).toBe(200);
    expect((await test.get(`/v1/webhooks/${hook.body.id}`)).status).toBe(404);
    expect((await test.get('/v1/webhooks')).body.items).toEqual([]);
    const left = await h.db.tenantTx(ws.sandboxId, (tx) =>
      tx.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries'),
    );
    expect(left.rows[0]!.n).toBe(0);
    // The reseeded sandbox has its example events, with ids that kept counting.
    const events = (await test.get('/v1/events')).body.items;
    expect(events.length).toBeGreaterThan(0);
    expect(Number(events[0].id)).toBeGreaterThan(2);
  });
});
