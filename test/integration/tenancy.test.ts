import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { migrate } from '../../src/db/migrate.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

/** System tables that carry a data-set column for routing, not for isolation. */
const UNGUARDED = new Set(['jobs']);

it('guards every table that has a tenant_id column', async () => {
  const tables = await h.db.query<{
    name: string;
    rls: boolean;
    policy: string | null;
    roles: string | null;
    dflt: string | null;
  }>(
    `SELECT c.relname AS name, c.relrowsecurity AS rls,
            (SELECT p.qual FROM pg_policies p WHERE p.tablename = c.relname AND p.policyname = 'tenant_isolation') AS policy,
            (SELECT array_to_string(p.roles, ',') FROM pg_policies p WHERE p.tablename = c.relname AND p.policyname = 'tenant_isolation') AS roles,
            col.column_default AS dflt
     FROM information_schema.columns col
     JOIN pg_class c ON c.relname = col.table_name
     JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = col.table_schema
     WHERE col.column_name = 'tenant_id' AND col.table_schema = current_schema() AND c.relkind IN ('r', 'p')`,
  );
  const unguarded = tables.rows
    .filter((t) => !UNGUARDED.has(t.name))
    .filter(
      (t) =>
        !t.rls ||
        !t.policy?.includes("current_setting('svc.tenant'") ||
        t.roles !== 'svc_app' ||
        !t.dflt?.includes('svc.tenant'),
    );
  expect(unguarded.map((t) => t.name)).toEqual([]);
  expect(tables.rows.length).toBeGreaterThan(5);
});

it('confines reads and writes to the data set of the transaction', async () => {
  const a = await h.workspace();
  const b = await h.workspace();
  await seedVisitor(h.db, a.id, { email: 'a@example.com' });
  await seedVisitor(h.db, b.id, { email: 'b@example.com' });
  await seedVisitor(h.db, a.sandboxId, { email: 'sandbox@example.com' });
  const seen = await h.db.tenantTx(a.id, (tx) =>
    tx.query<{ email: string; tenant_id: string }>('SELECT email, tenant_id FROM visitors'),
  );
  expect(seen.rows).toEqual([{ email: 'a@example.com', tenant_id: a.id }]);
  // Naming another data set explicitly is refused by the policy, not merely filtered.
  await expect(
    h.db.tenantTx(a.id, (tx) =>
      tx.query(
        `INSERT INTO visitors (tenant_id, id, first_seen_at, last_seen_at, created_at) VALUES ($1, gen_random_uuid(), now(), now(), now())`,
        [b.id],
      ),
    ),
  ).rejects.toThrow(/row-level security/);
  const updated = await h.db.tenantTx(a.id, (tx) => tx.query(`UPDATE visitors SET display_name = 'x'`));
  expect(updated.rowCount).toBe(1);
  const deleted = await h.db.tenantTx(a.id, (tx) => tx.query(`DELETE FROM visitors`));
  expect(deleted.rowCount).toBe(1);
  const stillThere = await h.db.tenantTx(b.id, (tx) => tx.query('SELECT count(*)::int AS n FROM visitors'));
  expect(stillThere.rows[0]!.n).toBe(1);
});

it('refuses tenant ids that are not data sets', async () => {
  await expect(h.db.tenantTx("ws_x'; DROP TABLE visitors; --", async () => 1)).rejects.toThrow(/not a tenant id/);
});

it('migrates idempotently, also when several processes migrate at once', async () => {
  const results = await Promise.all([migrate(h.db.driver), migrate(h.db.driver), migrate(h.db.driver)]);
  expect(results.flat()).toEqual([]);
});
