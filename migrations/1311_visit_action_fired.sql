-- The Action a visitor triggered (issue 16): its task starts the agent. A visit
-- keeps the latest enabled Action fired in it (a session start with `action`,
-- also when it resumes the visit) and when it fired; the agent acts on the task
-- in its next reply and notes in the conversation's state that it did.
ALTER TABLE visits ADD COLUMN action_fired_at timestamptz(3);
