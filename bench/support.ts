import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { openRuntime, type Runtime } from '../src/process/boot.js';

/**
 * A runtime for a benchmark: the embedded database in a fresh temporary folder,
 * or, with BENCH_DB=postgres, a fresh database on the PostgreSQL server of
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * dropped afterwards.
 */
export async function benchRuntime(
  env: Record<string, string>,
): Promise<{ runtime: Runtime; kind: string; done(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-bench-'));
  let databaseUrl = '';
  let drop = async () => {};
  if (process.env.BENCH_DB === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `concierge_bench_${process.pid}`;
    const c = new pg.Client(admin);
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const d = new pg.Client(admin);
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    };
  }
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const runtime = await openRuntime(config, { poolSize: 20 });
  return {
    runtime,
    kind: databaseUrl ? 'PostgreSQL' : 'PGlite',
    async done() {
      await runtime.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * A helper process of a benchmark (receivers, clients) run with tsx, talked to
 * over IPC: `ask` sends a message and resolves with the first answer holding `key`.
 */
export async function helperProcess<Hello>(file: string): Promise<{
  child: ChildProcess;
  hello: Hello;
  ask<T>(msg: object, key: string): Promise<T>;
}> {
  const child = fork(file, [], { execArgv: ['--import', 'tsx'] });
  const hello = await new Promise<Hello>((resolve) => child.once('message', (m) => resolve(m as Hello)));
  const ask = <T>(msg: object, key: string) =>
    new Promise<T>((resolve) => {
      const on = (m: Record<string, unknown>) => {
        if (key in m) {
          child.off('message', on);
          resolve(m as T);
        }
      };
      child.on('message', on);
      child.send(msg);
    });
  return { child, hello, ask };
}
