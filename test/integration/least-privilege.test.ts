import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import type { Tx } from '../../src/db/types.js';
import { TENANT_ROLE } from '../../src/db/database.js';
import { newId } from '../../src/lib/ids.js';

/**
 * What the tenant role (every request's role) can reach, table by table, walked
 * from the catalogue: a relation nobody classified fails the first test, so a
 * new table is either a tenant table (svc_tenant_table), a guarded system table
 * listed here with its own checks below, or a system table the role cannot
 * touch at all. See docs/architecture.md, "The tenant role".
 */
const SYSTEM = new Set([
  'server_secrets',
  'api_keys',
  'schedules',
  'schema_migrations',
  'oauth_models',
  'oauth_grants',
  // Operators and their sessions, links and failed sign-ins: read before any data set is known (issue 29).
  'operators',
  'operator_sessions',
  'operator_sign_in_links',
  'operator_sign_in_failures',
]);
/** System tables a tenant transaction needs a little of, each under its own row guard (checked one by one below). */
const GUARDED: Record<string, string[]> = { jobs: ['INSERT', 'DELETE'], workspaces: ['SELECT'] };
const PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];

interface Relation {
  name: string;
  kind: string;
  tenant: boolean;
  rls: boolean;
  privileges: string[];
}

let h: Harness;
let a: TestWorkspace;
let b: TestWorkspace;
let relations: Relation[];

beforeAll(async () => {
  h = await createHarness();
  // Two seeded sandboxes and live data in both workspaces: rows of other data sets in most tables.
  a = await h.workspace({ seed: true, name: 'A' });
  b = await h.workspace({ seed: true, name: 'B' });
  await (await b.live()).post('/v1/offers', { name: 'B offer', format: 'toaster', goal: 'engaged', message: 'Hi' });
  await (await a.live()).post('/v1/offers', { name: 'A offer', format: 'toaster', goal: 'engaged', message: 'Hi' });
  relations = (
    await h.db.query<Relation>(
      `SELECT c.relname AS name, c.relkind::text AS kind, c.relrowsecurity AS rls,
              EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'tenant_isolation') AS tenant,
              ARRAY(SELECT p FROM unnest($2::text[]) p WHERE has_table_privilege($1, c.oid, p)) AS privileges
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
       ORDER BY c.relname`,
      [TENANT_ROLE, PRIVILEGES],
    )
  ).rows;
});
afterAll(() => h?.close());

const tenantTables = () => relations.filter((r) => r.tenant);

/** Runs `sql` in its own savepoint and returns the SQLSTATE it failed with, or null. */
async function failure(tx: Tx, sql: string, params: unknown[] = []): Promise<{ code: string; message: string } | null> {
  try {
    await tx.savepoint(() => tx.query(sql, params));
    return null;
  } catch (err) {
    return { code: (err as { code: string }).code, message: (err as Error).message };
  }
}

