-- Delivery of the outbox's mails over SMTP (when SMTP_URL is set). A mail is due while it is
-- unsent and next_attempt_at has passed; a dispatcher claims it by taking a lease
-- (claimed_until) and counting the attempt, so two upstreams sharing this database never send
-- it at the same time. next_attempt_at is NULL once the mail is sent or given up; mails queued
-- before this migration stay in the outbox and are never sent.

ALTER TABLE mail_outbox
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN last_error text,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN claimed_until timestamptz;

CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id)
  WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL;
