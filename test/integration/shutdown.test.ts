import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { OutboundGuard } from '../../src/platform/outbound/guard.js';

let h: Harness | undefined;
afterAll(async () => {
  await h?.close().catch(() => undefined);
});

it('finishes requests in flight when it stops, and accepts no new ones', async () => {
  // A resolver that takes its time keeps a webhook save in flight (its URL is checked before the write).
  let lookups = 0;
  h = await createHarness({
    outbound: new OutboundGuard([], {
      lookup: async () => {
        lookups++;
        await new Promise((r) => setTimeout(r, 700));
        return [{ address: '93.184.216.34', family: 4 }];
      },
    }),
  });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  const ws = await h.workspace();
  const key = (await ws.key()).key;

  const inFlight = fetch(`${base}/v1/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': 'slow', 'content-type': 'application/json' },
    body: JSON.stringify({ url: 'https://hooks.example.com/in', events: ['*'] }),
  });
  for (let i = 0; i < 500 && lookups === 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(lookups).toBe(1);

  const closing = h.app.close();
  await new Promise((r) => setTimeout(r, 50));
  await expect(fetch(`${base}/v1/follow-ups`, { headers: { authorization: `Bearer ${key}` } })).rejects.toThrow();

  const res = await inFlight;
  expect(res.status).toBe(201);
  expect(await res.json()).toMatchObject({ url: 'https://hooks.example.com/in', status: 'active' });
  await closing;
});
