import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../helpers/harness.js';
import { seedVisitor } from '../helpers/fixtures.js';
import type { Database } from '../../src/db/database.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { newId } from '../../src/lib/ids.js';
import { MAX_NAMED_SETUP } from '../../src/db/pg-group-query.js';

// The tenant setup of a transaction travels with its first statement (one round
// trip), and one-statement reads need no BEGIN or COMMIT at all. These tests pin
// down that the row guard loses nothing on the way.

let h: Harness;
/** A database with ONE pooled connection, so every unit of work reuses the same session. */
let single: Database;
beforeAll(async () => {
  h = await createHarness();
  single = await openTestDatabase({ poolSize: 1 });
});
afterAll(async () => {
  await single?.close();
  await h?.close();
});

const whoAmI = `SELECT current_user AS "user", current_setting('svc.tenant', true) AS tenant,
  current_setting('transaction_read_only') AS "readOnly"`;

/** Two fresh data sets with a visitor each (tenant tables need no workspace row). */
async function twoTenants(db: Database) {
  const id = () => `ws_${Math.random().toString(36).slice(2, 14).padEnd(12, '0')}`;
  const a = id();
  const b = id();
  await seedVisitor(db, a, { email: 'a@example.com' });
  await seedVisitor(db, b, { email: 'b@example.com' });
  return { a, b };
}

