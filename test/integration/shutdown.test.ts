import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { startSmtpServer } from '../helpers/smtp.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { createMailer } from '../../src/platform/mail/mailer.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';
import { newId } from '../../src/lib/ids.js';

let h: Harness | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
afterAll(async () => {
  await h?.close().catch(() => undefined);
  await smtp?.close();
});

it('finishes requests in flight when it stops, and accepts no new ones', async () => {
  // A mailbox that takes its time keeps the answer request in flight.
  smtp = await startSmtpServer({ delayMs: 700 });
  h = await createHarness({ mailer: createMailer({ smtpUrl: smtp.url, smtpFrom: null }) });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  const ws = await h.workspace();
  const key = (await ws.key()).key;
  const visitorId = await seedVisitor(h.db, ws.id, { email: 'slow@example.com' });
  const f = await h.db.tenantTx(ws.id, (tx) => createFollowUp(h!.deps, tx, { id: newId(), visitorId, question: 'q?', createdAt: new Date() }));

  const inFlight = fetch(`${base}/v1/follow-ups/${f.id}/answer`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': 'slow', 'content-type': 'application/json' },
    body: JSON.stringify({ answer: 'Taking our time.' }),
  });
  for (let i = 0; i < 500 && smtp.sessions() === 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(smtp.sessions()).toBe(1);

  const closing = h.app.close();
  await new Promise((r) => setTimeout(r, 50));
  await expect(fetch(`${base}/v1/follow-ups`, { headers: { authorization: `Bearer ${key}` } })).rejects.toThrow();

  const res = await inFlight;
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'answered', emailed: true });
  await closing;
});
