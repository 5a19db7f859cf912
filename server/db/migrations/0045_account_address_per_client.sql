-- An account's address is unique within its client only (issue 35 point 6): sign-in names the client
-- (routes/auth.ts), so another client's address is a free address and creating, renaming or inviting an
-- account tells nothing about other clients. Address first in the key, so the index also serves the
-- sign-in without a client (the original contract), which looks an address up across all clients.
ALTER TABLE accounts DROP CONSTRAINT accounts_email_address_key;
ALTER TABLE accounts ADD CONSTRAINT accounts_email_address_client_key UNIQUE (email_address, client_id);

-- The sign-in throttle counts per client and user name, what identifies the account; '' for a sign-in
-- that names no client and finds no single account.
ALTER TABLE login_failures ADD COLUMN client text NOT NULL DEFAULT '' CHECK (length(client) <= 64);
DROP INDEX login_failures_username;
CREATE INDEX login_failures_client_username ON login_failures (username, client, failed_at);
