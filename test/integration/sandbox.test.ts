import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

it('describes the sandbox to a test key and refuses live keys', async () => {
  const ws = await h.workspace({ seed: true });
  const test = await ws.test();
  const res = await test.get('/v1/sandbox');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ mode: 'test', livemode: false, workspaceId: ws.sandboxId });
  expect(res.body.workspaceId).toMatch(/^sbx_/);
  expect(res.body.fixtures.followUps).toBeGreaterThanOrEqual(5);
  expect(res.body.fixtures.visitors).toBeGreaterThanOrEqual(1);
  const live = await ws.live();
  expect((await live.get('/v1/sandbox')).body).toMatchObject({ status: 403, code: 'sandbox-only' });
  expect((await live.post('/v1/sandbox/reset')).body).toMatchObject({ status: 403, code: 'sandbox-only' });
  // Any scope is enough; a test key is the proof.
  const narrow = await ws.key({ mode: 'test', scopes: ['meetings:read'] });
  expect((await ws.client(narrow.key).get('/v1/sandbox')).status).toBe(200);
});

it('seeds plainly labelled examples: three open follow-ups (one with an email), one answered, one dismissed', async () => {
  const ws = await h.workspace({ seed: true });
  const test = await ws.test();
  const items = (await test.get('/v1/follow-ups?limit=200')).body.items as Array<{
    status: string;
    question: string;
    visitorId: string | null;
  }>;
  expect(items.filter((f) => f.status === 'open').length).toBeGreaterThanOrEqual(3);
  expect(items.filter((f) => f.status === 'answered').length).toBeGreaterThanOrEqual(1);
  expect(items.filter((f) => f.status === 'dismissed').length).toBeGreaterThanOrEqual(1);
  expect(items.every((f) => /example/i.test(f.question))).toBe(true);
  const emails = await h.db.tenantTx(ws.sandboxId, (tx) =>
    tx.query<{ email: string }>('SELECT email FROM visitors WHERE email IS NOT NULL'),
  );
  expect(emails.rows.length).toBeGreaterThan(0);
  expect(emails.rows.every((r) => /@example\.(com|org|net)$/.test(r.email))).toBe(true);
  // Nothing is seeded into the live data set.
  expect((await (await ws.live()).get('/v1/follow-ups')).body.items).toEqual([]);
});

it('reset discards everything written to the sandbox, re-seeds, and never touches live data', async () => {
  const ws = await h.workspace({ seed: true });
  const test = await ws.test();
  const live = await ws.live();
  const before = (await test.get('/v1/follow-ups?status=open')).body.items;
  await test.post(`/v1/follow-ups/${before[0].id}/dismiss`);
  const maxEvent = async () =>
    (
      await h.db.tenantTx(ws.sandboxId, (tx) =>
        tx.query<{ m: number }>('SELECT COALESCE(max(id), 0)::int AS m FROM events'),
      )
    ).rows[0]!.m;
  const eventsBefore = await maxEvent();

  const liveFollowUps = await h.db.tenantTx(ws.id, (tx) => tx.query('SELECT count(*)::int AS n FROM visitors'));
  expect((await test.post('/v1/sandbox/reset', undefined, { idem: false })).body).toMatchObject({
    status: 400,
    param: 'Idempotency-Key',
  });
  const resetFrom = Date.now();
  const reset = await test.post('/v1/sandbox/reset');
  expect(reset.status).toBe(200);
  // Seeded again by this reset: seededAt moves to its time.
  expect(Date.parse(reset.body.seededAt)).toBeGreaterThanOrEqual(resetFrom);
  expect(Date.parse(reset.body.seededAt)).toBeLessThanOrEqual(Date.now());
  expect(reset.body.fixtures.followUps).toBe(before.length + 2);

  const after = (await test.get('/v1/follow-ups?status=open')).body.items;
  expect(after).toHaveLength(before.length);
  expect(after.map((f: { id: string }) => f.id)).not.toContain(before[0].id);
  // Event ids keep counting: a consumer deduping on ids never sees one twice.
  const firstNew = await h.db.tenantTx(ws.sandboxId, (tx) =>
    tx.query<{ m: number }>('SELECT min(id)::int AS m FROM events'),
  );
  expect(firstNew.rows[0]!.m).toBeGreaterThan(eventsBefore);
  expect((await h.db.tenantTx(ws.id, (tx) => tx.query('SELECT count(*)::int AS n FROM visitors'))).rows).toEqual(
    liveFollowUps.rows,
  );
  expect((await live.get('/v1/follow-ups')).body.items).toEqual([]);
  // The reset answer replays like any idempotent write.
  const replay = await test.post('/v1/sandbox/reset', undefined, { idem: 'reset-1' });
  const again = await test.post('/v1/sandbox/reset', undefined, { idem: 'reset-1' });
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.body).toEqual(replay.body);
});
