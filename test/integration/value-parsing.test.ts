import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, openTestDatabase } from '../helpers/harness.js';
import type { Database } from '../../src/db/database.js';
import type { PGliteDriver } from '../../src/db/pglite-driver.js';

// Both drivers turn the same database types into the same JavaScript values.
// The embedded driver keeps a cut-down parser table (pgliteParsers): these tests
// pin down that the cut loses nothing node-postgres parses, and that the table
// stays small enough for PGlite's per-statement copy of it to stay small.

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('value parsing, the same on both databases', () => {
  it('parses scalars and the arrays node-postgres parses', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT 5::int8 AS int8, 2.5::numeric AS num, 7::int4 AS int4, true AS bool, '{"k":[1]}'::jsonb AS jsonb,
              '2026-11-25'::date AS day, '2026-11-25 13:57:56.123+00'::timestamptz AS at,
              ARRAY[1, 2]::int4[] AS int4s, ARRAY['a', 'b,c']::text[] AS texts, ARRAY['{"k":1}']::jsonb[] AS jsonbs,
              ARRAY[true, false] AS bools, ARRAY['2026-11-25 13:57:56+00']::timestamptz[] AS ats,
              ARRAY['0193a6f0-0000-4000-8000-000000000000']::uuid[] AS uuids, ARRAY[1.5, 2]::float8[] AS floats`,
    );
    const row = rows[0]!;
    expect(row).toMatchObject({ int8: 5, num: 2.5, int4: 7, bool: true, jsonb: { k: [1] }, day: '2026-11-25' });
    expect((row.at as Date).toISOString()).toBe('2026-11-25T13:57:56.123Z');
    expect(row.int4s).toEqual([1, 2]);
    expect(row.texts).toEqual(['a', 'b,c']);
    expect(row.jsonbs).toEqual([{ k: 1 }]);
    expect(row.bools).toEqual([true, false]);
    expect((row.ats as Date[]).map((d) => d.toISOString())).toEqual(['2026-11-25T13:57:56.000Z']);
    expect(row.uuids).toEqual(['0193a6f0-0000-4000-8000-000000000000']);
    expect(row.floats).toEqual([1.5, 2]);
  });

  it('returns arrays of row types as their text, as node-postgres does', async () => {
    const { rows } = await db.query<{ rows: unknown }>(`SELECT ARRAY(SELECT s FROM schedules s LIMIT 0) AS rows`);
    expect(rows[0]!.rows).toBe('{}');
  });
});

describe.runIf(dbKind() === 'pglite')('the embedded driver’s parser table', () => {
  it('holds no type OID above 4000 on a migrated database', () => {
    // PGlite copies this table for every statement and V8 sizes the copy by the
    // highest numeric key: at 17,316 (our tables' row types) each copy was a
    // 138 KiB large object in the old generation (docs/performance.md, "Memory").
    const parsers = (db.driver as PGliteDriver).pg.parsers;
    const oids = Object.keys(parsers)
      .filter((k) => /^\d+$/.test(k))
      .map(Number);
    expect(oids.length).toBeGreaterThan(40);
    expect(Math.max(...oids)).toBeLessThan(4000);
  });
});
