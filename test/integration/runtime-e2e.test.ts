import { afterAll, beforeAll, expect, it } from 'vitest';
import { DefaultChatTransport, readUIMessageStream, type UIMessage } from 'ai';
import { createHarness, type Harness } from '../helpers/harness.js';
import { streamChunks, streamText } from '../helpers/runtime.js';
import { startTestSite, type TestSite } from './knowledge/site.js';
import { settle } from './knowledge/helpers.js';
import { seedTour } from './support/tours.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { runCommand } from '../../src/admin/socket.js';
import type { Worker } from '../../src/platform/jobs/worker.js';

/**
 * The story of runtime-api.md end to end, over real HTTP on a real port: a
 * visitor arrives with utm tags, asks a covered and an uncovered question,
 * leaves an email, books a meeting, plays a tour, accepts an offer, comes back
 * and gets the team's answer; then every management read shows it, and a
 * webhook receiver gets the events. The chat turns are read by the AI SDK's
 * own client (DefaultChatTransport and readUIMessageStream).
 */
let h: Harness;
let site: TestSite;
let receiver: Receiver;
let base: string;

beforeAll(async () => {
  site = await startTestSite();
  receiver = await startReceiver();
  // No grace after the end call: the visitor's return in step 8 stands for a later visit, not a reload
  // (runtime-records.test.ts covers the grace with a settable clock).
  h = await createHarness({
    config: { outboundAllow: ['127.0.0.1'], webhookRetryDelays: [0.05, 0.05, 0.05, 0.05], visitEndGraceSeconds: 0 },
  });
  h.deps.outbound = site.guard;
  base = await h.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await h?.close();
  await site?.close();
  await receiver?.close();
});

const ORIGIN = 'https://shop.example.com';
const ALL_DAY = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
  day,
  start: '00:00',
  end: '24:00',
}));

async function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: any; raw: string; headers: Headers }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: ORIGIN,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const raw = await res.text();
  let parsed: unknown = raw;
  if ((res.headers.get('content-type') ?? '').includes('json') && raw) parsed = JSON.parse(raw);
  return { status: res.status, body: parsed, raw, headers: res.headers };
}

/** One turn through the AI SDK's useChat transport; the assistant message rebuilt by readUIMessageStream. */
async function chat(sessionId: string, token: string, text: string, id: string): Promise<UIMessage> {
  const transport = new DefaultChatTransport<UIMessage>({
    api: `${base}/runtime/v1/sessions/${sessionId}/messages`,
    headers: { authorization: `Bearer ${token}`, origin: ORIGIN },
    // The server keeps the history: send only the new message.
    prepareSendMessagesRequest: ({ id: chatId, messages }) => ({ body: { id: chatId, messages: messages.slice(-1) } }),
  });
  const stream = await transport.sendMessages({
    chatId: `chat-${sessionId}`,
    messages: [{ id, role: 'user', parts: [{ type: 'text', text }] }],
    trigger: 'submit-message',
    messageId: undefined,
    abortSignal: undefined,
  });
  let last: UIMessage | undefined;
  for await (const m of readUIMessageStream<UIMessage>({ stream })) last = m;
  return last!;
}

const textOf = (m: UIMessage) => m.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n');

