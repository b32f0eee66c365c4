/**
 * Both drivers parse values the same way, so the same code sees the same types on
 * PGlite and PostgreSQL: int8 and numeric as numbers (our counts and ids fit), a
 * `date` as its `YYYY-MM-DD` text (never a local-time Date), timestamps as Dates.
 */
export const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

export const valueParsers: Record<number, (v: string) => unknown> = {
  [OID.int8]: (v) => Number(v),
  [OID.numeric]: (v) => Number(v),
  [OID.date]: (v) => v,
};
