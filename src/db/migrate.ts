import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connection, Driver } from './types.js';
import { TENANT_ROLE } from './database.js';
import { StartupError } from './startup.js';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** Arbitrary constant shared by every process that migrates the same database. */
const MIGRATION_LOCK = 7_316_402_118;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: f.slice(0, 4),
      name: f.replace(/\.sql$/, ''),
      sql: fs.readFileSync(path.join(dir, f), 'utf8'),
    }));
}

/**
 * Applies pending migrations in order, each in its own transaction, under a
 * session advisory lock so processes starting together migrate once.
 */
export async function migrate(driver: Driver, opts: { dir?: string } = {}): Promise<string[]> {
  const migrations = loadMigrations(opts.dir);
  const seen = new Set<string>();
  for (const m of migrations) {
    if (seen.has(m.version)) throw new Error(`two migrations share number ${m.version}`);
    seen.add(m.version);
  }
  return driver.withConnection(async (conn) => {
    await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await conn.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
      const done = new Set(
        (await conn.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
      );
      const applied: string[] = [];
      await ensureTenantRole(conn);
      for (const m of migrations) {
        if (done.has(m.version)) continue;
        await conn.exec('BEGIN');
        try {
          await conn.exec(m.sql);
          await conn.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
          await conn.exec('COMMIT');
        } catch (err) {
          await conn.exec('ROLLBACK').catch(() => undefined);
          throw new Error(`migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
        }
        applied.push(m.name);
      }
      await grantTenantRole(conn);
      return applied;
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    }
  });
}

/**
 * The restricted role is cluster-wide, so several databases on one server (tests,
 * staging) may race to create it; losing that race is fine.
 */
async function ensureTenantRole(conn: Connection): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const exists = await conn.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [TENANT_ROLE]);
    if (exists.rowCount > 0) break;
    try {
      await conn.exec(`CREATE ROLE ${TENANT_ROLE} NOLOGIN`);
      break;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === '42501') {
        const user = (await conn.query<{ user: string }>('SELECT current_user AS "user"')).rows[0]?.user;
        // A StartupError: the start prints it as its one line, without a stack.
        throw new StartupError(
          `the database user may not create roles; run once as an administrator: ` +
            `CREATE ROLE ${TENANT_ROLE} NOLOGIN; GRANT ${TENANT_ROLE} TO "${user ?? '<this user>'}";`,
        );
      }
      await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
    }
  }
  const member = await conn.query<{ ok: boolean }>(
    `SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) OR pg_has_role(current_user, $1, 'MEMBER') AS ok`,
    [TENANT_ROLE],
  );
  if (!member.rows[0]?.ok) {
    try {
      await conn.exec(`GRANT ${TENANT_ROLE} TO CURRENT_USER`);
    } catch {
      const user = (await conn.query<{ user: string }>('SELECT current_user AS "user"')).rows[0]?.user ?? '<this user>';
      throw new StartupError(
        `the database user must be a member of ${TENANT_ROLE}; run once as an administrator: GRANT ${TENANT_ROLE} TO "${user}";`,
      );
    }
  }
}

/**
 * The tenant role may use the schema; which tables it may touch is decided by
 * the migrations (svc_tenant_table grants each tenant table, 0010 the guarded
 * system tables), never by a blanket grant here.
 */
async function grantTenantRole(conn: Connection): Promise<void> {
  await conn.exec(`GRANT USAGE ON SCHEMA ${await currentSchema(conn)} TO ${TENANT_ROLE}`);
}

async function currentSchema(conn: Connection): Promise<string> {
  const res = await conn.query<{ s: string }>(`SELECT quote_ident(current_schema()) AS s`);
  return res.rows[0]!.s;
}

/** The versions applied so far (readiness compares them with the files). */
export async function appliedMigrations(q: {
  query<R>(sql: string): Promise<{ rows: R[] }>;
}): Promise<{ rows: Array<{ version: string }> }> {
  return q.query<{ version: string }>('SELECT version FROM schema_migrations');
}

/** Whether this database has ever been migrated. */
export async function isMigrated(driver: Driver): Promise<boolean> {
  const res = await driver.withConnection((c) =>
    c.query<{ found: boolean }>(`SELECT to_regclass('schema_migrations') IS NOT NULL AS found`),
  );
  return res.rows[0]?.found === true;
}
