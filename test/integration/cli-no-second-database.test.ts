import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it, vi } from 'vitest';

// Every `svc` call starts a fresh Node process that compiles TypeScript.
vi.setConfig({ testTimeout: 240_000 });
import { dbKind } from '../helpers/harness.js';
import { svc } from '../helpers/processes.js';
import { adminUrl } from '../setup/postgres-global.js';

/**
 * Run in a folder without the server's data, or pointed at an empty
 * PostgreSQL database, an operator command says where it looked and how to
 * point it, and creates nothing; `svc migrate` or `--create` creates on purpose.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-elsewhere-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

it.runIf(dbKind() === 'pglite')(
  'in another folder: refuses, names the socket and the data directory, creates nothing',
  async () => {
    // An empty value is "unset": the defaults (./data here) apply.
    const here = { DATA_DIR: '', DATABASE_URL: '' };
    const refused = await svc(['keys', 'create', '--mode', 'test'], here, { cwd: folder });
    expect(refused.code, refused.stdout).toBe(1);
    const data = path.join(fs.realpathSync(folder), 'data');
    expect(refused.stderr).toContain(`${path.join(data, 'admin.sock')} (no server answered)`);
    expect(refused.stderr).toContain(`${path.join(data, 'pglite')} (not there)`);
    expect(refused.stderr).toMatch(
      /DATA_DIR=\/path\/to\/data .*DATABASE_URL=postgres:\/\/… .*svc migrate \(or add --create/s,
    );
    expect(fs.readdirSync(folder)).toEqual([]);

    const created = await svc(['keys', 'list', '--create', '--json'], here, { cwd: folder });
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).toEqual([]);
    expect(fs.existsSync(path.join(data, 'pglite', 'PG_VERSION'))).toBe(true);
    // Once it exists it is the server's data as far as svc knows.
    const again = await svc(['workspace', 'list', '--json'], here, { cwd: folder });
    expect(JSON.parse(again.stdout)).toHaveLength(1);
  },
);

it.runIf(dbKind() === 'postgres')(
  'on an empty PostgreSQL database: refuses and leaves it empty; svc migrate sets it up',
  async () => {
    const name = `concierge_empty_${process.pid}_${Date.now()}`;
    const admin = new pg.Client(adminUrl());
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl());
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), DATA_DIR: path.join(folder, 'data') };
    try {
      const refused = await svc(['keys', 'list'], env, { cwd: folder });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `the PostgreSQL database ${url.toString()}: it has no Concierge tables (never migrated)`,
      );
      expect(refused.stderr).toContain('svc migrate (or add --create');
      const tables = async () => {
        const c = new pg.Client(url.toString());
        await c.connect();
        try {
          return Number((await c.query(`SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'`)).rows[0].n);
        } finally {
          await c.end();
        }
      };
      expect(await tables()).toBe(0);
      expect(fs.readdirSync(folder)).toEqual([]);

      const migrated = await svc(['migrate', '--json'], env, { cwd: folder });
      expect(migrated.code, migrated.stderr).toBe(0);
      expect(await tables()).toBeGreaterThan(10);
      const listed = await svc(['keys', 'list', '--json'], env, { cwd: folder });
      expect(JSON.parse(listed.stdout)).toEqual([]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  },
);
