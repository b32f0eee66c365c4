-- Tours and hubs: live authoring rows (screens, steps), frozen published
-- revisions, and sittings (one play of a tour by one viewer).

CREATE TABLE hubs (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  -- Share links name hubs and tours by public id alone, so it is unique across data sets.
  public_id text NOT NULL UNIQUE,
  name text NOT NULL,
  description text,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
  start_tour_id uuid,
  published_at timestamptz(3),
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX hubs_recent ON hubs (tenant_id, created_at DESC, id DESC);
SELECT svc_tenant_table('hubs');

CREATE TABLE tours (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  public_id text NOT NULL UNIQUE,
  name text NOT NULL,
  description text,
  -- The row's own status; the API reads `published` while a frozen revision is live.
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
  is_active boolean NOT NULL DEFAULT true,
  is_template boolean NOT NULL DEFAULT false,
  mode text NOT NULL DEFAULT 'self_playing' CHECK (mode IN ('self_playing', 'agent_led')),
  display text,
  transition text,
  hub_id uuid,
  hub_position integer NOT NULL DEFAULT 0,
  -- Opaque optimistic-concurrency token of the authoring spec; replaced on every apply.
  spec_version text NOT NULL,
  published_revision_id uuid,
  published_version integer NOT NULL DEFAULT 0,
  published_at timestamptz(3),
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, hub_id) REFERENCES hubs (tenant_id, id) ON DELETE SET NULL (hub_id)
);
CREATE INDEX tours_recent ON tours (tenant_id, created_at DESC, id DESC) WHERE NOT is_template;
CREATE INDEX tours_hub ON tours (tenant_id, hub_id, hub_position) WHERE hub_id IS NOT NULL;
SELECT svc_tenant_table('tours');

ALTER TABLE hubs ADD FOREIGN KEY (tenant_id, start_tour_id) REFERENCES tours (tenant_id, id) ON DELETE SET NULL (start_tour_id);

CREATE TABLE tour_screens (
  tenant_id text NOT NULL,
  tour_id uuid NOT NULL,
  id text NOT NULL,
  type text CHECK (type IN ('image', 'video')),
  name text,
  order_index integer NOT NULL,
  duration_secs double precision,
  -- As imported: an absolute URL, or a path resolved against SVC_PUBLIC_URL when served.
  media text,
  poster text,
  PRIMARY KEY (tenant_id, tour_id, id),
  FOREIGN KEY (tenant_id, tour_id) REFERENCES tours (tenant_id, id) ON DELETE CASCADE
);
SELECT svc_tenant_table('tour_screens');

CREATE TABLE tour_steps (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  tour_id uuid NOT NULL,
  ref text NOT NULL,
  screen_id text NOT NULL,
  position integer NOT NULL,
  at double precision,
  anchor jsonb NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  advance text NOT NULL CHECK (advance IN ('auto', 'click', 'ask')),
  advance_after_secs double precision,
  narrate boolean NOT NULL DEFAULT false,
  open_when jsonb NOT NULL DEFAULT '[]'::jsonb,
  narration_url text,
  -- A script a person wrote for the recording; null when narration reads the body.
  narration_text text,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, tour_id, ref),
  FOREIGN KEY (tenant_id, tour_id) REFERENCES tours (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, tour_id, screen_id) REFERENCES tour_screens (tenant_id, tour_id, id) ON DELETE CASCADE
);
SELECT svc_tenant_table('tour_steps');

CREATE TABLE tour_revisions (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  tour_id uuid NOT NULL,
  version integer NOT NULL,
  -- The player's document as published, media unresolved.
  document jsonb NOT NULL,
  published_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, tour_id, version),
  FOREIGN KEY (tenant_id, tour_id) REFERENCES tours (tenant_id, id) ON DELETE CASCADE
);
SELECT svc_tenant_table('tour_revisions');

ALTER TABLE tours ADD FOREIGN KEY (tenant_id, published_revision_id) REFERENCES tour_revisions (tenant_id, id) ON DELETE SET NULL (published_revision_id);

CREATE TABLE tour_sittings (
  tenant_id text NOT NULL,
  -- The player's view session id.
  id text NOT NULL,
  tour_id uuid NOT NULL,
  visitor_id uuid,
  email text,
  source text CHECK (source IN ('preview', 'lightbox', 'embed', 'share', 'chat', 'legacy')),
  started_at timestamptz(3) NOT NULL,
  ended_at timestamptz(3) NOT NULL,
  seconds integer NOT NULL CHECK (seconds >= 0),
  step_views integer NOT NULL DEFAULT 0,
  steps_seen integer[] NOT NULL DEFAULT '{}',
  max_step integer NOT NULL DEFAULT -1,
  completed boolean NOT NULL DEFAULT false,
  cta_clicks integer NOT NULL DEFAULT 0,
  -- The operator's own plays from the dashboard: kept, but excluded from every read and rollup.
  is_operator boolean NOT NULL DEFAULT false,
  -- When the row was written, so rollups can find days with late data.
  recorded_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, tour_id) REFERENCES tours (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, visitor_id) REFERENCES visitors (tenant_id, id) ON DELETE SET NULL (visitor_id)
);
CREATE INDEX tour_sittings_tour ON tour_sittings (tenant_id, tour_id, started_at DESC, id DESC) WHERE NOT is_operator;
CREATE INDEX tour_sittings_visitor ON tour_sittings (tenant_id, visitor_id, started_at DESC) WHERE visitor_id IS NOT NULL AND NOT is_operator;
CREATE INDEX tour_sittings_started ON tour_sittings (tenant_id, started_at) WHERE NOT is_operator;
CREATE INDEX tour_sittings_recorded ON tour_sittings (tenant_id, recorded_at);
SELECT svc_tenant_table('tour_sittings');
