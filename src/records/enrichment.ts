import type { Database } from '../db/database.js';
import type { Queryable } from '../db/types.js';
import { emailDomain } from '../lib/domain.js';
import { findAccount, setVisitorAccount, upsertAccount } from './accounts.js';

/** Mailbox providers anyone can sign up to: their domain says nothing about a company. */
const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  '163.com',
  'zoho.com',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  'mail.com',
  'orange.fr',
  'free.fr',
  't-online.de',
]);
export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL.has(domain);
}

/** What an enrichment provider knows about a company domain. */
export interface CompanyFacts {
  name?: string | null;
  industry?: string | null;
}

/**
 * An optional source of company facts (a firmographics API, a CRM). Without
 * one, the account is named after its domain and has no industry. It calls
 * out of the process, so it is asked before the transaction that links the
 * visitor (lookupCompanyFacts), never inside it.
 */
export interface EnrichmentProvider {
  lookup(domain: string): Promise<CompanyFacts | null>;
}

/**
 * The provider's facts for the company of a work email, to pass to
 * enrichVisitorAccount: null for free-mail domains, without a provider, for an
 * account already enriched (it is asked once per company), or when it knows nothing.
 */
export async function lookupCompanyFacts(
  db: Database,
  tenant: string,
  provider: EnrichmentProvider | null,
  email: string | null,
): Promise<CompanyFacts | null> {
  const domain = email ? emailDomain(email) : null;
  if (!provider || !domain || isFreeMailDomain(domain)) return null;
  const existing = await db.tenantTx(tenant, (tx) => findAccount(tx, domain), { readOnly: true });
  if (existing?.enrichedAt) return null;
  return provider.lookup(domain);
}

/** "northwind-traders.example" → "Northwind Traders": a readable default name. */
export function nameFromDomain(domain: string): string {
  const label = domain.split('.')[0] ?? domain;
  return label
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * Links a visitor to the account of their work email's domain, creating or
 * enriching the account with `facts` (from lookupCompanyFacts, asked before
 * this transaction). Free-mail and placeholder domains link nothing.
 * Returns the domain linked, or null.
 */
export async function enrichVisitorAccount(
  q: Queryable,
  input: { visitorId: string; email: string | null; now: Date; facts?: CompanyFacts | null },
): Promise<string | null> {
  const domain = input.email ? emailDomain(input.email) : null;
  if (!domain || isFreeMailDomain(domain)) return null;
  const existing = await findAccount(q, domain);
  if (!existing?.enrichedAt || input.facts) {
    const facts = input.facts ?? {};
    await upsertAccount(q, {
      domain,
      name: facts.name ?? existing?.name ?? nameFromDomain(domain),
      industry: facts.industry ?? existing?.industry ?? null,
      enrichedAt: input.now,
      now: input.now,
    });
  }
  await setVisitorAccount(q, input.visitorId, domain);
  return domain;
}
