import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, dbKind, openTestDatabase, type Harness } from '../helpers/harness.js';
import { adminUrl } from '../setup/postgres-global.js';
import { startVisit, say } from '../helpers/runtime.js';
import { eventually } from '../webhooks/receiver.js';
import type { Client, Res } from '../helpers/client.js';
import { systemClock } from '../../src/clock.js';
import { Database } from '../../src/db/database.js';
import type { PGliteDriver } from '../../src/db/pglite-driver.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';

/**
 * The database out of reach while both public surfaces take traffic (issue 25,
 * row 1). On PostgreSQL the test blocks its own database as an operator would
 * (ALLOW_CONNECTIONS false, then its backends terminated): every call answers
 * 503 service-unavailable with Retry-After or is served from a cache, never
 * 500; the outage is one warning; the service recovers by itself once
 * connections are allowed again. On the embedded database the engine itself
 * fails (closed under the app): the same clean 503.
 */
let h: Harness;
const logs: Array<{ level: number; msg: string }> = [];
const FREE = { capacity: 1e9, refillPerSecond: 1e9 };
const UNLIMITED = { default: FREE, 'runtime-message': FREE, 'runtime-visitor': FREE, 'runtime-session': FREE };

beforeAll(async () => {
  const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const opened = await openTestDatabase();
  h = await createHarness({
    db: new Database(opened.driver, log),
    log,
    limiter: new MemoryRateLimiter(systemClock, UNLIMITED),
  });
}, 180_000);
afterAll(async () => {
  await h?.close();
  await h?.db.close().catch(() => undefined);
});

async function admin(sql: string): Promise<void> {
  const c = new pg.Client(adminUrl());
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** One round of calls on both surfaces, as a dashboard and a visitor's page make them. */
async function round(
  api: Client,
  anon: Client,
  publicId: string,
  visit: { sessionId: string; token: string; visitorId: string },
  n: number,
): Promise<Res[]> {
  return Promise.all([
    api.get('/v1/segments'),
    api.post('/v1/segments', { name: `segment ${n}`, filter: { minIntent: 10 } }),
    api.get(`/v1/visitors/${visit.visitorId}`),
    anon.post(
      `/runtime/v1/agents/${publicId}/sessions`,
      { page: { url: 'https://www.example.com/' } },
      { idem: false },
    ),
    say(anon, visit as never, `hello ${n}`),
    anon.get(`/runtime/v1/sessions/${visit.sessionId}/messages`, {
      headers: { authorization: `Bearer ${visit.token}` },
    }),
  ]);
}

function expectCleanRefusals(answers: Res[]): void {
  expect(answers.filter((a) => a.status >= 500 && a.status !== 503).map((a) => [a.status, a.body])).toEqual([]);
  for (const a of answers.filter((x) => x.status === 503)) {
    expect(a.headers['retry-after']).toMatch(/^\d+$/);
    expect(a.body).toMatchObject({ status: 503, code: 'service-unavailable', requestId: a.headers['request-id'] });
  }
}

it('the database out of reach: both surfaces answer 503 with Retry-After (never 500), one warning, and recover by themselves', async () => {
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const anon = h.anonymous();
  const agent = (await api.get('/v1/agents')).body.items[0];
  const visit = await startVisit(anon, agent.publicId);
  expect((await say(anon, visit, 'hello')).status).toBe(200);

  const during: Res[] = [];
  if (dbKind() === 'postgres') {
    const name = new URL(h.databaseUrl!).pathname.slice(1);
    await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await admin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
    );
    for (let i = 0; i < 5; i++) during.push(...(await round(api, anon, agent.publicId, visit, i)));
    await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
  } else {
    // The embedded engine fails under the app (as after a fatal error): it cannot come back in this process.
    await (h.db.driver as PGliteDriver).pg.close();
    for (let i = 0; i < 3; i++) during.push(...(await round(api, anon, agent.publicId, visit, i)));
  }
  expectCleanRefusals(during);
  expect(during.filter((a) => a.status === 503).length).toBeGreaterThan(0);
  // Logged as one outage, a warning; not an error per request.
  expect(logs.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
  expect(logs.filter((l) => l.level === 40 && /database unreachable/.test(l.msg))).toHaveLength(1);

  if (dbKind() === 'postgres') {
    // Recovers by itself: no restart, the next calls succeed.
    await eventually(async () => {
      const after = await round(api, anon, agent.publicId, visit, 100 + Math.floor(Math.random() * 1e6));
      expectCleanRefusals(after);
      expect(after.map((a) => a.status)).toEqual([200, 201, 200, 201, 200, 200]);
    }, 30_000);
    expect(logs.filter((l) => /database reachable again/.test(l.msg))).toHaveLength(1);
  }
}, 120_000);
