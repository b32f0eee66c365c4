/**
 * Prints the OpenAPI document (`npm run openapi:export > openapi.json`) without
 * a server or a data directory: the same app factory on a throw-away in-memory
 * database, so the export is exactly what `GET /v1/openapi.json` serves.
 */
import { loadConfig } from '../config.js';
import { systemClock } from '../clock.js';
import { createLogger } from '../logger.js';
import { Database } from '../db/database.js';
import { PGliteDriver } from '../db/pglite-driver.js';
import { migrate } from '../db/migrate.js';
import { closeDeps, createDeps } from '../deps.js';
import { modules } from '../resources/index.js';
import { buildApp } from '../app.js';

async function main(): Promise<void> {
  const log = createLogger('silent');
  const db = new Database(await PGliteDriver.open({ dataDir: null }), log);
  await migrate(db.driver);
  const deps = await createDeps({ config: { ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }) }, clock: systemClock, log, db, modules });
  const app = await buildApp(deps);
  const res = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
  process.stdout.write(`${JSON.stringify(JSON.parse(res.body), null, 2)}\n`);
  await app.close();
  await closeDeps(deps);
  await db.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
