-- The emailed answer of a follow-up is sent by the worker after the answer
-- commits (never inside the request's transaction). Its state lives on the
-- follow-up: queued when the answer is accepted for delivery, then sent
-- (delivered_at is set) or failed with the last error.
ALTER TABLE follow_ups
  ADD COLUMN email_status text CHECK (email_status IN ('queued', 'sent', 'failed')),
  ADD COLUMN email_to text,
  ADD COLUMN email_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN email_error text;
