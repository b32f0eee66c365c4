import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGliteDriver } from '../src/db/pglite-driver.js';
import { PostgresDriver } from '../src/db/postgres-driver.js';
import { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { closeDeps, createDeps, type Deps } from '../src/deps.js';
import { loadConfig, type Config } from '../src/config.js';
import { systemClock } from '../src/clock.js';
import { createLogger } from '../src/logger.js';
import { modules } from '../src/resources/index.js';
import { createWorkspace } from '../src/platform/workspaces/service.js';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The shared data sets live beside the checkout; they are read at run time and never copied into the repo. */
export const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(import.meta.dirname, '../../shared/data'));

export type BenchDb = 'pglite' | 'postgres';

export function dbArg(): BenchDb {
  const arg = process.argv.find((a) => a.startsWith('--db='))?.slice(5) ?? 'pglite';
  if (arg !== 'pglite' && arg !== 'postgres') throw new Error('--db=pglite or --db=postgres');
  return arg;
}

export interface Bench {
  deps: Deps;
  tenant: string;
  /** True when BENCH_REUSE_URL pointed at a database an earlier run kept (its data is still there). */
  reused: boolean;
  close(): Promise<void>;
}

/**
 * A fresh database for one run: an in-memory PGlite, or a new database on the
 * PostgreSQL server (BENCH_DATABASE_URL, default the test server), dropped at the end.
 */
export async function openBench(kind: BenchDb, config: Partial<Config> = {}): Promise<Bench> {
  const log = createLogger(process.env.LOG_LEVEL ?? 'warn');
  let driver: PGliteDriver | PostgresDriver;
  let drop: (() => Promise<void>) | null = null;
  const reuseUrl = kind === 'postgres' ? process.env.BENCH_REUSE_URL : undefined;
  // The embedded database takes the service's own memory settings (SVC_EMBEDDED_*).
  if (kind === 'pglite') driver = await PGliteDriver.open({ dataDir: null, ...loadConfig().embedded });
  else if (reuseUrl) driver = PostgresDriver.open(reuseUrl, { max: 4 });
  else {
    const fresh = await freshPostgres('concierge_bench');
    driver = PostgresDriver.open(fresh.url, { max: 4 });
    if (process.env.BENCH_KEEP) console.log(`keeping database ${fresh.url}`);
    drop = async () => {
      if (!process.env.BENCH_KEEP) await fresh.drop();
    };
  }
  await migrate(driver);
  const db = new Database(driver, log);
  const deps = await createDeps({
    config: { ...loadConfig({ LOG_LEVEL: 'warn' }), ...config },
    clock: systemClock,
    log,
    db,
    modules,
  });
  // A kept database is reused as it is: newer migrations apply to its data, as on an upgrade.
  const existing = reuseUrl
    ? (await db.query<{ id: string }>(`SELECT id FROM workspaces WHERE name = 'bench' ORDER BY created_at LIMIT 1`))
        .rows[0]
    : undefined;
  const tenant = existing?.id ?? (await createWorkspace(deps, { name: 'bench', seedSandbox: false }))!.id;
  return {
    deps,
    tenant,
    reused: existing !== undefined,
    close: async () => {
      await closeDeps(deps);
      await db.close();
      await drop?.();
    },
  };
}

export function readJsonl<T>(file: string): T[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** A fresh PostgreSQL database for one benchmark run (dropped by the returned function). */
export async function freshPostgres(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const c = new pg.Client(admin);
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const d = new pg.Client(admin);
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Requests answered in the whole run. */
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * Drives a URL with autocannon in its own process, so load generation does not
 * share the server's thread (and never blocks the event loop the server runs on).
 */
export function load(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const args = ['autocannon', '-j', '-c', String(opts.connections), '-d', String(opts.seconds)];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd: ROOT });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(err));
      const r = JSON.parse(out);
      resolve({
        requestsPerSecond: r.requests.average,
        total: r.requests.total,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}
