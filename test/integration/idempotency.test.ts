import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { Client } from '../helpers/client.js';
import { ManualClock } from '../../src/clock.js';
import { newId } from '../../src/lib/ids.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';

let h: Harness;
let clock: ManualClock;
beforeAll(async () => {
  clock = new ManualClock('2026-05-01T09:00:00.000Z');
  h = await createHarness({ clock });
});
afterAll(() => h?.close());

async function openFollowUp(ws: TestWorkspace): Promise<string> {
  return h.db.tenantTx(
    ws.id,
    async (tx) => (await createFollowUp(h.deps, tx, { id: newId(), question: 'q?', createdAt: clock.now() })).id,
  );
}

async function answeredEvents(ws: TestWorkspace, id: string): Promise<number> {
  const res = await h.db.tenantTx(ws.id, (tx) =>
    tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'follow_up.answered' AND data->>'followUpId' = $1`,
      [id],
    ),
  );
  return res.rows[0]!.n;
}

describe('idempotency', () => {
  it('replays the stored answer for the same key and request; the side effect happens once', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const id = await openFollowUp(ws);
    const first = await api.post(`/v1/follow-ups/${id}/answer`, { answer: 'Yes.' }, { idem: 'same-key' });
    const again = await api.post(`/v1/follow-ups/${id}/answer`, { answer: 'Yes.' }, { idem: 'same-key' });
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.headers['request-id']).not.toBe(first.headers['request-id']);
    expect(await answeredEvents(ws, id)).toBe(1);
    // Key order in the body does not make it another request.
    const reordered = await api.call('POST', `/v1/follow-ups/${id}/answer`, '{ "answer" : "Yes." }', {
      idem: 'same-key',
      headers: { 'content-type': 'application/json' },
    });
    expect(reordered.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses the same key for a different request (409 idempotency-mismatch)', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const a = await openFollowUp(ws);
    const b = await openFollowUp(ws);
    await api.post(`/v1/follow-ups/${a}/answer`, { answer: 'One.' }, { idem: 'k' });
    for (const [url, body] of [
      [`/v1/follow-ups/${a}/answer`, { answer: 'Two.' }],
      [`/v1/follow-ups/${b}/answer`, { answer: 'One.' }],
      [`/v1/follow-ups/${a}/dismiss`, undefined],
    ] as const) {
      const res = await api.post(url, body, { idem: 'k' });
      expect(res.body).toMatchObject({ status: 409, code: 'idempotency-mismatch', param: 'Idempotency-Key' });
    }
    expect((await api.get(`/v1/follow-ups/${b}`)).body.status).toBe('open');
  });

  it('is scoped per workspace and mode: a rotated key replays, a test key or another workspace never does', async () => {
    const ws = await h.workspace();
    const id = await openFollowUp(ws);
    const old = await ws.live();
    const rotated = await ws.live();
    const first = await old.post(`/v1/follow-ups/${id}/answer`, { answer: 'Once.' }, { idem: 'shared' });
    expect(first.status).toBe(200);
    const retry = await rotated.post(`/v1/follow-ups/${id}/answer`, { answer: 'Once.' }, { idem: 'shared' });
    expect({ status: retry.status, replayed: retry.headers['idempotent-replayed'], body: retry.body }).toEqual({
      status: 200,
      replayed: 'true',
      body: first.body,
    });
    expect(await answeredEvents(ws, id)).toBe(1);
    // The full request is still compared across keys.
    const other = await openFollowUp(ws);
    expect((await rotated.post(`/v1/follow-ups/${other}/dismiss`, undefined, { idem: 'shared' })).body.code).toBe(
      'idempotency-mismatch',
    );

    // The same key and request in the sandbox, or in another workspace, runs on its own.
    const offer = { name: 'Same request', format: 'toaster', goal: 'engaged', message: 'Hi' };
    const live = await old.post('/v1/offers', offer, { idem: 'offer-1' });
    const sandbox = await (await ws.test()).post('/v1/offers', offer, { idem: 'offer-1' });
    const elsewhere = await (await (await h.workspace()).live()).post('/v1/offers', offer, { idem: 'offer-1' });
    for (const res of [sandbox, elsewhere]) {
      expect({ status: res.status, replayed: res.headers['idempotent-replayed'] }).toEqual({
        status: 201,
        replayed: undefined,
      });
      expect(res.body.id).not.toBe(live.body.id);
    }
    expect((await rotated.post('/v1/offers', offer, { idem: 'offer-1' })).body.id).toBe(live.body.id);
  });

  it('never replays an answer to a key that may not read it (the transcripts view is part of the request)', async () => {
    const ws = await h.workspace();
    const id = await openFollowUp(ws);
    const verbatim = await ws.key({
      mode: 'live',
      scopes: ['follow_ups:read', 'follow_ups:write', 'conversations:transcripts'],
    });
    const masked = await ws.key({ mode: 'live', scopes: ['follow_ups:read', 'follow_ups:write'] });
    expect(
      (await ws.client(verbatim.key).post(`/v1/follow-ups/${id}/answer`, { answer: 'A.' }, { idem: 'view' })).status,
    ).toBe(200);
    const res = await ws.client(masked.key).post(`/v1/follow-ups/${id}/answer`, { answer: 'A.' }, { idem: 'view' });
    expect(res.body).toMatchObject({ status: 409, code: 'idempotency-mismatch' });
  });

  it('stores 4xx answers of the operation, but not validation failures', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const id = await openFollowUp(ws);
    await api.post(`/v1/follow-ups/${id}/dismiss`);
    const conflict = await api.post(`/v1/follow-ups/${id}/answer`, { answer: 'Late.' }, { idem: 'late' });
    expect(conflict.body).toMatchObject({ status: 409, code: 'conflict' });
    const replay = await api.post(`/v1/follow-ups/${id}/answer`, { answer: 'Late.' }, { idem: 'late' });
    expect(replay.status).toBe(409);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toMatchObject({ code: 'conflict', message: conflict.body.message });
    expect(replay.body.requestId).toBe(replay.headers['request-id']);

    const other = await openFollowUp(ws);
    expect((await api.post(`/v1/follow-ups/${other}/answer`, { answer: '' }, { idem: 'fix-me' })).status).toBe(400);
    const fixed = await api.post(`/v1/follow-ups/${other}/answer`, { answer: 'Fixed.' }, { idem: 'fix-me' });
    expect(fixed.status).toBe(200);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('checks the key itself: 1 to 200 printable characters', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const id = await openFollowUp(ws);
    for (const bad of ['x'.repeat(201), 'tab\there', 'é']) {
      expect((await api.post(`/v1/follow-ups/${id}/dismiss`, undefined, { idem: bad })).body).toMatchObject({
        status: 400,
        code: 'invalid-request',
        param: 'Idempotency-Key',
      });
    }
    expect((await api.post(`/v1/follow-ups/${id}/dismiss`, undefined, { idem: 'x'.repeat(200) })).status).toBe(200);
  });

  it('forgets keys after 24 hours, and the clean-up job removes them', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const id = await openFollowUp(ws);
    await api.post(`/v1/follow-ups/${id}/dismiss`, undefined, { idem: 'old' });
    clock.advance(24 * 3600_000 - 1);
    expect(
      (await api.post(`/v1/follow-ups/${id}/dismiss`, undefined, { idem: 'old' })).headers['idempotent-replayed'],
    ).toBe('true');
    clock.advance(2);
    // The record expired: the request runs again (and now meets a closed follow-up).
    const rerun = await api.post(`/v1/follow-ups/${id}/dismiss`, undefined, { idem: 'old' });
    expect(rerun.headers['idempotent-replayed']).toBeUndefined();
    expect(rerun.body).toMatchObject({ code: 'conflict' });
    clock.advance(24 * 3600_000 + 1);
    const count = () =>
      h.db.tenantTx(ws.id, (tx) => tx.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys'));
    expect((await count()).rows[0]!.n).toBeGreaterThan(0);
    await h.deps.jobs.registerSchedules([{ name: 'platform.idempotency-cleanup', intervalMs: 3_600_000 }]);
    await h.db.query(`UPDATE schedules SET next_run_at = $1 WHERE name = 'platform.idempotency-cleanup'`, [
      clock.now(),
    ]);
    await h.worker().drain({ kinds: ['platform.idempotency-cleanup'] });
    expect((await count()).rows[0]!.n).toBe(0);
  });
});

describe('idempotency under concurrency', () => {
  it('runs exactly one of many simultaneous duplicates; the rest replay or are told it is in flight', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 8 }),
        fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme-ascii' }),
        async (n, key) => {
          const ws = await h.workspace();
          const api = await ws.live();
          const id = await openFollowUp(ws);
          const results = await Promise.all(
            Array.from({ length: n }, () =>
              api.post(`/v1/follow-ups/${id}/answer`, { answer: 'Once.' }, { idem: key }),
            ),
          );
          const ran = results.filter((r) => r.status === 200 && r.headers['idempotent-replayed'] === undefined);
          expect(ran).toHaveLength(1);
          for (const r of results) {
            if (r.status === 409) {
              expect(r.body.code).toBe('conflict');
              expect(r.headers['retry-after']).toBe('1');
            } else {
              expect(r.status).toBe(200);
              expect(r.body.id).toBe(id);
            }
          }
          expect(await answeredEvents(ws, id)).toBe(1);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('holds across two server processes sharing the database', async () => {
    const second = await createHarness({ db: h.db, clock });
    try {
      const ws = await h.workspace();
      const key = (await ws.key()).key;
      const id = await openFollowUp(ws);
      const clients = [
        new Client(h.app, key),
        new Client(second.app, key),
        new Client(h.app, key),
        new Client(second.app, key),
      ];
      const results = await Promise.all(
        clients.map((c) => c.post(`/v1/follow-ups/${id}/answer`, { answer: 'Once.' }, { idem: 'cross' })),
      );
      expect(results.filter((r) => r.status === 200 && !r.headers['idempotent-replayed'])).toHaveLength(1);
      expect(results.every((r) => r.status === 200 || (r.status === 409 && r.body.code === 'conflict'))).toBe(true);
      expect(await answeredEvents(ws, id)).toBe(1);
    } finally {
      await second.close();
    }
  });
});
