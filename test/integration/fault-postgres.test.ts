import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, dbKind, type Harness } from '../helpers/harness.js';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/private-services.js';
import { eventually } from '../webhooks/receiver.js';
import type { Res } from '../helpers/client.js';
import { systemClock } from '../../src/clock.js';
import { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { PostgresDriver } from '../../src/db/postgres-driver.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';

/**
 * PostgreSQL restarted under load (a private instance this test starts, stops
 * and starts again): while it is down every request answers 503
 * service-unavailable with Retry-After and the flat error body, the outage is
 * logged once as a warning, no acknowledged write is lost, and the service
 * recovers by itself. PostgreSQL only: the embedded database cannot restart.
 */
const postgresOnly = dbKind() === 'postgres';
let server: PrivatePostgres | null = null;
let h: Harness;
const logs: Array<{ level: number; msg: string }> = [];
const UNLIMITED = {
  default: { capacity: 1e9, refillPerSecond: 1e9 },
  knowledge: { capacity: 1e9, refillPerSecond: 1e9 },
};

beforeAll(async () => {
  if (!postgresOnly) return;
  server = await startPrivatePostgres();
  const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const driver = PostgresDriver.open(server.url, { max: 10, connectTimeoutMs: 2000 });
  await migrate(driver);
  h = await createHarness({
    db: new Database(driver, log),
    log,
    limiter: new MemoryRateLimiter(systemClock, UNLIMITED),
  });
}, 180_000);
afterAll(async () => {
  if (!postgresOnly) return;
  await h?.close();
  await h?.db.close();
  await server?.close();
});

it.runIf(postgresOnly)(
  'a restart costs seconds of 503 with Retry-After, logged once; every acknowledged write is kept',
  async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const answers: Res[] = [];
    const created: string[] = [];
    let running = true;
    const writer = async (n: number) => {
      for (let i = 0; running; i++) {
        const res = await api.post('/v1/segments', { name: `segment ${n}-${i}`, filter: { minIntent: 10 } });
        answers.push(res);
        if (res.status === 201) created.push(res.body.id);
        const read = await api.get('/v1/segments');
        answers.push(read);
        if (res.status !== 201) await new Promise((r) => setTimeout(r, 20));
      }
    };
    const writers = [writer(1), writer(2)];
    try {
      await eventually(() => expect(created.length).toBeGreaterThanOrEqual(10), 30_000);
      await server!.stop();
      await eventually(() => expect(answers.filter((a) => a.status === 503).length).toBeGreaterThanOrEqual(10), 30_000);
      await server!.start();
      const before = created.length;
      await eventually(() => expect(created.length).toBeGreaterThanOrEqual(before + 10), 60_000);
    } finally {
      running = false;
      await Promise.all(writers);
    }

    const failures = answers.filter((a) => a.status >= 300);
    expect(failures.length).toBeGreaterThan(0);
    for (const f of failures) {
      expect(f.status).toBe(503);
      expect(f.headers['retry-after']).toBe('2');
      expect(f.headers['request-id']).toEqual(expect.any(String));
      expect(f.body).toEqual({
        status: 503,
        code: 'service-unavailable',
        message: expect.any(String),
        requestId: f.headers['request-id'],
      });
    }
    // No acknowledged write was lost.
    const listed = new Set(((await api.get('/v1/segments')).body.items as Array<{ id: string }>).map((s) => s.id));
    expect(created.filter((id) => !listed.has(id))).toEqual([]);

    // Logged once per outage, as a warning; nothing at error level.
    const down = logs.filter((l) => /database unreachable/.test(l.msg));
    expect(down.length).toBeGreaterThanOrEqual(1);
    expect(down.length).toBeLessThanOrEqual(2);
    expect(down.every((l) => l.level === 40)).toBe(true);
    expect(logs.filter((l) => /database reachable again/.test(l.msg)).length).toBe(down.length);
    expect(logs.filter((l) => l.level >= 50)).toEqual([]);
  },
  240_000,
);
