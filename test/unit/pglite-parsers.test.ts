import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { types } from '@electric-sql/pglite';
import { PG_ARRAY_TYPES } from '../../src/db/parsers.js';
import { PGliteDriver, pgliteParsers } from '../../src/db/pglite-driver.js';

describe('the embedded driver’s parser table', () => {
  it('lists exactly the array types node-postgres parses', async () => {
    const driver = await PGliteDriver.open({ dataDir: null });
    try {
      const arrays = await driver.withConnection((c) =>
        c.query<{ oid: number }>(`SELECT oid::int AS oid FROM pg_type WHERE typcategory = 'A' ORDER BY oid`),
      );
      // pg-types answers its no-op parser for a type it does not know.
      const noParse = pg.types.getTypeParser(25);
      const parsedByPg = arrays.rows.map((r) => r.oid).filter((oid) => pg.types.getTypeParser(oid) !== noParse);
      expect(parsedByPg).toEqual([...PG_ARRAY_TYPES].sort((a, b) => a - b));
      const kept = Object.keys(driver.pg.parsers)
        .filter((k) => /^\d+$/.test(k))
        .map(Number);
      expect(kept.filter((oid) => arrays.rows.some((r) => r.oid === oid)).sort((a, b) => a - b)).toEqual(parsedByPg);
    } finally {
      await driver.close();
    }
  });

  it('keeps the scalars, our parsers and the listed arrays, and drops every other array type', () => {
    const table: Record<string, string> = {
      ...Object.fromEntries(Object.keys(types.parsers).map((k) => [k, 'default'])),
      20: 'ours',
      1007: 'int4[]',
      1003: 'name[]',
      6150: 'multirange[]',
      17316: 'row type[]',
    };
    const kept = pgliteParsers(table);
    expect(kept[20]).toBe('ours');
    expect(kept[1007]).toBe('int4[]');
    expect(kept[1003]).toBeUndefined();
    expect(kept[6150]).toBeUndefined();
    expect(kept[17316]).toBeUndefined();
    expect(kept[3802]).toBe('default');
  });
});
