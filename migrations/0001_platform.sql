-- Platform: workspaces, keys, tenancy guard, idempotency, event outbox, jobs.

-- Every tenant table calls this once. Rows are confined to the data set named by
-- `svc.tenant` for the restricted role the service uses in tenant transactions,
-- and `tenant_id` fills itself from that setting, so no insert has to name it.
CREATE OR REPLACE FUNCTION svc_tenant_table(tbl regclass) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('ALTER TABLE %s ALTER COLUMN tenant_id SET DEFAULT current_setting(''svc.tenant'')', tbl);
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s TO svc_app USING (tenant_id = current_setting(''svc.tenant'')) WITH CHECK (tenant_id = current_setting(''svc.tenant''))',
    tbl);
END
$fn$;

CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE workspaces (
  id text PRIMARY KEY CHECK (id ~ '^ws_[A-Za-z0-9]+$'),
  sandbox_id text NOT NULL UNIQUE CHECK (sandbox_id ~ '^sbx_[A-Za-z0-9]+$'),
  name text NOT NULL,
  api_enabled boolean NOT NULL DEFAULT true,
  is_default boolean NOT NULL DEFAULT false,
  sandbox_seeded_at timestamptz(3),
  sandbox_fixtures jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL
);
CREATE UNIQUE INDEX workspaces_one_default ON workspaces (is_default) WHERE is_default;

CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('live', 'test')),
  name text,
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  -- NULL marks a key made before scopes existed; it holds insights:read.
  scopes text[],
  created_at timestamptz(3) NOT NULL,
  revoked_at timestamptz(3),
  last_used_at timestamptz(3)
);
CREATE INDEX api_keys_workspace ON api_keys (workspace_id, created_at);

CREATE TABLE idempotency_keys (
  tenant_id text NOT NULL,
  api_key_id uuid NOT NULL,
  idem_key text NOT NULL,
  fingerprint text NOT NULL,
  status_code integer NOT NULL,
  body text,
  created_at timestamptz(3) NOT NULL,
  expires_at timestamptz(3) NOT NULL,
  PRIMARY KEY (api_key_id, idem_key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);
SELECT svc_tenant_table('idempotency_keys');

CREATE TABLE event_counters (
  tenant_id text PRIMARY KEY,
  last_id bigint NOT NULL
);
SELECT svc_tenant_table('event_counters');

CREATE TABLE events (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  type text NOT NULL,
  occurred_at timestamptz(3) NOT NULL,
  data jsonb NOT NULL,
  links jsonb NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX events_type ON events (tenant_id, type, id);
SELECT svc_tenant_table('events');

-- Background work shared by any number of workers (claimed with SKIP LOCKED,
-- held by a lease so a crashed worker's job is picked up again).
CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  tenant_id text,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'failed')),
  run_at timestamptz(3) NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  locked_by text,
  lease_until timestamptz(3),
  last_error text,
  dedupe_key text,
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL
);
CREATE INDEX jobs_ready ON jobs (run_at) WHERE status = 'queued';
CREATE INDEX jobs_leased ON jobs (lease_until) WHERE status = 'running';
CREATE UNIQUE INDEX jobs_dedupe ON jobs (kind, dedupe_key) WHERE dedupe_key IS NOT NULL AND status = 'queued';

CREATE TABLE schedules (
  name text PRIMARY KEY,
  interval_ms bigint NOT NULL,
  next_run_at timestamptz(3) NOT NULL
);

-- Core people and agents that several resources refer to; their own issues add columns.
CREATE TABLE visitors (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  email text,
  display_name text,
  status text NOT NULL DEFAULT 'browsing',
  intent_score integer NOT NULL DEFAULT 0 CHECK (intent_score BETWEEN 0 AND 100),
  visit_count integer NOT NULL DEFAULT 1,
  first_seen_at timestamptz(3) NOT NULL,
  last_seen_at timestamptz(3) NOT NULL,
  crm jsonb,
  labels jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX visitors_email ON visitors (tenant_id, lower(email));
CREATE INDEX visitors_last_seen ON visitors (tenant_id, last_seen_at DESC, id DESC);
SELECT svc_tenant_table('visitors');

CREATE TABLE agents (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  public_id text NOT NULL UNIQUE,
  name text NOT NULL,
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
SELECT svc_tenant_table('agents');

CREATE TABLE follow_ups (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  agent_id uuid,
  conversation_id uuid,
  visitor_id uuid,
  question text NOT NULL,
  reason text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'dismissed')),
  answer text,
  answered_at timestamptz(3),
  delivered_at timestamptz(3),
  closed_at timestamptz(3),
  created_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, visitor_id) REFERENCES visitors (tenant_id, id) ON DELETE SET NULL (visitor_id),
  FOREIGN KEY (tenant_id, agent_id) REFERENCES agents (tenant_id, id) ON DELETE SET NULL (agent_id)
);
CREATE INDEX follow_ups_recent ON follow_ups (tenant_id, created_at DESC, id DESC);
CREATE INDEX follow_ups_status ON follow_ups (tenant_id, status, created_at DESC, id DESC);
CREATE INDEX follow_ups_visitor ON follow_ups (tenant_id, visitor_id, created_at DESC, id DESC);
SELECT svc_tenant_table('follow_ups');

-- Saved segments are referenced by offers (audiences) and evaluated by the
-- segments resource, which adds membership tables of its own.
CREATE TABLE segments (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  filter jsonb NOT NULL,
  member_count integer NOT NULL DEFAULT 0,
  evaluated_at timestamptz(3),
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
SELECT svc_tenant_table('segments');
