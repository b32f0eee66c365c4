import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { newId } from '../../src/lib/ids.js';
import { createAgent } from '../../src/resources/agents/service.js';
import { appendMessage, escalateQuestion, recordConversation } from '../../src/resources/conversations/service.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';
import { recordLead } from '../../src/resources/leads/service.js';
import { bookMeeting } from '../../src/resources/meetings/service.js';
import { createOffer, recordOfferAccepted, recordOfferShown } from '../../src/resources/offers/service.js';
import { recordSitting } from '../../src/resources/tours/sittings.js';
import { askOrRecordGap } from '../../src/resources/insights/ask-or-record-gap.js';
import { foldAll, foldTenant, markAllDaysDirty } from '../../src/resources/insights/fold.js';
import { recordKnowledgeGap } from '../../src/resources/insights/knowledge-gaps.js';
import { insightsModule } from '../../src/resources/insights/index.js';
import type { Client } from '../helpers/client.js';
import { createHarness, dbKind, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { seedTour } from './support/tours.js';

/**
 * One small world, built once, with every expected figure worked out by hand.
 * The clock stands at 2026-03-10 12:00 UTC; activity falls on 03-07, 03-08, 03-09 and 03-10.
 */
const NOW = '2026-03-10T12:00:00.000Z';
const clock = new ManualClock(NOW);
const at = (s: string) => new Date(`2026-03-${s}:00.000Z`);

let h: Harness;
let ws: TestWorkspace;
let api: Client;
const w: Record<string, string> = {};

async function buildWorld(): Promise<void> {
  const t = ws.id;
  w.v1 = await seedVisitor(h.db, t, { email: 'v1@example.com', displayName: 'Vera Visitor', at: at('01T00:00') });
  w.v2 = await seedVisitor(h.db, t, { at: at('01T00:00') });
  w.v3 = await seedVisitor(h.db, t, { email: 'v3@example.com', at: at('01T00:00') });
  w.t1 = (await seedTour(h, t, { file: { name: 'Tour one' } })).tour.id;
  w.t2 = (await seedTour(h, t, { file: { name: 'Tour two' } })).tour.id;
  await h.db.tenantTx(t, async (tx) => {
    const agent = await createAgent(h.deps, tx, { name: 'Insights agent' });
    w.agent = agent.id;
    const conv = async (
      visitorId: string,
      startedAt: Date,
      messages: number,
      from: { referrer?: string; utm?: Record<string, string> } = {},
    ) => {
      const c = await recordConversation(h.deps, tx, {
        agentId: agent.id,
        visitorId,
        startedAt,
        referrer: from.referrer ?? null,
        ...(from.utm ? { utm: from.utm } : {}),
      });
      for (let i = 0; i < messages; i++) {
        await appendMessage(h.deps, tx, {
          conversationId: c.id,
          role: 'user',
          authorKind: 'visitor',
          content: `message ${i}`,
          createdAt: new Date(startedAt.getTime() + (i + 1) * 1000),
        });
      }
      return c.id;
    };
    // 03-09: three sessions (newsletter with 2 messages, google without any, direct with 1).
    w.c1 = await conv(w.v1!, at('09T10:00'), 2, { utm: { utm_source: 'newsletter' } });
    w.c2 = await conv(w.v2!, at('09T11:00'), 0, { referrer: 'https://www.google.com/x' });
    w.c3 = await conv(w.v1!, at('09T15:00'), 1);
    // 03-08: one google session with a message. 03-07: one direct session with a message.
    w.c4 = await conv(w.v3!, at('08T09:00'), 1, { referrer: 'https://www.google.com/y' });
    w.c6 = await conv(w.v2!, at('07T09:00'), 1);
    // A dashboard test chat on 03-09: never counted.
    const dash = await recordConversation(h.deps, tx, {
      agentId: agent.id,
      fromDashboard: true,
      startedAt: at('09T09:00'),
    });
    await appendMessage(h.deps, tx, {
      conversationId: dash.id,
      role: 'user',
      authorKind: 'rep',
      content: 'test',
      createdAt: at('09T09:01'),
    });

    const sit = (
      tourId: string,
      visitorId: string | null,
      email: string | null,
      startedAt: Date,
      secs: number,
      views: number[],
      extra: { completed?: boolean; ctaClicks?: number; operator?: boolean } = {},
    ) =>
      recordSitting(h.deps, tx, {
        tourId,
        visitorId,
        email,
        startedAt,
        endedAt: new Date(startedAt.getTime() + secs * 1000),
        views,
        ...extra,
      });
    await sit(w.t1!, w.v1!, 'v1@example.com', at('09T10:05'), 60, [0, 1, 2], { completed: true, ctaClicks: 1 });
    await sit(w.t1!, w.v2!, null, at('09T12:00'), 20, [0]);
    await sit(w.t1!, w.v3!, 'V1@Example.com', at('09T13:00'), 30, [0, 1]);
    await sit(w.t2!, w.v3!, 'v3@example.com', at('08T10:00'), 90, [0, 1, 2], { completed: true });
    await sit(w.t1!, null, null, at('09T14:00'), 40, [0, 1, 2], { completed: true, operator: true });

    await recordLead(h.deps, tx, {
      source: 'form_capture',
      visitorId: w.v1!,
      agentId: agent.id,
      email: 'v1@example.com',
      createdAt: at('09T12:30'),
    });
    await bookMeeting(h.deps, tx, {
      visitorId: w.v1!,
      conversationId: w.c1!,
      agentId: agent.id,
      attendee: { email: 'v1@example.com' },
      bookedAt: at('09T13:00'),
    });
    const offer = await createOffer(h.deps, tx, {
      name: 'Offer',
      format: 'toaster',
      goal: 'engaged',
      message: 'Hello',
    });
    await recordOfferAccepted(h.deps, tx, {
      offerId: offer.id,
      visitorId: w.v2!,
      source: 'partner',
      at: at('09T14:00'),
    });
    await recordOfferShown(h.deps, tx, { offerId: offer.id, visitorId: w.v2!, source: 'partner', at: at('09T14:00') });

    // Hand-overs: one in c1 (03-09), one without a conversation (03-08).
    w.f1 = (
      await escalateQuestion(h.deps, tx, {
        conversationId: w.c1!,
        question: 'Can I email vera@example.com the contract, Vera?',
        reason: 'needs a person',
        createdAt: at('09T16:00'),
      })
    ).id;
    w.f2 = (
      await createFollowUp(h.deps, tx, {
        id: newId(),
        question: 'Is there an on-prem version?',
        reason: 'low confidence',
        createdAt: at('08T10:00'),
      })
    ).id;
    // An earlier exact repeat of f2's question (03-07), recorded as an abstention.
    await recordKnowledgeGap(tx, {
      question: 'is there an ON-PREM version',
      reason: 'not covered',
      askedAt: at('07T10:00'),
    });
  });
  // The agent abstains (its base is empty) in c4 at NOW, then hands the same question over.
  const asked = await askOrRecordGap(h.deps, t, {
    question: 'What is the SLA for Example Corp?',
    agentId: w.agent!,
    visitorId: w.v3!,
    conversationId: w.c4!,
  });
  expect(asked.gapRecorded).toBe(true);
  w.f3 = (
    await h.db.tenantTx(t, (tx) =>
      escalateQuestion(h.deps, tx, {
        conversationId: w.c4!,
        question: 'What is the SLA for Example Corp?',
        reason: 'not covered',
      }),
    )
  ).id;
}

beforeAll(async () => {
  h = await createHarness({ clock });
  ws = await h.workspace();
  await buildWorld();
});
// The clock stands still, so token buckets never refill: a fresh key per test.
beforeEach(async () => {
  api = await ws.live();
});
afterAll(async () => {
  await h?.close();
});

const ORG_0309 = {
  day: '2026-03-09',
  visitors: 3,
  conversedVisitors: 1,
  meetingVisitors: 1,
  sessions: 3,
  conversations: 2,
  meetings: 1,
  formSubmitted: 1,
  outcomes: 1,
  tourPlays: 3,
  tourCompletions: 1,
};
const ORG_0308 = {
  day: '2026-03-08',
  visitors: 1,
  conversedVisitors: 1,
  meetingVisitors: 0,
  sessions: 1,
  conversations: 1,
  meetings: 0,
  formSubmitted: 0,
  outcomes: 0,
  tourPlays: 1,
  tourCompletions: 1,
};
const ORG_0307 = {
  day: '2026-03-07',
  visitors: 1,
  conversedVisitors: 1,
  meetingVisitors: 0,
  sessions: 1,
  conversations: 1,
  meetings: 0,
  formSubmitted: 0,
  outcomes: 0,
  tourPlays: 0,
  tourCompletions: 0,
};

describe('insights rollups', () => {
  it('reads nothing before the fold and lists every day as missing', async () => {
    const digest = await api.get('/v1/insights/digest?from=2026-03-08&to=2026-03-09');
    expect(digest.status).toBe(200);
    expect(digest.body.totals).toEqual({
      visitors: 0,
      conversations: 0,
      meetings: 0,
      formsSubmitted: 0,
      escalated: 0,
      tourPlays: 0,
      tourCompletions: 0,
    });
    expect(digest.body.missingDays).toEqual(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']);
    const pulse = await api.get('/v1/insights/pulse?from=2026-03-08&to=2026-03-09');
    expect(pulse.body.daily.map((d: { sessions: number }) => d.sessions)).toEqual([0, 0]);
  });

  it('folds only the days with activity, then the pulse adds up', async () => {
    const folded = await foldAll(h.deps);
    expect(folded).toBe(4); // 03-07, 03-08, 03-09, 03-10 (the hand-over at NOW)
    const pulse = await api.get('/v1/insights/pulse?from=2026-03-07&to=2026-03-09');
    expect(pulse.status).toBe(200);
    expect(pulse.body.range).toEqual({ from: '2026-03-07', to: '2026-03-09' });
    expect(pulse.body.daily).toEqual([ORG_0307, ORG_0308, ORG_0309]);
    expect(pulse.body.totals).toEqual({
      visitors: 5,
      conversedVisitors: 3,
      meetingVisitors: 1,
      sessions: 5,
      conversations: 4,
      meetings: 1,
      formSubmitted: 1,
      outcomes: 1,
      tourPlays: 4,
      tourCompletions: 2,
    });
    expect(pulse.body.sources).toEqual([
      { source: 'direct', sessions: 2, conversations: 2, meetings: 0, outcomes: 0 },
      { source: 'google.com', sessions: 2, conversations: 1, meetings: 0, outcomes: 0 },
      { source: 'newsletter', sessions: 1, conversations: 1, meetings: 1, outcomes: 0 },
      { source: 'partner', sessions: 0, conversations: 0, meetings: 0, outcomes: 1 },
    ]);
  });

  it('pulse defaults to the 30 days ending today, zeros where nothing happened', async () => {
    const pulse = await api.get('/v1/insights/pulse');
    expect(pulse.body.range).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(pulse.body.daily).toHaveLength(30);
    expect(pulse.body.daily[0]).toEqual({
      day: '2026-02-09',
      visitors: 0,
      conversedVisitors: 0,
      meetingVisitors: 0,
      sessions: 0,
      conversations: 0,
      meetings: 0,
      formSubmitted: 0,
      outcomes: 0,
      tourPlays: 0,
      tourCompletions: 0,
    });
    expect(pulse.body.daily[29].day).toBe('2026-03-10');
    expect(pulse.body.totals.sessions).toBe(5);
    const onlyTo = await api.get('/v1/insights/pulse?to=2026-03-08');
    expect(onlyTo.body.range).toEqual({ from: '2026-02-07', to: '2026-03-08' });
    expect(onlyTo.body.totals.sessions).toBe(2);
  });

  it('digest compares the window with the one before it, metrics by largest change', async () => {
    const d = await api.get('/v1/insights/digest?from=2026-03-08&to=2026-03-09');
    expect(d.status).toBe(200);
    expect(d.body).toEqual({
      range: { from: '2026-03-08', to: '2026-03-09' },
      comparedWith: { from: '2026-03-06', to: '2026-03-07' },
      days: 2,
      totals: {
        visitors: 4,
        conversations: 3,
        meetings: 1,
        formsSubmitted: 1,
        escalated: 2,
        tourPlays: 4,
        tourCompletions: 2,
      },
      previousTotals: {
        visitors: 1,
        conversations: 1,
        meetings: 0,
        formsSubmitted: 0,
        escalated: 0,
        tourPlays: 0,
        tourCompletions: 0,
      },
      metrics: [
        { metric: 'tourPlays', current: 4, previous: 0, change: 4, changePct: null },
        { metric: 'visitors', current: 4, previous: 1, change: 3, changePct: 300 },
        { metric: 'conversations', current: 3, previous: 1, change: 2, changePct: 200 },
        { metric: 'escalated', current: 2, previous: 0, change: 2, changePct: null },
        { metric: 'tourCompletions', current: 2, previous: 0, change: 2, changePct: null },
        { metric: 'meetings', current: 1, previous: 0, change: 1, changePct: null },
        { metric: 'formsSubmitted', current: 1, previous: 0, change: 1, changePct: null },
      ],
      missingDays: [],
    });
  });

  it('digest defaults to the last seven days; days after the last fold are missing', async () => {
    const d = await api.get('/v1/insights/digest');
    expect(d.body.range).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(d.body.comparedWith).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(d.body.days).toBe(7);
    expect(d.body.totals).toEqual({
      visitors: 5,
      conversations: 4,
      meetings: 1,
      formsSubmitted: 1,
      escalated: 3,
      tourPlays: 4,
      tourCompletions: 2,
    });
    expect(d.body.missingDays).toEqual([]);
    const ahead = await api.get('/v1/insights/digest?from=2026-03-10&to=2026-03-12');
    expect(ahead.body.missingDays).toEqual(['2026-03-11', '2026-03-12']);
  });

  it('tour insights: totals by plays, days in order, engaged from step 2, identified by distinct email', async () => {
    const r = await api.get('/v1/insights/tours?from=2026-03-08&to=2026-03-09');
    expect(r.status).toBe(200);
    expect(r.body.range).toEqual({ from: '2026-03-08', to: '2026-03-09' });
    const tours = r.body.tours.map(({ publicId, ...rest }: { publicId: string }) => ({
      ...rest,
      hasPublicId: typeof publicId === 'string',
    }));
    expect(tours).toEqual([
      {
        tourId: w.t1,
        name: 'Tour one',
        hasPublicId: true,
        plays: 3,
        engaged: 2,
        completions: 1,
        ctaClicks: 1,
        identified: 1,
        totalSecs: 110,
        days: 1,
      },
      {
        tourId: w.t2,
        name: 'Tour two',
        hasPublicId: true,
        plays: 1,
        engaged: 1,
        completions: 1,
        ctaClicks: 0,
        identified: 1,
        totalSecs: 90,
        days: 1,
      },
    ]);
    expect(r.body.daily).toEqual([
      {
        tourId: w.t2,
        day: '2026-03-08',
        plays: 1,
        engaged: 1,
        completions: 1,
        ctaClicks: 0,
        identified: 1,
        totalSecs: 90,
      },
      {
        tourId: w.t1,
        day: '2026-03-09',
        plays: 3,
        engaged: 2,
        completions: 1,
        ctaClicks: 1,
        identified: 1,
        totalSecs: 110,
      },
    ]);
    const defaults = await api.get('/v1/insights/tours');
    expect(defaults.body.range).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    // The default range (the 30 days up to today) holds both days.
    expect(defaults.body.tours).toEqual(r.body.tours);
  });

  it('late data re-opens its day only, and folding it again counts it', async () => {
    await h.db.tenantTx(ws.id, (tx) =>
      recordSitting(h.deps, tx, {
        tourId: w.t2!,
        email: 'late@example.com',
        startedAt: at('08T20:00'),
        endedAt: at('08T20:01'),
        views: [0],
      }),
    );
    const before = await api.get('/v1/insights/digest?from=2026-03-08&to=2026-03-09');
    expect(before.body.missingDays).toEqual(['2026-03-08']);
    expect(before.body.totals.tourPlays).toBe(4);
    expect(await foldTenant(h.deps, ws.id)).toBe(1);
    const after = await api.get('/v1/insights/digest?from=2026-03-08&to=2026-03-09');
    expect(after.body.missingDays).toEqual([]);
    expect(after.body.totals.tourPlays).toBe(5);
    const tours = await api.get('/v1/insights/tours?from=2026-03-08&to=2026-03-08');
    expect(tours.body.daily).toEqual([
      {
        tourId: w.t2,
        day: '2026-03-08',
        plays: 2,
        engaged: 1,
        completions: 1,
        ctaClicks: 0,
        identified: 2,
        totalSecs: 150,
      },
    ]);
  });

  it('re-folding from scratch gives the same rows', async () => {
    const snapshot = () =>
      h.db.tenantTx(ws.id, async (tx) => ({
        org: (
          await tx.query(
            `SELECT day::text, visitors, conversed_visitors, meeting_visitors, sessions, conversations, meetings, form_submitted, outcomes, tour_plays, tour_completions, escalated FROM insight_org_days ORDER BY day`,
          )
        ).rows,
        tours: (await tx.query(`SELECT * FROM insight_tour_days ORDER BY day, tour_id`)).rows,
        sources: (await tx.query(`SELECT * FROM insight_source_days ORDER BY day, source`)).rows,
      }));
    const first = await snapshot();
    expect(first.org).toHaveLength(4);
    // One statement touching several rows of the same day marks each day once.
    await h.db.tenantTx(ws.id, (tx) => tx.query(`UPDATE conversations SET summary = 'touched'`));
    expect(await foldTenant(h.deps, ws.id)).toBe(3);
    expect(await snapshot()).toEqual(first);
    expect(await markAllDaysDirty(h.deps, ws.id)).toBe(4);
    expect(await foldTenant(h.deps, ws.id)).toBe(4);
    expect(await snapshot()).toEqual(first);
    expect(await foldTenant(h.deps, ws.id)).toBe(0);
    expect(await snapshot()).toEqual(first);
  });

  it('svc insights fold --all rebuilds the data set', async () => {
    const cmd = insightsModule.adminCommands!.find((c) => c.words.join(' ') === 'insights fold')!;
    expect(await cmd.run(h.deps, { workspace: ws.id, all: true })).toEqual({ dataSet: ws.id, marked: 4, folded: 4 });
    expect(await cmd.run(h.deps, { workspace: ws.id })).toEqual({ dataSet: ws.id, marked: 0, folded: 0 });
  });

  it('the worker folds on its schedule', async () => {
    await h.db.tenantTx(ws.id, (tx) =>
      recordConversation(h.deps, tx, { agentId: w.agent!, startedAt: at('07T18:00') }),
    );
    expect((await api.get('/v1/insights/digest?from=2026-03-08&to=2026-03-09')).body.missingDays).toEqual([
      '2026-03-07',
    ]);
    await h.db.systemTx((tx) => h.deps.jobs.enqueue(tx, { kind: 'insights.fold', tenant: null }));
    const worker = h.worker();
    await worker.start();
    for (let i = 0; i < 100; i++) {
      if ((await api.get('/v1/insights/digest?from=2026-03-08&to=2026-03-09')).body.missingDays.length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await worker.stop(1000);
    const pulse = await api.get('/v1/insights/pulse?from=2026-03-07&to=2026-03-07');
    expect(pulse.body.daily[0].sessions).toBe(2);
  });
});

describe('range validation', () => {
  const cases: Array<[string, string]> = [
    ['from=2026-3-01', 'from'],
    ['from=2026-02-30', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-03-09&to=2026-03-08', 'to'],
    ['from=2025-03-09&to=2026-03-10', 'from'],
  ];
  for (const path of ['digest', 'pulse', 'tours', 'knowledge-gaps']) {
    it(`${path}: malformed days, to before from and over 366 days are 400 invalid-range`, async () => {
      for (const [q, param] of cases) {
        const r = await api.get(`/v1/insights/${path}?${q}`);
        expect(r.status, q).toBe(400);
        expect(r.body).toMatchObject({ code: 'invalid-range', param });
      }
      expect((await api.get(`/v1/insights/${path}?from=2025-03-10&to=2026-03-10`)).status).toBe(200);
    });
  }
});

describe('knowledge gaps', () => {
  const list = async (client: Client, q = '') => {
    const r = await client.get(`/v1/insights/knowledge-gaps${q}`);
    expect(r.status).toBe(200);
    return r.body;
  };

  it('lists open gaps newest first, masks people and collapses exact repeats', async () => {
    const body = await list(api);
    expect(body.items.map((g: { question: string }) => g.question)).toEqual([
      'What is the SLA for Example Corp?',
      'Can I email [email] the contract, [name]?',
      'Is there an on-prem version?',
    ]);
    const [sla, email, onPrem] = body.items;
    expect(sla).toEqual({
      id: expect.any(String),
      question: 'What is the SLA for Example Corp?',
      normalized: 'what is the sla for example corp',
      reason: 'not covered', // the hand-over's reason replaces the abstention's
      status: 'open',
      answered: false,
      redacted: false,
      visitorId: w.v3,
      conversationId: w.c4,
      askedAt: NOW,
      answeredAt: null,
    });
    expect(email).toMatchObject({
      normalized: 'can i email email the contract name',
      reason: 'needs a person',
      redacted: true,
      visitorId: w.v1,
      conversationId: w.c1,
      askedAt: '2026-03-09T16:00:00.000Z',
    });
    expect(onPrem).toMatchObject({
      normalized: 'is there an on prem version',
      reason: 'low confidence',
      visitorId: null,
      conversationId: null,
      askedAt: '2026-03-08T10:00:00.000Z',
    });
    expect(body.redaction).toEqual({ email: 1, phone: 0, card: 0, account: 0, name: 1 });
  });

  it('is verbatim with conversations:transcripts', async () => {
    const key = await ws.key({ scopes: ['insights:read', 'conversations:read', 'conversations:transcripts'] });
    const body = await list(ws.client(key.key));
    expect(body.redaction).toBeNull();
    expect(body.items[1].question).toBe('Can I email vera@example.com the contract, Vera?');
    expect(body.items[1].normalized).toBe('can i email vera example com the contract vera');
    expect(body.items.every((g: object) => !('redacted' in g))).toBe(true);
  });

  it('follows its follow-up: answered, dismissed; the filters and limit apply', async () => {
    clock.set('2026-03-10T12:30:00.000Z');
    expect((await api.post(`/v1/follow-ups/${w.f3}/answer`, { answer: 'It is 99.9%.' })).status).toBe(200);
    expect((await api.post(`/v1/follow-ups/${w.f2}/dismiss`)).status).toBe(200);
    clock.set(NOW);
    const open = await list(api);
    // With f2's gap dismissed, its earlier repeat (still open) is the one that shows.
    expect(open.items.map((g: { question: string; askedAt: string }) => [g.question, g.askedAt])).toEqual([
      ['Can I email [email] the contract, [name]?', '2026-03-09T16:00:00.000Z'],
      ['is there an ON-PREM version', '2026-03-07T10:00:00.000Z'],
    ]);
    const answered = await list(api, '?status=answered');
    expect(answered.items).toEqual([
      expect.objectContaining({
        question: 'What is the SLA for Example Corp?',
        status: 'answered',
        answered: true,
        answeredAt: '2026-03-10T12:30:00.000Z',
      }),
    ]);
    expect(answered.redaction).toBeNull();
    const dismissed = await list(api, '?status=dismissed');
    expect(
      dismissed.items.map((g: { status: string; answered: boolean; answeredAt: null }) => [
        g.status,
        g.answered,
        g.answeredAt,
      ]),
    ).toEqual([['dismissed', false, null]]);
    const any = await list(api, '?status=any');
    expect(any.items.map((g: { status: string }) => g.status)).toEqual(['answered', 'open', 'dismissed']);
    expect((await list(api, '?status=any&limit=1')).items).toEqual(any.items.slice(0, 1));
    expect(
      (await list(api, '?status=any&from=2026-03-08&to=2026-03-08')).items.map((g: { status: string }) => g.status),
    ).toEqual(['dismissed']);
    expect((await api.get('/v1/insights/knowledge-gaps?status=closed')).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
      param: 'status',
    });
    expect((await api.get('/v1/insights/knowledge-gaps?limit=0')).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
    });
  });
});

describe('sales-ready accounts', () => {
  let other: TestWorkspace;
  let client: Client;
  const p: Record<string, string> = {};
  const DAY = 86_400_000;
  const ago = (days: number) => new Date(Date.parse(NOW) - days * DAY);

  beforeAll(async () => {
    other = await h.workspace();
    client = await other.live();
    const person = async (domain: string, intentScore: number, email: string | null, seen: Date) => {
      const id = await seedVisitor(h.db, other.id, { email, intentScore, at: seen });
      await h.db.tenantTx(other.id, (tx) =>
        tx.query('UPDATE visitors SET account_domain = $2 WHERE id = $1', [id, domain]),
      );
      return id;
    };
    await h.db.tenantTx(other.id, async (tx) => {
      for (const [domain, name, industry, crm] of [
        [
          'acme.example',
          'Acme',
          'Retail',
          { provider: 'x', lifecycleStage: 'customer', ownerEmail: 'owner@acme.example', hasOpenDeal: true },
        ],
        ['beta.example', null, null, null],
        ['gamma.example', 'Gamma', null, { lifecycleStage: 'lead', hasOpenDeal: false }],
      ] as const) {
        await tx.query(
          `INSERT INTO accounts (domain, name, industry, crm, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)`,
          [domain, name, industry, crm ? JSON.stringify(crm) : null, ago(50)],
        );
      }
    });
    p.a1 = await person('acme.example', 80, 'a1@acme.example', ago(1));
    p.a2 = await person('acme.example', 50, null, ago(2));
    p.a3 = await person('acme.example', 95, 'a3@acme.example', ago(40));
    p.b1 = await person('beta.example', 60, 'b1@beta.example', new Date(Date.parse(NOW) - 3 * 3_600_000));
    p.g1 = await person('gamma.example', 30, null, ago(1));
    await seedVisitor(h.db, other.id, { intentScore: 99, at: ago(1) }); // no account: never listed
  });

  it('defaults: 30 days, intent 40, strongest first, CRM fields only with a CRM link', async () => {
    const r = await client.get('/v1/insights/sales-ready-accounts');
    expect(r.status).toBe(200);
    expect(r.body.items).toEqual([
      {
        domain: 'acme.example',
        name: 'Acme',
        industry: 'Retail',
        visitorCount: 2,
        identifiedCount: 1,
        topIntent: 80,
        lastSeenAt: ago(1).toISOString(),
        lifecycleStage: 'customer',
        ownerEmail: 'owner@acme.example',
        hasOpenDeal: true,
        visitorIds: [p.a1, p.a2],
      },
      {
        domain: 'beta.example',
        name: null,
        industry: null,
        visitorCount: 1,
        identifiedCount: 1,
        topIntent: 60,
        lastSeenAt: '2026-03-10T09:00:00.000Z',
        lifecycleStage: null,
        ownerEmail: null,
        hasOpenDeal: false,
        visitorIds: [p.b1],
      },
    ]);
  });

  it('withinDays, minIntent and limit', async () => {
    const wide = await client.get('/v1/insights/sales-ready-accounts?withinDays=60');
    expect(wide.body.items[0]).toMatchObject({
      domain: 'acme.example',
      visitorCount: 3,
      identifiedCount: 2,
      topIntent: 95,
      visitorIds: [p.a3, p.a1, p.a2],
    });
    const all = await client.get('/v1/insights/sales-ready-accounts?minIntent=0');
    expect(all.body.items.map((a: { domain: string }) => a.domain)).toEqual([
      'acme.example',
      'beta.example',
      'gamma.example',
    ]);
    expect(all.body.items[2]).toMatchObject({ lifecycleStage: 'lead', ownerEmail: null, hasOpenDeal: false });
    expect((await client.get('/v1/insights/sales-ready-accounts?minIntent=81')).body.items).toEqual([]);
    expect(
      (await client.get('/v1/insights/sales-ready-accounts?limit=1')).body.items.map(
        (a: { domain: string }) => a.domain,
      ),
    ).toEqual(['acme.example']);
    for (const q of ['withinDays=0', 'withinDays=367', 'minIntent=101', 'minIntent=x', 'limit=201']) {
      expect((await client.get(`/v1/insights/sales-ready-accounts?${q}`)).body, q).toMatchObject({
        status: 400,
        code: 'invalid-request',
      });
    }
  });
});

describe('scopes and the sandbox', () => {
  it('every insights route needs insights:read', async () => {
    const key = await ws.key({ scopes: ['conversations:read'] });
    for (const path of ['digest', 'pulse', 'tours', 'knowledge-gaps', 'sales-ready-accounts']) {
      expect((await ws.client(key.key).get(`/v1/insights/${path}`)).body, path).toMatchObject({
        status: 403,
        code: 'insufficient-scope',
      });
    }
  });

  it('another workspace, or the sandbox of this one, sees none of its insights', async () => {
    const stranger = await (await h.workspace()).live();
    const sandbox = await ws.test();
    for (const client of [stranger, sandbox]) {
      const pulse = (await client.get('/v1/insights/pulse?from=2026-03-07&to=2026-03-10')).body;
      expect(pulse.totals.sessions).toBe(0);
      expect(pulse.sources).toEqual([]);
      expect((await client.get('/v1/insights/tours?from=2026-03-07&to=2026-03-10')).body.tours).toEqual([]);
      expect((await client.get('/v1/insights/knowledge-gaps?status=any')).body.items).toEqual([]);
      expect((await client.get('/v1/insights/digest?from=2026-03-07&to=2026-03-10')).body.totals.visitors).toBe(0);
    }
  });

  it('a fresh sandbox has something in every insights endpoint', async () => {
    clock.set(new Date());
    try {
      const sbx = await h.workspace({ seed: true });
      const test = await sbx.test();
      const digest = (await test.get('/v1/insights/digest')).body;
      expect(digest.totals.visitors).toBeGreaterThan(0);
      expect(digest.previousTotals.visitors).toBeGreaterThan(0);
      expect(digest.missingDays).toEqual([]);
      const pulse = (await test.get('/v1/insights/pulse?from=' + dayAgo(35))).body;
      expect(pulse.totals.sessions).toBeGreaterThan(20);
      expect(pulse.sources.length).toBeGreaterThan(3);
      expect(
        pulse.daily.filter((d: { sessions: number; tourPlays: number }) => d.sessions + d.tourPlays > 0).length,
      ).toBeGreaterThanOrEqual(30);
      expect((await test.get('/v1/insights/tours')).body.tours.length).toBeGreaterThanOrEqual(2);
      const gaps = (await test.get('/v1/insights/knowledge-gaps?status=any')).body;
      expect(gaps.items.length).toBeGreaterThanOrEqual(5);
      expect(gaps.redaction).not.toBeNull();
      expect(new Set(gaps.items.map((g: { status: string }) => g.status))).toEqual(
        new Set(['open', 'answered', 'dismissed']),
      );
      const accounts = (await test.get('/v1/insights/sales-ready-accounts')).body.items;
      const domains = accounts.map((a: { domain: string }) => a.domain);
      expect(domains).toContain('northwind.example.com');
      expect(domains).toContain('contoso.example.org');
      expect(domains).not.toContain('fabrikam.example.net');
      expect(accounts.find((a: { domain: string }) => a.domain === 'northwind.example.com')).toMatchObject({
        hasOpenDeal: true,
        lifecycleStage: 'opportunity',
      });
      // The live data set of that workspace stays empty.
      expect((await (await sbx.live()).get('/v1/insights/pulse')).body.totals.sessions).toBe(0);
    } finally {
      clock.set(NOW);
    }
  });
});

const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

// PGlite runs one transaction at a time, so only PostgreSQL can show writers waiting on each other.
describe.runIf(dbKind() === 'postgres')('marking days for the fold', () => {
  it('writers of the same days never wait on one another, whatever order they touch them in', async () => {
    const other = await h.workspace();
    const tourId = (await seedTour(h, other.id, { file: { name: 'Busy tour' } })).tour.id;
    const play = (tx: Parameters<Parameters<typeof h.db.tenantTx>[1]>[0], day: string) =>
      recordSitting(h.deps, tx, { tourId, startedAt: at(`${day}T10:00`), endedAt: at(`${day}T10:01`), views: [0] });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let firstWrote!: () => void;
    const wrote = new Promise<void>((r) => (firstWrote = r));
    const first = h.db.tenantTx(other.id, async (tx) => {
      await play(tx, '08');
      await play(tx, '09');
      firstWrote();
      await held;
    });
    await wrote;
    const second = h.db.tenantTx(
      other.id,
      async (tx) => {
        await play(tx, '09');
        await play(tx, '08');
        return 'done';
      },
      { retries: 0 },
    );
    const outcome = await Promise.race([second, new Promise((r) => setTimeout(() => r('waited'), 3000))]);
    release();
    await first;
    await second;
    expect(outcome).toBe('done');
    expect(await foldTenant(h.deps, other.id)).toBe(2);
    const tours = await other.client((await other.key()).key).get('/v1/insights/tours?from=2026-03-08&to=2026-03-09');
    expect(tours.body.tours).toEqual([expect.objectContaining({ tourId, plays: 4 })]);
  });
});
