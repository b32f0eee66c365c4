import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, vi, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import type { Clock } from '../../src/clock.js';

// Seeding a workspace and running turns on a loaded, shared two-core machine can outlast the default hook time.
vi.setConfig({ hookTimeout: 300_000 });

/**
 * A flood from one client address, over real HTTP on a real port: a new
 * session (so a new visitor) each time, ten uncovered questions each. The
 * per-visitor limits reset with every session; the per-address limits do not.
 * Turns past the address's allowance are refused (429, Retry-After) before any
 * work, and the follow-ups opened stay within the address's and each visitor's
 * hourly allowance, while the turns beyond it still answer. The clock stands
 * still, so no bucket refills during the test and the bounds are exact.
 */
const LIMITS = { turnsPerAddressPerMinute: 34, followUpsPerVisitorPerHour: 2, followUpsPerAddressPerHour: 5 };
const frozen: Clock = { now: () => new Date('2026-11-28T10:00:00.000Z') };

let h: Harness;
let ws: TestWorkspace;
let base: string;
let publicId: string;

beforeAll(async () => {
  h = await createHarness({ clock: frozen, config: { runtimeLimits: LIMITS } });
  ws = await h.workspace({ seed: true });
  publicId = (await (await ws.test()).get('/v1/agents')).body.items[0].publicId;
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(() => h?.close());

async function post(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; retryAfter: string | null; body: string }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
}

async function session(): Promise<{ sessionId: string; visitorId: string; visitorToken: string }> {
  const res = await post(`/runtime/v1/agents/${publicId}/sessions`, {
    page: { url: 'https://www.example.com/pricing' },
  });
  expect(res.status, res.body).toBe(201);
  return JSON.parse(res.body);
}

const uncovered = (i: number, j: number) =>
  `Do you support the zorblax ${i}-${j} interchange protocol with quantel fibres?`;

async function counts(visitorIds: string[]): Promise<{ followUps: Map<string, number>; userMessages: number }> {
  return h.db.tenantTx(ws.sandboxId, async (tx) => {
    const f = await tx.query<{ visitor_id: string; n: number }>(
      `SELECT visitor_id, count(*)::int AS n FROM follow_ups WHERE visitor_id = ANY($1::uuid[]) GROUP BY visitor_id`,
      [visitorIds],
    );
    const m = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.visitor_id = ANY($1::uuid[]) AND m.role = 'user'`,
      [visitorIds],
    );
    return { followUps: new Map(f.rows.map((r) => [r.visitor_id, r.n])), userMessages: m.rows[0]!.n };
  });
}

describe('limits per client address', () => {
  it('a flood from one address, a new session each time, is refused after bounded work and records at most what the limits allow', async () => {
    const visitors: string[] = [];
    let accepted = 0;
    const refused: Array<string | null> = [];
    for (let i = 0; i < 4; i++) {
      const s = await session();
      visitors.push(s.visitorId);
      for (let j = 0; j < 10; j++) {
        const res = await post(
          `/runtime/v1/sessions/${s.sessionId}/messages`,
          { text: uncovered(i, j) },
          s.visitorToken,
        );
        if (res.status === 200) accepted++;
        else {
          expect(res.status, res.body).toBe(429);
          expect(JSON.parse(res.body)).toMatchObject({ code: 'rate-limited' });
          refused.push(res.retryAfter);
        }
      }
    }
    // Each session alone is within its visitor's limits (10 turns); the address allows 34 in all.
    expect({ accepted, refused: refused.length }).toEqual({
      accepted: LIMITS.turnsPerAddressPerMinute,
      refused: 40 - LIMITS.turnsPerAddressPerMinute,
    });
    for (const r of refused) expect(Number(r)).toBeGreaterThanOrEqual(1);

    const c = await counts(visitors);
    // Refused turns recorded nothing; the accepted ones recorded their messages.
    expect(c.userMessages).toBe(accepted);
    // The address opened at most its hourly allowance; no visitor more than its own.
    const opened = [...c.followUps.values()].reduce((a, b) => a + b, 0);
    expect(opened).toBe(LIMITS.followUpsPerAddressPerHour);
    for (const n of c.followUps.values()) expect(n).toBeLessThanOrEqual(LIMITS.followUpsPerVisitorPerHour);
  });

  it('beyond the follow-up allowance a turn still answers but files nothing new', async () => {
    // Another address: a fresh allowance (the flood above spent 127.0.0.1's). inject gives the address.
    const anon = h.anonymous();
    const start = await anon.post(
      `/runtime/v1/agents/${publicId}/sessions`,
      { page: { url: 'https://www.example.com/' } },
      { idem: false },
    );
    expect(start.status).toBe(201);
    const auth = { authorization: `Bearer ${start.body.visitorToken}` };
    const answers: string[] = [];
    for (let j = 0; j < 4; j++) {
      const res = await anon.post(
        `/runtime/v1/sessions/${start.body.sessionId}/messages`,
        { text: uncovered(99, j) },
        { idem: false, headers: auth },
      );
      expect(res.status).toBe(200);
      expect(res.raw).not.toContain('"type":"error"');
      answers.push(res.raw);
    }
    const c = await counts([start.body.visitorId]);
    expect(c.userMessages).toBe(4);
    expect(c.followUps.get(start.body.visitorId)).toBe(LIMITS.followUpsPerVisitorPerHour);
  });
});
