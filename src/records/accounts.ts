import type { Queryable } from '../db/types.js';

/** A company's CRM link, when the workspace's CRM knows it. */
export interface AccountCrm {
  provider?: string;
  companyId?: string;
  lifecycleStage?: string | null;
  ownerEmail?: string | null;
  hasOpenDeal?: boolean;
}

export interface AccountRow {
  domain: string;
  name: string | null;
  industry: string | null;
  crm: AccountCrm | null;
  enrichedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `domain, name, industry, crm, enriched_at AS "enrichedAt", created_at AS "createdAt", updated_at AS "updatedAt"`;

/**
 * Creates or refreshes an account. Values given as undefined keep what is
 * stored; null clears. Domains are stored lower-case.
 */
export async function upsertAccount(
  q: Queryable,
  a: {
    domain: string;
    name?: string | null;
    industry?: string | null;
    crm?: AccountCrm | null;
    enrichedAt?: Date | null;
    now: Date;
  },
): Promise<AccountRow> {
  const res = await q.query<AccountRow>(
    `INSERT INTO accounts (domain, name, industry, crm, enriched_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (tenant_id, domain) DO UPDATE SET
       name = CASE WHEN $7 THEN EXCLUDED.name ELSE accounts.name END,
       industry = CASE WHEN $8 THEN EXCLUDED.industry ELSE accounts.industry END,
       crm = CASE WHEN $9 THEN EXCLUDED.crm ELSE accounts.crm END,
       enriched_at = CASE WHEN $10 THEN EXCLUDED.enriched_at ELSE accounts.enriched_at END,
       updated_at = EXCLUDED.updated_at
     RETURNING ${COLUMNS}`,
    [
      a.domain.toLowerCase(),
      a.name ?? null,
      a.industry ?? null,
      a.crm ? JSON.stringify(a.crm) : null,
      a.enrichedAt ?? null,
      a.now,
      a.name !== undefined,
      a.industry !== undefined,
      a.crm !== undefined,
      a.enrichedAt !== undefined,
    ],
  );
  return res.rows[0]!;
}

export async function findAccount(q: Queryable, domain: string): Promise<AccountRow | null> {
  const res = await q.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE domain = $1`, [domain.toLowerCase()]);
  return res.rows[0] ?? null;
}

/** Links a visitor to the account of their company (null unlinks). */
export async function setVisitorAccount(q: Queryable, visitorId: string, domain: string | null): Promise<void> {
  await q.query(`UPDATE visitors SET account_domain = $2 WHERE id = $1`, [visitorId, domain?.toLowerCase() ?? null]);
}
