-- Visitor search documents and saved-segment membership (issue 6).

-- What each visitor asked and said, kept as one text-search document that the
-- write paths extend as chat turns, escalated questions, agent summaries and
-- qualifying answers arrive, so `asked` never re-reads messages. `answers` holds
-- the visitor's latest qualifying answers (by question key) across conversations.
CREATE TABLE visitor_profiles (
  tenant_id text NOT NULL,
  visitor_id uuid NOT NULL,
  doc tsvector NOT NULL DEFAULT ''::tsvector,
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, visitor_id),
  FOREIGN KEY (tenant_id, visitor_id) REFERENCES visitors (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX visitor_profiles_doc ON visitor_profiles USING gin (doc);
CREATE INDEX visitor_profiles_answers ON visitor_profiles USING gin (answers jsonb_path_ops);
SELECT svc_tenant_table('visitor_profiles');

-- Data written before this migration: build the documents once from it.
INSERT INTO visitor_profiles (tenant_id, visitor_id, doc, answers, updated_at)
SELECT v.tenant_id, v.id,
  to_tsvector('english', coalesce((
    SELECT string_agg(t, ' ') FROM (
      SELECT m.content AS t FROM messages m JOIN conversations c ON c.tenant_id = m.tenant_id AND c.id = m.conversation_id
        WHERE c.tenant_id = v.tenant_id AND c.visitor_id = v.id AND m.author_kind = 'visitor'
      UNION ALL
      SELECT c.summary FROM conversations c WHERE c.tenant_id = v.tenant_id AND c.visitor_id = v.id AND c.summary IS NOT NULL
      UNION ALL
      SELECT f.question FROM follow_ups f WHERE f.tenant_id = v.tenant_id AND f.visitor_id = v.id
    ) s), '')),
  coalesce((SELECT jsonb_object_agg(k, val) FROM (
      SELECT DISTINCT ON (e.key) e.key AS k, e.value AS val
      FROM conversations c, jsonb_each(c.qualification) e
      WHERE c.tenant_id = v.tenant_id AND c.visitor_id = v.id
      ORDER BY e.key, c.started_at DESC
    ) a), '{}'::jsonb),
  v.last_seen_at
FROM visitors v;

-- Current members of each segment: the set the next evaluation diffs against.
CREATE TABLE segment_memberships (
  tenant_id text NOT NULL,
  segment_id uuid NOT NULL,
  visitor_id uuid NOT NULL,
  entered_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, segment_id, visitor_id),
  FOREIGN KEY (tenant_id, segment_id) REFERENCES segments (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, visitor_id) REFERENCES visitors (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX segment_memberships_recent ON segment_memberships (tenant_id, segment_id, entered_at DESC, visitor_id DESC);
SELECT svc_tenant_table('segment_memberships');

-- Every membership change, with the member's identity as it was at that moment
-- (the same fields the segment.entered / segment.left event carries).
-- changed_at keeps microseconds, unlike other timestamps: the changes of one
-- evaluation get distinct, strictly increasing times, so `since` paging
-- (a date-time, per the contract) can never cut a batch of equal times in two.
CREATE TABLE segment_changes (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  segment_id uuid NOT NULL,
  visitor_id uuid NOT NULL,
  change text NOT NULL CHECK (change IN ('entered', 'left')),
  changed_at timestamptz(6) NOT NULL,
  entered_at timestamptz(3) NOT NULL,
  left_at timestamptz(3),
  email text,
  display_name text,
  account jsonb,
  crm jsonb,
  labels jsonb NOT NULL,
  intent_score integer NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, segment_id) REFERENCES segments (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX segment_changes_order ON segment_changes (tenant_id, segment_id, changed_at);
SELECT svc_tenant_table('segment_changes');

CREATE INDEX segments_recent ON segments (tenant_id, created_at DESC, id DESC);
CREATE INDEX visitors_intent ON visitors (tenant_id, intent_score DESC);
