import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { systemClock, type Clock } from '../clock.js';
import { createLogger, type Logger } from '../logger.js';
import { Database } from '../db/database.js';
import { PGliteDriver } from '../db/pglite-driver.js';
import { PostgresDriver } from '../db/postgres-driver.js';
import { isMigrated, migrate } from '../db/migrate.js';
import { closeDeps, createDeps, type Deps } from '../deps.js';
import { modules as allModules } from '../resources/index.js';
import type { ResourceModule } from '../modules.js';
import { Worker, type JobHandler } from '../platform/jobs/worker.js';
import { parseUrl } from '../lib/http-url.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { checkRedisHost, ensurePostgresDatabase, explainPostgresError } from '../db/startup.js';

export interface Runtime {
  deps: Deps;
  /** The modules this process runs; passed to buildApp, buildWorker and the admin commands. */
  modules: readonly ResourceModule[];
  close(): Promise<void>;
}

/** The embedded database lives in this folder of DATA_DIR. */
export const pgliteDir = (config: Config) => path.join(config.dataDir, 'pglite');

/**
 * Thrown instead of creating a database when the caller did not ask for one
 * (`create: false`): the embedded database's folder does not exist, or the
 * PostgreSQL database has never been migrated. `where` says what was looked at.
 */
export class NoDatabase extends Error {
  constructor(readonly where: { embedded: string } | { postgres: string }) {
    super(
      'embedded' in where
        ? `no embedded database in ${where.embedded}`
        : `the PostgreSQL database ${where.postgres} holds no Concierge data`,
    );
  }
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  const u = parseUrl(url);
  if (!u) return '(DATABASE_URL)';
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * Opens the database a process uses (PostgreSQL with DATABASE_URL, else the
 * embedded one under DATA_DIR, locked to this process), migrates it and builds
 * the dependencies. With `create: false` (the CLI's default) a database that
 * does not exist yet is not made: NoDatabase is thrown instead.
 */
export async function openRuntime(
  config: Config,
  opts: { log?: Logger; clock?: Clock; modules?: readonly ResourceModule[]; poolSize?: number; create?: boolean } = {},
): Promise<Runtime> {
  const log = opts.log ?? createLogger(config.logLevel);
  const create = opts.create ?? true;
  if (!create && !config.databaseUrl && !fs.existsSync(path.join(pgliteDir(config), 'PG_VERSION'))) {
    throw new NoDatabase({ embedded: pgliteDir(config) });
  }
  if (config.redisUrl) await checkRedisHost(config.redisUrl);
  // A missing database is made when the role may (the server and worker only); any other connection failure
  // becomes one line naming the cause and the fix (StartupError) instead of a driver dump.
  if (create && config.databaseUrl) {
    const url = config.databaseUrl;
    await ensurePostgresDatabase(url, (name) =>
      log.warn({ database: name }, `created the PostgreSQL database "${name}" (it did not exist)`),
    );
  }
  let release: (() => void) | null = null;
  const driver = config.databaseUrl
    ? PostgresDriver.open(config.databaseUrl, {
        max: opts.poolSize ?? config.databasePoolMax,
        statementCache: config.databaseStatementCache,
      })
    : await (async () => {
        release = acquireDataDirLock(config.dataDir);
        try {
          return await PGliteDriver.open({
            dataDir: pgliteDir(config),
            vector: config.embeddings !== null,
            sharedBuffersMb: config.embedded.sharedBuffersMb,
            optimizingCompiler: config.embedded.optimizingCompiler,
          });
        } catch (err) {
          release();
          throw err;
        }
      })();
  const db = new Database(driver, log);
  try {
    if (!create && config.databaseUrl && !(await isMigrated(driver)))
      throw new NoDatabase({ postgres: redactUrl(config.databaseUrl) });
    const applied = await migrate(driver);
    if (applied.length) log.info({ applied }, 'migrations applied');
    const modules = opts.modules ?? allModules;
    const deps = await createDeps({ config, clock: opts.clock ?? systemClock, log, db, modules });
    return {
      deps,
      modules,
      close: async () => {
        await closeDeps(deps);
        await db.close();
        (release as (() => void) | null)?.();
      },
    };
  } catch (err) {
    await db.close().catch(() => undefined);
    (release as (() => void) | null)?.();
    throw (config.databaseUrl && explainPostgresError(err, config.databaseUrl)) || err;
  }
}

/** A worker running every job kind and schedule the modules declare. */
export function buildWorker(
  deps: Deps,
  modules: readonly ResourceModule[],
  opts: { concurrency?: number; pollMs?: number; leaseMs?: number } = {},
): Worker {
  const handlers = new Map<string, JobHandler>();
  for (const m of modules) {
    for (const [kind, factory] of Object.entries(m.jobs ?? {})) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} is declared twice`);
      handlers.set(kind, factory(deps));
    }
  }
  const schedules = modules.flatMap((m) => m.schedules?.(deps.config) ?? []);
  return new Worker(deps.jobs, handlers, schedules, deps.signals, deps.log, {
    concurrency: opts.concurrency ?? deps.config.workerConcurrency,
    pollMs: opts.pollMs ?? deps.config.workerPollMs,
    ...(opts.leaseMs ? { leaseMs: opts.leaseMs } : {}),
  });
}
