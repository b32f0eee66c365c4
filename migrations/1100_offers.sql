-- Offers: what the agent proposes to visitors (toasters on arrival, prompts in chat).
-- Lifetime counters live on the row so lists read them without scanning history;
-- every occurrence is also kept in offer_interactions (insights count them by day and source).
CREATE TABLE offers (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  name text NOT NULL,
  format text NOT NULL CHECK (format IN ('toaster', 'in_chat')),
  goal text NOT NULL CHECK (goal IN ('meeting_booked', 'lead_captured', 'content_viewed', 'engaged')),
  is_active boolean NOT NULL DEFAULT true,
  headline text,
  message text NOT NULL,
  chips jsonb NOT NULL DEFAULT '[]'::jsonb,
  cta_label text,
  cta_action jsonb NOT NULL,
  image_url text,
  media_ref_id uuid,
  agent_personalize boolean NOT NULL DEFAULT false,
  deploy jsonb,
  design jsonb,
  conversion jsonb NOT NULL DEFAULT '{}'::jsonb,
  audience_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  shown_count bigint NOT NULL DEFAULT 0,
  accepted_count bigint NOT NULL DEFAULT 0,
  declined_count bigint NOT NULL DEFAULT 0,
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX offers_recent_edit ON offers (tenant_id, updated_at DESC, id DESC);
SELECT svc_tenant_table('offers');

-- One row per offer shown, accepted or declined. Conversations have no table
-- yet, so conversation_id is a plain column; visitors and agents are referenced.
CREATE TABLE offer_interactions (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  offer_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('shown', 'accepted', 'declined')),
  occurred_at timestamptz(3) NOT NULL,
  visitor_id uuid,
  conversation_id uuid,
  agent_id uuid,
  source text,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, offer_id) REFERENCES offers (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, visitor_id) REFERENCES visitors (tenant_id, id) ON DELETE SET NULL (visitor_id),
  FOREIGN KEY (tenant_id, agent_id) REFERENCES agents (tenant_id, id) ON DELETE SET NULL (agent_id)
);
CREATE INDEX offer_interactions_by_day ON offer_interactions (tenant_id, kind, occurred_at);
CREATE INDEX offer_interactions_offer ON offer_interactions (tenant_id, offer_id, occurred_at);
CREATE INDEX offer_interactions_visitor ON offer_interactions (tenant_id, visitor_id) WHERE visitor_id IS NOT NULL;
SELECT svc_tenant_table('offer_interactions');
