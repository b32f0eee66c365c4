import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import type { Client } from '../helpers/client.js';
import { say, startVisit, streamChunks, type Visit } from '../helpers/runtime.js';
import { ManualClock } from '../../src/clock.js';
import { endIdleVisits } from '../../src/visitor-api/jobs.js';

// Monday 23 November 2026, 07:00 UTC (08:00 in Berlin, before the sample agent's 9-to-5).
const clock = new ManualClock('2026-11-23T07:00:00.000Z');
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ clock });
});
afterAll(() => h?.close());

const bearer = (v: Visit) => ({ authorization: `Bearer ${v.token}` });

async function sandbox() {
  clock.set('2026-11-23T07:00:00.000Z');
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const agent = (await api.get('/v1/agents')).body.items[0];
  const anon = h.anonymous();
  const v = await startVisit(anon, agent.publicId, { page: { url: 'https://www.example.com/tours' } });
  const event = (body: Record<string, unknown>, visit: Visit = v) =>
    anon.post(`/runtime/v1/sessions/${visit.sessionId}/events`, body, { idem: false, headers: bearer(visit) });
  return { ws, api, agent, anon, v, event };
}

async function eventsSince(api: Client, since: string): Promise<any[]> {
  return (await api.get(`/v1/events?since=${since}&limit=200`)).body.items;
}
const lastEventId = async (api: Client) => {
  const items = (await api.get('/v1/events?limit=200')).body;
  let since = '0';
  let page = items;
  while (page.items.length) {
    since = page.nextSince;
    page = (await api.get(`/v1/events?since=${since}&limit=200`)).body;
  }
  return since;
};

