import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { systemClock } from '../../src/clock.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';
import { parseTrustProxy } from '../../src/lib/trust-proxy.js';

/**
 * Behind one load balancer (SVC_TRUST_PROXY=1, issue 25 row 4): a client that
 * writes its own X-Forwarded-For still draws from its real address's bucket,
 * and two clients behind the same proxy draw from their own.
 */
let h: Harness;
const SESSIONS = 3;
beforeAll(async () => {
  h = await createHarness({
    config: { trustProxy: parseTrustProxy('1') },
    limiter: new MemoryRateLimiter(systemClock, { 'runtime-session': { capacity: SESSIONS, refillPerSecond: 0.001 } }),
  });
});
afterAll(() => h?.close());

it('limits session starts per real client address, whatever the client prepends to X-Forwarded-For', async () => {
  const ws = await h.workspace({ seed: true });
  const agent = (await (await ws.test()).get('/v1/agents')).body.items[0];
  const proxy = '10.20.30.40';
  const start = (xff: string) =>
    h.anonymous().post(
      `/runtime/v1/agents/${agent.publicId}/sessions`,
      { page: { url: 'https://www.example.com/' } },
      {
        idem: false,
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': xff },
      },
    );
  const spoofed: number[] = [];
  for (let i = 0; i < 12; i++) spoofed.push((await start(`198.51.${i}.${i + 1}, 203.0.113.7`)).status);
  expect(spoofed.filter((s) => s === 201)).toHaveLength(SESSIONS);
  expect(spoofed.filter((s) => s === 429)).toHaveLength(12 - SESSIONS);
  // Another client behind the same load balancer has its own bucket.
  expect((await start('203.0.113.8')).status).toBe(201);
});
