import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminUrl } from '../setup/postgres-global.js';
import { dbKind } from '../helpers/harness.js';
import { PGliteDriver } from '../../src/db/pglite-driver.js';
import { PostgresDriver } from '../../src/db/postgres-driver.js';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate.js';
import type { Driver } from '../../src/db/types.js';

// An installation that ran an older release: migrated up to a given version,
// holding data, then upgraded to the current migrations.
let driver: Driver;
let dropDatabase: (() => Promise<void>) | null = null;
const partialDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));

beforeAll(async () => {
  if (dbKind() === 'pglite') driver = await PGliteDriver.open({ dataDir: null });
  else {
    const name = `concierge_upgrade_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client(adminUrl());
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
    const url = new URL(adminUrl());
    url.pathname = `/${name}`;
    driver = PostgresDriver.open(url.toString(), { max: 2 });
    dropDatabase = async () => {
      const c = new pg.Client(adminUrl());
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => c.end());
    };
  }
});
afterAll(async () => {
  await driver?.close();
  await dropDatabase?.();
  fs.rmSync(partialDir, { recursive: true, force: true });
});

function migrationsUpTo(version: string): string {
  for (const f of fs.readdirSync(MIGRATIONS_DIR)) {
    if (/^\d{4}_/.test(f) && f.slice(0, 4) <= version) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(partialDir, f));
  }
  return partialDir;
}

it('moves visitor search documents and answers onto the visitor row (1001)', async () => {
  await migrate(driver, { dir: migrationsUpTo('1000') });
  const tenant = 'ws_upgrade';
  const at = '2026-06-01T00:00:00Z';
  await driver.withConnection(async (c) => {
    await c.query(
      `INSERT INTO visitors (tenant_id, id, email, first_seen_at, last_seen_at, created_at) VALUES
         ($1, '00000000-0000-4000-8000-000000000001', 'a@example.com', $2, $2, $2),
         ($1, '00000000-0000-4000-8000-000000000002', NULL, $2, $2, $2)`,
      [tenant, at],
    );
    await c.query(
      `INSERT INTO visitor_profiles (tenant_id, visitor_id, doc, answers, updated_at)
       VALUES ($1, '00000000-0000-4000-8000-000000000001', to_tsvector('english', 'Do you offer data residency in Europe?'), '{"timeline":"this quarter"}', $2)`,
      [tenant, at],
    );
  });

  const applied = await migrate(driver);
  expect(applied).toContain('1001_visitor_search_on_row');
  const rows = await driver.withConnection((c) =>
    c.query<{ id: string; found: boolean; answers: unknown }>(
      `SELECT id, search_doc @@ websearch_to_tsquery('english', '"data residency"') AS found, answers FROM visitors ORDER BY id`,
    ),
  );
  expect(rows.rows).toEqual([
    { id: '00000000-0000-4000-8000-000000000001', found: true, answers: { timeline: 'this quarter' } },
    { id: '00000000-0000-4000-8000-000000000002', found: false, answers: {} },
  ]);
  const left = await driver.withConnection((c) => c.query(`SELECT 1 FROM pg_tables WHERE tablename = 'visitor_profiles'`));
  expect(left.rowCount).toBe(0);
});