describe('runtime page events', () => {
  it('records page views, offers, tours, forms and Action fires with their catalogue events', async () => {
    const { api, agent, v, event } = await sandbox();
    const offers = (await api.get('/v1/offers')).body.items;
    const inChat = offers.find((o: any) => o.format === 'in_chat');
    const retired = offers.find((o: any) => !o.isActive);
    const tour = (await api.get('/v1/tours?status=published')).body.items[0];
    const since = await lastEventId(api);

    expect(
      (await event({ type: 'page.viewed', url: 'https://www.example.com/pricing', title: 'Pricing' })).status,
    ).toBe(202);
    expect((await event({ type: 'offer.shown', offerId: inChat.id })).body).toEqual({ accepted: true });
    expect((await event({ type: 'offer.accepted', offerId: inChat.id })).status).toBe(202);
    expect((await event({ type: 'offer.declined', offerId: inChat.id })).status).toBe(202);
    expect((await event({ type: 'offer.shown', offerId: retired.id })).body).toMatchObject({
      status: 409,
      code: 'conflict',
    });
    expect((await event({ type: 'offer.shown', offerId: crypto.randomUUID() })).status).toBe(404);
    expect((await event({ type: 'offer.shown' })).body).toMatchObject({ status: 400, param: 'offerId' });
    expect((await event({ type: 'tour.played', tourId: tour.publicId, source: 'lightbox' })).status).toBe(202);
    clock.advance(4_000);
    for (const stepIndex of [0, 1, 1, 2])
      expect((await event({ type: 'tour.step_viewed', tourId: tour.id, stepIndex })).status).toBe(202);
    expect((await event({ type: 'tour.cta_clicked', tourId: tour.id, stepIndex: 2 })).status).toBe(202);
    clock.advance(6_000);
    expect((await event({ type: 'tour.completed', tourId: tour.id })).status).toBe(202);
    expect((await event({ type: 'tour.completed', tourId: tour.id })).status).toBe(202);
    expect((await event({ type: 'tour.step_viewed', tourId: crypto.randomUUID(), stepIndex: 0 })).status).toBe(404);
    expect((await event({ type: 'tour.step_viewed', tourId: tour.id })).body).toMatchObject({ param: 'stepIndex' });
    expect(
      (
        await event({
          type: 'form.submitted',
          formId: 'newsletter',
          fields: { email: 'form.person@example.net', name: 'Form Person', company: 'Example Networks' },
        })
      ).status,
    ).toBe(202);
    expect((await event({ type: 'form.submitted', fields: { email: 'not-an-email' } })).body).toMatchObject({
      status: 400,
      param: 'fields.email',
    });
    expect((await event({ type: 'action.fired', actionId: 'book_call' })).body).toEqual({ accepted: true });
    expect((await event({ type: 'action.fired', actionId: 'nope' })).status).toBe(404);
    expect((await event({ type: 'teleported' })).body).toMatchObject({ status: 400, param: 'type' });

    const types = (await eventsSince(api, since)).map((e) => e.type);
    expect(types).toEqual([
      'offer.shown',
      'offer.accepted',
      'offer.declined',
      'tour.played',
      'tour.step_viewed',
      'tour.step_viewed',
      'tour.step_viewed',
      'tour.step_viewed',
      'tour.cta_clicked',
      'tour.completed',
      'visitor.identified',
      'lead.identified',
      'form.submitted',
    ]);
    const sittings = (await api.get(`/v1/tours/${tour.id}/sittings?from=2026-11-23&to=2026-11-23`)).body.items.filter(
      (s: any) => s.visitorId === v.visitorId,
    );
    expect(sittings).toEqual([
      expect.objectContaining({
        visitorId: v.visitorId,
        source: 'lightbox',
        stepViews: 4,
        stepsSeen: [0, 1, 2],
        maxStep: 2,
        completed: true,
        ctaClicks: 1,
        seconds: 10,
      }),
    ]);
    const visitor = (await api.get(`/v1/visitors/${v.visitorId}`)).body;
    expect(visitor).toMatchObject({
      email: 'form.person@example.net',
      displayName: 'Form Person',
      account: { domain: 'example.net' },
    });
    expect(visitor.journey.pages.map((p: any) => new URL(p.url).pathname)).toEqual(['/pricing', '/tours']);
    expect(visitor.journey.lead).toMatchObject({
      source: 'form_capture',
      email: 'form.person@example.net',
      company: 'Example Networks',
    });
    expect(visitor.intentScore).toBeGreaterThan(0);
    const offer = (await api.get(`/v1/offers/${inChat.id}`)).body;
    expect(offer.stats).toEqual({
      shown: inChat.stats.shown + 1,
      accepted: inChat.stats.accepted + 1,
      declined: inChat.stats.declined + 1,
    });
    const action = (await api.get(`/v1/agents/${agent.id}/actions`)).body.items.find((a: any) => a.id === 'book_call');
    expect(action.firesLast7Days).toBeGreaterThan(0);
  });
});

