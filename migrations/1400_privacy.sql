-- Privacy (issue 31): erasure receipts, the erased mark on visitors and
-- conversations, and the workspace's conversation retention.

-- One erasure request. It holds ids and times only: the email a request named
-- is never stored here (the worker's job carries it until the erasure is done).
CREATE TABLE erasures (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  visitor_ids uuid[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed')),
  requested_at timestamptz(3) NOT NULL,
  completed_at timestamptz(3),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erasures_recent ON erasures (tenant_id, requested_at DESC, id DESC);
SELECT svc_tenant_table('erasures');

-- An erased visitor keeps its row as an anonymous id (counts stay true); its
-- visitor tokens are refused from then on. The partial index serves the
-- runtime's scan for newly erased visitors across data sets.
ALTER TABLE visitors ADD COLUMN erased_at timestamptz(3);
CREATE INDEX visitors_erased ON visitors (erased_at) WHERE erased_at IS NOT NULL;

-- A conversation whose content was erased (a person's erasure or retention):
-- the daily retention run skips it.
ALTER TABLE conversations ADD COLUMN erased_at timestamptz(3);
CREATE INDEX conversations_retention ON conversations (tenant_id, COALESCE(ended_at, last_message_at, started_at)) WHERE erased_at IS NULL;

-- retention.conversationDays: null keeps conversations; otherwise 30 to 3650 days.
ALTER TABLE workspaces ADD COLUMN retention_conversation_days integer
  CHECK (retention_conversation_days IS NULL OR retention_conversation_days BETWEEN 30 AND 3650);

-- What the last daily retention run did, for `svc workspace retention`.
ALTER TABLE workspaces
  ADD COLUMN retention_ran_at timestamptz(3),
  ADD COLUMN retention_erased integer NOT NULL DEFAULT 0;
