import type { Queryable } from '../../db/types.js';

/**
 * Puts an example visitor in an account. The visitors resource owns enrichment;
 * the insights fixtures only need their own example people tied to companies.
 */
export async function setVisitorAccount(q: Queryable, visitorId: string, domain: string): Promise<void> {
  await q.query(`UPDATE visitors SET account_domain = $2 WHERE id = $1`, [visitorId, domain]);
}