describe('runtime slots and bookings', () => {
  it('lists open slots from the booking settings, books one, and refuses a taken or made-up slot', async () => {
    const { api, anon, v, agent } = await sandbox();
    const slots = await anon.get(`/runtime/v1/sessions/${v.sessionId}/slots`, { headers: bearer(v) });
    expect(slots.status).toBe(200);
    expect(slots.body).toMatchObject({ timezone: 'Europe/Berlin', durationMinutes: 30 });
    // Two hours' notice from 08:00 Berlin: the first slot is 10:00 Berlin (09:00 UTC) today.
    expect(slots.body.slots[0]).toBe('2026-11-23T09:00:00.000Z');
    expect(slots.body.slots).not.toContain('2026-11-28T09:00:00.000Z'); // a Saturday
    expect(slots.body.slots.every((s: string) => s <= '2026-12-07T09:00:00.000Z')).toBe(true);
    const window = await anon.get(
      `/runtime/v1/sessions/${v.sessionId}/slots?from=2026-11-24T00:00:00Z&to=2026-11-24T23:59:59Z`,
      { headers: bearer(v) },
    );
    expect(window.body.slots).toHaveLength(16);
    expect(window.body.slots[0]).toBe('2026-11-24T08:00:00.000Z');
    expect(
      (
        await anon.get(`/runtime/v1/sessions/${v.sessionId}/slots?from=2026-11-24T00:00:00Z&to=2026-11-23T00:00:00Z`, {
          headers: bearer(v),
        })
      ).body,
    ).toMatchObject({ status: 400, param: 'to' });

    const book = (body: Record<string, unknown>, visit: Visit = v) =>
      anon.post(`/runtime/v1/sessions/${visit.sessionId}/meetings`, body, { idem: false, headers: bearer(visit) });
    const since = await lastEventId(api);
    const booked = await book({
      startAt: '2026-11-24T08:00:00.000Z',
      email: 'meet.me@example.org',
      name: 'Meet Me',
      company: 'Example Foundation',
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      visitorId: v.visitorId,
      agentId: agent.id,
      startAt: '2026-11-24T08:00:00.000Z',
      durationMinutes: 30,
      repUserId: 'rep-example',
      attendee: { email: 'meet.me@example.org', name: 'Meet Me' },
    });
    const other = await startVisit(anon, agent.publicId);
    expect(
      (await book({ startAt: '2026-11-24T08:00:00.000Z', email: 'late@example.com', name: 'Too Late' }, other)).body,
    ).toMatchObject({ status: 409, code: 'conflict' });
    expect(
      (await book({ startAt: '2026-11-24T08:10:00.000Z', email: 'x@example.com', name: 'X' }, other)).body,
    ).toMatchObject({ status: 400, param: 'startAt' });
    expect(
      (await book({ startAt: '2026-11-28T09:00:00.000Z', email: 'x@example.com', name: 'X' }, other)).body,
    ).toMatchObject({ status: 400, param: 'startAt' });
    // On the grid but inside the two hours' notice.
    expect((await book({ startAt: '2026-11-23T08:00:00.000Z', email: 'x@example.com', name: 'X' }, other)).status).toBe(
      409,
    );
    expect(
      (await book({ startAt: '2026-11-25T08:00:00.000Z', email: 'no-at-sign', name: 'X' }, other)).body,
    ).toMatchObject({ status: 400, param: 'email' });
    const after = (
      await anon.get(
        `/runtime/v1/sessions/${other.sessionId}/slots?from=2026-11-24T00:00:00Z&to=2026-11-24T23:59:59Z`,
        { headers: bearer(other) },
      )
    ).body.slots;
    expect(after).toHaveLength(15);
    expect(after).not.toContain('2026-11-24T08:00:00.000Z');

    const evs = (await api.get(`/v1/events?since=${since}&limit=50`)).body.items;
    const meeting = evs.find((e: any) => e.type === 'meeting.booked');
    expect(meeting.data).toEqual({
      meetingId: booked.body.id,
      visitorId: v.visitorId,
      startAt: '2026-11-24T08:00:00.000Z',
      attendee: { email: 'meet.me@example.org', name: 'Meet Me' },
    });
    expect(meeting.links).toEqual({
      meeting: `/v1/meetings/${booked.body.id}`,
      visitor: `/v1/visitors/${v.visitorId}`,
    });
    expect(evs.map((e: any) => e.type)).toEqual(['lead.identified', 'meeting.booked', 'visitor.identified']);
    const lead = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items[0];
    expect(lead).toMatchObject({
      source: 'meeting_booked',
      email: 'meet.me@example.org',
      company: 'Example Foundation',
    });
    const visitor = (await api.get(`/v1/visitors/${v.visitorId}`)).body;
    expect(visitor).toMatchObject({ email: 'meet.me@example.org', status: 'engaged' });
  });

  it('offers slots in chat when the visitor asks to talk to someone', async () => {
    const { anon, v } = await sandbox();
    const res = await say(anon, v, 'Can I book a demo with your team?');
    const slots = streamChunks(res.raw).find((c: any) => c.type === 'data-slots') as any;
    expect(slots.data).toMatchObject({
      timezone: 'Europe/Berlin',
      durationMinutes: 30,
      bookUrl: `/runtime/v1/sessions/${v.sessionId}/meetings`,
    });
    expect(slots.data.slots[0]).toBe('2026-11-23T09:00:00.000Z');
  });
});

