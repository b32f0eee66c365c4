import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { newId } from '../../src/lib/ids.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const BASE = Date.parse('2026-03-01T00:00:00.000Z');

/**
 * Paging with the shared cursor helper: whatever the limit, with rows sharing
 * timestamps and rows inserted between page reads, every row that existed when
 * paging began is returned exactly once, in order, and nothing repeats.
 */
it('pages never repeat or skip while rows are being added', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 0, maxLength: 25 }),
      fc.integer({ min: 1, max: 7 }),
      fc.array(fc.array(fc.integer({ min: -3, max: 10 }), { maxLength: 3 }), { maxLength: 8 }),
      async (offsets, limit, insertsBetweenPages) => {
        const ws = await h.workspace();
        const api = await ws.live();
        const insert = (offsetSeconds: number) =>
          h.db.tenantTx(ws.id, (tx) =>
            createFollowUp(h.deps, tx, {
              id: newId(),
              question: 'q',
              createdAt: new Date(BASE + offsetSeconds * 1000),
            }),
          );
        const initial = [];
        for (const o of offsets) initial.push(await insert(o));
        const expected = [...initial]
          .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))
          .map((f) => f.id);
        const seen: string[] = [];
        let cursor: string | null = null;
        let page = 0;
        do {
          const res: { status: number; body: any } = await api.get(
            `/v1/follow-ups?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
          );
          expect(res.status).toBe(200);
          expect(res.body.items.length).toBeLessThanOrEqual(limit);
          seen.push(...res.body.items.map((f: { id: string }) => f.id));
          cursor = res.body.nextCursor;
          for (const o of insertsBetweenPages[page++] ?? []) await insert(o);
        } while (cursor);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.filter((id) => expected.includes(id))).toEqual(expected);
      },
    ),
    { numRuns: 20 },
  );
});

it('refuses limits outside 1 to 200 and cursors it did not issue', async () => {
  const api = await (await h.workspace()).live();
  for (const limit of ['0', '-1', '201', 'abc', '1.5']) {
    expect((await api.get(`/v1/follow-ups?limit=${limit}`)).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
      param: 'limit',
    });
  }
  expect((await api.get('/v1/follow-ups?limit=200')).status).toBe(200);
  expect((await api.get('/v1/follow-ups?cursor=made-up')).body).toMatchObject({
    status: 400,
    code: 'invalid-request',
    param: 'cursor',
  });
  // A cursor issued to another workspace is foreign here.
  const other = await (await h.workspace()).live();
  const ws = await h.workspace();
  for (let i = 0; i < 3; i++) {
    await h.db.tenantTx(ws.id, (tx) =>
      createFollowUp(h.deps, tx, { id: newId(), question: 'q', createdAt: new Date() }),
    );
  }
  const mine = await (await ws.live()).get('/v1/follow-ups?limit=1');
  expect((await other.get(`/v1/follow-ups?limit=1&cursor=${mine.body.nextCursor}`)).body).toMatchObject({
    param: 'cursor',
  });
});
