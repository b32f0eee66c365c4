-- "Add to knowledge" once per follow-up (issue 29): the text source made from
-- an answered follow-up remembers it, so a second call (a double click, a
-- colleague on another screen) is refused with 409 conflict instead of indexing
-- the same answer twice. Deleting that source frees the follow-up to be added
-- again (the source row, and so the link, is gone). The column is null for
-- every other source.
ALTER TABLE knowledge_sources ADD COLUMN follow_up_id uuid;
CREATE UNIQUE INDEX knowledge_sources_follow_up ON knowledge_sources (tenant_id, follow_up_id)
  WHERE follow_up_id IS NOT NULL;
