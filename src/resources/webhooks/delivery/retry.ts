/** Attempts per delivery (contract, section 8). */
export const MAX_ATTEMPTS = 5;
/** Consecutive failed attempts that pause a webhook. */
export const PAUSE_AFTER_FAILURES = 20;
/** A receiver's Retry-After is honoured up to a day, so a delivery is never parked indefinitely. */
const RETRY_AFTER_CAP_MS = 24 * 3_600_000;
const JITTER = 0.1;

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now: Date): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  const text = raw.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, RETRY_AFTER_CAP_MS);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - now.getTime()), RETRY_AFTER_CAP_MS);
}

/**
 * Wait before the next attempt after `attemptsDone` failed ones: the configured
 * delay with ±10% jitter, or the receiver's Retry-After when that asks for longer.
 */
export function retryDelayMs(
  attemptsDone: number,
  delaysSeconds: readonly number[],
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number {
  const base = (delaysSeconds[Math.min(attemptsDone, delaysSeconds.length) - 1] ?? 0) * 1000;
  const jittered = Math.round(base * (1 - JITTER + 2 * JITTER * random()));
  return retryAfterMs !== null && retryAfterMs > jittered ? retryAfterMs : jittered;
}
