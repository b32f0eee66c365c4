import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { startSmtpServer } from '../helpers/smtp.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { newId } from '../../src/lib/ids.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';
import { createMailer } from '../../src/platform/mail/mailer.js';

let h: Harness;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await createHarness({ mailer: createMailer({ smtpUrl: smtp.url, smtpFrom: 'Reps <reps@example.com>' }) });
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

async function followUp(
  tenant: string,
  input: { visitorId?: string | null; question?: string; createdAt?: Date } = {},
) {
  return h.db.tenantTx(tenant, (tx) =>
    createFollowUp(h.deps, tx, {
      id: newId(),
      visitorId: input.visitorId ?? null,
      question: input.question ?? 'Is there an API?',
      reason: 'not in the knowledge base',
      createdAt: input.createdAt ?? new Date(),
    }),
  );
}

describe('follow-ups', () => {
  it('lists newest first with filters and stable paging', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const v = await seedVisitor(h.db, ws.id, { email: 'a@example.com' });
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const created = [];
    for (let i = 0; i < 7; i++)
      created.push(await followUp(ws.id, { visitorId: i % 2 ? v : null, createdAt: new Date(base + i * 1000) }));
    const page1 = await api.get('/v1/follow-ups?limit=3');
    expect(page1.status).toBe(200);
    expect(page1.body.items.map((f: any) => f.id)).toEqual(
      created
        .slice(4)
        .reverse()
        .map((f) => f.id),
    );
    const page2 = await api.get(`/v1/follow-ups?limit=3&cursor=${page1.body.nextCursor}`);
    const page3 = await api.get(`/v1/follow-ups?limit=3&cursor=${page2.body.nextCursor}`);
    expect(page3.body.nextCursor).toBeNull();
    const all = [...page1.body.items, ...page2.body.items, ...page3.body.items].map((f: any) => f.id);
    expect(all).toEqual(created.map((f) => f.id).reverse());

    const mine = await api.get(`/v1/follow-ups?visitorId=${v}`);
    expect(mine.body.items.map((f: any) => f.id)).toEqual(
      created
        .filter((_, i) => i % 2)
        .map((f) => f.id)
        .reverse(),
    );
    expect(mine.body.items.every((f: any) => f.visitorId === v)).toBe(true);
    const open = await api.get('/v1/follow-ups?status=open&limit=200');
    expect(open.body.items.map((f: any) => f.id)).toEqual(created.map((f) => f.id).reverse());
    expect((await api.get('/v1/follow-ups?status=answered')).body.items).toHaveLength(0);
    expect((await api.get('/v1/follow-ups?status=closed')).body).toMatchObject({
      code: 'invalid-request',
      param: 'status',
    });
    expect((await api.get('/v1/follow-ups?visitorId=nope')).body).toMatchObject({
      code: 'invalid-request',
      param: 'visitorId',
    });
    // A cursor belongs to its list and filters.
    expect((await api.get(`/v1/follow-ups?status=open&cursor=${page1.body.nextCursor}`)).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
      param: 'cursor',
    });
  });

  it('reads one, and 404s for other data sets and malformed ids', async () => {
    const ws = await h.workspace();
    const other = await h.workspace();
    const f = await followUp(ws.id);
    expect((await (await ws.live()).get(`/v1/follow-ups/${f.id}`)).body).toMatchObject({
      id: f.id,
      status: 'open',
      answer: null,
    });
    expect((await (await ws.test()).get(`/v1/follow-ups/${f.id}`)).status).toBe(404);
    expect((await (await other.live()).get(`/v1/follow-ups/${f.id}`)).status).toBe(404);
    expect((await (await ws.live()).get('/v1/follow-ups/123')).body).toMatchObject({ status: 404, code: 'not-found' });
  });

  it('emails the answer through the rep mailbox when the visitor left an email', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const v = await seedVisitor(h.db, ws.id, { email: 'visitor@example.com', displayName: 'Vera Visitor' });
    const f = await followUp(ws.id, { visitorId: v, question: 'Do you support SSO?' });
    const res = await api.post(`/v1/follow-ups/${f.id}/answer`, { answer: 'Yes, SAML and OIDC.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: f.id,
      status: 'answered',
      answer: 'Yes, SAML and OIDC.',
      emailed: true,
      skipReason: null,
    });
    // Accepted for delivery: the worker sends it after the answer commits.
    expect(res.body.deliveredAt).toBeNull();
    await h.worker().drain({ kinds: ['follow-ups.email'] });
    expect((await api.get(`/v1/follow-ups/${f.id}`)).body.deliveredAt).not.toBeNull();
    const mail = smtp.received.find((m) => m.to.includes('visitor@example.com'));
    expect(mail?.from).toBe('reps@example.com');
    expect(mail?.raw).toContain('Yes, SAML and OIDC.');
    expect(mail?.raw).toContain('Do you support SSO?');

    const events = await h.db.tenantTx(ws.id, (tx) => tx.query(`SELECT type, data, links FROM events ORDER BY id`));
    expect(events.rows.map((e) => e.type)).toEqual(['follow_up.created', 'follow_up.answered']);
    expect(events.rows[1]).toMatchObject({
      data: { followUpId: f.id, visitorId: v, emailed: true },
      links: { followUp: `/v1/follow-ups/${f.id}`, visitor: `/v1/visitors/${v}` },
    });
  });

  it('keeps the answer for the agent when it cannot email', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const anonymous = await followUp(ws.id);
    const noEmail = await api.post(`/v1/follow-ups/${anonymous.id}/answer`, { answer: 'Later.' });
    expect(noEmail.body).toMatchObject({
      status: 'answered',
      emailed: false,
      skipReason: 'no-email',
      deliveredAt: null,
    });

    const bare = await createHarness({ db: h.db });
    try {
      const v = await seedVisitor(h.db, ws.id, { email: 'x@example.com' });
      const f = await followUp(ws.id, { visitorId: v });
      const res = await (await ws.live()).withKey((await ws.key()).key);
      const noMailbox = await new (res.constructor as any)(bare.app, res.key).post(`/v1/follow-ups/${f.id}/answer`, {
        answer: 'A.',
      });
      expect(noMailbox.body).toMatchObject({ emailed: false, skipReason: 'no-mailbox', deliveredAt: null });
    } finally {
      await bare.close();
    }
  });

  it('answers and dismisses only open follow-ups (409 conflict otherwise)', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const a = await followUp(ws.id);
    const b = await followUp(ws.id);
    expect((await api.post(`/v1/follow-ups/${a.id}/dismiss`)).body).toMatchObject({
      status: 'dismissed',
      answer: null,
    });
    expect((await api.post(`/v1/follow-ups/${a.id}/dismiss`)).body).toMatchObject({ status: 409, code: 'conflict' });
    expect((await api.post(`/v1/follow-ups/${a.id}/answer`, { answer: 'x' })).body).toMatchObject({
      status: 409,
      code: 'conflict',
    });
    expect((await api.post(`/v1/follow-ups/${b.id}/answer`, { answer: 'x' })).status).toBe(200);
    expect((await api.post(`/v1/follow-ups/${b.id}/dismiss`)).body).toMatchObject({ code: 'conflict' });
    expect((await api.get(`/v1/follow-ups/${b.id}`)).body.status).toBe('answered');
  });

  it('validates the answer body and requires an Idempotency-Key', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const f = await followUp(ws.id);
    expect((await api.post(`/v1/follow-ups/${f.id}/answer`, {})).body).toMatchObject({
      code: 'invalid-request',
      param: 'answer',
    });
    expect((await api.post(`/v1/follow-ups/${f.id}/answer`, { answer: '' })).body).toMatchObject({ param: 'answer' });
    expect((await api.post(`/v1/follow-ups/${f.id}/answer`, { answer: '   ' })).body).toMatchObject({
      param: 'answer',
    });
    expect((await api.post(`/v1/follow-ups/${f.id}/answer`, { answer: 'x'.repeat(10_001) })).body).toMatchObject({
      param: 'answer',
    });
    expect((await api.post(`/v1/follow-ups/${f.id}/answer`, { answer: 42 })).body).toMatchObject({ param: 'answer' });
    expect((await api.post(`/v1/follow-ups/${f.id}/answer`, { answer: 'ok' }, { idem: false })).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
      param: 'Idempotency-Key',
    });
    expect((await api.post(`/v1/follow-ups/${f.id}/dismiss`, undefined, { idem: false })).body).toMatchObject({
      param: 'Idempotency-Key',
    });
    expect((await api.get(`/v1/follow-ups/${f.id}`)).body.status).toBe('open');
  });
});
