import path from 'node:path';
import type { Config } from '../config.js';
import { systemClock, type Clock } from '../clock.js';
import { createLogger, type Logger } from '../logger.js';
import { Database } from '../db/database.js';
import { PGliteDriver } from '../db/pglite-driver.js';
import { PostgresDriver } from '../db/postgres-driver.js';
import { migrate } from '../db/migrate.js';
import { closeDeps, createDeps, type Deps } from '../deps.js';
import { modules as allModules } from '../resources/index.js';
import type { ResourceModule } from '../modules.js';
import { Worker, type JobHandler } from '../platform/jobs/worker.js';
import { acquireDataDirLock } from './data-dir-lock.js';

export interface Runtime {
  deps: Deps;
  close(): Promise<void>;
}

/** The embedded database lives in this folder of DATA_DIR. */
export const pgliteDir = (config: Config) => path.join(config.dataDir, 'pglite');

/**
 * Opens the database a process uses (PostgreSQL with DATABASE_URL, else the
 * embedded one under DATA_DIR, locked to this process), migrates it and builds
 * the dependencies.
 */
export async function openRuntime(
  config: Config,
  opts: { log?: Logger; clock?: Clock; modules?: readonly ResourceModule[]; poolSize?: number } = {},
): Promise<Runtime> {
  const log = opts.log ?? createLogger(config.logLevel);
  let release: (() => void) | null = null;
  const driver = config.databaseUrl
    ? PostgresDriver.open(config.databaseUrl, { max: opts.poolSize ?? 10 })
    : await (async () => {
        release = acquireDataDirLock(config.dataDir);
        try {
          return await PGliteDriver.open({ dataDir: pgliteDir(config), vector: config.embeddings !== null });
        } catch (err) {
          release();
          throw err;
        }
      })();
  const db = new Database(driver, log);
  try {
    const applied = await migrate(driver);
    if (applied.length) log.info({ applied }, 'migrations applied');
    const deps = await createDeps({ config, clock: opts.clock ?? systemClock, log, db, modules: opts.modules ?? allModules });
    return {
      deps,
      close: async () => {
        await closeDeps(deps);
        await db.close();
        (release as (() => void) | null)?.();
      },
    };
  } catch (err) {
    await db.close().catch(() => undefined);
    (release as (() => void) | null)?.();
    throw err;
  }
}

/** A worker running every job kind and schedule the modules declare. */
export function buildWorker(deps: Deps, opts: { concurrency?: number; pollMs?: number; leaseMs?: number } = {}): Worker {
  const handlers = new Map<string, JobHandler>();
  for (const m of deps.modules) {
    for (const [kind, factory] of Object.entries(m.jobs ?? {})) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} is declared twice`);
      handlers.set(kind, factory(deps));
    }
  }
  const schedules = deps.modules.flatMap((m) => m.schedules?.(deps.config) ?? []);
  return new Worker(deps.jobs, handlers, schedules, deps.signals, deps.log, {
    concurrency: opts.concurrency ?? deps.config.workerConcurrency,
    pollMs: opts.pollMs ?? deps.config.workerPollMs,
    ...(opts.leaseMs ? { leaseMs: opts.leaseMs } : {}),
  });
}
