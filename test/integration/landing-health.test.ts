import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dbKind, type Harness } from '../helpers/harness.js';
import { startPrivatePostgres, startPrivateRedis } from '../helpers/private-services.js';
import { eventually } from '../webhooks/receiver.js';
import { createLogger } from '../../src/logger.js';
import { Database } from '../../src/db/database.js';
import { PostgresDriver } from '../../src/db/postgres-driver.js';
import { migrate } from '../../src/db/migrate.js';
import { REQUEST_ID } from '../helpers/headers.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

describe('the landing index', () => {
  it.each(['/', '/v1'])(
    'GET %s names the service and links to the reference, the document and health, without a key',
    async (url) => {
      const res = await h.anonymous().get(url);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'Concierge',
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        apiVersion: 'v1',
        links: {
          api: '/v1',
          reference: '/docs',
          openapi: '/v1/openapi.json',
          health: '/healthz',
          readiness: '/readyz',
        },
      });
      for (const link of ['/v1/openapi.json', '/healthz', '/readyz', '/docs'])
        expect((await h.anonymous().get(link)).status, link).toBe(200);
      expect((await h.anonymous().call('HEAD', url)).status).toBe(200);
    },
  );

  it('keeps the index and health out of the OpenAPI document', async () => {
    const paths = Object.keys((await h.anonymous().get('/v1/openapi.json')).body.paths);
    for (const p of ['/', '/v1', '/healthz', '/readyz', '/docs']) expect(paths).not.toContain(p);
  });
});

describe('health', () => {
  it('healthz: up, without a key and without rate-limit cost (far past the 60-call bucket)', async () => {
    const client = h.anonymous();
    for (let i = 0; i < 80; i++) {
      const res = await client.get('/healthz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'up' });
      expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
      expect(res.headers['request-id']).toMatch(REQUEST_ID);
    }
    // The address bucket is untouched: a metered public route still has all but one token.
    expect((await client.get('/v1/openapi.json')).headers['x-ratelimit-remaining']).toBe('59');
  });

  it('readyz: ready when the database answers and every migration is applied; not ready while one is missing', async () => {
    const client = h.anonymous();
    for (let i = 0; i < 70; i++) expect((await client.get('/readyz')).status).toBe(200);
    const ok = await client.get('/readyz');
    expect(ok.body).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true, pending: [] } },
    });
    expect(ok.headers['x-ratelimit-remaining']).toBeUndefined();
    const last = (
      await h.db.query<{ version: string; name: string }>(
        'SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1',
      )
    ).rows[0]!;
    await h.db.query('DELETE FROM schema_migrations WHERE version = $1', [last.version]);
    try {
      const missing = await client.get('/readyz');
      expect(missing.status).toBe(503);
      expect(missing.body).toMatchObject({
        status: 'not-ready',
        checks: { database: { ok: true }, migrations: { ok: false, pending: [last.version] } },
      });
    } finally {
      await h.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [last.version, last.name]);
    }
    expect((await client.get('/readyz')).status).toBe(200);
  });
});

// The fault test stops a database: a private PostgreSQL server of its own, never the shared one.
describe.runIf(dbKind() === 'postgres')('readiness through a database outage (private PostgreSQL)', () => {
  it('is not ready while the server is stopped, and ready again once it is back; liveness holds throughout', async () => {
    const pg = await startPrivatePostgres();
    const log = createLogger('silent');
    const driver = PostgresDriver.open(pg.url, { max: 4 });
    const db = new Database(driver, log);
    let app: Harness | null = null;
    try {
      await migrate(driver);
      app = await createHarness({ db });
      const client = app.anonymous();
      expect((await client.get('/readyz')).body.status).toBe('ready');
      await pg.stop();
      const down = await client.get('/readyz');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        status: 'not-ready',
        checks: { database: { ok: false, error: 'the database did not answer' }, migrations: { ok: false } },
      });
      expect(JSON.stringify(down.body)).not.toContain(String(pg.port));
      expect((await client.get('/healthz')).status).toBe(200);
      await pg.start();
      await eventually(async () => expect((await client.get('/readyz')).status).toBe(200), 30_000, 200);
    } finally {
      await app?.close();
      await db.close().catch(() => undefined);
      await pg.close();
    }
  });
});

describe('readiness with Redis (private redis-server)', () => {
  it('checks Redis when the rate limits live there: not ready while it is down, ready once it is back', async () => {
    const redis = await startPrivateRedis();
    const app = await createHarness({ db: h.db, config: { redisUrl: redis.url } });
    try {
      const client = app.anonymous();
      await eventually(
        async () => expect((await client.get('/readyz')).body.checks.redis).toEqual({ ok: true }),
        10_000,
        100,
      );
      await redis.stop();
      await eventually(
        async () => {
          const res = await client.get('/readyz');
          expect(res.status).toBe(503);
          expect(res.body.checks).toMatchObject({
            database: { ok: true },
            redis: { ok: false, error: 'redis did not answer' },
          });
        },
        10_000,
        100,
      );
      await redis.start();
      await eventually(async () => expect((await client.get('/readyz')).status).toBe(200), 30_000, 200);
    } finally {
      await app.close();
      await redis.stop();
    }
  });
});
