-- The template a queued mail was rendered from (issue 17 point 3), so its attachments go with it when it is sent.
-- A template deleted while its mail waits leaves the mail as rendered, without the attachments.
ALTER TABLE mail_logs ADD COLUMN email_template_id integer REFERENCES email_templates (id) ON DELETE SET NULL;
