import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { systemClock } from '../../src/clock.js';
import { createLogger } from '../../src/logger.js';
import { Database } from '../../src/db/database.js';
import { PGliteDriver } from '../../src/db/pglite-driver.js';
import { PostgresDriver } from '../../src/db/postgres-driver.js';
import { migrate } from '../../src/db/migrate.js';
import { closeDeps, createDeps, type Deps } from '../../src/deps.js';
import { modules } from '../../src/resources/index.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';
import { createWorkspace } from '../../src/platform/workspaces/service.js';
import { createKey } from '../../src/platform/keys/service.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';
import { newId } from '../../src/lib/ids.js';
import { freePort } from '../../test/helpers/private-services.js';
import { type BenchDb, freshPostgres } from '../lib.js';

export interface McpBench {
  deps: Deps;
  workspaceId: string;
  /** A live key with the default scopes. */
  key: string;
  /** The service's URL, also its public URL (the OAuth issuer must be where it answers). */
  base: string;
  close(): Promise<void>;
}

/** Times `call` n times, one at a time. */
export async function timed(n: number, call: () => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call();
    out.push(performance.now() - t);
  }
  return out;
}

/**
 * The service in this process on a loopback port, with one workspace, a live
 * key and 100 follow-ups; the real limiter with buckets a run never empties.
 */
export async function startMcpBench(kind: BenchDb, dbPrefix: string): Promise<McpBench> {
  const log = createLogger('silent');
  const pgdb = kind === 'postgres' ? await freshPostgres(dbPrefix) : null;
  const driver = pgdb
    ? PostgresDriver.open(pgdb.url, { max: 4 })
    : await PGliteDriver.open({ dataDir: null, ...loadConfig().embedded });
  await migrate(driver);
  const db = new Database(driver, log);
  const limiter = new MemoryRateLimiter(systemClock, {
    default: { capacity: 1e12, refillPerSecond: 1e12 },
    knowledge: { capacity: 1e12, refillPerSecond: 1e12 },
  });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const deps = await createDeps({
    config: { ...loadConfig({}), logLevel: 'silent', publicUrl: base },
    clock: systemClock,
    log,
    db,
    modules,
    limiter,
  });
  const ws = (await createWorkspace(deps, { name: 'bench', seedSandbox: false }))!;
  const key = (await createKey(deps, { workspaceId: ws.id, mode: 'live' })).key;
  await db.tenantTx(ws.id, async (tx) => {
    for (let i = 0; i < 100; i++) {
      await createFollowUp(deps, tx, {
        id: newId(),
        question: `Question number ${i} about pricing and plans?`,
        reason: 'not in the knowledge base',
        createdAt: new Date(Date.now() - i * 60_000),
      });
    }
  });
  const app = await buildApp(deps);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    deps,
    workspaceId: ws.id,
    key,
    base,
    async close() {
      await app.close();
      await closeDeps(deps);
      await db.close();
      await pgdb?.drop();
    },
  };
}
