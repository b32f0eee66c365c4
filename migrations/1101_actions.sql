-- Actions: named entry points (links and page buttons) that start an agent on a task.
-- The id is chosen by the operator and unique per agent; position keeps the
-- operator's order (a replace keeps its place, a new Action goes last).
CREATE TABLE actions (
  tenant_id text NOT NULL,
  agent_id uuid NOT NULL,
  id text NOT NULL CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  position integer NOT NULL,
  name text NOT NULL,
  task text NOT NULL,
  opens jsonb NOT NULL,
  destination text,
  campaign_context text,
  enabled boolean NOT NULL DEFAULT true,
  arrival jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, agent_id, id),
  FOREIGN KEY (tenant_id, agent_id) REFERENCES agents (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX actions_order ON actions (tenant_id, agent_id, position);
SELECT svc_tenant_table('actions');

-- One row per Action fired (a visitor arrived through its link or pressed its button).
-- Deleting an Action deletes its fires: an id reused later starts from zero.
CREATE TABLE action_fires (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  agent_id uuid NOT NULL,
  action_id text NOT NULL,
  fired_at timestamptz(3) NOT NULL,
  visitor_id uuid,
  conversation_id uuid,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, agent_id, action_id) REFERENCES actions (tenant_id, agent_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, visitor_id) REFERENCES visitors (tenant_id, id) ON DELETE SET NULL (visitor_id)
);
CREATE INDEX action_fires_recent ON action_fires (tenant_id, agent_id, action_id, fired_at);
SELECT svc_tenant_table('action_fires');
