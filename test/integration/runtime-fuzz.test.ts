import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';
import { systemClock } from '../../src/clock.js';
import { startVisit, type Visit } from '../helpers/runtime.js';
import type { Client } from '../helpers/client.js';

/**
 * Whatever a browser sends to the runtime API (bodies, path segments, headers),
 * the answer is never a 5xx. The limits are widened so every case reaches the
 * handlers (the limits themselves are tested in runtime-api.test.ts).
 */
let h: Harness;
let anon: Client;
let agent: { publicId: string };
let visit: Visit;
const WIDE = { capacity: 1e9, refillPerSecond: 1e9 };

beforeAll(async () => {
  h = await createHarness({
    limiter: new MemoryRateLimiter(systemClock, {
      default: WIDE,
      'runtime-message': WIDE,
      'runtime-visitor': WIDE,
      'runtime-session': WIDE,
    }),
  });
  const ws = await h.workspace({ seed: true });
  agent = (await (await ws.test()).get('/v1/agents')).body.items[0];
  anon = h.anonymous();
  visit = await startVisit(anon, agent.publicId);
});
afterAll(() => h?.close());

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', '\u0000', 'x'.repeat(5000), "' OR 1=1 --", '../..', '%00'),
);
const value: fc.Arbitrary<unknown> = fc.oneof(fc.jsonValue(), text, fc.constantFrom(null, -1, 1e308, [], {}, [null]));

it('answers every malformed call with a 4xx or a success, never a 5xx', async () => {
  const paths = () =>
    [
      ['GET', `/runtime/v1/agents/${agent.publicId}`],
      ['POST', `/runtime/v1/agents/${agent.publicId}/sessions`],
      ['POST', `/runtime/v1/sessions/${visit.sessionId}/messages`],
      ['GET', `/runtime/v1/sessions/${visit.sessionId}/messages`],
      ['POST', `/runtime/v1/sessions/${visit.sessionId}/events`],
      ['GET', `/runtime/v1/sessions/${visit.sessionId}/slots`],
      ['POST', `/runtime/v1/sessions/${visit.sessionId}/meetings`],
      ['POST', `/runtime/v1/sessions/${visit.sessionId}/end`],
    ] as const;
  const body = fc.oneof(
    value,
    fc.record(
      {
        page: fc.record({ url: value, title: value, referrer: value }, { requiredKeys: [] }),
        visitorToken: value,
        utm: value,
        device: value,
        action: value,
      },
      { requiredKeys: [] },
    ),
    fc.record(
      {
        text: value,
        clientMessageId: value,
        messages: fc.oneof(
          value,
          fc.array(
            fc.record({
              id: value,
              role: fc.constantFrom('user', 'assistant', 'x'),
              parts: fc.oneof(value, fc.array(fc.record({ type: fc.constantFrom('text', 'file', 'x'), text: value }))),
            }),
            { maxLength: 3 },
          ),
        ),
      },
      { requiredKeys: [] },
    ),
    fc.record(
      {
        type: fc.constantFrom(
          'page.viewed',
          'offer.shown',
          'offer.accepted',
          'tour.played',
          'tour.step_viewed',
          'tour.completed',
          'form.submitted',
          'action.fired',
          'nope',
        ),
        url: value,
        offerId: value,
        tourId: value,
        stepIndex: value,
        fields: value,
        actionId: value,
        source: value,
      },
      { requiredKeys: ['type'] },
    ),
    fc.record({ startAt: value, email: value, name: value, company: value }, { requiredKeys: [] }),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: 7 }),
      body,
      fc.constantFrom('token', 'none', 'bad'),
      text,
      async (i, b, auth, sim) => {
        const [method, url] = paths()[i]!;
        const headers: Record<string, string> = {};
        if (auth === 'token') headers.authorization = `Bearer ${visit.token}`;
        if (auth === 'bad') headers.authorization = 'Bearer x.y.z';
        if (sim.length % 3 === 0) headers['x-simulated-time'] = sim.replace(/[^\x20-\x7e]/g, '');
        const res = await anon.call(method, url, method === 'POST' ? JSON.stringify(b) : undefined, {
          idem: false,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        expect(
          res.status,
          `${method} ${url} ${JSON.stringify(b)?.slice(0, 200)} → ${res.raw.slice(0, 200)}`,
        ).toBeLessThan(500);
      },
    ),
    { numRuns: 150 },
  );
  // Path segments that are not ids.
  for (const segment of ['x', '%00', '..%2f', 'a'.repeat(300), crypto.randomUUID()]) {
    for (const path of [`/runtime/v1/agents/${segment}`, `/runtime/v1/sessions/${segment}/messages`]) {
      const res = await anon.get(path, { headers: { authorization: `Bearer ${visit.token}` } });
      expect(res.status, path).toBeLessThan(500);
    }
  }
});
