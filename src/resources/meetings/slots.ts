import type { BookingBody } from '../agents/schemas.js';

/**
 * Meeting slots from an agent's booking settings: weekly windows in the
 * agent's time zone cut into meetings of `durationMinutes`, from the minimum
 * notice to the horizon, minus what is booked. Pure (no clock, no database).
 */

const DAY = 86_400_000;
const WEEKDAY_INDEX: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a time zone. */
export function localParts(instant: number, tz: string): { y: number; m: number; d: number; minutes: number } {
  const parts = Object.fromEntries(
    formatter(tz)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return {
    y: Number(parts.year),
    m: Number(parts.month),
    d: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Local minus UTC at an instant, in milliseconds (whole minutes). */
function offsetAt(instant: number, tz: string): number {
  const p = localParts(instant, tz);
  const asUtc = Date.UTC(p.y, p.m - 1, p.d, 0, p.minutes);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a wall-clock time of a day has in a time zone, or null when the
 * zone skips it (a daylight-saving gap). Ambiguous times take the earlier instant.
 */
export function zonedInstant(y: number, m: number, d: number, minutes: number, tz: string): number | null {
  const guess = Date.UTC(y, m - 1, d, 0, minutes);
  // A day holds at most one change of clocks: the offsets half a day either side are the two it can have.
  const candidates = [
    guess - offsetAt(guess - 12 * 3_600_000, tz),
    guess - offsetAt(guess + 12 * 3_600_000, tz),
  ].filter((instant) => {
    const back = localParts(instant, tz);
    return back.y === y && back.m === m && back.d === d && back.minutes === minutes;
  });
  return candidates.length > 0 ? Math.min(...candidates) : null;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Every start of the weekly grid between two instants (bookings and notice ignored). */
export function gridStarts(booking: BookingBody, from: number, to: number): number[] {
  const out: number[] = [];
  const first = localParts(from, booking.timezone);
  // Walk local calendar days (as UTC dates) from the day of `from` to a day past `to`.
  for (let day = Date.UTC(first.y, first.m - 1, first.d) - DAY; day <= to + 2 * DAY; day += DAY) {
    const date = new Date(day);
    const weekday = date.getUTCDay();
    for (const w of booking.availability) {
      if (WEEKDAY_INDEX[w.day] !== weekday) continue;
      for (let t = minutesOf(w.start); t + booking.durationMinutes <= minutesOf(w.end); t += booking.durationMinutes) {
        const at = zonedInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), t, booking.timezone);
        if (at !== null && at >= from && at <= to) out.push(at);
      }
    }
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

export interface Taken {
  start: number;
  end: number;
}

/** Open slots: grid starts after the notice, within the horizon, not overlapping a booked meeting. */
export function openSlots(
  booking: BookingBody,
  opts: { from: number; to: number; now: number; taken: readonly Taken[] },
): number[] {
  const earliest = Math.max(opts.from, opts.now + booking.minimumNoticeMinutes * 60_000);
  const latest = Math.min(opts.to, opts.now + booking.horizonDays * DAY);
  if (latest < earliest) return [];
  const length = booking.durationMinutes * 60_000;
  return gridStarts(booking, earliest, latest).filter(
    (s) => !opts.taken.some((t) => s < t.end && s + length > t.start),
  );
}
