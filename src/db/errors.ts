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
} as const;

export function pgCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}
