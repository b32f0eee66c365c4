import type { Queryable } from '../../db/types.js';

export interface IdempotencyRecord {
  fingerprint: string;
  statusCode: number;
  body: string | null;
}

/** The record of this Idempotency-Key in the transaction's data set (the tenant guard scopes it). */
export async function findLiveRecord(q: Queryable, idemKey: string, now: Date): Promise<IdempotencyRecord | null> {
  const res = await q.query<IdempotencyRecord>(
    `SELECT fingerprint, status_code AS "statusCode", body FROM idempotency_keys
     WHERE idem_key = $1 AND expires_at > $2`,
    [idemKey, now],
  );
  return res.rows[0] ?? null;
}

/** Replaces an expired record under the same key; a live one never reaches here. */
export async function saveRecord(
  q: Queryable,
  r: {
    keyId: string;
    idemKey: string;
    fingerprint: string;
    statusCode: number;
    body: string | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO idempotency_keys (api_key_id, idem_key, fingerprint, status_code, body, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (tenant_id, idem_key) DO UPDATE SET api_key_id = EXCLUDED.api_key_id, fingerprint = EXCLUDED.fingerprint,
       status_code = EXCLUDED.status_code, body = EXCLUDED.body, created_at = EXCLUDED.created_at,
       expires_at = EXCLUDED.expires_at
     WHERE idempotency_keys.expires_at <= EXCLUDED.created_at`,
    [r.keyId, r.idemKey, r.fingerprint, r.statusCode, r.body, r.now, r.expiresAt],
  );
}

/** System clean-up across data sets; returns how many expired records were removed. */
export async function deleteExpired(q: Queryable, now: Date, batch = 5000): Promise<number> {
  const res = await q.query(
    `DELETE FROM idempotency_keys WHERE ctid = ANY(ARRAY(SELECT ctid FROM idempotency_keys WHERE expires_at <= $1 LIMIT $2))`,
    [now, batch],
  );
  return res.rowCount;
}
