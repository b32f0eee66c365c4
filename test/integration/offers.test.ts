import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { ManualClock } from '../../src/clock.js';
import { newId } from '../../src/lib/ids.js';
import { recordOfferAccepted, recordOfferDeclined, recordOfferShown } from '../../src/resources/offers/service.js';

let h: Harness;
const clock = new ManualClock('2026-03-01T09:00:00.000Z');

beforeAll(async () => {
  h = await createHarness({ clock });
});
afterAll(() => h?.close());

const minimal = { name: 'Spring offer', format: 'toaster', goal: 'meeting_booked', message: 'Talk to us.' };

async function segmentIn(tenant: string): Promise<string> {
  const id = newId();
  await h.db.tenantTx(tenant, (tx) =>
    tx.query(
      `INSERT INTO segments (id, name, filter, created_at, updated_at) VALUES ($1, 'Enterprise', '{}', now(), now())`,
      [id],
    ),
  );
  return id;
}

describe('offers', () => {
  it('creates with the defaults a user expects, reads it back and lists it', async () => {
    const api = await (await h.workspace()).live();
    const created = await api.post('/v1/offers', minimal);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      ...minimal,
      isActive: true,
      headline: null,
      chips: [],
      ctaLabel: null,
      ctaAction: { type: 'none' },
      imageUrl: null,
      mediaRefId: null,
      agentPersonalize: false,
      deploy: null,
      design: null,
      conversion: {},
      audienceIds: [],
      stats: { shown: 0, accepted: 0, declined: 0 },
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    });
    expect((await api.get(`/v1/offers/${created.body.id}`)).body).toEqual(created.body);
    expect((await api.get('/v1/offers')).body).toEqual({ items: [created.body] });
    expect((await api.get(`/v1/offers/${newId()}`)).body).toMatchObject({ status: 404, code: 'not-found' });
  });

  it('stores a full offer as sent, normalising what it can', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const seg = await segmentIn(ws.id);
    const body = {
      ...minimal,
      format: 'in_chat',
      goal: 'content_viewed',
      headline: ' Read the guide ',
      chips: ['Yes please', 'Later'],
      ctaLabel: 'Open',
      ctaAction: { type: 'open_content', contentRefId: newId() },
      imageUrl: 'https://cdn.example.com/a.png',
      mediaRefId: newId(),
      agentPersonalize: true,
      deploy: {
        live: true,
        presentation: 'toast',
        hosts: ['Example.com', '*.example.org', 'example.com'],
        includePages: ['/blog/*', '/pricing'],
        excludePages: ['/blog/internal/*'],
        utm: { campaign: 'spring' },
        referrerHosts: ['google.com'],
        visitorType: 'returning',
        crm: { lifecycleStage: ['lead', 'mql'], 'company.tier': 1 },
        industries: ['Software', ' Retail '],
        devices: ['mobile', 'mobile'],
        afterSeconds: 0,
        startsAt: '2026-03-01T00:00:00+01:00',
        endsAt: '2026-04-01T00:00:00Z',
      },
      design: { theme: 'dark', layers: [1, 2] },
      conversion: {
        collect: ['email', 'company', 'email'],
        agentNote: 'Mention the webinar.',
        destination: { url: 'https://example.com/thanks' },
      },
      audienceIds: [seg, seg.toUpperCase()],
    };
    const res = await api.post('/v1/offers', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      headline: 'Read the guide',
      ctaAction: body.ctaAction,
      deploy: {
        hosts: ['example.com', '*.example.org'],
        industries: ['Software', 'Retail'],
        devices: ['mobile'],
        afterSeconds: 0,
        crm: { lifecycleStage: ['lead', 'mql'], 'company.tier': 1 },
        startsAt: '2026-02-28T23:00:00.000Z',
        endsAt: '2026-04-01T00:00:00.000Z',
      },
      design: body.design,
      conversion: {
        collect: ['email', 'company'],
        agentNote: 'Mention the webinar.',
        destination: { url: 'https://example.com/thanks' },
      },
      audienceIds: [seg],
    });
  });

  it('ignores unknown fields instead of storing them', async () => {
    const api = await (await h.workspace()).live();
    const res = await api.post('/v1/offers', {
      ...minimal,
      extra: 1,
      ctaAction: { type: 'none', color: 'red' },
      deploy: { live: false, presentation: 'banner', foo: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body.extra).toBeUndefined();
    expect(res.body.ctaAction).toEqual({ type: 'none' });
    expect(res.body.deploy).toEqual({ live: false, presentation: 'banner' });
  });

  // Each row: one violation, and the `param` a user needs to find it.
  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['name missing', { name: undefined }, 'name'],
    ['name blank', { name: '  ' }, 'name'],
    ['message missing', { message: undefined }, 'message'],
    ['unknown format', { format: 'popup' }, 'format'],
    ['unknown goal', { goal: 'sold' }, 'goal'],
    ['headline blank', { headline: ' ' }, 'headline'],
    ['navigate without url', { ctaAction: { type: 'navigate' } }, 'ctaAction.url'],
    ['navigate to a relative url', { ctaAction: { type: 'navigate', url: '/pricing' } }, 'ctaAction.url'],
    ['navigate to javascript:', { ctaAction: { type: 'navigate', url: 'javascript:alert(1)' } }, 'ctaAction.url'],
    [
      'navigate with a newline in the url',
      { ctaAction: { type: 'navigate', url: 'https://exa\nmple.com' } },
      'ctaAction.url',
    ],
    ['open_content without contentRefId', { ctaAction: { type: 'open_content' } }, 'ctaAction.contentRefId'],
    [
      'open_content with a malformed id',
      { ctaAction: { type: 'open_content', contentRefId: 'abc' } },
      'ctaAction.contentRefId',
    ],
    ['open_experience without experienceId', { ctaAction: { type: 'open_experience' } }, 'ctaAction.experienceId'],
    ['a url on a none action', { ctaAction: { type: 'none', url: 'https://example.com' } }, 'ctaAction.url'],
    [
      'a contentRefId on open_experience',
      { ctaAction: { type: 'open_experience', experienceId: newId(), contentRefId: newId() } },
      'ctaAction.contentRefId',
    ],
    ['unknown cta type', { ctaAction: { type: 'call' } }, 'ctaAction.type'],
    ['too many chips', { chips: ['a', 'b', 'c', 'd', 'e'] }, 'chips'],
    ['a long chip', { chips: ['ok', 'x'.repeat(41)] }, 'chips[1]'],
    ['a blank chip', { chips: ['ok', '   '] }, 'chips[1]'],
    ['a repeated chip', { chips: ['Yes', 'yes'] }, 'chips[1]'],
    ['a chip that is not a string', { chips: [1] }, 'chips[0]'],
    ['relative image url', { imageUrl: 'a.png' }, 'imageUrl'],
    ['malformed media id', { mediaRefId: 'x' }, 'mediaRefId'],
    ['deploy without presentation', { deploy: { live: true } }, 'deploy.presentation'],
    ['deploy without live', { deploy: { presentation: 'toast' } }, 'deploy.live'],
    [
      'an include pattern without a slash',
      { deploy: { live: true, presentation: 'toast', includePages: ['/a', '/b/*', 'blog/*'] } },
      'deploy.includePages[2]',
    ],
    [
      'an exclude pattern with a space',
      { deploy: { live: true, presentation: 'toast', excludePages: ['/a b'] } },
      'deploy.excludePages[0]',
    ],
    [
      'a page pattern with a query',
      { deploy: { live: true, presentation: 'toast', includePages: ['/a?x=1'] } },
      'deploy.includePages[0]',
    ],
    [
      'a host with a scheme',
      { deploy: { live: true, presentation: 'toast', hosts: ['https://example.com'] } },
      'deploy.hosts[0]',
    ],
    [
      'a referrer host with a path',
      { deploy: { live: true, presentation: 'toast', referrerHosts: ['google.com/search'] } },
      'deploy.referrerHosts[0]',
    ],
    ['an unknown device', { deploy: { live: true, presentation: 'toast', devices: ['tablet'] } }, 'deploy.devices[0]'],
    [
      'an unknown visitor type',
      { deploy: { live: true, presentation: 'toast', visitorType: 'vip' } },
      'deploy.visitorType',
    ],
    ['a negative delay', { deploy: { live: true, presentation: 'toast', afterSeconds: -1 } }, 'deploy.afterSeconds'],
    ['a fractional delay', { deploy: { live: true, presentation: 'toast', afterSeconds: 1.5 } }, 'deploy.afterSeconds'],
    [
      'a window ending before it starts',
      {
        deploy: { live: true, presentation: 'toast', startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-04-01T00:00:00Z' },
      },
      'deploy.endsAt',
    ],
    [
      'an empty window',
      {
        deploy: { live: true, presentation: 'toast', startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' },
      },
      'deploy.endsAt',
    ],
    [
      'a start that is not a date-time',
      { deploy: { live: true, presentation: 'toast', startsAt: 'next monday' } },
      'deploy.startsAt',
    ],
    [
      'an unknown utm key',
      { deploy: { live: true, presentation: 'toast', utm: { utm_source: 'x' } } },
      'deploy.utm.utm_source',
    ],
    [
      'a crm value that is an object',
      { deploy: { live: true, presentation: 'toast', crm: { stage: { a: 1 } } } },
      'deploy.crm.stage',
    ],
    ['an empty crm list', { deploy: { live: true, presentation: 'toast', crm: { stage: [] } } }, 'deploy.crm.stage'],
    ['a blank industry', { deploy: { live: true, presentation: 'toast', industries: [''] } }, 'deploy.industries[0]'],
    ['an unknown collect field', { conversion: { collect: ['email', 'address'] } }, 'conversion.collect[1]'],
    ['both a form and collect', { conversion: { collect: ['email'], formId: newId() } }, 'conversion.formId'],
    ['an audience that does not exist', { audienceIds: [newId()] }, 'audienceIds[0]'],
    ['a malformed audience id', { audienceIds: ['nope'] }, 'audienceIds[0]'],
    ['design that is not an object', { design: 'dark' }, 'design'],
    ['a number for a string', { message: 42 }, 'message'],
  ];

  // One workspace for the table (nothing is written); a fresh key per row keeps each within its rate-limit bucket.
  let shared: TestWorkspace;
  beforeAll(async () => {
    shared = await h.workspace();
  });

  it.each(invalid)('refuses %s with 400 and param', async (_name, patch, param) => {
    const api = await shared.live();
    const res = await api.post('/v1/offers', { ...minimal, ...patch });
    expect({ status: res.status, code: res.body.code, param: res.body.param }).toEqual({
      status: 400,
      code: 'invalid-request',
      param,
    });
    expect(res.body.message).toEqual(expect.any(String));
    expect((await api.get('/v1/offers')).body.items).toEqual([]);
  });

  it('refuses NUL characters, which the database cannot store, with a 400', async () => {
    const api = await (await h.workspace()).live();
    for (const patch of [{ name: 'a\u0000b' }, { design: { k: 'v\u0000' } }, { conversion: { agentNote: '\u0000' } }]) {
      expect((await api.post('/v1/offers', { ...minimal, ...patch })).body).toMatchObject({
        status: 400,
        code: 'invalid-request',
      });
    }
  });

  it('refuses an audience of another data set', async () => {
    const ws = await h.workspace();
    const sandboxSegment = await segmentIn(ws.sandboxId);
    const res = await (await ws.live()).post('/v1/offers', { ...minimal, audienceIds: [sandboxSegment] });
    expect(res.body).toMatchObject({ status: 400, param: 'audienceIds[0]' });
    expect((await (await ws.test()).post('/v1/offers', { ...minimal, audienceIds: [sandboxSegment] })).status).toBe(
      201,
    );
  });

  it('requires an Idempotency-Key on create and update, and replays', async () => {
    const api = await (await h.workspace()).live();
    expect((await api.post('/v1/offers', minimal, { idem: false })).body).toMatchObject({
      status: 400,
      param: 'Idempotency-Key',
    });
    const first = await api.post('/v1/offers', minimal, { idem: 'create-1' });
    const again = await api.post('/v1/offers', minimal, { idem: 'create-1' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await api.get('/v1/offers')).body.items.map((o: any) => o.id)).toEqual([first.body.id]);
    expect((await api.patch(`/v1/offers/${first.body.id}`, { name: 'x' }, { idem: false })).body).toMatchObject({
      param: 'Idempotency-Key',
    });
  });

  it('updates only the fields sent, and the edit moves it to the top of the list', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const full = {
      ...minimal,
      headline: 'Hello',
      chips: ['Yes', 'No'],
      ctaLabel: 'Go',
      ctaAction: { type: 'navigate', url: 'https://example.com/go' },
      deploy: { live: false, presentation: 'toast', includePages: ['/pricing'] },
      conversion: { collect: ['email'] },
    };
    const a = (await api.post('/v1/offers', full)).body;
    clock.advance(1000);
    const b = (await api.post('/v1/offers', minimal)).body;
    expect((await api.get('/v1/offers')).body.items.map((o: any) => o.id)).toEqual([b.id, a.id]);

    clock.advance(1000);
    const renamed = await api.patch(`/v1/offers/${a.id}`, { name: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...a, name: 'Renamed', updatedAt: clock.now().toISOString() });
    expect((await api.get('/v1/offers')).body.items.map((o: any) => o.id)).toEqual([a.id, b.id]);

    // A nested object is replaced whole; null clears a nullable field.
    const live = await api.patch(`/v1/offers/${a.id}`, {
      deploy: { live: true, presentation: 'banner' },
      headline: null,
      ctaLabel: null,
    });
    expect(live.body).toMatchObject({
      name: 'Renamed',
      deploy: { live: true, presentation: 'banner' },
      headline: null,
      ctaLabel: null,
      chips: ['Yes', 'No'],
    });
    expect(live.body.deploy.includePages).toBeUndefined();
    expect((await api.patch(`/v1/offers/${a.id}`, { deploy: null })).body.deploy).toBeNull();
    expect((await api.patch(`/v1/offers/${a.id}`, { ctaAction: { type: 'book_meeting' } })).body.ctaAction).toEqual({
      type: 'book_meeting',
    });

    // An empty body changes nothing, not even the edit time.
    const before = (await api.get(`/v1/offers/${a.id}`)).body;
    clock.advance(1000);
    expect((await api.patch(`/v1/offers/${a.id}`, {})).body).toEqual(before);

    // A refused update leaves the offer as it was.
    for (const [patch, param] of [
      [{ name: 'ok', ctaAction: { type: 'navigate' } }, 'ctaAction.url'],
      [{ name: null }, 'name'],
      [{ isActive: 'no' }, 'isActive'],
      [{ deploy: { live: true, presentation: 'toast', includePages: ['x'] } }, 'deploy.includePages[0]'],
    ] as const) {
      expect((await api.patch(`/v1/offers/${a.id}`, patch)).body).toMatchObject({
        status: 400,
        code: 'invalid-request',
        param,
      });
    }
    expect((await api.get(`/v1/offers/${a.id}`)).body).toEqual(before);
    expect((await api.patch(`/v1/offers/${newId()}`, { name: 'x' })).body).toMatchObject({
      status: 404,
      code: 'not-found',
    });
    expect((await api.patch('/v1/offers/not-a-uuid', { name: 'x' })).status).toBe(404);
  });

  it('filters by active; retiring keeps the counters and history, and can be undone', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const visitor = await seedVisitor(h.db, ws.id, { email: 'v@example.com' });
    const kept = (await api.post('/v1/offers', minimal)).body;
    const offer = (await api.post('/v1/offers', { ...minimal, name: 'To retire' })).body;
    const shownAt = new Date('2026-02-20T10:00:00.000Z');
    const conversationId = newId();
    await h.db.tenantTx(ws.id, async (tx) => {
      await recordOfferShown(h.deps, tx, {
        offerId: offer.id,
        visitorId: visitor,
        conversationId,
        source: 'google',
        at: shownAt,
      });
      await recordOfferShown(h.deps, tx, { offerId: offer.id });
      await recordOfferShown(h.deps, tx, { offerId: offer.id });
      await recordOfferAccepted(h.deps, tx, {
        offerId: offer.id,
        visitorId: visitor,
        conversationId,
        source: 'google',
      });
      await recordOfferDeclined(h.deps, tx, { offerId: offer.id });
    });
    const stats = { shown: 3, accepted: 1, declined: 1 };
    const counted = (await api.get(`/v1/offers/${offer.id}`)).body;
    expect(counted.stats).toEqual(stats);
    // Recording is not an edit.
    expect(counted.updatedAt).toBe(offer.updatedAt);

    const retired = await api.patch(`/v1/offers/${offer.id}`, { isActive: false });
    expect(retired.body).toMatchObject({ isActive: false, stats });
    expect((await api.get('/v1/offers?active=false')).body.items.map((o: any) => o.id)).toEqual([offer.id]);
    expect((await api.get('/v1/offers?active=true')).body.items.map((o: any) => o.id)).toEqual([kept.id]);
    expect((await api.get('/v1/offers')).body.items.map((o: any) => o.id).sort()).toEqual([offer.id, kept.id].sort());
    expect((await api.get('/v1/offers?active=maybe')).body).toMatchObject({ status: 400, param: 'active' });
    expect((await api.get(`/v1/offers/${offer.id}`)).body.stats).toEqual(stats);

    // Each occurrence keeps its time and who it was for (insights count accepted offers per day and source).
    const history = await h.db.tenantTx(ws.id, (tx) =>
      tx.query(
        `SELECT kind, occurred_at, visitor_id, conversation_id, source FROM offer_interactions WHERE offer_id = $1 ORDER BY occurred_at, kind`,
        [offer.id],
      ),
    );
    expect(history.rows).toHaveLength(5);
    expect(history.rows[0]).toEqual({
      kind: 'shown',
      occurred_at: shownAt,
      visitor_id: visitor,
      conversation_id: conversationId,
      source: 'google',
    });
    expect(history.rows.filter((r) => r.kind === 'accepted')).toEqual([
      {
        kind: 'accepted',
        occurred_at: clock.now(),
        visitor_id: visitor,
        conversation_id: conversationId,
        source: 'google',
      },
    ]);

    const events = await h.db.tenantTx(ws.id, (tx) =>
      tx.query(`SELECT type, occurred_at, data, links FROM events ORDER BY id`),
    );
    expect(events.rows.map((e) => e.type)).toEqual([
      'offer.shown',
      'offer.shown',
      'offer.shown',
      'offer.accepted',
      'offer.declined',
    ]);
    expect(events.rows[0]).toMatchObject({
      occurred_at: shownAt,
      data: {
        offerId: offer.id,
        visitorId: visitor,
        conversationId,
        format: 'toaster',
        goal: 'meeting_booked',
        source: 'google',
      },
      links: {
        offer: `/v1/offers/${offer.id}`,
        visitor: `/v1/visitors/${visitor}`,
        conversation: `/v1/conversations/${conversationId}`,
      },
    });

    // A retired offer still records (accepting what was shown before it was retired), and comes back on request.
    await h.db.tenantTx(ws.id, (tx) => recordOfferAccepted(h.deps, tx, { offerId: offer.id }));
    const back = await api.patch(`/v1/offers/${offer.id}`, { isActive: true });
    expect(back.body).toMatchObject({ isActive: true, stats: { ...stats, accepted: 2 } });
  });

  it('counts every occurrence when many are recorded at once', async () => {
    const ws = await h.workspace();
    const offer = (await (await ws.live()).post('/v1/offers', minimal)).body;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        h.db.tenantTx(ws.id, (tx) =>
          (i % 3 ? recordOfferShown : recordOfferAccepted)(h.deps, tx, { offerId: offer.id }),
        ),
      ),
    );
    expect((await (await ws.live()).get(`/v1/offers/${offer.id}`)).body.stats).toEqual({
      shown: 8,
      accepted: 4,
      declined: 0,
    });
  });

  it('recording for an unknown offer or another data set fails and writes nothing', async () => {
    const ws = await h.workspace();
    const offer = (await (await ws.live()).post('/v1/offers', minimal)).body;
    await expect(
      h.db.tenantTx(ws.sandboxId, (tx) => recordOfferShown(h.deps, tx, { offerId: offer.id })),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(
      h.db.tenantTx(ws.id, (tx) => recordOfferShown(h.deps, tx, { offerId: newId() })),
    ).rejects.toMatchObject({ code: 'not-found' });
    const rows = await h.db.tenantTx(ws.id, (tx) => tx.query(`SELECT count(*)::int AS n FROM offer_interactions`));
    expect(rows.rows[0]!.n).toBe(0);
  });
});
