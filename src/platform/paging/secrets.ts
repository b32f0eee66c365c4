import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.js';

/**
 * Secrets every process of one deployment shares (cursor signing). Created once
 * in the database, so cursors issued by one server process verify on another.
 */
export async function loadServerSecret(db: Database, name: string): Promise<Buffer> {
  await db.query(`INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
    name,
    randomBytes(32).toString('base64'),
  ]);
  const res = await db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = $1`, [name]);
  return Buffer.from(res.rows[0]!.value, 'base64');
}
