-- Mail that is really sent (issue 17 point 3). A mail_logs row is the outbox record: written as 'queued' in the
-- transaction of the change that causes the mail (with its pg-boss delivery job in the same transaction), then
-- 'sent' or 'failed' by the delivery worker, with the attempts, the SMTP host and the error it met. sent_at stays
-- the log's date (when queued) and delivered_at says when the mail left. Rows from before this migration were
-- placeholders that nothing ever delivered.
ALTER TABLE mail_logs ADD COLUMN status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'placeholder'));
UPDATE mail_logs SET status = 'placeholder';
ALTER TABLE mail_logs ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0);
ALTER TABLE mail_logs ADD COLUMN delivered_at timestamptz;
-- The Message-ID the mail was sent with (one per row), so a receiving server can drop a repeat after a crash.
ALTER TABLE mail_logs ADD COLUMN message_id text CHECK (length(message_id) <= 300);
