-- A pending end (issue 16). The page SDK ends a visit with navigator.sendBeacon
-- when the page goes away, and a browser reload cannot be told apart from
-- leaving. So the end call only records when the visitor left; the visit (and
-- its conversation) ends after a short grace (SVC_VISIT_END_GRACE_SECONDS),
-- dated at that moment, unless the same visitor resumes the session within it,
-- which clears the pending end. The worker's idle sweep ends the due ones.
-- page_id names the page load that last started or resumed the visit (the SDK
-- sends one with the session start and with its end beacon): an end beacon from
-- a page that a reload has already replaced arrives late and changes nothing.
ALTER TABLE visits
  ADD COLUMN end_requested_at timestamptz(3),
  ADD COLUMN page_id text;
CREATE INDEX visits_end_requested ON visits (end_requested_at) WHERE ended_at IS NULL AND end_requested_at IS NOT NULL;
