import fs from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { adminUrl } from '../setup/postgres-global.js';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { systemClock, type Clock } from '../../src/clock.js';
import { createLogger, type Logger } from '../../src/logger.js';
import { Database } from '../../src/db/database.js';
import { PGliteDriver } from '../../src/db/pglite-driver.js';
import { PostgresDriver } from '../../src/db/postgres-driver.js';
import { closeDeps, createDeps, type Deps } from '../../src/deps.js';
import type { ResourceModule } from '../../src/modules.js';
import type { AdminCommand } from '../../src/admin/commands.js';
import { allCommands } from '../../src/admin/socket.js';
import { modules as allModules } from '../../src/resources/index.js';
import type { Mailer } from '../../src/platform/mail/mailer.js';
import type { RateLimiter } from '../../src/platform/rate-limit/buckets.js';
import type { OutboundGuard } from '../../src/platform/outbound/guard.js';
import { createWorkspace } from '../../src/platform/workspaces/service.js';
import { createKey } from '../../src/platform/keys/service.js';
import { buildWorker } from '../../src/process/boot.js';
import type { Worker } from '../../src/platform/jobs/worker.js';
import { Client } from './client.js';

export type DbKind = 'pglite' | 'postgres';

/** Which database this test project runs on (set per vitest project). */
export function dbKind(): DbKind {
  const kind = process.env.TEST_DB;
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new Error('TEST_DB must be pglite or postgres (run through vitest projects)');
  return kind;
}

/** A PostgreSQL database of a test's own: its URL (for processes the test spawns), and `drop` to remove it. */
export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A private PostgreSQL database for this test file, cloned from the run's
 * migrated template (fast: a file copy on the server).
 */
export async function clonePostgresDatabase(): Promise<ScratchDatabase> {
  const template = inject('postgresTemplate');
  return createPostgresDatabase(`${template}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`, template);
}

/** A new PostgreSQL database named `name`: a copy of `template`, or empty (a service migrates it at start). */
export async function createPostgresDatabase(name: string, template?: string): Promise<ScratchDatabase> {
  const admin = new pg.Client(adminUrl());
  await admin.connect();
  try {
    // Two clones of one template at the same moment can collide; retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        break;
      } catch (err) {
        if (attempt >= 20 || !/being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client(adminUrl());
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => c.end());
    },
  };
}

/**
 * Opens this test file's own database: a PGlite booted from the migrated
 * snapshot, or a PostgreSQL database cloned from the run's template. Closing it
 * drops the clone.
 */
export async function openTestDatabase(opts: { poolSize?: number; statementCache?: number } = {}): Promise<Database> {
  const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  if (dbKind() === 'pglite') {
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    return new Database(await PGliteDriver.open({ dataDir: null, snapshot }), log);
  }
  const clone = await clonePostgresDatabase();
  const driver = PostgresDriver.open(clone.url, { max: opts.poolSize ?? 10, statementCache: opts.statementCache });
  const close = driver.close.bind(driver);
  driver.close = async () => {
    await close();
    await clone.drop();
  };
  return new Database(driver, log);
}

export interface HarnessOptions {
  clock?: Clock;
  config?: Partial<Config>;
  mailer?: Mailer;
  limiter?: RateLimiter;
  /** The outbound guard (default: built from the config's outboundAllow with the system resolver). */
  outbound?: OutboundGuard;
  modules?: readonly ResourceModule[];
  /** Reuse a database (a second "process" on the same data). */
  db?: Database;
  /** The app's logger (default: silent, or TEST_LOG_LEVEL). */
  log?: Logger;
}

export interface TestWorkspace {
  id: string;
  sandboxId: string;
  /** Creates a key; default every scope but conversations:transcripts. */
  key(opts?: {
    mode?: 'live' | 'test';
    scopes?: string[];
    all?: boolean;
    name?: string;
  }): Promise<{ id: string; key: string }>;
  /** A client with a fresh live key holding every scope but transcripts. */
  live(): Promise<Client>;
  /** A client with a fresh test (sandbox) key holding every scope but transcripts. */
  test(): Promise<Client>;
  client(key: string | null): Client;
}

export interface Harness {
  /** The PostgreSQL database of this file (for spawned processes); null on PGlite. */
  databaseUrl: string | null;
  app: FastifyInstance;
  deps: Deps;
  /** The modules the app serves (Deps does not hold them). */
  modules: readonly ResourceModule[];
  /** Their operator commands, for runCommand(h.deps, h.commands, …). */
  commands: readonly AdminCommand[];
  db: Database;
  kind: DbKind;
  workspace(opts?: { seed?: boolean; name?: string }): Promise<TestWorkspace>;
  /** A client without a key. */
  anonymous(): Client;
  worker(opts?: { leaseMs?: number; concurrency?: number }): Worker;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent' }), publicUrl: 'http://127.0.0.1:8080', ...overrides };
}

/** One app on one database per test file; isolation per test comes from fresh workspaces. */
export async function createHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const db = opts.db ?? (await openTestDatabase());
  const log = opts.log ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const modules = opts.modules ?? allModules;
  const deps = await createDeps({
    config: testConfig(opts.config),
    clock: opts.clock ?? systemClock,
    log,
    db,
    modules,
    ...(opts.mailer ? { mailer: opts.mailer } : {}),
    ...(opts.limiter ? { limiter: opts.limiter } : {}),
    ...(opts.outbound ? { outbound: opts.outbound } : {}),
  });
  const app = await buildApp(deps, { modules });
  const workers: Worker[] = [];
  return {
    databaseUrl: db.driver instanceof PostgresDriver ? db.driver.url : null,
    app,
    deps,
    modules,
    commands: allCommands(modules),
    db,
    kind: dbKind(),
    anonymous: () => new Client(app, null),
    async workspace(wsOpts = {}) {
      const ws = (await createWorkspace(deps, {
        name: wsOpts.name ?? 'test workspace',
        seedSandbox: wsOpts.seed ?? false,
      }))!;
      const key: TestWorkspace['key'] = async (k = {}) => {
        const created = await createKey(deps, {
          workspaceId: ws.id,
          mode: k.mode ?? 'live',
          ...(k.scopes ? { scopes: k.scopes } : {}),
          allScopes: k.scopes ? false : (k.all ?? true),
          name: k.name ?? null,
        });
        return { id: created.id, key: created.key };
      };
      return {
        id: ws.id,
        sandboxId: ws.sandboxId,
        key,
        live: async () => new Client(app, (await key({ mode: 'live' })).key),
        test: async () => new Client(app, (await key({ mode: 'test' })).key),
        client: (k) => new Client(app, k),
      };
    },
    worker(wOpts = {}) {
      const w = buildWorker(deps, modules, {
        concurrency: wOpts.concurrency ?? 4,
        pollMs: 50,
        ...(wOpts.leaseMs ? { leaseMs: wOpts.leaseMs } : {}),
      });
      workers.push(w);
      return w;
    },
    async close() {
      for (const w of workers) await w.stop(1000);
      await app.close();
      await closeDeps(deps);
      if (!opts.db) await db.close();
    },
  };
}
