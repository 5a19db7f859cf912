-- Link keys are the recipient's secret (issue 35 point 1, server/mail/hidden-keys.ts). A mail with a key (an
-- invitation) is logged with `key=[hidden]` in its place; the key itself waits for the delivery worker sealed
-- (AES-256-GCM, the server's secret key) in sealed_key, which is cleared once the mail is sent or has failed.
ALTER TABLE mail_logs ADD COLUMN sealed_key text CHECK (length(sealed_key) <= 500);
ALTER TABLE mail_logs ADD CONSTRAINT mail_logs_sealed_key_while_queued CHECK (sealed_key IS NULL OR status = 'queued');

-- Rows written before held the key in the clear: it cannot be recovered for them, only taken out. A queued one
-- is then sent with the hidden link, which is refused; the account's holder gets a new one by "send again".
UPDATE mail_logs
SET message = regexp_replace(message, 'key=[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])', 'key=[hidden]', 'g'),
    body_html = regexp_replace(body_html, 'key=[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])', 'key=[hidden]', 'g')
WHERE message ~ 'key=[A-Za-z0-9_-]{43}' OR body_html ~ 'key=[A-Za-z0-9_-]{43}';