describe('one-statement reads', () => {
  it('see only their own data set, as the tenant role, read-only', async () => {
    const { a } = await twoTenants(h.db);
    const rows = await h.db.tenantTx(
      a,
      (tx) => tx.query<{ email: string }>('SELECT email FROM visitors WHERE email LIKE $1', ['%@example.com']),
      {
        readOnly: true,
        oneStatement: true,
      },
    );
    expect(rows.rows.map((r) => r.email)).toEqual(['a@example.com']);
    const who = await h.db.tenantTx(a, (tx) => tx.query(whoAmI), { readOnly: true, oneStatement: true });
    expect(who.rows[0]).toEqual({ user: 'svc_app', tenant: a, readOnly: 'on' });
  });

  it('refuse writes: the read-only setting is in force for the statement', async () => {
    const { a } = await twoTenants(h.db);
    await expect(
      h.db.tenantTx(a, (tx) => tx.query(`UPDATE visitors SET display_name = 'changed'`), {
        readOnly: true,
        oneStatement: true,
      }),
    ).rejects.toThrow(/read-only transaction/);
    const names = await h.db.tenantTx(a, (tx) =>
      tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM visitors WHERE display_name = 'changed'`),
    );
    expect(names.rows[0]!.n).toBe(0);
  });

  it('throw on a second statement, so a wrong declaration cannot go unnoticed', async () => {
    const { a } = await twoTenants(h.db);
    await expect(
      h.db.tenantTx(
        a,
        async (tx) => {
          await tx.query('SELECT 1');
          await tx.query('SELECT 2');
        },
        { readOnly: true, oneStatement: true },
      ),
    ).rejects.toThrow(/declared to run one statement/);
    await expect(
      h.db.tenantTx(a, (tx) => tx.savepoint(async () => 1), { readOnly: true, oneStatement: true }),
    ).rejects.toThrow(/savepoints/);
  });

  it('leave no setting behind on the pooled connection', async () => {
    const { a } = await twoTenants(single);
    await single.tenantTx(a, (tx) => tx.query('SELECT count(*) FROM visitors'), { readOnly: true, oneStatement: true });
    const after = await single.query(whoAmI);
    expect(after.rows[0]!.user).not.toBe('svc_app');
    expect(after.rows[0]!.tenant ?? '').toBe('');
    expect(after.rows[0]!.readOnly).toBe('off');
    // A failed one-statement read leaves nothing behind either.
    await expect(
      single.tenantTx(a, (tx) => tx.query('SELECT 1/0'), { readOnly: true, oneStatement: true }),
    ).rejects.toThrow(/division by zero/);
    const afterError = await single.query(whoAmI);
    expect(afterError.rows[0]!.user).not.toBe('svc_app');
    expect(afterError.rows[0]!.readOnly).toBe('off');
  });
});

describe('statement groups (the driver contract both databases implement)', () => {
  it('stop before the statement when a setup statement fails', async () => {
    const table = `group_probe_${Math.random().toString(36).slice(2, 8)}`;
    await h.db.query(`CREATE TABLE ${table} (id int)`);
    await expect(
      h.db.driver.withConnection((conn) => conn.queryGroup(['SELECT 1/0'], `INSERT INTO ${table} VALUES (1)`)),
    ).rejects.toThrow(/division by zero/);
    await expect(
      h.db.driver.withConnection((conn) =>
        conn.queryGroup([`SELECT set_config('role', 'no_such_role_here', true)`], `INSERT INTO ${table} VALUES (2)`),
      ),
    ).rejects.toThrow(/no_such_role_here/);
    const rows = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    expect(rows.rows[0]!.n).toBe(0);
    await h.db.query(`DROP TABLE ${table}`);
  });

  it('run as one transaction that ends with the group unless a setup statement opens one', async () => {
    const table = `group_probe_${Math.random().toString(36).slice(2, 8)}`;
    await h.db.query(`CREATE TABLE ${table} (id int)`);
    // The statement fails after the setup wrote: the setup's write is rolled back with it.
    await expect(
      h.db.driver.withConnection((conn) => conn.queryGroup([`INSERT INTO ${table} VALUES (1)`], `SELECT 1/0`)),
    ).rejects.toThrow(/division by zero/);
    expect((await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n).toBe(0);
    const tenant = await single.driver.withConnection(async (conn) => {
      const inside = await conn.queryGroup(
        ['BEGIN', `SELECT set_config('svc.tenant', 'ws_probe123', true)`],
        `SELECT current_setting('svc.tenant', true) AS t`,
      );
      const still = await conn.query<{ t: string }>(`SELECT current_setting('svc.tenant', true) AS t`);
      await conn.exec('COMMIT');
      return { inside: inside.rows[0]!.t, still: still.rows[0]!.t };
    });
    expect(tenant).toEqual({ inside: 'ws_probe123', still: 'ws_probe123' });
    await h.db.query(`DROP TABLE ${table}`);
  });
});

describe('prepared setup statements', () => {
  const setTenant = (name: string, tenant: string) => ({
    name,
    text: `SELECT set_config('svc.tenant', $1, true)`,
    values: [tenant],
  });
  const named = (db: Database) =>
    db.driver.withConnection(async (conn) =>
      (await conn.query<{ name: string }>(`SELECT name FROM pg_prepared_statements ORDER BY name`)).rows.map(
        (r) => r.name,
      ),
    );

  it('bind their values every time, on a reused session too', async () => {
    const read = (tenant: string) =>
      single.driver.withConnection((conn) =>
        conn.queryGroup([setTenant('probe_tenant', tenant)], `SELECT current_setting('svc.tenant', true) AS t`),
      );
    expect((await read('ws_first1234')).rows).toEqual([{ t: 'ws_first1234' }]);
    expect((await read('ws_second123')).rows).toEqual([{ t: 'ws_second123' }]);
    const after = await single.query<{ t: string | null }>(`SELECT current_setting('svc.tenant', true) AS t`);
    expect(after.rows[0]!.t ?? '').toBe('');
  });

  it('keep working after a group failed before, at or after the prepared statement', async () => {
    const table = `group_probe_${Math.random().toString(36).slice(2, 8)}`;
    await single.query(`CREATE TABLE ${table} (id int)`);
    const failing = {
      name: 'probe_failing',
      text: `SELECT set_config('role', $1, true)`,
      values: ['no_such_role_here'],
    };
    const run = (setup: Parameters<import('../../src/db/types.js').Connection['queryGroup']>[0], sql: string) =>
      single.driver.withConnection((conn) => conn.queryGroup(setup, sql));
    // The prepared statement's own execution fails (its Parse may or may not have run): it is parsed afresh next time.
    await expect(run([failing], `INSERT INTO ${table} VALUES (1)`)).rejects.toThrow(/no_such_role_here/);
    await expect(run([{ ...failing, values: ['also_missing'] }], `INSERT INTO ${table} VALUES (2)`)).rejects.toThrow(
      /also_missing/,
    );
    // A statement before it fails: it never reached the server.
    await expect(
      run(['SELECT 1/0', setTenant('probe_after_error', 'ws_skipped123')], `INSERT INTO ${table} VALUES (3)`),
    ).rejects.toThrow(/division by zero/);
    expect(
      (await run([setTenant('probe_after_error', 'ws_later12345')], `SELECT current_setting('svc.tenant', true) AS t`))
        .rows,
    ).toEqual([{ t: 'ws_later12345' }]);
    // The query after it fails: the statement stays prepared and is used again.
    await expect(run([setTenant('probe_tenant', 'ws_failing123')], `SELECT 1/0`)).rejects.toThrow(/division by zero/);
    expect(
      (await run([setTenant('probe_tenant', 'ws_again12345')], `SELECT current_setting('svc.tenant', true) AS t`)).rows,
    ).toEqual([{ t: 'ws_again12345' }]);
    expect((await single.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n).toBe(0);
    await single.query(`DROP TABLE ${table}`);
  });

  it('are held up to a bound per session; past it they travel unnamed', async () => {
    const own = await openTestDatabase({ poolSize: 1 });
    try {
      for (let i = 0; i < MAX_NAMED_SETUP + 3; i++) {
        const res = await own.driver.withConnection((conn) =>
          conn.queryGroup(
            [setTenant(`probe_bound_${i}`, `ws_bound${i}aaaa`)],
            `SELECT current_setting('svc.tenant', true) AS t`,
          ),
        );
        expect(res.rows).toEqual([{ t: `ws_bound${i}aaaa` }]);
      }
      if (own.kind === 'postgres') expect(await named(own)).toHaveLength(MAX_NAMED_SETUP);
    } finally {
      await own.close();
    }
  });

  it('are what tenant reads and transactions open with (PostgreSQL keeps two per session)', async () => {
    const { a } = await twoTenants(single);
    await single.tenantTx(a, (tx) => tx.query('SELECT 1'), { readOnly: true, oneStatement: true });
    await single.tenantTx(a, (tx) => tx.query('SELECT 1'));
    if (single.kind === 'postgres')
      expect(await named(single)).toEqual(expect.arrayContaining(['svc_tenant', 'svc_tenant_read_one']));
  });
});

describe('write transactions whose opening rides with the first statement', () => {
  it('commit, roll back and hold savepoints as before', async () => {
    const { a, b } = await twoTenants(h.db);
    const id = newId();
    await h.db.tenantTx(a, (tx) =>
      tx.query(
        `INSERT INTO visitors (id, first_seen_at, last_seen_at, created_at, email) VALUES ($1, now(), now(), now(), 'w@example.com')`,
        [id],
      ),
    );
    await expect(
      h.db.tenantTx(a, async (tx) => {
        await tx.query(`UPDATE visitors SET display_name = 'rolled back' WHERE id = $1`, [id]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    // A savepoint as the very first statement carries the opening too.
    await h.db.tenantTx(a, async (tx) => {
      await tx.savepoint(() => tx.query(`UPDATE visitors SET display_name = 'kept' WHERE id = $1`, [id]));
      await tx
        .savepoint(async () => {
          await tx.query(`UPDATE visitors SET display_name = 'undone' WHERE id = $1`, [id]);
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    const seen = await h.db.tenantTx(a, (tx) =>
      tx.query<{ displayName: string }>(`SELECT display_name AS "displayName" FROM visitors WHERE id = $1`, [id]),
    );
    expect(seen.rows).toEqual([{ displayName: 'kept' }]);
    const fromB = await h.db.tenantTx(b, (tx) => tx.query(`SELECT 1 FROM visitors WHERE id = $1`, [id]));
    expect(fromB.rowCount).toBe(0);
    const who = await h.db.tenantTx(a, (tx) => tx.query(whoAmI));
    expect(who.rows[0]).toEqual({ user: 'svc_app', tenant: a, readOnly: 'off' });
    const readOnly = await h.db.tenantTx(a, (tx) => tx.query(whoAmI), { readOnly: true });
    expect(readOnly.rows[0]!.readOnly).toBe('on');
  });

  it('leave no setting behind on the pooled connection after commit or rollback', async () => {
    const { a } = await twoTenants(single);
    await single.tenantTx(a, (tx) => tx.query('SELECT 1'));
    await single.tenantTx(a, (tx) => tx.query('SELECT 1/0')).catch(() => undefined);
    const after = await single.query(whoAmI);
    expect(after.rows[0]!.user).not.toBe('svc_app');
    expect(after.rows[0]!.tenant ?? '').toBe('');
  });
});

describe('statements kept prepared (one-statement reads)', () => {
  /** The session's statements kept by the cache (named svc_s…), with how often PostgreSQL ran each with a generic plan. */
  const kept = (db: Database) =>
    db.driver.withConnection(
      async (conn) =>
        (
          await conn.query<{ statement: string; generic: number }>(
            `SELECT statement, generic_plans::int AS generic FROM pg_prepared_statements WHERE name LIKE 'svc\\_s%' ORDER BY statement`,
          )
        ).rows,
    );
  const readOne = <R>(db: Database, tenant: string, sql: string, params?: unknown[]) =>
    db.tenantTx(tenant, (tx) => tx.query<R>(sql, params), { readOnly: true, oneStatement: true });

  it('are parsed once per session and bound again on every read', async () => {
    const { a } = await twoTenants(single);
    const sql = `SELECT email FROM visitors WHERE email LIKE $1 /* kept once */`;
    for (let i = 0; i < 3; i++)
      expect((await readOne<{ email: string }>(single, a, sql, ['%@example.com'])).rows).toEqual([
        { email: 'a@example.com' },
      ]);
    if (single.kind === 'postgres') expect((await kept(single)).filter((s) => s.statement === sql)).toHaveLength(1);
  });

  it('confine a plan made for one data set to the data set of each read (the row guard is evaluated per run)', async () => {
    const { a, b } = await twoTenants(single);
    const sql = `SELECT email FROM visitors WHERE email LIKE $1 ORDER BY email /* plan reuse */`;
    // Past five runs PostgreSQL may settle on a generic plan: it must still read the tenant of each run.
    for (let i = 0; i < 8; i++)
      expect((await readOne<{ email: string }>(single, a, sql, ['%@example.com'])).rows).toEqual([
        { email: 'a@example.com' },
      ]);
    expect((await readOne<{ email: string }>(single, b, sql, ['%@example.com'])).rows).toEqual([
      { email: 'b@example.com' },
    ]);
    const who = await readOne(single, b, `${whoAmI} /* plan reuse */`);
    expect((await readOne(single, b, `${whoAmI} /* plan reuse */`)).rows).toEqual(who.rows);
    expect(who.rows[0]).toEqual({ user: 'svc_app', tenant: b, readOnly: 'on' });
    if (single.kind === 'postgres') {
      const statement = (await kept(single)).find((s) => s.statement === sql);
      expect(statement?.generic).toBeGreaterThan(0);
    }
    // And the session is back to the owner afterwards, prepared statements or not.
    expect((await single.query(whoAmI)).rows[0]!.user).not.toBe('svc_app');
  });

  it('keep working after a read failed at its value, in its own run or in the setup before it', async () => {
    const { a } = await twoTenants(single);
    const sql = `SELECT email FROM visitors WHERE id = $1 /* after errors */`;
    await expect(readOne(single, a, sql, ['not-a-uuid'])).rejects.toThrow(/invalid input syntax for type uuid/);
    expect((await readOne(single, a, sql, [newId()])).rows).toEqual([]);
    await expect(readOne(single, a, `SELECT 1/0 /* after errors */`)).rejects.toThrow(/division by zero/);
    await expect(readOne(single, a, `SELECT 1/0 /* after errors */`)).rejects.toThrow(/division by zero/);
    // A setup that fails stops the group before the kept statement's Bind: the next read parses it afresh.
    await expect(
      single.driver.withConnection((conn) =>
        conn.queryGroup([`SELECT set_config('role', 'no_such_role_here', true)`], sql, [newId()], { cache: true }),
      ),
    ).rejects.toThrow(/no_such_role_here/);
    expect((await readOne(single, a, sql, [newId()])).rows).toEqual([]);
    await expect(readOne(single, a, `SELEKT 1 /* after errors */`)).rejects.toThrow(/syntax error/);
    expect((await readOne<{ n: number }>(single, a, `SELECT 1 AS n /* after errors */`)).rows).toEqual([{ n: 1 }]);
  });

  it('are held up to the bound per session, least recently used closed first; 0 keeps none', async () => {
    for (const size of [3, 0]) {
      const own = await openTestDatabase({ poolSize: 1, statementCache: size });
      try {
        const { a } = await twoTenants(own);
        for (let i = 0; i < 6; i++)
          expect((await readOne<{ n: number }>(own, a, `SELECT ${i} AS n`)).rows).toEqual([{ n: i }]);
        expect((await readOne<{ n: number }>(own, a, `SELECT 5 AS n`)).rows).toEqual([{ n: 5 }]);
        if (own.kind === 'postgres')
          expect((await kept(own)).map((s) => s.statement)).toEqual(
            size ? ['SELECT 3 AS n', 'SELECT 4 AS n', 'SELECT 5 AS n'] : [],
          );
      } finally {
        await own.close();
      }
    }
  });

  it('are parsed afresh when a migration changed what they return (the read is tried again)', async () => {
    const { a } = await twoTenants(single);
    const table = `kept_probe_${Math.random().toString(36).slice(2, 8)}`;
    await single.query(`CREATE TABLE ${table} (id int)`);
    await single.query(`INSERT INTO ${table} VALUES (1)`);
    await single.query(`GRANT SELECT ON ${table} TO svc_app`);
    const sql = `SELECT * FROM ${table}`;
    expect((await readOne(single, a, sql)).rows).toEqual([{ id: 1 }]);
    // A statement marked { prepare } later in a transaction goes through the same cache.
    const later = () =>
      single.tenantTx(a, async (tx) => {
        await tx.query('SELECT 1');
        return (await tx.query(`${sql} /* later */`, [], { prepare: true })).rows;
      });
    expect(await later()).toEqual([{ id: 1 }]);
    await single.query(`ALTER TABLE ${table} ADD COLUMN label text DEFAULT 'x'`);
    expect((await readOne(single, a, sql)).rows).toEqual([{ id: 1, label: 'x' }]);
    expect(await later()).toEqual([{ id: 1, label: 'x' }]);
    if (single.kind === 'postgres')
      expect((await kept(single)).map((s) => s.statement)).toEqual(expect.arrayContaining([sql, `${sql} /* later */`]));
    await single.query(`DROP TABLE ${table}`);
  });
});

describe('statements kept prepared, with a value pg cannot send', () => {
  it('fail that read alone and leave the session usable', async () => {
    const db = await openTestDatabase({ poolSize: 1 });
    try {
      const { a } = await twoTenants(db);
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      const sql = `SELECT $1::jsonb AS v`;
      await expect(
        db.tenantTx(a, (tx) => tx.query(sql, [circular]), { readOnly: true, oneStatement: true }),
      ).rejects.toThrow(/circular/i);
      const ok = await db.tenantTx(a, (tx) => tx.query<{ v: unknown }>(sql, [{ fine: true }]), {
        readOnly: true,
        oneStatement: true,
      });
      expect(ok.rows).toEqual([{ v: { fine: true } }]);
    } finally {
      await db.close();
    }
  });
});
