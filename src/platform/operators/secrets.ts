import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * The operators' secrets: argon2id password hashes, and the random tokens of
 * sessions and sign-in links, which the database holds only as SHA-256 hashes.
 */

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): about 30 ms a hash on one core. */
const ARGON2: Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 1024;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let dummy: Promise<string> | null = null;
/**
 * Spends the same work as a real check when there is no hash to check against
 * (an unknown email, an operator without a password), so the answer's timing
 * does not tell whether an email is an operator's.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, password);
  return false;
}

/** A new session or link token: 32 random bytes, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The CSRF token of a session, derived from its (HttpOnly) cookie token: the
 * page learns it only from a same-origin API answer, which another site cannot
 * read, so a forged cross-site write cannot carry it.
 */
export const csrfTokenOf = (sessionToken: string): string =>
  createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');

/** Well-formed tokens only (43 URL-safe characters); anything else is refused before any lookup. */
export const isToken = (s: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(s);
