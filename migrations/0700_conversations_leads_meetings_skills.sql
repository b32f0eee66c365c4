-- Conversations (agent sessions) and their messages, leads, meetings and skills.

-- One row per session of a visitor (or of the team, from the dashboard) with an agent.
-- Insights count sessions and, among them, those with at least one message; visitor
-- journeys and search read the messages, the agent's summary and qualifying answers.
CREATE TABLE conversations (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  agent_id uuid NOT NULL,
  visitor_id uuid,
  channel text NOT NULL DEFAULT 'chat' CHECK (channel IN ('chat', 'voice')),
  page_url text,
  referrer text,
  -- utm_* tags of the arrival, by name without the prefix (source, medium, campaign, term, content).
  utm jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Where the session came from, as insights group it: utm source, else referrer host, else 'direct'.
  source text NOT NULL DEFAULT 'direct',
  -- Started by the team from the dashboard (a test chat): excluded from lists and counts.
  from_dashboard boolean NOT NULL DEFAULT false,
  summary text,
  qualification jsonb NOT NULL DEFAULT '{}'::jsonb,
  message_count integer NOT NULL DEFAULT 0,
  started_at timestamptz(3) NOT NULL,
  last_message_at timestamptz(3),
  ended_at timestamptz(3),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, agent_id) REFERENCES agents (tenant_id, id),
  FOREIGN KEY (tenant_id, visitor_id) REFERENCES visitors (tenant_id, id) ON DELETE SET NULL (visitor_id)
);
CREATE INDEX conversations_recent ON conversations (tenant_id, started_at DESC, id DESC) WHERE NOT from_dashboard;
CREATE INDEX conversations_visitor ON conversations (tenant_id, visitor_id, started_at DESC, id DESC) WHERE NOT from_dashboard;
CREATE INDEX conversations_agent ON conversations (tenant_id, agent_id, started_at DESC, id DESC) WHERE NOT from_dashboard;
SELECT svc_tenant_table('conversations');

CREATE TABLE messages (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  conversation_id uuid NOT NULL,
  -- Position in the conversation (1, 2, …): the order messages are read back in.
  seq integer NOT NULL,
  role text NOT NULL CHECK (role IN ('user', 'assistant', 'tool', 'system')),
  author_kind text NOT NULL CHECK (author_kind IN ('visitor', 'agent', 'rep', 'widget')),
  content text NOT NULL,
  created_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, conversation_id, seq),
  FOREIGN KEY (tenant_id, conversation_id) REFERENCES conversations (tenant_id, id) ON DELETE CASCADE
);
SELECT svc_tenant_table('messages');

ALTER TABLE follow_ups
  ADD FOREIGN KEY (tenant_id, conversation_id) REFERENCES conversations (tenant_id, id) ON DELETE SET NULL (conversation_id);

CREATE TABLE leads (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  visitor_id uuid,
  agent_id uuid,
  conversation_id uuid,
  source text NOT NULL CHECK (source IN ('form_capture', 'meeting_booked')),
  email text,
  name text,
  company text,
  verdict jsonb,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'working', 'qualified', 'disqualified', 'converted')),
  owner_user_id text,
  crm jsonb,
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, visitor_id) REFERENCES visitors (tenant_id, id) ON DELETE SET NULL (visitor_id),
  FOREIGN KEY (tenant_id, agent_id) REFERENCES agents (tenant_id, id) ON DELETE SET NULL (agent_id),
  FOREIGN KEY (tenant_id, conversation_id) REFERENCES conversations (tenant_id, id) ON DELETE SET NULL (conversation_id)
);
CREATE INDEX leads_recent ON leads (tenant_id, created_at DESC, id DESC);
CREATE INDEX leads_visitor ON leads (tenant_id, visitor_id, created_at DESC, id DESC);
SELECT svc_tenant_table('leads');

CREATE TABLE meetings (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  visitor_id uuid,
  conversation_id uuid,
  agent_id uuid,
  lead_id uuid,
  provider text,
  rep_user_id text,
  start_at timestamptz(3),
  duration_minutes integer CHECK (duration_minutes > 0),
  attendee jsonb NOT NULL DEFAULT '{}'::jsonb,
  booked_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, visitor_id) REFERENCES visitors (tenant_id, id) ON DELETE SET NULL (visitor_id),
  FOREIGN KEY (tenant_id, conversation_id) REFERENCES conversations (tenant_id, id) ON DELETE SET NULL (conversation_id),
  FOREIGN KEY (tenant_id, agent_id) REFERENCES agents (tenant_id, id) ON DELETE SET NULL (agent_id),
  FOREIGN KEY (tenant_id, lead_id) REFERENCES leads (tenant_id, id) ON DELETE SET NULL (lead_id)
);
CREATE INDEX meetings_recent ON meetings (tenant_id, booked_at DESC, id DESC);
CREATE INDEX meetings_visitor ON meetings (tenant_id, visitor_id, booked_at DESC, id DESC);
SELECT svc_tenant_table('meetings');

-- A data set's own skills: forks of built-ins and custom ones. Built-ins ship with
-- the service and are not stored; an org row wins its slug.
CREATE TABLE skills (
  tenant_id text NOT NULL,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  body text NOT NULL,
  source text NOT NULL CHECK (source IN ('fork', 'custom')),
  version integer NOT NULL CHECK (version >= 1),
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, slug)
);
SELECT svc_tenant_table('skills');

-- Built-ins an operator removed from a data set (`svc skills remove`).
CREATE TABLE skill_removals (
  tenant_id text NOT NULL,
  slug text NOT NULL,
  removed_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, slug)
);
SELECT svc_tenant_table('skill_removals');