describe('qualifying', () => {
  it('asks the qualify-lead questions one per turn, records the answers and sets a verdict on the lead', async () => {
    const { api, anon, v } = await sandbox();
    await say(anon, v, "I'm Kim Example, kim@example.net");
    const asked: string[] = [];
    const lastLine = (raw: string) =>
      streamChunks(raw)
        .filter((c: any) => c.type === 'text-delta')
        .map((c: any) => c.delta)
        .join('')
        .split('\n')
        .at(-1)!;
    // The next question waits for the visitor to ask again: an answer alone gets thanks, not another question.
    for (const [question, answer] of [
      ['What plans do you have for a team like ours?', 'I run the support team and I decide.'],
      ['What does the Growth plan include?', 'About 40 people.'],
      ['Where is customer data stored?', 'We miss leads at night.'],
      ['How much does the Growth plan cost?', 'Next quarter.'],
    ]) {
      asked.push(lastLine((await say(anon, v, question!)).raw));
      expect(lastLine((await say(anon, v, answer!)).raw)).not.toMatch(/\?$/);
    }
    expect(asked.slice(0, 4).map((q) => q.slice(-40))).toEqual([
      expect.stringContaining('recommend it?'),
      expect.stringContaining('would use it?'),
      expect.stringContaining('hoping to solve?'),
      expect.stringContaining('something in place?'),
    ]);
    const lead = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items[0];
    expect(lead).toMatchObject({
      source: 'form_capture',
      email: 'kim@example.net',
      verdict: { fit: 'strong', answers: { timeline: 'Next quarter.' } },
    });
    const found = await api.post('/v1/visitors/search', {
      qualified: { company_size: 'About 40 people.', need: 'We miss leads at night.' },
    });
    expect(found.body.items.map((x: any) => x.id)).toEqual([v.visitorId]);
  });
});

const sweep = () => endIdleVisits(h.deps)({} as never, { signal: new AbortController().signal } as never);
const GRACE = 15_000;

