import { invalidRequest } from '../../contract/errors.js';
import { checkHttpUrl } from '../../lib/http-url.js';
import type { BookingBody, BookingInputBody, LauncherBody, ThemeBody } from './schemas.js';

/** True for sandbox data sets, the only place an agent may allow every origin. */
export const isSandboxTenant = (tenant: string | null) => tenant?.startsWith('sbx_') === true;

/**
 * Exact origins as browsers send them in `Origin` (scheme, host, port; lower
 * case; default ports dropped), or `*` in the sandbox. Anything with a path,
 * query, credentials or another scheme is refused with the index at fault.
 */
export function normaliseOrigins(list: readonly string[], tenant: string | null): string[] {
  const out: string[] = [];
  list.forEach((raw, i) => {
    const value = raw.trim();
    const param = `allowedOrigins[${i}]`;
    if (value === '*') {
      if (!isSandboxTenant(tenant))
        throw invalidRequest(
          '`*` (any origin) is allowed only in the sandbox; list the exact origins of your site.',
          param,
        );
      out.push('*');
      return;
    }
    const { url, problem } = checkHttpUrl(value, { credentials: false });
    if (problem === 'malformed')
      throw invalidRequest('An allowed origin is scheme, host and optional port, e.g. https://www.example.com.', param);
    const bare =
      url && url.pathname === '/' && !url.search && !url.hash && !/\/.+/.test(value.replace(/^[a-z]+:\/\//i, ''));
    if (!bare) {
      throw invalidRequest(
        'An allowed origin is scheme (http or https), host and optional port, without a path, e.g. https://www.example.com.',
        param,
      );
    }
    out.push(url.origin);
  });
  return [...new Set(out)];
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function normaliseBooking(input: BookingInputBody): BookingBody {
  if (!isValidTimeZone(input.timezone))
    throw invalidRequest('booking.timezone must be an IANA time zone such as Europe/Berlin.', 'booking.timezone');
  input.availability.forEach((w, i) => {
    if (minutesOf(w.end) <= minutesOf(w.start))
      throw invalidRequest('A window must end after it starts.', `booking.availability[${i}].end`);
  });
  return {
    timezone: input.timezone,
    durationMinutes: input.durationMinutes ?? 30,
    minimumNoticeMinutes: input.minimumNoticeMinutes ?? 240,
    horizonDays: input.horizonDays ?? 14,
    availability: input.availability.map((w) => ({ day: w.day, start: w.start, end: w.end })),
    repUserId: input.repUserId ?? null,
  };
}

/** Only the keys the service knows are kept (unknown request fields are ignored). */
export function normaliseTheme(t: ThemeBody): ThemeBody {
  const out: ThemeBody = {};
  if (t.accentColor !== undefined) out.accentColor = t.accentColor.toLowerCase();
  if (t.colorScheme !== undefined) out.colorScheme = t.colorScheme;
  if (t.fontFamily !== undefined) out.fontFamily = t.fontFamily;
  if (t.radius !== undefined) out.radius = t.radius;
  return out;
}

export function normaliseLauncher(l: LauncherBody): LauncherBody {
  const out: LauncherBody = {};
  if (l.position !== undefined) out.position = l.position;
  if (l.label !== undefined) out.label = l.label;
  if (l.consentNotice !== undefined) out.consentNotice = l.consentNotice;
  return out;
}

export const defaultGreeting = (name: string) =>
  `Hi! I'm ${name}. Ask me anything, or tell me what you are looking for.`;
