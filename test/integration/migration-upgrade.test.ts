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
import { TENANT_ROLE } from '../../src/db/database.js';
import type { Driver } from '../../src/db/types.js';

// An installation that ran an older release: migrated up to a given version,
// holding data, then upgraded to the current migrations.
let driver: Driver;
const cleanups: Array<() => Promise<void>> = [];
const partialDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));

/** An empty database of this project's kind, closed and dropped after the file. */
async function emptyDatabase(): Promise<Driver> {
  if (dbKind() === 'pglite') {
    const d = await PGliteDriver.open({ dataDir: null });
    cleanups.push(() => d.close());
    return d;
  }
  const name = `concierge_upgrade_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client(adminUrl());
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const d = PostgresDriver.open(url.toString(), { max: 2 });
  cleanups.push(async () => {
    await d.close();
    const c = new pg.Client(adminUrl());
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => c.end());
  });
  return d;
}

beforeAll(async () => {
  driver = await emptyDatabase();
});
afterAll(async () => {
  for (const c of cleanups) await c();
  fs.rmSync(partialDir, { recursive: true, force: true });
});

function migrationsUpTo(version: string, except: (f: string) => boolean = () => false): string {
  const dir = fs.mkdtempSync(path.join(partialDir, 'm-'));
  for (const f of fs.readdirSync(MIGRATIONS_DIR)) {
    if (/^\d{4}_/.test(f) && f.slice(0, 4) <= version && !except(f))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
  }
  return dir;
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
  const left = await driver.withConnection((c) =>
    c.query(`SELECT 1 FROM pg_tables WHERE tablename = 'visitor_profiles'`),
  );
  expect(left.rowCount).toBe(0);
});

it('takes back the blanket grants of earlier releases (0010 applied after every other migration)', async () => {
  const old = await emptyDatabase();
  // An installation of the previous release: every migration but the new ones, and the
  // migrator's old blanket grant of every table to the tenant role.
  await migrate(old, { dir: migrationsUpTo('9999', (f) => f.startsWith('001')) });
  await old.withConnection((c) =>
    c.exec(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${TENANT_ROLE}`),
  );
  const applied = await migrate(old);
  expect(applied).toContain('0010_tenant_role_least_privilege');
  const privileges = await old.withConnection((c) =>
    c.query<{ t: string; p: boolean }>(
      `SELECT t, has_any_column_privilege($1, t, 'SELECT') AS p FROM unnest(ARRAY['api_keys', 'server_secrets', 'schedules', 'schema_migrations', 'visitors', 'tours', 'insight_org_days', 'jobs']) t ORDER BY t`,
      [TENANT_ROLE],
    ),
  );
  expect(Object.fromEntries(privileges.rows.map((r) => [r.t, r.p]))).toEqual({
    api_keys: false,
    insight_org_days: true,
    jobs: true,
    schedules: false,
    schema_migrations: false,
    server_secrets: false,
    tours: true,
    visitors: true,
  });
});