/** A tenant transaction of data set `tenant` that always rolls back. */
async function asTenant(tenant: string, fn: (tx: Tx) => Promise<void>): Promise<void> {
  const rollback = new Error('rollback');
  await expect(
    h.db.tenantTx(tenant, async (tx) => {
      await fn(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

it('every relation of the schema is classified', () => {
  const unclassified = relations
    .filter((r) => !r.tenant && !SYSTEM.has(r.name) && !GUARDED[r.name])
    .map((r) => `${r.name} (${r.kind})`);
  expect(
    unclassified,
    'classify new tables: svc_tenant_table(), or SYSTEM/GUARDED in this test and docs/architecture.md',
  ).toEqual([]);
  expect(relations.filter((r) => r.tenant && (SYSTEM.has(r.name) || GUARDED[r.name])).map((r) => r.name)).toEqual([]);
  expect(tenantTables().length).toBeGreaterThan(30);
  for (const name of [...SYSTEM, ...Object.keys(GUARDED)]) expect(relations.map((r) => r.name)).toContain(name);
  // Erasure receipts (issue 31) are a tenant table: a data set sees and writes only its own.
  expect(tenantTables().map((r) => r.name)).toContain('erasures');
});

it('the tenant role holds exactly the table privileges its class allows', () => {
  const wrong = relations.flatMap((r) => {
    const expected = r.tenant ? ['SELECT', 'INSERT', 'UPDATE', 'DELETE'] : (GUARDED[r.name] ?? []);
    return JSON.stringify(r.privileges) === JSON.stringify(expected)
      ? []
      : [`${r.name}: ${r.privileges.join(',') || 'none'} (expected ${expected.join(',') || 'none'})`];
  });
  expect(wrong).toEqual([]);
  const unguarded = relations.filter((r) => (r.tenant || GUARDED[r.name]) && !r.rls).map((r) => r.name);
  expect(unguarded).toEqual([]);
});

it('the tenant role cannot create objects, nor run a function as somebody else', async () => {
  const res = await h.db.query<{ create: boolean; definers: string[] }>(
    `SELECT has_schema_privilege($1, current_schema(), 'CREATE') AS create,
            ARRAY(SELECT p.proname::text FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                  WHERE n.nspname = current_schema() AND p.prosecdef AND has_function_privilege($1, p.oid, 'EXECUTE')) AS definers`,
    [TENANT_ROLE],
  );
  expect(res.rows[0]).toEqual({ create: false, definers: [] });
});

describe('bound to one data set', () => {
  it('sees, changes and deletes no row of another data set in any tenant table, and cannot write one', async () => {
    const self = a.sandboxId;
    const before = new Map<string, number>();
    const covered: string[] = [];
    for (const t of tenantTables()) {
      const n = (
        await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${q(t.name)} WHERE tenant_id <> $1`, [self])
      ).rows[0]!.n;
      before.set(t.name, n);
      if (n > 0) covered.push(t.name);
    }
    const problems: string[] = [];
    await asTenant(self, async (tx) => {
      for (const t of tenantTables()) {
        const name = q(t.name);
        const seen = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name} WHERE tenant_id <> $1`, [
          self,
        ]);
        if (seen.rows[0]!.n !== 0) problems.push(`${t.name}: reads ${seen.rows[0]!.n} foreign rows`);
        const updated = await tx.savepoint(() =>
          tx.query(`UPDATE ${name} SET tenant_id = tenant_id WHERE tenant_id <> $1`, [self]),
        );
        if (updated.rowCount !== 0) problems.push(`${t.name}: updates foreign rows`);
        const deleted = await tx.savepoint(() => tx.query(`DELETE FROM ${name} WHERE tenant_id <> $1`, [self]));
        if (deleted.rowCount !== 0) problems.push(`${t.name}: deletes foreign rows`);
        const insert = await failure(tx, `INSERT INTO ${name} (tenant_id) VALUES ($1)`, [b.sandboxId]);
        if (!insert || !/row-level security/.test(insert.message))
          problems.push(`${t.name}: insert into B gives ${insert?.message ?? 'success'}`);
        const own = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
        if (own.rows[0]!.n > 0) {
          const moved = await failure(tx, `UPDATE ${name} SET tenant_id = $1`, [b.sandboxId]);
          if (!moved || !/row-level security/.test(moved.message))
            problems.push(`${t.name}: moving a row to B gives ${moved?.message ?? 'success'}`);
        }
      }
    });
    expect(problems).toEqual([]);
    for (const t of tenantTables()) {
      const n = (
        await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${q(t.name)} WHERE tenant_id <> $1`, [self])
      ).rows[0]!.n;
      expect({ table: t.name, n }).toEqual({ table: t.name, n: before.get(t.name) });
    }
    // The reads above saw nothing because of the guard, not because there was nothing to see.
    expect(covered.length, `tables holding other data sets' rows: ${covered.join(', ')}`).toBeGreaterThan(20);
  });

  it('cannot reach the system tables at all', async () => {
    const problems: string[] = [];
    const firstColumn = new Map<string, string>();
    for (const name of SYSTEM) {
      const res = await h.db.query<{ c: string }>(
        `SELECT attname AS c FROM pg_attribute WHERE attrelid = $1::regclass AND attnum = 1`,
        [name],
      );
      firstColumn.set(name, res.rows[0]!.c);
    }
    // (Nothing may use h.db inside a tenant transaction: PGlite has one session.)
    await asTenant(a.id, async (tx) => {
      for (const name of SYSTEM) {
        const column = firstColumn.get(name)!;
        for (const sql of [
          `SELECT * FROM ${q(name)} LIMIT 1`,
          `INSERT INTO ${q(name)} DEFAULT VALUES`,
          `UPDATE ${q(name)} SET ${q(column)} = ${q(column)}`,
          `DELETE FROM ${q(name)}`,
          `TRUNCATE ${q(name)}`,
        ]) {
          const f = await failure(tx, sql);
          if (f?.code !== '42501') problems.push(`${sql}: ${f?.message ?? 'allowed'}`);
        }
      }
    });
    expect(problems).toEqual([]);
  });

  it('jobs: enqueues and discards only its own, sees no other data set, claims nothing', async () => {
    const now = new Date();
    const insertJob = (
      tx: Pick<Tx, 'query'>,
      tenant: string | null,
      payload: object = {},
      dedupe: string | null = null,
    ) =>
      tx.query(
        // As the queue does it: ON CONFLICT on the dedupe index.
        `INSERT INTO jobs (id, tenant_id, kind, payload, run_at, dedupe_key, created_at, updated_at) VALUES ($1, $2, 'test.noop', $3, $4, $5, $4, $4)
         ON CONFLICT (kind, dedupe_key) WHERE dedupe_key IS NOT NULL AND status = 'queued' DO NOTHING`,
        [newId(), tenant, JSON.stringify(payload), new Date(now.getTime() + 3_600_000), dedupe],
      );
    await insertJob(h.db, b.id, { secret: 'of B' });
    await insertJob(h.db, null, { system: true });
    await asTenant(a.id, async (tx) => {
      await insertJob(tx, a.id, { mine: true }, 'mine');
      await insertJob(tx, a.id, { mine: true }, 'mine');
      await insertJob(tx, null, {}, 'nudge');
      await insertJob(tx, null, {}, 'nudge');
      const seen = await tx.query<{ tenant_id: string | null; kind: string }>(
        `SELECT tenant_id, kind FROM jobs WHERE kind = 'test.noop' ORDER BY tenant_id`,
      );
      expect(seen.rows).toEqual([
        { tenant_id: a.id, kind: 'test.noop' },
        { tenant_id: null, kind: 'test.noop' },
      ]);
      expect((await failure(tx, `SELECT payload FROM jobs`))?.code).toBe('42501');
      expect(
        (
          await failure(
            tx,
            `INSERT INTO jobs (id, tenant_id, kind, run_at, created_at, updated_at) VALUES ($1, $2, 'x', now(), now(), now())`,
            [newId(), b.id],
          )
        )?.message,
      ).toMatch(/row-level security/);
      // A system job carrying a payload (work on somebody's data) is the worker's to make, not a tenant's.
      expect(
        (
          await failure(
            tx,
            `INSERT INTO jobs (id, tenant_id, kind, payload, run_at, dedupe_key, created_at, updated_at) VALUES ($1, NULL, 'x', '{"tenant":"${b.id}"}', now(), 'd', now(), now())`,
            [newId()],
          )
        )?.message,
      ).toMatch(/row-level security/);
      expect(
        (
          await failure(
            tx,
            `INSERT INTO jobs (id, tenant_id, kind, status, run_at, created_at, updated_at) VALUES ($1, $2, 'x', 'running', now(), now(), now())`,
            [newId(), a.id],
          )
        )?.message,
      ).toMatch(/row-level security/);
      expect((await failure(tx, `UPDATE jobs SET run_at = now()`))?.code).toBe('42501');
      expect((await tx.query(`DELETE FROM jobs WHERE tenant_id IS NOT NULL OR tenant_id IS NULL`)).rowCount).toBe(1);
    });
    const left = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE tenant_id = $1 OR (tenant_id IS NULL AND kind = 'test.noop')`,
      [b.id],
    );
    expect(left.rows[0]!.n).toBe(2);
  });

  it('workspaces: reads only its own row and records only its own sandbox seeding', async () => {
    await asTenant(a.sandboxId, async (tx) => {
      const seen = await tx.query<{ id: string }>(`SELECT id FROM workspaces`);
      expect(seen.rows.map((r) => r.id)).toEqual([a.id]);
      expect((await tx.query(`UPDATE workspaces SET updated_at = now() WHERE id = $1`, [b.id])).rowCount).toBe(0);
      expect((await tx.query(`UPDATE workspaces SET updated_at = now()`)).rowCount).toBe(1);
      expect((await failure(tx, `UPDATE workspaces SET api_enabled = true`))?.code).toBe('42501');
      expect((await failure(tx, `UPDATE workspaces SET name = 'renamed'`))?.code).toBe('42501');
      expect((await failure(tx, `DELETE FROM workspaces`))?.code).toBe('42501');
      expect(
        (
          await failure(
            tx,
            `INSERT INTO workspaces (id, sandbox_id, name, created_at, updated_at) VALUES ('ws_zzzzzzzzzzzz', 'sbx_zzzzzzzzzzzz', 'x', now(), now())`,
          )
        )?.message,
      ).toMatch(/row-level security/);
    });
    // A live data set reads its workspace but cannot touch it.
    await asTenant(a.id, async (tx) => {
      expect((await tx.query<{ id: string }>(`SELECT id FROM workspaces`)).rows.map((r) => r.id)).toEqual([a.id]);
      expect((await tx.query(`UPDATE workspaces SET updated_at = now()`)).rowCount).toBe(0);
    });
  });
});
