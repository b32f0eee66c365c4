import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { ManualClock } from '../../src/clock.js';
import { recordSitting, type RecordSittingInput } from '../../src/resources/tours/sittings.js';
import { seedTour } from './support/tours.js';

/** "Today" is 2026-03-15 (UTC) here, so default ranges are fixed. */
const clock = new ManualClock('2026-03-15T12:00:00.000Z');
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ clock });
});
afterAll(() => h?.close());

async function sitting(tenant: string, input: Partial<RecordSittingInput> & { tourId: string; startedAt: Date }) {
  return h.db.tenantTx(tenant, (tx) =>
    recordSitting(h.deps, tx, { endedAt: new Date(input.startedAt.getTime() + 61_500), views: [0], ...input }),
  );
}

const at = (iso: string) => new Date(iso);
const ids = (res: any) => res.body.items.map((s: any) => s.id);

describe('listTourSittings', () => {
  it('covers inclusive UTC days on the start: 30 days up to today by default', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const t = (await seedTour(h, ws.id)).tour;
    const s = async (iso: string, id: string) => sitting(ws.id, { tourId: t.id, startedAt: at(iso), id });
    await s('2026-02-13T23:59:59.999Z', 'before-window');
    await s('2026-02-14T00:00:00.000Z', 'first-day');
    await s('2026-03-01T10:00:00.000Z', 'middle');
    await s('2026-03-15T00:00:00.000Z', 'today');
    await s('2026-03-16T00:00:00.000Z', 'tomorrow');

    expect(ids(await api.get(`/v1/tours/${t.id}/sittings`))).toEqual(['today', 'middle', 'first-day']);
    expect(ids(await api.get(`/v1/tours/${t.id}/sittings?from=2026-02-13&to=2026-02-14`))).toEqual([
      'first-day',
      'before-window',
    ]);
    expect(ids(await api.get(`/v1/tours/${t.id}/sittings?from=2026-03-01`))).toEqual(['today', 'middle']);
    expect(ids(await api.get(`/v1/tours/${t.id}/sittings?to=2026-03-16`))).toEqual(['tomorrow', 'today', 'middle']);
    expect(ids(await api.get(`/v1/tours/${t.id}/sittings?from=2026-03-01&to=2026-03-01`))).toEqual(['middle']);
    expect(ids(await api.get(`/v1/tours/${t.id}/sittings?from=2025-03-16&to=2026-03-16`))).toHaveLength(5);
  });

  it('answers 400 invalid-range for a malformed day, to before from, or more than 366 days', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const t = (await seedTour(h, ws.id)).tour;
    const cases: Array<[string, string]> = [
      ['from=2026-13-01', 'from'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['to=', 'to'],
      ['from=2026-3-1', 'from'],
      ['from=2026-03-10&to=2026-03-09', 'to'],
      ['from=2025-03-14&to=2026-03-15', 'from'],
      ['to=2027-03-15&from=2026-03-14', 'from'],
    ];
    for (const [qs, param] of cases) {
      const res = await api.get(`/v1/tours/${t.id}/sittings?${qs}`);
      expect(res.body, qs).toMatchObject({ status: 400, code: 'invalid-range', param });
    }
    // 366 days, both ends included, is the longest range.
    expect((await api.get(`/v1/tours/${t.id}/sittings?from=2025-03-15&to=2026-03-15`)).status).toBe(200);
    expect((await api.get('/v1/tours/00000000-0000-4000-8000-000000000000/sittings')).status).toBe(404);
  });

  it('pages newest first without repeats, with cursors bound to the tour and range', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const t = (await seedTour(h, ws.id)).tour;
    const other = (await seedTour(h, ws.id)).tour;
    const made = [];
    for (let i = 0; i < 7; i++) {
      // Two sittings share each start, so the id breaks ties.
      made.push(
        (await sitting(ws.id, { tourId: t.id, startedAt: at(`2026-03-1${Math.floor(i / 2)}T08:00:00.000Z`) })).id,
      );
    }
    await sitting(ws.id, { tourId: other.id, startedAt: at('2026-03-12T08:00:00.000Z') });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: any = await api.get(`/v1/tours/${t.id}/sittings?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...ids(res));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    const expected = [...made].sort().reverse();
    expect(seen).toEqual(expected);

    const first = (await api.get(`/v1/tours/${t.id}/sittings?limit=2`)).body.nextCursor;
    expect((await api.get(`/v1/tours/${other.id}/sittings?cursor=${first}`)).body).toMatchObject({
      code: 'invalid-request',
      param: 'cursor',
    });
    expect((await api.get(`/v1/tours/${t.id}/sittings?from=2026-03-01&cursor=${first}`)).body).toMatchObject({
      code: 'invalid-request',
      param: 'cursor',
    });
    expect((await api.get(`/v1/tours/${t.id}/sittings?limit=201`)).body).toMatchObject({
      code: 'invalid-request',
      param: 'limit',
    });
  });

  it("returns the Sitting shape and leaves the operator's own plays out", async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const t = (await seedTour(h, ws.id)).tour;
    const visitor = await seedVisitor(h.db, ws.id, { email: 'viewer@example.com' });
    await sitting(ws.id, {
      id: 'view-session-1',
      tourId: t.id,
      visitorId: visitor,
      email: 'viewer@example.com',
      source: 'embed',
      startedAt: at('2026-03-14T09:00:00.000Z'),
      endedAt: at('2026-03-14T09:01:30.900Z'),
      views: [0, 1, 0, 1, 2],
      completed: true,
      ctaClicks: 2,
    });
    await sitting(ws.id, {
      tourId: t.id,
      source: 'preview',
      operator: true,
      startedAt: at('2026-03-14T10:00:00.000Z'),
    });
    const res = await api.get(`/v1/tours/${t.publicId}/sittings`);
    expect(res.body).toEqual({
      items: [
        {
          id: 'view-session-1',
          tourId: t.id,
          visitorId: visitor,
          email: 'viewer@example.com',
          source: 'embed',
          startedAt: '2026-03-14T09:00:00.000Z',
          endedAt: '2026-03-14T09:01:30.900Z',
          seconds: 90,
          stepViews: 5,
          stepsSeen: [0, 1, 2],
          maxStep: 2,
          completed: true,
          ctaClicks: 2,
        },
      ],
      nextCursor: null,
    });
    const none = await sitting(ws.id, { tourId: t.id, startedAt: at('2026-03-13T10:00:00.000Z'), views: [] });
    expect(none).toMatchObject({
      stepViews: 0,
      stepsSeen: [],
      maxStep: -1,
      completed: false,
      visitorId: null,
      email: null,
      source: null,
    });
  });
});

describe('recordSitting', () => {
  it('emits tour.played, a tour.step_viewed per view, tour.cta_clicked per click and tour.completed; none for operator plays', async () => {
    const ws = await h.workspace();
    const t = (await seedTour(h, ws.id)).tour;
    const visitor = await seedVisitor(h.db, ws.id, { email: 'v@example.com' });
    await sitting(ws.id, {
      id: 'op',
      tourId: t.id,
      operator: true,
      startedAt: at('2026-03-14T08:00:00.000Z'),
      views: [0, 1],
      completed: true,
      ctaClicks: 1,
    });
    await sitting(ws.id, {
      id: 's-1',
      tourId: t.id,
      visitorId: visitor,
      email: 'v@example.com',
      source: 'share',
      startedAt: at('2026-03-14T09:00:00.000Z'),
      endedAt: at('2026-03-14T09:00:30.000Z'),
      views: [0, 1, 2],
      completed: true,
      ctaClicks: 1,
    });
    await sitting(ws.id, { id: 's-2', tourId: t.id, startedAt: at('2026-03-14T10:00:00.000Z'), views: [0] });
    const events = (
      await h.db.tenantTx(ws.id, (tx) =>
        tx.query(`SELECT type, data, links, occurred_at AS "occurredAt" FROM events ORDER BY id`),
      )
    ).rows;
    expect(events.map((e) => `${e.type}:${e.data.sittingId}`)).toEqual([
      'tour.played:s-1',
      'tour.step_viewed:s-1',
      'tour.step_viewed:s-1',
      'tour.step_viewed:s-1',
      'tour.cta_clicked:s-1',
      'tour.completed:s-1',
      'tour.played:s-2',
      'tour.step_viewed:s-2',
    ]);
    expect(events[0]).toMatchObject({
      data: { sittingId: 's-1', tourId: t.id, visitorId: visitor, email: 'v@example.com', source: 'share' },
      links: { tour: `/v1/tours/${t.id}`, visitor: `/v1/visitors/${visitor}` },
      occurredAt: at('2026-03-14T09:00:00.000Z'),
    });
    expect(events.slice(1, 4).map((e) => e.data.stepIndex)).toEqual([0, 1, 2]);
    expect(events[5]).toMatchObject({ data: { seconds: 30 }, occurredAt: at('2026-03-14T09:00:30.000Z') });
    expect(events[6]!.links).toEqual({ tour: `/v1/tours/${t.id}` });
  });
});
