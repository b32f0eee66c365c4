import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { startSmtpServer } from '../helpers/smtp.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { IoInTransactionError, transactionOpen } from '../../src/db/io-guard.js';
import { OutboundGuard, type Resolver } from '../../src/platform/outbound/guard.js';
import { outboundRequest } from '../../src/platform/outbound/http.js';
import { createMailer } from '../../src/platform/mail/mailer.js';

/**
 * No network call while a transaction is open: the transaction helper marks its
 * async context and the outbound client, the DNS check and the mailer refuse to
 * run inside it. Saving a webhook resolves its host before the write opens.
 */
let h: Harness;
let receiver: Receiver;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const lookups: Array<{ host: string; inTransaction: boolean }> = [];
const resolver: Resolver = {
  lookup: async (host) => {
    lookups.push({ host, inTransaction: transactionOpen() });
    return [{ address: '93.184.216.34', family: 4 }];
  },
};

beforeAll(async () => {
  h = await createHarness({ outbound: new OutboundGuard([], resolver) });
  receiver = await startReceiver();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await h?.close();
  await receiver?.close();
  await smtp?.close();
});

describe('the io guard', () => {
  it('refuses HTTP, DNS and SMTP inside a transaction, and sends nothing', async () => {
    const ws = await h.workspace();
    const loopback = new OutboundGuard(['127.0.0.1'], resolver);
    const mailer = createMailer({ smtpUrl: smtp.url, smtpFrom: null });
    const before = lookups.length;
    for (const call of [
      (): Promise<unknown> => outboundRequest(loopback, { url: receiver.url('/x'), method: 'POST', body: '{}' }),
      () => new OutboundGuard([], resolver).checkUrl('https://hooks.example.com/x'),
      () => mailer.send({ to: 'v@example.com', subject: 's', text: 't' }),
    ]) {
      await expect(h.db.tenantTx(ws.id, async () => void (await call()))).rejects.toBeInstanceOf(IoInTransactionError);
      await expect(h.db.systemTx(async () => void (await call()))).rejects.toBeInstanceOf(IoInTransactionError);
    }
    expect(receiver.requests).toHaveLength(0);
    expect(lookups.length).toBe(before);
    expect(smtp.sessions()).toBe(0);

    // Outside a transaction, and after one has committed, the same calls go through.
    expect((await outboundRequest(loopback, { url: receiver.url('/x'), method: 'POST', body: '{}' })).status).toBe(400);
    let later: Promise<unknown> | null = null;
    await h.db.tenantTx(ws.id, async () => {
      later = new Promise((r) => setTimeout(r, 20)).then(() =>
        mailer.send({ to: 'v@example.com', subject: 's', text: 't' }),
      );
    });
    await later;
    expect(smtp.received).toHaveLength(1);
    await mailer.close();
  });

  it('saving a webhook resolves its host before the write transaction opens', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const created = await api.post('/v1/webhooks', { url: 'https://hooks.example.com/in', events: ['*'] });
    expect(created.status).toBe(201);
    const updated = await api.patch(`/v1/webhooks/${created.body.id}`, { url: 'https://other.example.org/in' });
    expect(updated.status).toBe(200);
    expect(updated.body.url).toBe('https://other.example.org/in');
    expect(lookups.slice(-2)).toEqual([
      { host: 'hooks.example.com', inTransaction: false },
      { host: 'other.example.org', inTransaction: false },
    ]);
    // A refused host is still a 400 with param url, and a replay of the same request answers the same.
    h.deps.outbound = new OutboundGuard([], { lookup: async () => [{ address: '10.0.0.7', family: 4 }] });
    try {
      const refused = await api.post(
        '/v1/webhooks',
        { url: 'https://internal.example.com/in', events: ['*'] },
        { idem: 'refused-once' },
      );
      expect(refused.body).toMatchObject({ status: 400, code: 'invalid-request', param: 'url' });
      const again = await api.post(
        '/v1/webhooks',
        { url: 'https://internal.example.com/in', events: ['*'] },
        { idem: 'refused-once' },
      );
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toMatchObject({ status: 400, param: 'url' });
    } finally {
      h.deps.outbound = new OutboundGuard([], resolver);
    }
  });
});
