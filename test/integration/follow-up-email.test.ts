import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, openTestDatabase, type Harness } from '../helpers/harness.js';
import { startHangingSmtpServer, startSmtpServer } from '../helpers/smtp.js';
import { seedVisitor } from '../helpers/fixtures.js';
import type { Database } from '../../src/db/database.js';
import { newId } from '../../src/lib/ids.js';
import { createMailer } from '../../src/platform/mail/mailer.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';
import { ANSWER_EMAIL_ATTEMPTS, ANSWER_EMAIL_JOB } from '../../src/resources/follow-ups/email.js';

/**
 * Answering a follow-up never talks to the mail server: the answer and its mail
 * job commit together and the worker sends it, outside any transaction, with
 * bounded retries and the outcome recorded on the follow-up. Real SMTP servers
 * on loopback: one that works, one that refuses, one that never answers.
 */
let db: Database;
const closers: Array<() => Promise<void>> = [];
beforeAll(async () => {
  db = await openTestDatabase();
});
// Each test's mail goes to its own server: no job of one test may run in the next.
afterEach(() => db.query(`DELETE FROM jobs WHERE kind = $1`, [ANSWER_EMAIL_JOB]));
afterAll(async () => {
  for (const c of closers.reverse()) await c().catch(() => undefined);
  await db?.close();
});

async function harnessWith(smtpUrl: string, smtpTimeoutMs = 10_000): Promise<Harness> {
  const h = await createHarness({
    db,
    mailer: createMailer({ smtpUrl, smtpFrom: 'Reps <reps@example.com>', smtpTimeoutMs }),
  });
  closers.push(() => h.close());
  return h;
}

async function answered(h: Harness) {
  const ws = await h.workspace();
  const api = await ws.live();
  const visitorId = await seedVisitor(db, ws.id, { email: 'visitor@example.com', displayName: 'Vera' });
  const f = await db.tenantTx(ws.id, (tx) =>
    createFollowUp(h.deps, tx, { id: newId(), visitorId, question: 'Do you support SSO?', createdAt: new Date() }),
  );
  const res = await api.post(`/v1/follow-ups/${f.id}/answer`, { answer: 'Yes, SAML and OIDC.' });
  return { ws, api, id: f.id as string, res };
}

const emailState = async (tenant: string, id: string) =>
  (
    await db.tenantTx(tenant, (tx) =>
      tx.query<{ status: string | null; attempts: number; error: string | null; deliveredAt: Date | null }>(
        `SELECT email_status AS status, email_attempts AS attempts, email_error AS error, delivered_at AS "deliveredAt" FROM follow_ups WHERE id = $1`,
        [id],
      ),
    )
  ).rows[0]!;

const mailJob = async (id: string) =>
  (
    await db.query<{ id: string; status: string; attempts: number; maxAttempts: number; lastError: string | null }>(
      `SELECT id, status, attempts, max_attempts AS "maxAttempts", last_error AS "lastError" FROM jobs WHERE kind = $1 AND payload->>'followUpId' = $2`,
      [ANSWER_EMAIL_JOB, id],
    )
  ).rows[0];

/** Makes the mail job due now (its backoff is minutes long) and runs it once. */
async function runMailJob(h: Harness, id: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET run_at = now() - interval '1 second' WHERE kind = $1 AND payload->>'followUpId' = $2 AND status = 'queued'`,
    [ANSWER_EMAIL_JOB, id],
  );
  await h.worker().drain({ kinds: [ANSWER_EMAIL_JOB], maxRounds: 1 });
}

describe('the answer email', () => {
  it('a mail server that hangs costs the worker one bounded attempt, never the request', async () => {
    const hanging = await startHangingSmtpServer();
    closers.push(hanging.close);
    const h = await harnessWith(hanging.url, 300);
    const { ws, res, id } = await answered(h);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'answered', emailed: true, skipReason: null, deliveredAt: null });
    // The request did not even connect: the mail waits for the worker.
    expect(hanging.connections()).toBe(0);
    expect(await emailState(ws.id, id)).toMatchObject({ status: 'queued', attempts: 0 });

    await h.worker().drain({ kinds: [ANSWER_EMAIL_JOB], maxRounds: 1 });
    expect(hanging.connections()).toBe(1);
    const state = await emailState(ws.id, id);
    expect(state).toMatchObject({ status: 'queued', attempts: 1, deliveredAt: null });
    expect(state.error).toMatch(/greeting|timeout/i);
    expect(await mailJob(id)).toMatchObject({ status: 'queued', attempts: 1, maxAttempts: ANSWER_EMAIL_ATTEMPTS });
  });

  it('is retried under one Message-ID until the server takes it, then deliveredAt is set', async () => {
    const smtp = await startSmtpServer({ refuseFirst: 1 });
    closers.push(smtp.close);
    const h = await harnessWith(smtp.url);
    const { ws, api, id, res } = await answered(h);
    expect(res.body).toMatchObject({ emailed: true, deliveredAt: null });

    await runMailJob(h, id);
    expect(smtp.attempts.map((m) => m.answered)).toEqual([451]);
    expect(await emailState(ws.id, id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: expect.stringMatching(/try again later/),
    });
    await runMailJob(h, id);
    expect(smtp.attempts.map((m) => m.answered)).toEqual([451, 250]);

    const ids = smtp.attempts.map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]?.trim());
    expect(ids).toEqual([`<follow-up.${id}@example.com>`, `<follow-up.${id}@example.com>`]);
    expect(smtp.received[0]!.to).toEqual(['visitor@example.com']);
    expect(smtp.received[0]!.raw).toContain('Yes, SAML and OIDC.');
    expect(await emailState(ws.id, id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect((await api.get(`/v1/follow-ups/${id}`)).body.deliveredAt).toEqual(expect.any(String));
    expect(await mailJob(id)).toBeUndefined();
    // Sent is final: running the job again sends nothing.
    await h.worker().drain({ kinds: [ANSWER_EMAIL_JOB] });
    expect(smtp.attempts).toHaveLength(2);
  });

  it('a refusal for good (5xx) ends at once and leaves the answer to the agent', async () => {
    const smtp = await startSmtpServer({ refuse: 550 });
    closers.push(smtp.close);
    const h = await harnessWith(smtp.url);
    const { ws, api, id } = await answered(h);
    await runMailJob(h, id);
    expect(smtp.attempts).toHaveLength(1);
    expect(await emailState(ws.id, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: expect.stringMatching(/mailbox unavailable/),
    });
    expect(await mailJob(id)).toBeUndefined();
    expect((await api.get(`/v1/follow-ups/${id}`)).body).toMatchObject({ status: 'answered', deliveredAt: null });
  });

  it('stops after its last attempt: the failure is recorded and the job kept as failed', async () => {
    const smtp = await startSmtpServer({ refuse: 451 });
    closers.push(smtp.close);
    const h = await harnessWith(smtp.url);
    const { ws, id } = await answered(h);
    for (let i = 0; i < ANSWER_EMAIL_ATTEMPTS + 2; i++) await runMailJob(h, id);
    expect(smtp.attempts).toHaveLength(ANSWER_EMAIL_ATTEMPTS);
    expect(await emailState(ws.id, id)).toMatchObject({
      status: 'failed',
      attempts: ANSWER_EMAIL_ATTEMPTS,
      deliveredAt: null,
    });
    expect(await mailJob(id)).toMatchObject({
      status: 'failed',
      attempts: ANSWER_EMAIL_ATTEMPTS,
      lastError: expect.stringMatching(/try again later/),
    });
  });
});