describe('ending visits', () => {
  it('ends a visit by call once the grace has passed (also with the token in a text/plain body), and idle ones by the worker', async () => {
    const { ws, api, anon, agent, v } = await sandbox();
    await say(anon, v, 'Hello there');
    const ended = await anon.call(
      'POST',
      `/runtime/v1/sessions/${v.sessionId}/end`,
      JSON.stringify({ visitorToken: v.token }),
      {
        idem: false,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      },
    );
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({
      endedAt: clock.now().toISOString(),
      resumableUntil: new Date(clock.now().getTime() + GRACE).toISOString(),
    });
    clock.advance(2_000);
    expect(
      (await anon.post(`/runtime/v1/sessions/${v.sessionId}/end`, undefined, { idem: false, headers: bearer(v) })).body,
    ).toEqual(ended.body);
    expect((await anon.post(`/runtime/v1/sessions/${v.sessionId}/end`, {}, { idem: false })).body.code).toBe(
      'invalid-token',
    );
    const conversationOf = async (visitorId: string) =>
      (await api.get(`/v1/conversations?visitorId=${visitorId}`)).body.items;
    // Within the grace the end is pending: the sweep leaves it.
    await sweep();
    expect((await conversationOf(v.visitorId))[0].endedAt).toBeNull();
    // After it the worker ends the visit and its conversation, dated when the end call came.
    clock.advance(GRACE);
    await sweep();
    expect((await conversationOf(v.visitorId))[0].endedAt).toBe(ended.body.endedAt);
    expect(
      (await anon.post(`/runtime/v1/sessions/${v.sessionId}/end`, undefined, { idem: false, headers: bearer(v) })).body,
    ).toEqual({ endedAt: ended.body.endedAt, resumableUntil: null });

    // A message after the end starts a new conversation in the same visit.
    clock.advance(60_000);
    await say(anon, v, 'One more thing');
    const both = await conversationOf(v.visitorId);
    expect(both).toHaveLength(2);
    expect(both[0].endedAt).toBeNull();

    const quiet = await startVisit(anon, agent.publicId);
    await say(anon, quiet, 'Hi');
    const lastActive = clock.now().getTime();
    clock.advance(31 * 60_000);
    // The worker's job (scheduled every minute), run here directly.
    await sweep();
    const idle = (await conversationOf(quiet.visitorId))[0];
    expect(idle.endedAt).toBe(new Date(lastActive + 30 * 60_000).toISOString());
    const endedEvents = (await api.get('/v1/events?types=conversation.ended&limit=200')).body.items.filter(
      (e: any) => e.data.visitorId === quiet.visitorId || e.data.visitorId === v.visitorId,
    );
    expect(endedEvents.length).toBe(3);
    expect(
      await h.db.tenantTx(
        ws.sandboxId,
        async (tx) =>
          (
            await tx.query(`SELECT count(*)::int AS n FROM visits WHERE ended_at IS NULL AND visitor_id = $1`, [
              quiet.visitorId,
            ])
          ).rows[0]!.n,
      ),
    ).toBe(0);
  });

  it('keeps the visit and its conversation over a reload: the session start within the grace calls the end off, a late beacon changes nothing', async () => {
    const { api, anon, agent } = await sandbox();
    const v = await startVisit(anon, agent.publicId, { pageId: 'page-a' });
    await say(anon, v, 'Where is customer data stored?');
    const end = (pageId: string) =>
      anon.post(`/runtime/v1/sessions/${v.sessionId}/end`, { visitorToken: v.token, pageId }, { idem: false });
    expect((await end('page-a')).body.resumableUntil).not.toBeNull();
    clock.advance(GRACE - 1_000);
    const reloaded = await startVisit(anon, agent.publicId, { visitorToken: v.token, pageId: 'page-b' });
    expect(reloaded.body).toMatchObject({
      sessionId: v.sessionId,
      visitorId: v.visitorId,
      returning: true,
      resumed: true,
    });
    // The old page's beacon arriving only now names a page the reload replaced.
    expect((await end('page-a')).body).toEqual({ endedAt: null, resumableUntil: null });
    clock.advance(5 * 60_000);
    await sweep();
    await say(anon, reloaded, 'And how long is the trial?');
    const conversations = (await api.get(`/v1/conversations?visitorId=${v.visitorId}`)).body.items;
    expect(conversations).toHaveLength(1);
    expect(conversations[0].endedAt).toBeNull();
    const full = (await api.get(`/v1/conversations/${conversations[0].id}`)).body;
    expect(full.messages.filter((m: any) => m.role === 'user').map((m: any) => m.content)).toEqual([
      'Where is customer data stored?',
      'And how long is the trial?',
    ]);
    const events = (await api.get('/v1/events?types=conversation.ended&limit=200')).body.items.filter(
      (e: any) => e.data.visitorId === v.visitorId,
    );
    expect(events).toEqual([]);
  });

  it('a message within the grace also calls the end off; a session start after it begins a new visit while the old one ends as of its end call', async () => {
    const { api, anon, agent } = await sandbox();
    const v = await startVisit(anon, agent.publicId);
    await say(anon, v, 'Hello there');
    await anon.post(`/runtime/v1/sessions/${v.sessionId}/end`, undefined, { idem: false, headers: bearer(v) });
    clock.advance(3_000);
    await say(anon, v, 'Still here');
    clock.advance(GRACE * 4);
    await sweep();
    expect((await api.get(`/v1/conversations?visitorId=${v.visitorId}`)).body.items.map((c: any) => c.endedAt)).toEqual(
      [null],
    );

    const endedAt = (
      await anon.post(`/runtime/v1/sessions/${v.sessionId}/end`, undefined, { idem: false, headers: bearer(v) })
    ).body.endedAt;
    clock.advance(GRACE + 1_000);
    const later = await startVisit(anon, agent.publicId, { visitorToken: v.token });
    expect(later.body).toMatchObject({ visitorId: v.visitorId, returning: true, resumed: false });
    expect(later.sessionId).not.toBe(v.sessionId);
    await sweep();
    const [old] = (await api.get(`/v1/conversations?visitorId=${v.visitorId}`)).body.items;
    expect(old.endedAt).toBe(endedAt);
    const events = (await api.get('/v1/events?types=conversation.ended&limit=200')).body.items.filter(
      (e: any) => e.data.visitorId === v.visitorId,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ data: { conversationId: old.id }, occurredAt: endedAt });
  });
});
