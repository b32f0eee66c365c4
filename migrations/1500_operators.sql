-- Operators: the people of a workspace who sign in to the dashboard (/app).
--
-- All four tables are system tables, like api_keys: a session is resolved
-- before any data set is known, so the tenant role (svc_app) holds no privilege
-- on them at all (test/integration/least-privilege.test.ts lists them under
-- SYSTEM). Secrets are stored only as SHA-256 hashes (sessions, sign-in links)
-- or argon2id hashes (passwords).

CREATE TABLE operators (
  id uuid PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  -- Stored lower-cased: sign-in compares case-insensitively.
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  name text CHECK (length(name) <= 200),
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  -- Reading conversations and visitor questions verbatim (conversations:transcripts).
  transcripts boolean NOT NULL DEFAULT false,
  -- argon2id PHC string; NULL until the operator sets one (they sign in with a one-time link).
  password_hash text,
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  -- A removed operator keeps the row (who was who), loses every session and link, and frees the email.
  removed_at timestamptz(3)
);
CREATE UNIQUE INDEX operators_email ON operators (workspace_id, email) WHERE removed_at IS NULL;
CREATE INDEX operators_sign_in ON operators (email) WHERE removed_at IS NULL;

CREATE TABLE operator_sessions (
  id uuid PRIMARY KEY,
  operator_id uuid NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz(3) NOT NULL,
  last_seen_at timestamptz(3) NOT NULL,
  -- Idle expiry: last_seen_at + 12 hours, moved forward as the session is used.
  expires_at timestamptz(3) NOT NULL
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);
CREATE INDEX operator_sessions_expiry ON operator_sessions (expires_at);

CREATE TABLE operator_sign_in_links (
  token_hash text PRIMARY KEY,
  operator_id uuid NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL,
  expires_at timestamptz(3) NOT NULL,
  used_at timestamptz(3)
);
CREATE INDEX operator_sign_in_links_operator ON operator_sign_in_links (operator_id);

-- Failed password sign-ins, for the lockout (5 per email and per address per 15 minutes).
CREATE TABLE operator_sign_in_failures (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  address text NOT NULL,
  at timestamptz(3) NOT NULL
);
CREATE INDEX operator_sign_in_failures_email ON operator_sign_in_failures (email, at);
CREATE INDEX operator_sign_in_failures_address ON operator_sign_in_failures (address, at);

-- Open event streams recheck their callers when svc_auth fires (as for a revoked
-- key): a removed operator's or a signed-out session's streams end at once.
CREATE TRIGGER operators_auth_changed
  AFTER UPDATE OF removed_at, role, transcripts OR DELETE ON operators
  FOR EACH STATEMENT EXECUTE FUNCTION svc_auth_changed();
CREATE TRIGGER operator_sessions_auth_changed
  AFTER DELETE ON operator_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION svc_auth_changed();