async function running<T>(fn: () => Promise<T>): Promise<T> {
  const w: Worker = h.worker();
  await w.start();
  try {
    return await fn();
  } finally {
    await w.stop(2000);
  }
}

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('records a whole visit through the runtime API, and every management read shows it', async () => {
  const ws = await h.workspace();
  const api = await ws.live();
  const transcripts = ws.client((await ws.key({ scopes: ['conversations:read', 'conversations:transcripts'] })).key);

  // The team's setup: an agent for the shop, its knowledge from the site, a tour, offers, a webhook, a segment.
  const agent = (
    await api.post('/v1/agents', {
      name: 'Shop concierge',
      allowedOrigins: [ORIGIN],
      booking: {
        timezone: 'UTC',
        durationMinutes: 30,
        minimumNoticeMinutes: 60,
        availability: ALL_DAY,
        repUserId: 'rep-1',
      },
    })
  ).body;
  expect(
    (
      await api.post(`/v1/knowledge/bases/${agent.personalBaseId}/sources`, {
        url: `${site.origin}/docs/`,
        includeSubpages: true,
      })
    ).status,
  ).toBe(201);
  await settle(h, ws.id);
  const tour = await seedTour(h, ws.id, {
    publish: true,
    file: { name: 'Widget setup tour', description: 'How to set up the widget, step by step' },
  });
  const toaster = (
    await api.post('/v1/offers', {
      name: 'Launch call',
      format: 'toaster',
      goal: 'meeting_booked',
      message: 'Planning a rollout? Book a launch call.',
      ctaLabel: 'Book a call',
      ctaAction: { type: 'book_meeting' },
      deploy: { live: true, presentation: 'toast', utm: { campaign: 'launch' } },
    })
  ).body;
  const guide = (
    await api.post('/v1/offers', {
      name: 'Buyer guide',
      format: 'in_chat',
      goal: 'lead_captured',
      message: 'Want our buyer guide?',
    })
  ).body;
  const hook = await api.post('/v1/webhooks', { url: receiver.url('/hook'), events: ['*'] });
  receiver.secret = hook.body.secret;
  const segment = (
    await api.post('/v1/segments', { name: 'Pro plan askers', filter: { asked: '"Pro plan"', identified: true } })
  ).body;

  // 1. The visitor arrives from a campaign email; the toaster's gates match.
  const arrival = await call('POST', `/runtime/v1/agents/${agent.publicId}/sessions`, {
    page: {
      url: 'https://shop.example.com/pricing?utm_source=spring-mail&utm_medium=email&utm_campaign=launch',
      title: 'Pricing',
      referrer: 'https://mail.example.net/',
    },
    device: 'desktop',
  });
  expect(arrival.status).toBe(201);
  expect(arrival.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  const { sessionId, visitorId, visitorToken: token } = arrival.body;
  expect(arrival.body.offers.map((o: any) => o.id)).toEqual([toaster.id]);
  expect(
    (
      await call(
        'POST',
        `/runtime/v1/sessions/${sessionId}/events`,
        { type: 'offer.shown', offerId: toaster.id },
        token,
      )
    ).status,
  ).toBe(202);
  expect(
    (
      await call(
        'POST',
        `/runtime/v1/sessions/${sessionId}/events`,
        { type: 'offer.accepted', offerId: toaster.id },
        token,
      )
    ).status,
  ).toBe(202);

  // 2. A covered question: a cited answer, rebuilt by the AI SDK client with its source-url part.
  const answer = await chat(sessionId, token, 'What does the Pro plan cost?', 'u-1');
  expect(answer.role).toBe('assistant');
  expect(textOf(answer)).toContain('The Pro plan costs 49 euros per month');
  expect(answer.parts).toContainEqual(
    expect.objectContaining({ type: 'source-url', url: `${site.origin}/docs/pricing`, title: 'Pricing' }),
  );
  // Buying interest: the in-chat offer and a qualifying question come with it.
  expect(answer.parts).toContainEqual(
    expect.objectContaining({ type: 'data-offer', data: expect.objectContaining({ offerId: guide.id }) }),
  );

  // 3. A question the knowledge does not cover: handed to the team.
  const uncovered = await call(
    'POST',
    `/runtime/v1/sessions/${sessionId}/messages`,
    { text: 'Do you have an office in Lisbon?' },
    token,
  );
  expect(uncovered.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
  expect(streamText(uncovered.raw)).toMatch(/passed your question to the team/);
  expect(streamChunks(uncovered.raw).at(-1)).toBe('[DONE]');

  // 4. The visitor leaves their name and email.
  const identified = await chat(
    sessionId,
    token,
    "I'm Dana Example, you can reach me at dana@northwind.example",
    'u-3',
  );
  expect(textOf(identified)).toContain('dana@northwind.example');

  // 5. Books a meeting; another visitor loses the race for the same slot.
  const slots = (await call('GET', `/runtime/v1/sessions/${sessionId}/slots`, undefined, token)).body;
  expect(slots).toMatchObject({ timezone: 'UTC', durationMinutes: 30 });
  const startAt = slots.slots[0];
  const meeting = await call(
    'POST',
    `/runtime/v1/sessions/${sessionId}/meetings`,
    { startAt, email: 'dana@northwind.example', name: 'Dana Example', company: 'Northwind' },
    token,
  );
  expect(meeting.status).toBe(201);
  const rival = (
    await call('POST', `/runtime/v1/agents/${agent.publicId}/sessions`, { page: { url: 'https://shop.example.com/' } })
  ).body;
  const lost = await call(
    'POST',
    `/runtime/v1/sessions/${rival.sessionId}/meetings`,
    { startAt, email: 'rival@example.org', name: 'Rival' },
    rival.visitorToken,
  );
  expect(lost.body).toMatchObject({ status: 409, code: 'conflict' });

  // 6. Asks to see how setup works: the agent starts the published tour; the page reports the play.
  const shown = await chat(sessionId, token, 'Can you show me how the widget setup works?', 'u-4');
  expect(shown.parts).toContainEqual(
    expect.objectContaining({
      type: 'data-tour',
      data: expect.objectContaining({ tourId: tour.tour.id, stepIndex: 0 }),
    }),
  );
  for (const e of [
    { type: 'tour.played', tourId: tour.tour.id, source: 'chat' },
    { type: 'tour.step_viewed', tourId: tour.tour.id, stepIndex: 0 },
    { type: 'tour.step_viewed', tourId: tour.tour.id, stepIndex: 1 },
    { type: 'tour.step_viewed', tourId: tour.tour.id, stepIndex: 2 },
    { type: 'tour.completed', tourId: tour.tour.id },
  ]) {
    expect((await call('POST', `/runtime/v1/sessions/${sessionId}/events`, e, token)).status).toBe(202);
  }
  expect((await call('POST', `/runtime/v1/sessions/${sessionId}/end`, { visitorToken: token })).status).toBe(200);

  // 7. The team answers the Lisbon question (no mailbox here: the agent delivers it on the next visit).
  const followUp = (await api.get(`/v1/follow-ups?visitorId=${visitorId}&status=open`)).body.items[0];
  expect(followUp).toMatchObject({
    question: 'Do you have an office in Lisbon?',
    reason: 'not covered by the knowledge sources',
    status: 'open',
  });
  const answered = await api.post(`/v1/follow-ups/${followUp.id}/answer`, {
    answer: 'Not yet: our European office is in Frankfurt.',
  });
  expect(answered.body).toMatchObject({ status: 'answered', emailed: false, deliveredAt: null });

  // 8. The visitor comes back: same visitor, a new visit, and the answer delivered.
  const back = await call('POST', `/runtime/v1/agents/${agent.publicId}/sessions`, {
    visitorToken: token,
    page: { url: 'https://shop.example.com/' },
  });
  expect(back.body).toMatchObject({ visitorId, returning: true, resumed: false });
  expect(back.body.deliveries).toEqual([
    expect.objectContaining({ followUpId: followUp.id, answer: 'Not yet: our European office is in Frankfurt.' }),
  ]);
  await chat(back.body.sessionId, back.body.visitorToken, 'Thanks!', 'u-5');
  const reloaded = (
    await call('GET', `/runtime/v1/sessions/${back.body.sessionId}/messages`, undefined, back.body.visitorToken)
  ).body.items;
  expect(reloaded[0]).toMatchObject({
    role: 'assistant',
    content: expect.stringContaining('our European office is in Frankfurt'),
  });
  expect(reloaded.map((m: any) => m.role)).toEqual(['assistant', 'user', 'assistant']);

  // Management reads. The visitor and their journey:
  const visitor = (await api.get(`/v1/visitors/${visitorId}`)).body;
  expect(visitor).toMatchObject({
    email: 'dana@northwind.example',
    displayName: 'Dana Example',
    visitCount: 2,
    account: { domain: 'northwind.example' },
  });
  expect(visitor.intentScore).toBeGreaterThanOrEqual(70);
  expect(visitor.status).toBe('hot');
  expect(visitor.journey.conversations).toHaveLength(2);
  expect(visitor.journey.sittings).toEqual([
    expect.objectContaining({ tourId: tour.tour.id, completed: true, stepsSeen: [0, 1, 2], source: 'chat' }),
  ]);
  expect(visitor.journey.lead).toMatchObject({ source: 'meeting_booked', email: 'dana@northwind.example' });
  expect(visitor.journey.openFollowUps).toEqual([]);
  expect(visitor.journey.pages.map((p: any) => new URL(p.url).pathname)).toEqual(['/', '/pricing']);
  // Conversations, masked and verbatim:
  const first = visitor.journey.conversations.at(-1);
  expect(first).toMatchObject({
    pageUrl: 'https://shop.example.com/pricing?utm_source=spring-mail&utm_medium=email&utm_campaign=launch',
    referrer: 'https://mail.example.net/',
    endedAt: expect.any(String),
  });
  const masked = (await api.get(`/v1/conversations/${first.id}`)).body;
  const verbatim = (await transcripts.get(`/v1/conversations/${first.id}`)).body;
  const said = (c: any) => c.messages.filter((m: any) => m.authorKind === 'visitor').map((m: any) => m.content);
  expect(said(verbatim)).toEqual([
    'What does the Pro plan cost?',
    'Do you have an office in Lisbon?',
    "I'm Dana Example, you can reach me at dana@northwind.example",
    'Can you show me how the widget setup works?',
  ]);
  expect(said(masked)[2]).toBe("I'm [name], you can reach me at [email]");
  expect(masked.redaction).toMatchObject({ email: expect.any(Number), name: expect.any(Number) });
  expect(verbatim.redaction).toBeNull();
  expect(verbatim.messages.some((m: any) => m.role === 'tool' && m.content.includes('search_knowledge'))).toBe(true);
  // Leads, meetings, follow-ups, sittings:
  const leads = (await api.get(`/v1/leads?visitorId=${visitorId}`)).body.items;
  expect(leads.map((l: any) => l.source).sort()).toEqual(['form_capture', 'meeting_booked']);
  expect((await api.get(`/v1/meetings/${meeting.body.id}`)).body).toMatchObject({
    startAt,
    visitorId,
    repUserId: 'rep-1',
    attendee: { email: 'dana@northwind.example', name: 'Dana Example' },
  });
  expect((await api.get(`/v1/follow-ups/${followUp.id}`)).body).toMatchObject({
    status: 'answered',
    deliveredAt: expect.any(String),
  });
  expect((await api.get(`/v1/tours/${tour.tour.id}/sittings`)).body.items).toEqual([
    expect.objectContaining({ tourId: tour.tour.id, visitorId, completed: true }),
  ]);
  expect((await api.get(`/v1/offers/${toaster.id}`)).body.stats).toEqual({ shown: 1, accepted: 1, declined: 0 });
  expect((await api.get(`/v1/offers/${guide.id}`)).body.stats).toMatchObject({ shown: 1 });
  // Segment membership after evaluation, visitor search on what was asked:
  expect((await api.post(`/v1/segments/${segment.id}/evaluate`)).body).toMatchObject({ entered: 1, total: 1 });
  expect((await api.get(`/v1/segments/${segment.id}/members`)).body.items).toEqual([
    expect.objectContaining({ visitorId, email: 'dana@northwind.example' }),
  ]);
  expect((await api.post('/v1/visitors/search', { asked: 'Lisbon' })).body.items.map((v: any) => v.id)).toEqual([
    visitorId,
  ]);
  // Insights after folding:
  expect(await runCommand(h.deps, h.commands, { command: 'insights fold', args: { workspace: ws.id } })).toMatchObject({
    ok: true,
  });
  const pulse = (await api.get('/v1/insights/pulse')).body;
  expect(pulse.totals).toMatchObject({
    sessions: 3,
    conversations: 2,
    meetings: 1,
    outcomes: 1,
    tourPlays: 1,
    tourCompletions: 1,
  });
  expect(pulse.sources).toContainEqual(
    expect.objectContaining({ source: 'spring-mail', sessions: 1, conversations: 1, meetings: 1, outcomes: 1 }),
  );
  expect((await api.get('/v1/insights/knowledge-gaps?status=any')).body.items).toContainEqual(
    expect.objectContaining({ question: 'Do you have an office in Lisbon?', status: 'answered' }),
  );
  // The event log, in order, for this visitor:
  const log = (await api.get('/v1/events?limit=200')).body.items.filter((e: any) => e.data.visitorId === visitorId);
  const types = log.map((e: any) => e.type);
  for (const t of [
    'conversation.started',
    'conversation.engaged',
    'follow_up.created',
    'visitor.identified',
    'lead.identified',
    'meeting.booked',
    'intent.hot',
    'offer.shown',
    'offer.accepted',
    'tour.played',
    'tour.completed',
    'conversation.ended',
    'segment.entered',
  ]) {
    expect(types, t).toContain(t);
  }
  expect(types.filter((t: string) => t === 'visitor.identified')).toHaveLength(1);
  expect(types.filter((t: string) => t === 'intent.hot')).toHaveLength(1);
  expect(log.every((e: any) => e.livemode === true)).toBe(true);
  // Webhooks delivered, signed:
  await running(() =>
    until(
      'webhook deliveries',
      async () => receiver.requests.filter((r) => r.event.data?.visitorId === visitorId).length >= log.length,
    ),
  );
  const delivered = receiver.requests.filter((r) => r.event.data?.visitorId === visitorId);
  expect(delivered.every((r) => r.verified)).toBe(true);
  expect(new Set(delivered.map((r) => r.type))).toEqual(new Set(types));
});

it('records a turn whose visitor closed the page mid-stream', async () => {
  const ws = await h.workspace();
  const api = await ws.live();
  const agent = (await api.post('/v1/agents', { name: 'Leaver', allowedOrigins: [ORIGIN] })).body;
  const s = (
    await call('POST', `/runtime/v1/agents/${agent.publicId}/sessions`, { page: { url: 'https://shop.example.com/' } })
  ).body;
  const abort = new AbortController();
  const res = await fetch(`${base}/runtime/v1/sessions/${s.sessionId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${s.visitorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'Is there a discount for nonprofits?' }),
    signal: abort.signal,
  });
  const reader = res.body!.getReader();
  await reader.read(); // the first bytes of the stream, then the page goes away
  abort.abort();
  const items = await until('the recorded turn', async () => {
    const list = (await call('GET', `/runtime/v1/sessions/${s.sessionId}/messages`, undefined, s.visitorToken)).body
      .items;
    return list.length === 2 ? list : null;
  });
  expect(items.map((m: any) => m.role)).toEqual(['user', 'assistant']);
  expect((await api.get('/v1/events?types=conversation.started')).body.items).toHaveLength(1);
});
