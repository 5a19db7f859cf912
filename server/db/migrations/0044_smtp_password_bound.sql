-- Issue 35 point 2: a stored SMTP password is sealed bound to the transport, host, port and user name it was given
-- for ('v2:', server/mail/secret-box.ts) and opens only with exactly those. Passwords sealed before ('v1:') carry no
-- binding and will never open again, so they are cleared: hasPassword then says honestly that none is stored, and an
-- administrator enters it again for the server it belongs to.
UPDATE email_settings SET password_encrypted = NULL WHERE password_encrypted LIKE 'v1:%';
