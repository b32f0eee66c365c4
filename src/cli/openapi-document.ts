import { loadConfig } from '../config.js';
import { systemClock } from '../clock.js';
import { createLogger } from '../logger.js';
import { Database } from '../db/database.js';
import { PGliteDriver } from '../db/pglite-driver.js';
import { migrate } from '../db/migrate.js';
import { closeDeps, createDeps } from '../deps.js';
import { modules } from '../resources/index.js';
import { buildApp } from '../app.js';

/**
 * An OpenAPI document exactly as `GET /v1/openapi.json` (or the runtime API's) serves it, without a
 * server or a data directory: the same app factory on a throw-away in-memory
 * database. Used by the export, the client generator and the drift test.
 */
export async function buildOpenApiDocument(
  env: Record<string, string | undefined> = process.env,
  url: '/v1/openapi.json' | '/runtime/v1/openapi.json' = '/v1/openapi.json',
): Promise<Record<string, unknown>> {
  const log = createLogger('silent');
  const db = new Database(await PGliteDriver.open({ dataDir: null }), log);
  try {
    await migrate(db.driver);
    const deps = await createDeps({
      config: loadConfig({ ...env, LOG_LEVEL: 'silent' }),
      clock: systemClock,
      log,
      db,
      modules,
    });
    const app = await buildApp(deps);
    try {
      const res = await app.inject({ method: 'GET', url });
      return JSON.parse(res.body) as Record<string, unknown>;
    } finally {
      await app.close();
      await closeDeps(deps);
    }
  } finally {
    await db.close();
  }
}
