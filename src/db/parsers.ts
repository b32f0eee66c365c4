/**
 * Both drivers parse values the same way, so the same code sees the same types on
 * PGlite and PostgreSQL: int8 and numeric as numbers (our counts and ids fit), a
 * `date` as its `YYYY-MM-DD` text (never a local-time Date), timestamps as Dates.
 */
export const OID = { int8: 20, numeric: 1700, date: 1082, timestamptz: 1184 } as const;

const digits2 = (v: string, i: number) => (v.charCodeAt(i) - 48) * 10 + v.charCodeAt(i + 1) - 48;

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

/**
 * A timestamp read from the database that remembers its text, so that writing it
 * back out as ISO 8601 is a string splice instead of Date#toISOString. Pages of
 * rows carry several timestamps each; parsing and formatting them the generic
 * way was a tenth of a list request's CPU. A Date in every other respect; if
 * anything changes its time, toISOString falls back to the Date's own.
 */
export class DbTimestamp extends Date {
  readonly #text: string;
  readonly #time: number;

  constructor(time: number, text: string) {
    super(time);
    this.#time = time;
    this.#text = text;
  }

  override toISOString(): string {
    if (super.getTime() !== this.#time) return super.toISOString();
    const v = this.#text;
    const frac = v.length > 22 ? v.slice(20, v.length - 3) : '';
    return `${v.slice(0, 10)}T${v.slice(11, 19)}.${frac.length === 3 ? frac : `${frac}000`.slice(0, 3)}Z`;
  }
}

/**
 * `timestamptz` text as both databases send it in UTC sessions
 * (`2026-11-25 13:57:56.123+00`, fraction optional). Anything else (another
 * offset, more than four year digits) takes the generic path.
 */
export function parseTimestamptz(v: string): Date {
  const n = v.length;
  const utc =
    n >= 22 &&
    n <= 29 &&
    v.charCodeAt(4) === 45 &&
    v.charCodeAt(10) === 32 &&
    v.endsWith('+00') &&
    v.charCodeAt(n - 4) !== 58;
  if (!utc || (n > 22 && v.charCodeAt(19) !== 46)) return new Date(v.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  let ms = 0;
  for (let i = 20, scale = 100; i < n - 3 && scale >= 1; i++, scale /= 10) ms += (v.charCodeAt(i) - 48) * scale;
  const days = daysFromCivil(digits2(v, 0) * 100 + digits2(v, 2), digits2(v, 5), digits2(v, 8));
  const time = ((days * 24 + digits2(v, 11)) * 60 + digits2(v, 14)) * 60_000 + digits2(v, 17) * 1000 + ms;
  return new DbTimestamp(time, v);
}

export const valueParsers: Record<number, (v: string) => unknown> = {
  [OID.int8]: (v) => Number(v),
  [OID.numeric]: (v) => Number(v),
  [OID.date]: (v) => v,
  [OID.timestamptz]: parseTimestamptz,
};

/**
 * The array types node-postgres (pg-types 2, its text parsers) returns as
 * arrays; it returns any other array as its text. The embedded driver parses
 * the same ones (pgliteParsers in pglite-driver.ts); a unit test checks this
 * list against pg-types.
 */
export const PG_ARRAY_TYPES: readonly number[] = [
  199, 651, 791, 1000, 1001, 1005, 1007, 1008, 1009, 1014, 1015, 1016, 1017, 1021, 1022, 1028, 1040, 1041, 1115, 1182,
  1183, 1185, 1187, 1231, 1270, 2951, 3807, 3907,
];
