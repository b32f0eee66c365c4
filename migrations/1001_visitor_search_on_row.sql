-- The search document and qualifying answers move onto the visitor row (issue 6).
-- With them in a separate table an `asked` condition was a semi-join that read
-- every matching document before the cheap conditions (intent, last seen,
-- labels) could narrow anything; on one row the planner filters by the cheap
-- conditions first and matches text only for the visitors that pass them, or
-- uses the GIN index when the text is the selective part.
ALTER TABLE visitors
  ADD COLUMN search_doc tsvector NOT NULL DEFAULT ''::tsvector,
  ADD COLUMN answers jsonb NOT NULL DEFAULT '{}'::jsonb;

UPDATE visitors v SET search_doc = p.doc, answers = p.answers
FROM visitor_profiles p
WHERE p.tenant_id = v.tenant_id AND p.visitor_id = v.id;

DROP TABLE visitor_profiles;

CREATE INDEX visitors_search_doc ON visitors USING gin (search_doc);
CREATE INDEX visitors_answers ON visitors USING gin (answers jsonb_path_ops);
