-- The visitor runtime (issue 16): agent settings the runtime needs, visits
-- (runtime sessions), page views, turn records on messages, and the keys that
-- sign visitor tokens.

-- Agent settings. allowed_origins holds exact origins (scheme://host[:port]) or
-- '*' (accepted only in a sandbox data set, checked by the service). booking is
-- null until the team sets it: then the agent has no slots to offer.
ALTER TABLE agents
  ADD COLUMN greeting text,
  ADD COLUMN allowed_origins text[] NOT NULL DEFAULT '{}',
  ADD COLUMN theme jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN launcher jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN booking jsonb,
  ADD COLUMN intent_hot_threshold integer NOT NULL DEFAULT 70 CHECK (intent_hot_threshold BETWEEN 1 AND 100);

-- One visit of a visitor to an agent's site: what POST /runtime/v1/agents/{publicId}/sessions
-- starts (or resumes). Its first message starts a conversation; insights count visits
-- as sessions (conversation rows without a visit, such as fixtures and dashboard
-- sessions, still count as before).
CREATE TABLE visits (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  agent_id uuid NOT NULL,
  visitor_id uuid NOT NULL,
  -- The conversation this visit is in now (null until the first message).
  conversation_id uuid,
  page_url text,
  page_title text,
  referrer text,
  utm jsonb NOT NULL DEFAULT '{}'::jsonb,
  source text NOT NULL DEFAULT 'direct',
  device text CHECK (device IN ('desktop', 'mobile')),
  action_id text,
  is_returning boolean NOT NULL DEFAULT false,
  -- Follow-up answers delivered at this visit's start: they open its first conversation.
  deliveries jsonb NOT NULL DEFAULT '[]'::jsonb,
  started_at timestamptz(3) NOT NULL,
  last_activity_at timestamptz(3) NOT NULL,
  ended_at timestamptz(3),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, agent_id) REFERENCES agents (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, visitor_id) REFERENCES visitors (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, conversation_id) REFERENCES conversations (tenant_id, id) ON DELETE SET NULL (conversation_id)
);
-- Session ids are UUIDs, unique across data sets: a CORS preflight (which carries no
-- token) finds the session's agent by id alone.
CREATE UNIQUE INDEX visits_id ON visits (id);
CREATE INDEX visits_visitor ON visits (tenant_id, visitor_id, started_at DESC);
CREATE INDEX visits_started ON visits (tenant_id, started_at);
-- The idle sweep scans open visits across data sets.
CREATE INDEX visits_open ON visits (last_activity_at) WHERE ended_at IS NULL;
SELECT svc_tenant_table('visits');
SELECT insight_watch('visits', 'started_at');

-- visit_id is a plain column (visits already reference conversations; a second
-- foreign key would make a cycle that data-set wipes cannot order).
ALTER TABLE conversations
  ADD COLUMN visit_id uuid,
  -- What the agent keeps between turns: questions asked, offers shown, qualifying question pending…
  ADD COLUMN state jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Pages a visitor saw (session starts and page.viewed events): the journey's pages.
CREATE TABLE page_views (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  visitor_id uuid NOT NULL,
  visit_id uuid,
  url text NOT NULL,
  title text,
  viewed_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, visitor_id) REFERENCES visitors (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, visit_id) REFERENCES visits (tenant_id, id) ON DELETE SET NULL (visit_id)
);
CREATE INDEX page_views_visitor ON page_views (tenant_id, visitor_id, viewed_at DESC, id DESC);
SELECT svc_tenant_table('page_views');

-- A turn's records: the client's message id (useChat sends one) makes a retried
-- turn answer from the record; parts keep what the reply showed (sources, offers,
-- slots, tours) for a page reload.
ALTER TABLE messages
  ADD COLUMN client_id text,
  ADD COLUMN parts jsonb;
CREATE UNIQUE INDEX messages_client_id ON messages (tenant_id, conversation_id, client_id) WHERE client_id IS NOT NULL;

-- Keys that sign visitor tokens, shared by every server process. They live in a
-- schema the tenant role has no access to (migrations grant it only `public`).
-- The newest key signs until signs_until; every key verifies until verifies_until,
-- so a rotation never logs a visitor out.
CREATE SCHEMA IF NOT EXISTS svc_system;
REVOKE ALL ON SCHEMA svc_system FROM PUBLIC;
CREATE TABLE svc_system.visitor_token_keys (
  kid text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz(3) NOT NULL,
  signs_until timestamptz(3) NOT NULL,
  verifies_until timestamptz(3) NOT NULL
);
