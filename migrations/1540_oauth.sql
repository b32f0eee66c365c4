-- OAuth 2.1 for the MCP server (issue 30 point 4): what the authorization
-- server (oidc-provider) keeps, and the grants an operator gave an assistant.
--
-- Both are system tables, as api_keys is: only the service's own (owner)
-- connection reads them, in system transactions; the tenant role has no
-- privilege on them and row-level security is on with no policy for it.

-- The library's models (authorization codes, access and refresh tokens,
-- dynamically registered clients, sessions, interactions, grants), one row
-- each. The id of a token or code is the bearer secret itself, so only its
-- SHA-256 is stored (id_hash); a stolen copy of this table presents nothing.
CREATE TABLE oauth_models (
  model text NOT NULL,
  id_hash text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  uid text,
  expires_at timestamptz(3),
  consumed_at timestamptz(3),
  PRIMARY KEY (model, id_hash)
);
CREATE INDEX oauth_models_grant ON oauth_models (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oauth_models_uid ON oauth_models (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oauth_models_expiry ON oauth_models (expires_at) WHERE expires_at IS NOT NULL;
ALTER TABLE oauth_models ENABLE ROW LEVEL SECURITY;

-- One consent: which operator let which client reach which workspace's live
-- or sandbox data with which scopes. Tokens carry the grant's id; revoking the
-- grant refuses them all at once. Listed on the dashboard's Developers page.
CREATE TABLE oauth_grants (
  -- Stands where a key's id stands (rate-limit holder, idempotency note).
  id uuid PRIMARY KEY,
  -- The library's Grant id, which its codes and tokens carry.
  grant_ref text NOT NULL UNIQUE,
  workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  operator_id text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('live', 'test')),
  client_id text NOT NULL,
  client_name text,
  scopes text[] NOT NULL,
  created_at timestamptz(3) NOT NULL,
  last_used_at timestamptz(3),
  revoked_at timestamptz(3)
);
CREATE INDEX oauth_grants_workspace ON oauth_grants (workspace_id, created_at);
ALTER TABLE oauth_grants ENABLE ROW LEVEL SECURITY;
