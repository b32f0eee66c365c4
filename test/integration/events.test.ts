import { Ajv } from 'ajv';
import addFormatsImport from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { emit, eventIds } from '../webhooks/events.js';
import { eventually } from '../webhooks/receiver.js';
import { openEventSource } from '../webhooks/sse.js';
import { EVENT_TYPES, type EventType } from '../../src/platform/outbox/catalogue.js';
import { eventDataSchemas, eventLinksSchemas } from '../../src/platform/outbox/payloads.js';
import { HUB_KEY } from '../../src/resources/events/stream-events.js';

const addFormats = addFormatsImport as unknown as (ajv: Ajv) => Ajv;

let h: Harness;
let base: string;
beforeAll(async () => {
  // Short streams and polls, so reconnections and end frames happen within a test.
  h = await createHarness({ config: { streamMaxSeconds: 1, streamPollMs: 50 } });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = h.app.server.address() as { port: number };
  base = `http://127.0.0.1:${addr.port}/v1`;
});
afterAll(() => h?.close());

describe('listEvents', () => {
  it('reads the log oldest first, page by page with nextSince, in the envelope', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    await emit(h, ws.id, 3);
    await emit(h, ws.id, 2, 'follow_up.created');
    const all = await api.get('/v1/events');
    expect(all.status).toBe(200);
    expect(all.body.items.map((e: any) => e.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(all.body.nextSince).toBe('5');
    const first = all.body.items[0];
    expect(Object.keys(first)).toEqual(['id', 'livemode', 'type', 'occurredAt', 'data', 'links']);
    expect(first).toMatchObject({
      livemode: true,
      type: 'visitor.identified',
      links: { visitor: `/v1/visitors/${first.data.visitorId}` },
    });
    expect(first.occurredAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const seen: string[] = [];
    let since = '0';
    for (let i = 0; i < 5; i++) {
      const page = await api.get(`/v1/events?since=${since}&limit=2`);
      seen.push(...page.body.items.map((e: any) => e.id));
      since = page.body.nextSince;
    }
    expect(seen).toEqual(['1', '2', '3', '4', '5']);
    expect((await api.get(`/v1/events?since=${since}`)).body).toEqual({ items: [], nextSince: '5' });
    // A consumer ahead of the log keeps its place.
    expect((await api.get('/v1/events?since=99')).body).toEqual({ items: [], nextSince: '99' });
  });

  it('since=now answers an empty page whose nextSince is the newest id; the stream starts there', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    expect((await api.get('/v1/events?since=now')).body).toEqual({ items: [], nextSince: '0' });
    await emit(h, ws.id, 3);
    expect((await api.get('/v1/events?since=now&limit=1')).body).toEqual({ items: [], nextSince: '3' });
    const stream = await api.get('/v1/events/stream?since=now');
    expect(stream.raw).not.toContain('event: visitor.identified');
    expect(stream.raw.split('\n\n').filter(Boolean).at(-1)).toBe('event: end\nid: 3\ndata: {"lastId":"3"}');
    // Another data set's events do not move it.
    await emit(h, ws.sandboxId, 2);
    expect((await api.get('/v1/events?since=now')).body.nextSince).toBe('3');
  });

  it('filters by type; an exhausted filtered read moves nextSince past the rest', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    await emit(h, ws.id, 1, 'follow_up.created');
    await emit(h, ws.id, 3);
    const res = await api.get('/v1/events?types=follow_up.created');
    expect(res.body.items.map((e: any) => e.type)).toEqual(['follow_up.created']);
    expect(res.body.nextSince).toBe('4');
    const two = await api.get('/v1/events?types=visitor.identified,%20follow_up.created&limit=2');
    expect(two.body.items.map((e: any) => e.id)).toEqual(['1', '2']);
    expect(two.body.nextSince).toBe('2');
    const none = await api.get('/v1/events?types=meeting.booked');
    expect(none.body).toEqual({ items: [], nextSince: '4' });
  });

  it('refuses unknown types, malformed since and limits out of range (400 with param)', async () => {
    const api = await (await h.workspace()).live();
    const bad = await api.get('/v1/events?types=visitor.identified,visitor.vanished');
    expect(bad.body).toMatchObject({ status: 400, code: 'invalid-request', param: 'types' });
    expect(bad.body.message).toContain('visitor.vanished');
    for (const q of [
      'since=-1',
      'since=abc',
      'since=NOW',
      'since=now1',
      'since=1.5',
      'since=99999999999999999999',
      'limit=0',
      'limit=201',
    ]) {
      const res = await api.get(`/v1/events?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.param, q).toBe(q.split('=')[0]);
    }
  });

  it('keeps live and sandbox logs apart; sandbox events have livemode false', async () => {
    const ws = await h.workspace();
    await emit(h, ws.id, 2);
    await emit(h, ws.sandboxId, 1);
    const live = await (await ws.live()).get('/v1/events');
    const test = await (await ws.test()).get('/v1/events');
    expect(live.body.items.map((e: any) => e.livemode)).toEqual([true, true]);
    expect(test.body.items.map((e: any) => e.livemode)).toEqual([false]);
    expect(test.headers['x-service-mode']).toBe('test');
  });

  it('a seeded sandbox holds events of several types, each of its declared shape', async () => {
    const ws = await h.workspace({ seed: true });
    const res = await (await ws.test()).get('/v1/events?limit=200');
    const types = new Set(res.body.items.map((e: any) => e.type));
    expect(types.size).toBeGreaterThanOrEqual(3);
    const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
    for (const e of res.body.items) {
      const type = e.type as EventType;
      expect(EVENT_TYPES).toContain(type);
      const dataOk = ajv.validate(eventDataSchemas[type], e.data);
      expect(dataOk, `${type} data: ${ajv.errorsText()}`).toBe(true);
      const linksOk = ajv.validate(eventLinksSchemas[type], e.links);
      expect(linksOk, `${type} links: ${ajv.errorsText()}`).toBe(true);
      expect(e.livemode).toBe(false);
    }
  });
});

describe('streamEvents', () => {
  it('frames events with type, id and envelope, honours since and types, and ends with the last id', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    await emit(h, ws.id, 2);
    await emit(h, ws.id, 1, 'follow_up.created');
    await emit(h, ws.id, 1);
    const res = await api.get('/v1/events/stream?since=1&types=visitor.identified');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const frames = res.raw.split('\n\n').filter(Boolean);
    expect(frames[0]).toBe('retry: 2000');
    const events = frames.filter((f) => f.startsWith('event: visitor.identified'));
    expect(events.map((f) => f.split('\n')[1])).toEqual(['id: 2', 'id: 4']);
    const envelope = JSON.parse(events[0]!.split('\n')[2]!.slice('data: '.length));
    expect(envelope).toMatchObject({ id: '2', livemode: true, type: 'visitor.identified' });
    expect(frames.some((f) => f.startsWith('event: follow_up.created'))).toBe(false);
    expect(frames.at(-1)).toBe('event: end\nid: 4\ndata: {"lastId":"4"}');
  });

  it('prefers Last-Event-ID over since, and refuses unknown types and malformed ids', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    await emit(h, ws.id, 3);
    const res = await api.get('/v1/events/stream?since=0', { headers: { 'last-event-id': '2' } });
    expect(res.raw).toContain('id: 3\n');
    expect(res.raw).not.toContain('id: 2\n');
    expect((await api.get('/v1/events/stream?types=nope')).body).toMatchObject({ status: 400, param: 'types' });
    expect((await api.get('/v1/events/stream', { headers: { 'last-event-id': 'x1' } })).body).toMatchObject({
      status: 400,
      param: 'Last-Event-ID',
    });
    expect((await api.get('/v1/events/stream?since=-4')).body).toMatchObject({ status: 400, param: 'since' });
  });

  it('sends keep-alive comments while idle', async () => {
    const slow = await createHarness({ db: h.db, config: { streamMaxSeconds: 2, streamPollMs: 50 } });
    try {
      const ws = await h.workspace();
      const key = (await ws.key()).key;
      const res = await slow.app.inject({
        method: 'GET',
        url: '/v1/events/stream',
        headers: { authorization: `Bearer ${key}` },
      });
      expect(res.body).toContain(': keep-alive\n\n');
      expect(res.body).toContain('event: end\nid: 0\ndata: {"lastId":"0"}');
    } finally {
      await slow.close();
    }
  });

  it('the eventsource client reconnects across end frames with Last-Event-ID, missing and repeating nothing', async () => {
    const ws = await h.workspace();
    const { key } = await ws.key();
    await emit(h, ws.id, 2);
    const sse = openEventSource(`${base}/events/stream?since=0`, key);
    try {
      // Writes spread over several one-second streams.
      for (let i = 0; i < 6; i++) {
        await emit(h, ws.id, 2);
        await new Promise((r) => setTimeout(r, 400));
      }
      await eventually(() => expect(sse.events.length).toBe(14), 20_000);
      await eventually(() => expect(sse.connects.length).toBeGreaterThanOrEqual(2), 20_000);
    } finally {
      sse.close();
    }
    expect(sse.events.map((e) => e.id)).toEqual(Array.from({ length: 14 }, (_, i) => String(i + 1)));
    expect(sse.events.every((e) => e.data.id === e.id && e.data.livemode === true)).toBe(true);
    expect(sse.ends.length).toBeGreaterThanOrEqual(1);
    // Every reconnection resumed from the position the end frame gave (the URL still says since=0).
    expect(sse.connects[0]!.lastEventId).toBeNull();
    expect(sse.connects.length).toBeGreaterThanOrEqual(2);
    for (const c of sse.connects.slice(1)) expect(sse.ends.map((e) => e.lastId)).toContain(c.lastEventId);
  });

  it('concurrent writers, a tailing reader and an open stream each see every event once, in id order', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const { key } = await ws.key();
    const sse = openEventSource(`${base}/events/stream?since=0`, key);
    let writing = true;
    const tailed: string[] = [];
    const tail = (async () => {
      let since = '0';
      for (;;) {
        const stillWriting = writing;
        const page = await api.get(`/v1/events?since=${since}&limit=7`);
        // A reader polling this fast meets the read bucket; it waits as told, like any client.
        if (page.status === 429) {
          await new Promise((r) => setTimeout(r, Number(page.headers['retry-after'] ?? 1) * 1000));
          continue;
        }
        expect(page.status).toBe(200);
        tailed.push(...page.body.items.map((e: any) => e.id));
        since = page.body.nextSince;
        if (!stillWriting && page.body.items.length === 0) return;
      }
    })();
    const writer = async (w: number) => {
      for (let i = 0; i < 12; i++) {
        // Some transactions roll back after queueing events: those events must never appear.
        await h.db
          .tenantTx(ws.id, async (tx) => {
            const { newId } = await import('../../src/lib/ids.js');
            const n = 1 + ((w + i) % 3);
            for (let k = 0; k < n; k++) {
              h.deps.outbox.append(tx, {
                type: 'visitor.identified',
                data: { visitorId: newId(), email: null, displayName: null },
              });
            }
            if ((w * 12 + i) % 5 === 4) throw new Error('rolled back');
          })
          .catch((err: Error) => {
            if (err.message !== 'rolled back') throw err;
          });
      }
    };
    await Promise.all([0, 1, 2, 3].map(writer));
    writing = false;
    await tail;
    const committed = await eventIds(h, ws.id);
    const expected = committed.map(String);
    expect(committed).toEqual(Array.from({ length: committed.length }, (_, i) => i + 1));
    try {
      await eventually(() => expect(sse.events.length).toBeGreaterThanOrEqual(expected.length), 20_000);
    } finally {
      sse.close();
    }
    expect(tailed).toEqual(expected);
    expect(sse.events.map((e) => e.id)).toEqual(expected);
  });

  it('ends open streams when the app closes, with their end frame', async () => {
    const other = await createHarness({ db: h.db, config: { streamMaxSeconds: 300 } });
    const ws = await h.workspace();
    await emit(h, ws.id, 1);
    const key = (await ws.key()).key;
    const pending = other.app.inject({
      method: 'GET',
      url: '/v1/events/stream',
      headers: { authorization: `Bearer ${key}` },
    });
    await eventually(() => expect(other.deps.slots.get(HUB_KEY)!.size).toBe(1));
    await other.close();
    const res = await pending;
    // The end frame says where to resume: after event 1 if its poll had sent it, else from 0.
    const end = /event: end\nid: (\d+)\ndata: \{"lastId":"(\d+)"\}\n\n$/.exec(res.body);
    expect(end?.[1]).toBe(end?.[2]);
    expect(res.body.includes('event: visitor.identified\nid: 1\n')).toBe(end?.[1] === '1');
  });
});
