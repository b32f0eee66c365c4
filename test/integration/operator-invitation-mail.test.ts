import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { createHarness, type Harness } from '../helpers/harness.js';
import { startSmtpServer } from '../helpers/smtp.js';
import { eventually } from '../webhooks/receiver.js';
import { operatorSession, SessionClient } from '../helpers/operators.js';
import { createMailer } from '../../src/platform/mail/mailer.js';

/**
 * Settings → invite a colleague. With a mailbox (SMTP_URL) the one-time
 * sign-in link goes by email: the create answers at once with `emailed`, the
 * job commits with the operator and the worker sends the mail outside any
 * transaction (a real SMTP server on loopback receives it), and the link in
 * the mail signs the colleague in, once. Without a mailbox the answer carries
 * the link, shown once, as before.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let h: Harness;
let plain: Harness;

beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await createHarness({
    mailer: createMailer({ smtpUrl: smtp.url, smtpFrom: 'Concierge <team@example.com>', smtpTimeoutMs: 10_000 }),
  });
  await h.worker().start();
  plain = await createHarness({ db: h.db });
});
afterAll(async () => {
  await plain?.close();
  await h?.close();
  await smtp?.close();
});

const invitationJobs = async (operatorId: string) =>
  (
    await h.db.query<{ status: string; payload: Record<string, unknown> }>(
      `SELECT status, payload FROM jobs WHERE kind = 'operators.invitation' AND payload->>'operatorId' = $1`,
      [operatorId],
    )
  ).rows;

describe('inviting a colleague by email', () => {
  it('emails a sign-in link through the mail job; the link signs them in, once', async () => {
    const ws = await h.workspace({ name: 'Acme' });
    const admin = (await operatorSession(h, ws.id, { role: 'admin' })).client;
    const res = await admin.post('/v1/operators', { email: 'Grace@Example.com', role: 'member' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'grace@example.com', emailed: true, signInUrl: null, hasPassword: false });
    // The job holds ids, never a usable token.
    const jobs = await invitationJobs(res.body.id);
    expect(jobs.length).toBe(1);
    expect(JSON.stringify(jobs[0]!.payload)).not.toMatch(/token/i);

    await eventually(() => expect(smtp.received.filter((m) => m.to.includes('grace@example.com')).length).toBe(1));
    const mail = await simpleParser(smtp.received.find((m) => m.to.includes('grace@example.com'))!.raw);
    expect(mail.subject).toContain('Acme');
    const url = /(https?:\/\/\S+\/app\/sign-in#token=(\S+))/.exec(mail.text ?? '');
    expect(url?.[1]).toMatch(/^http:\/\/127\.0\.0\.1:8080\/app\/sign-in#token=/);

    const colleague = new SessionClient(h.app);
    const signed = await colleague.post('/v1/sessions/link', { token: url![2] });
    expect(signed.status).toBe(201);
    const me = await colleague.get('/v1/sessions/current');
    expect(me.body).toMatchObject({ operator: { email: 'grace@example.com', role: 'member' } });
    // One-time: the same link again is refused.
    expect((await new SessionClient(h.app).post('/v1/sessions/link', { token: url![2] })).status).toBe(401);
  });

  it('without a mailbox the answer carries the link, shown once, and nothing is queued', async () => {
    const ws = await plain.workspace();
    const admin = (await operatorSession(plain, ws.id, { role: 'admin' })).client;
    const res = await admin.post('/v1/operators', { email: 'linus@example.com' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ emailed: false, signInUrl: expect.stringContaining('/app/sign-in#token=') });
    expect(await invitationJobs(res.body.id)).toEqual([]);
    const colleague = new SessionClient(plain.app);
    const token = res.body.signInUrl.split('#token=')[1];
    expect((await colleague.post('/v1/sessions/link', { token })).status).toBe(201);
  });

  it('a colleague given a password gets no mail', async () => {
    const ws = await h.workspace();
    const admin = (await operatorSession(h, ws.id, { role: 'admin' })).client;
    const res = await admin.post('/v1/operators', { email: 'ken@example.com', password: 'a long enough passphrase' });
    expect(res.body).toMatchObject({ emailed: false, signInUrl: null, hasPassword: true });
    expect(await invitationJobs(res.body.id)).toEqual([]);
  });
});
