-- Insights: daily rollups folded by the worker, the days waiting to be folded, and
-- knowledge gaps (questions the agent could not answer).

-- Days of a data set with activity not folded yet. Statement triggers on the raw
-- activity tables append here in the writer's own transaction, so a late row (a
-- sitting reported days after it started) re-opens its day. Append-only, with no
-- unique key: an upsert would make every writer of a busy day wait on one row
-- lock, and writers touching several days in different orders deadlock. The
-- fold's claim (DELETE) removes only markers already committed; a writer still
-- in flight commits its marker with its rows, and the next fold takes that day again.
CREATE TABLE insight_dirty_days (
  tenant_id text NOT NULL,
  day date NOT NULL,
  marked_at timestamptz(3) NOT NULL
);
CREATE INDEX insight_dirty_days_day ON insight_dirty_days (tenant_id, day);
SELECT svc_tenant_table('insight_dirty_days');

-- When the worker last finished folding a data set: days after it (and dirty days)
-- are the digest's `missingDays`.
CREATE TABLE insight_fold_state (
  tenant_id text NOT NULL PRIMARY KEY,
  folded_at timestamptz(3) NOT NULL
);
SELECT svc_tenant_table('insight_fold_state');

-- OrgDay: one row per data set and UTC day, written for every folded day (zeros included).
CREATE TABLE insight_org_days (
  tenant_id text NOT NULL,
  day date NOT NULL,
  visitors integer NOT NULL,
  conversed_visitors integer NOT NULL,
  meeting_visitors integer NOT NULL,
  sessions integer NOT NULL,
  conversations integer NOT NULL,
  meetings integer NOT NULL,
  form_submitted integer NOT NULL,
  outcomes integer NOT NULL,
  tour_plays integer NOT NULL,
  tour_completions integer NOT NULL,
  escalated integer NOT NULL,
  folded_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, day)
);
SELECT svc_tenant_table('insight_org_days');

-- TourDay: one row per tour with plays that day. No foreign key to tours: totals of
-- a deleted tour stay (its name and public id read as null).
CREATE TABLE insight_tour_days (
  tenant_id text NOT NULL,
  tour_id uuid NOT NULL,
  day date NOT NULL,
  plays integer NOT NULL,
  engaged integer NOT NULL,
  completions integer NOT NULL,
  cta_clicks integer NOT NULL,
  identified integer NOT NULL,
  total_secs bigint NOT NULL,
  PRIMARY KEY (tenant_id, day, tour_id)
);
SELECT svc_tenant_table('insight_tour_days');

-- Per-source totals per day (source: utm_source, else referrer host, else direct).
CREATE TABLE insight_source_days (
  tenant_id text NOT NULL,
  day date NOT NULL,
  source text NOT NULL,
  sessions integer NOT NULL,
  conversations integer NOT NULL,
  meetings integer NOT NULL,
  outcomes integer NOT NULL,
  PRIMARY KEY (tenant_id, day, source)
);
SELECT svc_tenant_table('insight_source_days');

-- The trigger argument names the column whose UTC day the row belongs to.
CREATE OR REPLACE FUNCTION insight_mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(
      'INSERT INTO insight_dirty_days (tenant_id, day, marked_at)
       SELECT tenant_id, day, clock_timestamp() FROM (SELECT DISTINCT tenant_id, (%I AT TIME ZONE ''UTC'')::date AS day FROM insight_new_rows) d', TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format(
      'INSERT INTO insight_dirty_days (tenant_id, day, marked_at)
       SELECT tenant_id, day, clock_timestamp() FROM (SELECT DISTINCT tenant_id, (%I AT TIME ZONE ''UTC'')::date AS day FROM insight_old_rows) d', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$fn$;

-- A table with transition tables needs one trigger per event.
CREATE OR REPLACE FUNCTION insight_watch(tbl regclass, day_column text) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  base text := replace(tbl::text, '.', '_');
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS insight_new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_dirty(%L)', base || '_insights_ins', tbl, day_column);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS insight_old_rows NEW TABLE AS insight_new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_dirty(%L)', base || '_insights_upd', tbl, day_column);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS insight_old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_dirty(%L)', base || '_insights_del', tbl, day_column);
END
$fn$;

SELECT insight_watch('conversations', 'started_at');
SELECT insight_watch('tour_sittings', 'started_at');
SELECT insight_watch('leads', 'created_at');
SELECT insight_watch('meetings', 'booked_at');
SELECT insight_watch('offer_interactions', 'occurred_at');
SELECT insight_watch('follow_ups', 'created_at');

-- Questions the agent could not answer: abstentions and hand-overs to people.
-- `normalized` (lowercased, punctuation and extra spaces stripped) collapses exact repeats.
CREATE TABLE knowledge_gaps (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  question text NOT NULL,
  normalized text NOT NULL,
  reason text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'dismissed')),
  visitor_id uuid,
  conversation_id uuid,
  agent_id uuid,
  follow_up_id uuid,
  asked_at timestamptz(3) NOT NULL,
  answered_at timestamptz(3),
  closed_at timestamptz(3),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, visitor_id) REFERENCES visitors (tenant_id, id) ON DELETE SET NULL (visitor_id),
  FOREIGN KEY (tenant_id, conversation_id) REFERENCES conversations (tenant_id, id) ON DELETE SET NULL (conversation_id),
  FOREIGN KEY (tenant_id, agent_id) REFERENCES agents (tenant_id, id) ON DELETE SET NULL (agent_id),
  FOREIGN KEY (tenant_id, follow_up_id) REFERENCES follow_ups (tenant_id, id) ON DELETE SET NULL (follow_up_id)
);
CREATE INDEX knowledge_gaps_asked ON knowledge_gaps (tenant_id, asked_at DESC, id DESC);
CREATE INDEX knowledge_gaps_repeats ON knowledge_gaps (tenant_id, normalized, asked_at DESC, id DESC);
CREATE INDEX knowledge_gaps_follow_up ON knowledge_gaps (tenant_id, follow_up_id) WHERE follow_up_id IS NOT NULL;
SELECT svc_tenant_table('knowledge_gaps');
