/** PostgreSQL SQLSTATE codes the service maps to contract errors. */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  invalidText: '22P02',
  numericOutOfRange: '22003',
  stringTooLong: '22001',
  /** A NUL character in text. */
  characterNotInRepertoire: '22021',
  /** A \u0000 escape in jsonb. */
  untranslatableCharacter: '22P05',
  serializationFailure: '40001',
  deadlock: '40P01',
  lockNotAvailable: '55P03',
  featureNotSupported: '0A000',
} as const;

export function pgCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * The database could not be used at all, whatever the server or engine said:
 * no pooled connection could be opened (refused, not accepting connections,
 * too many clients, starting up, unknown host), or the embedded engine is
 * closed or crashed. The driver wraps such failures so one rule maps them to
 * 503 service-unavailable, instead of a list of every message a server may give.
 */
export class DatabaseUnavailable extends Error {
  override readonly name = 'DatabaseUnavailable';
  constructor(message: string, cause: unknown) {
    super(`${message}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** Node socket errors that mean the database server cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The database server is unreachable or going away, not the statement's fault:
 * connection exceptions (class 08), admin or crash shutdown, "cannot connect now"
 * (starting up or shutting down), too many connections, refused or reset
 * sockets, and the pool's connect timeout. Such a failure passes by itself.
 */
export function isConnectionFailure(err: unknown): boolean {
  if (err instanceof DatabaseUnavailable) return true;
  const code = (err as { code?: unknown })?.code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300')
      return true;
    if (SOCKET_CODES.has(code)) return true;
  }
  return (
    err instanceof Error &&
    /Connection terminated|not queryable|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(
      err.message,
    )
  );
}

/**
 * A statement kept prepared whose result columns changed under it (a migration
 * by a newer process): PostgreSQL refuses to run it before anything ran, and the
 * statement cache parses it afresh on the next try (src/db/statement-cache.ts).
 */
export function isStalePlan(err: unknown): boolean {
  return (
    pgCode(err) === PG.featureNotSupported &&
    err instanceof Error &&
    /cached plan must not change result type/.test(err.message)
  );
}
