import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { randomBase62 } from '../lib/ids.js';

/**
 * Keys that sign visitor tokens, in `svc_system` (the tenant role cannot read
 * it), so every server process signs and verifies with the same keys.
 */
export interface TokenKeyRow {
  kid: string;
  secret: string;
  createdAt: Date;
  signsUntil: Date;
  verifiesUntil: Date;
}

const DAY = 86_400_000;
/** A key signs new tokens for 30 days. */
export const SIGNING_DAYS = 30;
/** Tokens live 90 days; a key verifies until the last token it signed has expired (plus a day of clock slack). */
export const TOKEN_DAYS = 90;

export async function liveKeys(q: Queryable, now: Date): Promise<TokenKeyRow[]> {
  const res = await q.query<TokenKeyRow>(
    `SELECT kid, secret, created_at AS "createdAt", signs_until AS "signsUntil", verifies_until AS "verifiesUntil"
     FROM svc_system.visitor_token_keys WHERE verifies_until > $1 ORDER BY created_at DESC, kid DESC`,
    [now],
  );
  return res.rows;
}

export async function insertKey(q: Queryable, now: Date): Promise<TokenKeyRow> {
  const signsUntil = new Date(now.getTime() + SIGNING_DAYS * DAY);
  const row: TokenKeyRow = {
    kid: `vtk_${randomBase62(16)}`,
    secret: randomBytes(32).toString('base64'),
    createdAt: now,
    signsUntil,
    verifiesUntil: new Date(signsUntil.getTime() + (TOKEN_DAYS + 1) * DAY),
  };
  await q.query(
    `INSERT INTO svc_system.visitor_token_keys (kid, secret, created_at, signs_until, verifies_until) VALUES ($1, $2, $3, $4, $5)`,
    [row.kid, row.secret, row.createdAt, row.signsUntil, row.verifiesUntil],
  );
  return row;
}

/** Stops a key signing now; it keeps verifying the tokens it signed. */
export async function retireSigning(q: Queryable, kid: string, now: Date): Promise<void> {
  await q.query(`UPDATE svc_system.visitor_token_keys SET signs_until = LEAST(signs_until, $2) WHERE kid = $1`, [
    kid,
    now,
  ]);
}

export async function deleteExpiredKeys(q: Queryable, now: Date): Promise<number> {
  return (await q.query(`DELETE FROM svc_system.visitor_token_keys WHERE verifies_until <= $1`, [now])).rowCount;
}

/**
 * Rotation: when no key will still sign a week from now, a new one is made (it
 * signs at once in every process that reloads; the old one keeps verifying).
 * `force` makes a new key now and stops the others signing (a suspected leak of
 * a signing key is handled by deleting it instead, which logs its visitors out).
 */
export async function rotateKeys(
  q: Queryable,
  now: Date,
  opts: { force?: boolean } = {},
): Promise<{ created: string | null; deleted: number }> {
  const keys = await liveKeys(q, now);
  const soon = now.getTime() + 7 * DAY;
  let created: string | null = null;
  if (opts.force || !keys.some((k) => k.signsUntil.getTime() > soon)) {
    created = (await insertKey(q, now)).kid;
    if (opts.force) for (const k of keys) await retireSigning(q, k.kid, now);
  }
  return { created, deleted: await deleteExpiredKeys(q, now) };
}
