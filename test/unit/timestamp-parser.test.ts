import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DbTimestamp, parseTimestamptz } from '../../src/db/parsers.js';

const generic = pg.types.getTypeParser(1184) as (v: string) => Date;

/** timestamptz text as PostgreSQL writes it in a UTC session, with 0 to 6 fraction digits. */
const pgText = fc
  .record({
    time: fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }),
    micros: fc.integer({ min: 0, max: 999 }),
    digits: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ time, micros, digits }) => {
    const iso = new Date(time).toISOString();
    const fraction = `${iso.slice(20, 23)}${String(micros).padStart(3, '0')}`.slice(0, digits).replace(/0+$/, '');
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;
  });

describe('timestamptz parsing', () => {
  it('agrees with the generic parser on time and ISO text', () => {
    fc.assert(
      fc.property(pgText, (text) => {
        const fast = parseTimestamptz(text);
        const slow = generic(text);
        expect(fast.getTime()).toBe(slow.getTime());
        expect(fast.toISOString()).toBe(slow.toISOString());
        expect(JSON.stringify({ at: fast })).toBe(JSON.stringify({ at: slow }));
      }),
      { numRuns: 2000 },
    );
  });

  it('takes the generic path for other offsets', () => {
    expect(parseTimestamptz('2026-11-25 13:57:56.5+05:30').toISOString()).toBe('2026-11-25T08:27:56.500Z');
    expect(parseTimestamptz('2026-11-25 13:57:56-08').toISOString()).toBe('2026-11-25T21:57:56.000Z');
  });

  it('formats from the clock once the date was changed', () => {
    const d = parseTimestamptz('2026-11-25 13:57:56.123+00');
    expect(d).toBeInstanceOf(DbTimestamp);
    d.setUTCHours(1);
    expect(d.toISOString()).toBe('2026-11-25T01:57:56.123Z');
  });
});
