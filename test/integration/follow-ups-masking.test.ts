import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { eventually, startReceiver, type Receiver } from '../webhooks/receiver.js';
import { newId } from '../../src/lib/ids.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';

/**
 * Follow-up questions are the visitor's own words (decisions, Masking): masked
 * for keys without conversations:transcripts in every read, and always masked in
 * follow_up.* events and webhook payloads, with `redacted`.
 */
let h: Harness;
let receiver: Receiver;

beforeAll(async () => {
  h = await createHarness({ config: { outboundAllow: ['127.0.0.1'] } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await h?.close();
  await receiver?.close();
});

const SAID = "Hi, I'm Ada Lovelace; mail ada@lovelace.example or call +44 20 7946 0958. Does Ada's plan include SSO?";
const MASKED = "Hi, I'm [name]; mail [email] or call [phone]. Does [name]'s plan include SSO?";

async function ask(tenant: string, visitorId: string | null, question = SAID) {
  return h.db.tenantTx(tenant, (tx) =>
    createFollowUp(h.deps, tx, { id: newId(), visitorId, question, reason: 'needs a person', createdAt: new Date() }),
  );
}

it('masks the question in list, read, answer and dismiss for keys without transcripts; verbatim with it', async () => {
  const ws = await h.workspace();
  const visitor = await seedVisitor(h.db, ws.id, { email: 'ada@lovelace.example', displayName: 'Ada Lovelace' });
  const one = await ask(ws.id, visitor);
  const two = await ask(ws.id, visitor);
  const plain = await ask(ws.id, null, 'Is there an API?');
  const masked = await ws.live();
  const verbatim = ws.client(
    (await ws.key({ mode: 'live', scopes: ['follow_ups:read', 'follow_ups:write', 'conversations:transcripts'] })).key,
  );

  const list = await masked.get('/v1/follow-ups');
  const byId = new Map(list.body.items.map((f: any) => [f.id, f]));
  expect(byId.get(one.id)).toMatchObject({ question: MASKED, redacted: true });
  expect(byId.get(plain.id)).toMatchObject({ question: 'Is there an API?', redacted: false });
  expect((await masked.get(`/v1/follow-ups/${one.id}`)).body).toMatchObject({ question: MASKED, redacted: true });

  const answered = await masked.post(`/v1/follow-ups/${one.id}/answer`, { answer: 'Yes, Ada: SSO is in every plan.' });
  expect(answered.body).toMatchObject({ question: MASKED, redacted: true, answer: 'Yes, Ada: SSO is in every plan.' });
  expect((await masked.post(`/v1/follow-ups/${two.id}/dismiss`)).body).toMatchObject({
    question: MASKED,
    redacted: true,
  });

  const full = await verbatim.get('/v1/follow-ups');
  for (const f of full.body.items) expect(f).not.toHaveProperty('redacted');
  expect(full.body.items.find((f: any) => f.id === one.id).question).toBe(SAID);
  expect((await verbatim.get(`/v1/follow-ups/${two.id}`)).body.question).toBe(SAID);
});

it('writes follow_up.created masked: in the event log for any key, and in the webhook payload', async () => {
  const ws = await h.workspace();
  const api = await ws.live();
  const hook = await api.post('/v1/webhooks', { url: receiver.url('/masking'), events: ['follow_up.created'] });
  expect(hook.status).toBe(201);
  receiver.secret = hook.body.secret;
  const visitor = await seedVisitor(h.db, ws.id, { displayName: 'Ada Lovelace' });
  const asked = await ask(ws.id, visitor);
  const quiet = await ask(ws.id, null, 'Is there an API?');

  const verbatimEvents = ws.client(
    (await ws.key({ mode: 'live', scopes: ['webhooks:manage', 'conversations:transcripts'] })).key,
  );
  const events = (await verbatimEvents.get('/v1/events?types=follow_up.created&limit=200')).body.items;
  const data = (id: string) => events.find((e: any) => e.data.followUpId === id)?.data;
  expect(data(asked.id)).toMatchObject({ question: MASKED, redacted: true });
  expect(data(quiet.id)).toMatchObject({ question: 'Is there an API?' });
  expect(data(quiet.id)).not.toHaveProperty('redacted');
  // Stored masked: the verbatim words exist only in the follow-up itself.
  const stored = await h.db.tenantTx(ws.id, (tx) =>
    tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE data::text LIKE '%Lovelace%'`),
  );
  expect(stored.rows[0]!.n).toBe(0);

  const worker = h.worker();
  await worker.start();
  try {
    const delivered = await eventually(() => {
      const r = receiver.requests.find((x) => x.event.data?.followUpId === asked.id);
      if (!r) throw new Error('not delivered yet');
      return r;
    });
    expect(delivered.verified).toBe(true);
    expect(delivered.event.data).toMatchObject({ question: MASKED, redacted: true });
    expect(delivered.raw).not.toContain('Lovelace');
  } finally {
    await worker.stop(2000);
  }
});

it("never masks the fixtures' own labels as a visitor name", async () => {
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const list = (await api.get('/v1/follow-ups?limit=200')).body.items;
  expect(list.length).toBeGreaterThanOrEqual(5);
  for (const f of list) {
    expect(f.question).toMatch(/\(example( question)?\)$/);
    expect(f.question).not.toContain('[name]');
  }
  const gaps = (await api.get('/v1/insights/knowledge-gaps?limit=200')).body;
  expect(JSON.stringify(gaps)).not.toMatch(/\(\[name\]/);
  const conversations = (await api.get('/v1/conversations?limit=200')).body.items;
  for (const c of conversations.slice(0, 10)) {
    const detail = (await api.get(`/v1/conversations/${c.id}`)).body;
    for (const m of detail.messages) expect(m.content).not.toMatch(/\(\[name\]\)/);
  }
});
