-- Least privilege for the tenant role (svc_app), the role every request runs as.
--
-- Until now the migrator granted svc_app every privilege on every table, and the
-- system tables (server_secrets, api_keys, workspaces, jobs, schedules,
-- schema_migrations) had no row guard: a tenant transaction could read the
-- cursor-signing secret or another workspace's keys. From here on svc_app holds
-- privileges only where a table says so:
--
--   tenant tables     svc_tenant_table() grants SELECT/INSERT/UPDATE/DELETE under
--                     the tenant_isolation row guard (now part of the function);
--   jobs, workspaces  guarded system tables: the few rows and columns a tenant
--                     transaction needs, each under a row guard (below);
--   everything else   nothing (server_secrets, api_keys, schedules, schema_migrations).
--
-- On a fresh database this runs before the later migrations, whose tables get
-- their grant from svc_tenant_table(); on an existing one it runs after them, so
-- the loop below grants the tenant tables that already exist.

CREATE OR REPLACE FUNCTION svc_tenant_table(tbl regclass) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('ALTER TABLE %s ALTER COLUMN tenant_id SET DEFAULT current_setting(''svc.tenant'')', tbl);
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s TO svc_app USING (tenant_id = current_setting(''svc.tenant'')) WITH CHECK (tenant_id = current_setting(''svc.tenant''))',
    tbl);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO svc_app', tbl);
END
$fn$;

-- Only the migrator (the owner) calls it; the tenant role has no use for it.
REVOKE ALL ON FUNCTION svc_tenant_table(regclass) FROM PUBLIC;

DO $do$
DECLARE
  t regclass;
BEGIN
  EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA %I FROM svc_app', current_schema());
  EXECUTE format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA %I FROM svc_app', current_schema());
  FOR t IN
    SELECT c.oid::regclass FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_policy p ON p.polrelid = c.oid AND p.polname = 'tenant_isolation'
    WHERE n.nspname = current_schema()
  LOOP
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO svc_app', t);
  END LOOP;
END
$do$;

-- jobs: a write enqueues its jobs in its own transaction (they exist only if it
-- commits). The tenant role may add jobs of its own data set, plus payload-less
-- system nudges that dedupe (e.g. "deliver webhooks now": at most one queued per
-- kind, and the scan it starts runs on its schedule anyway), and discard its own
-- data set's jobs (sandbox reset). Enqueueing is INSERT ... ON CONFLICT on the
-- dedupe index, which needs SELECT on the index columns and makes the new row
-- pass the SELECT policy too: so the role sees the routing columns (never the
-- payload) of its own jobs and of the nudges, which belong to no workspace.
-- Claiming, leasing and finishing jobs stay with the worker (the owner): no UPDATE.
ALTER TABLE jobs ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_enqueue ON jobs FOR INSERT TO svc_app WITH CHECK (
  status = 'queued' AND attempts = 0 AND locked_by IS NULL AND lease_until IS NULL
  AND (tenant_id = current_setting('svc.tenant')
       OR (tenant_id IS NULL AND payload = '{}'::jsonb AND dedupe_key IS NOT NULL)));
CREATE POLICY tenant_sees_own_jobs ON jobs FOR SELECT TO svc_app USING (
  tenant_id = current_setting('svc.tenant')
  OR (tenant_id IS NULL AND payload = '{}'::jsonb AND dedupe_key IS NOT NULL));
CREATE POLICY tenant_discards_own_jobs ON jobs FOR DELETE TO svc_app USING (tenant_id = current_setting('svc.tenant'));
GRANT INSERT, DELETE ON jobs TO svc_app;
GRANT SELECT (tenant_id, kind, status, dedupe_key) ON jobs TO svc_app;

-- workspaces: a tenant transaction reads its own workspace row (GET /sandbox),
-- records a sandbox seeding (reset) and creates a workspace together with its
-- seeded sandbox, in the new sandbox's transaction. Nothing else: the plan flag,
-- the name and the ids are not writable, and no other workspace is visible.
ALTER TABLE workspaces ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_own_workspace ON workspaces FOR SELECT TO svc_app
  USING (current_setting('svc.tenant') IN (id, sandbox_id));
CREATE POLICY tenant_seeds_sandbox ON workspaces FOR UPDATE TO svc_app
  USING (sandbox_id = current_setting('svc.tenant')) WITH CHECK (sandbox_id = current_setting('svc.tenant'));
CREATE POLICY tenant_creates_workspace ON workspaces FOR INSERT TO svc_app
  WITH CHECK (sandbox_id = current_setting('svc.tenant') AND id = 'ws_' || substr(sandbox_id, 5) AND api_enabled);
GRANT SELECT ON workspaces TO svc_app;
GRANT INSERT (id, sandbox_id, name, is_default, created_at, updated_at) ON workspaces TO svc_app;
GRANT UPDATE (sandbox_seeded_at, sandbox_fixtures, updated_at) ON workspaces TO svc_app;
