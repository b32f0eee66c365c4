import { Type } from '@sinclair/typebox';
import { invalidRange } from '../contract/errors.js';

/** An inclusive range of UTC days, and the half-open instant interval it covers. */
export interface DayRange {
  from: string;
  to: string;
  /** 00:00 UTC of `from`. */
  start: Date;
  /** 00:00 UTC of the day after `to` (exclusive). */
  end: Date;
  /** Days in the range, both ends included. */
  days: number;
}

const DAY_MS = 86_400_000;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

/** Midnight UTC of a `YYYY-MM-DD` day, or null when it is not a calendar day (2026-02-30). */
export function parseDay(s: string): Date | null {
  const m = DAY_RE.exec(s);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return dayOf(d) === s ? d : null;
}

/**
 * The contract's date-range query (`from`, `to`): inclusive UTC days; `to`
 * defaults to today, `from` to `defaultDays - 1` days before `to` (29 by
 * default); at most `maxDays` days. A malformed day, `to` before `from` or a
 * longer range is `400 invalid-range` naming the parameter. Declare both query
 * parameters as plain strings so this, not schema validation, judges them.
 */
export function parseDayRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
  opts: { defaultDays?: number; maxDays?: number } = {},
): DayRange {
  const defaultDays = opts.defaultDays ?? 30;
  const maxDays = opts.maxDays ?? 366;
  const day = (name: 'from' | 'to', value: string) => {
    const d = parseDay(value);
    if (!d) throw invalidRange(`${name} must be a day as YYYY-MM-DD (UTC), got "${value.slice(0, 40)}".`, name);
    return d;
  };
  const to = query.to !== undefined ? day('to', query.to) : parseDay(dayOf(now))!;
  const from = query.from !== undefined ? day('from', query.from) : new Date(to.getTime() - (defaultDays - 1) * DAY_MS);
  if (to < from) throw invalidRange('to must not be before from.', 'to');
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (days > maxDays)
    throw invalidRange(
      `The range covers ${days} days; at most ${maxDays} are allowed.`,
      query.from !== undefined ? 'from' : 'to',
    );
  return { from: dayOf(from), to: dayOf(to), start: from, end: new Date(to.getTime() + DAY_MS), days };
}

/**
 * Query fields for a day range. Plain strings on purpose: a malformed day must
 * answer `invalid-range` (from parseDayRange), not schema validation's `invalid-request`;
 * only a value too long to be any day (over DAY_QUERY_MAX characters) is refused by the schema.
 */
/** Longest `from`/`to` the schema lets through to parseDayRange. */
export const DAY_QUERY_MAX = 100;

export function dayRangeQuery(what: string) {
  return {
    from: Type.Optional(
      Type.String({
        maxLength: DAY_QUERY_MAX,
        description: `first day (YYYY-MM-DD, UTC, inclusive) of ${what}; default 29 days before \`to\``,
      }),
    ),
    to: Type.Optional(
      Type.String({
        maxLength: DAY_QUERY_MAX,
        description: 'last day (YYYY-MM-DD, UTC, inclusive); default today; at most 366 days after `from`',
      }),
    ),
  };
}
