-- Companies visitors appear to belong to (enriched from work email domains or an
-- enrichment provider). The visitors resource fills them; insights and account
-- briefs read them. `crm` holds the company's CRM link when one exists
-- (provider, companyId, lifecycleStage, ownerEmail, hasOpenDeal).
CREATE TABLE accounts (
  tenant_id text NOT NULL,
  domain text NOT NULL CHECK (domain = lower(domain)),
  name text,
  industry text,
  crm jsonb,
  enriched_at timestamptz(3),
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, domain)
);
SELECT svc_tenant_table('accounts');

ALTER TABLE visitors ADD COLUMN account_domain text;
ALTER TABLE visitors ADD FOREIGN KEY (tenant_id, account_domain) REFERENCES accounts (tenant_id, domain) ON DELETE SET NULL (account_domain);
CREATE INDEX visitors_account ON visitors (tenant_id, account_domain) WHERE account_domain IS NOT NULL;
