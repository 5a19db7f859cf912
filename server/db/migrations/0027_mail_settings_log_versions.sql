-- Mail settings and the mail log served by the API (issue 17 points 1 and 4; server/areas/email-setting.ts,
-- server/areas/mail-log.ts): a version like every row the API serves (migration 0011).
ALTER TABLE email_settings ADD COLUMN version integer NOT NULL DEFAULT 1;
-- The client's default setting (no arrangement, no container) is the one delivery uses (server/mail/transport.ts):
-- exactly one, so "the default" never depends on which row happens to be read first.
CREATE UNIQUE INDEX email_settings_default ON email_settings (client_id)
  WHERE car_arrangement_id IS NULL AND mobility_container_id IS NULL;

-- A mail log row is written by the outbox and the delivery worker (queued → sent or failed), never by a PUT.
-- Its version still changes with every change, so a DELETE with If-Match knows it removes the row as it was
-- shown: the trigger raises it on any update, whoever writes it.
ALTER TABLE mail_logs ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE FUNCTION mail_logs_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
CREATE TRIGGER mail_logs_version BEFORE UPDATE ON mail_logs FOR EACH ROW EXECUTE FUNCTION mail_logs_next_version();
