-- Webhooks: subscriptions, their deliveries (which are also the delivery queue)
-- and a per-data-set fan-out cursor over the event log.

CREATE TABLE webhooks (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  url text NOT NULL,
  events text[] NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  -- Needed in clear to sign; returned once, at creation.
  secret text NOT NULL,
  consecutive_failures integer NOT NULL DEFAULT 0,
  -- Events up to this id predate the subscription (or its last resume): never sent to it.
  after_event_id bigint NOT NULL DEFAULT 0,
  last_delivered_at timestamptz(3),
  last_failed_at timestamptz(3),
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX webhooks_url ON webhooks (tenant_id, url);
CREATE INDEX webhooks_active ON webhooks (tenant_id) WHERE status = 'active';
SELECT svc_tenant_table('webhooks');

CREATE TABLE webhook_deliveries (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  webhook_id uuid NOT NULL,
  event_id bigint NOT NULL,
  replay_of uuid,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  -- Attempts whose outcome was recorded; an attempt cut short by a dying worker is not counted.
  attempts integer NOT NULL DEFAULT 0,
  response_status integer,
  error text,
  next_attempt_at timestamptz(3),
  -- The worker sending the current attempt, until its lease ends (longer than the attempt's timeout).
  locked_by text,
  lease_until timestamptz(3),
  delivered_at timestamptz(3),
  created_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, webhook_id) REFERENCES webhooks (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, event_id) REFERENCES events (tenant_id, id) ON DELETE CASCADE
);
-- Fan-out creates at most one original delivery per event and webhook, even if it runs twice.
CREATE UNIQUE INDEX webhook_deliveries_once ON webhook_deliveries (tenant_id, webhook_id, event_id) WHERE replay_of IS NULL;
CREATE INDEX webhook_deliveries_recent ON webhook_deliveries (tenant_id, webhook_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
SELECT svc_tenant_table('webhook_deliveries');

CREATE TABLE webhook_fanout (
  tenant_id text PRIMARY KEY,
  last_event_id bigint NOT NULL DEFAULT 0
);
SELECT svc_tenant_table('webhook_fanout');
