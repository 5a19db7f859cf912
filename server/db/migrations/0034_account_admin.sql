-- Issue 18: account administration (spec 02 §3 Account, §6, §7 "Accounts and roles").

-- An invited account has no password until its holder sets one through the invitation link.
ALTER TABLE accounts ALTER COLUMN password_hash DROP NOT NULL;
-- Optimistic concurrency like every other editable row (migration 0011): ETag / If-Match.
ALTER TABLE accounts ADD COLUMN version integer NOT NULL DEFAULT 1;
-- "Scoped" is a fact of its own, not the presence of links: links to deleted operating companies or
-- arrangements vanish or stop counting, and an administrator scoped only to deleted things must then reach
-- nothing, never the whole client (spec 02 §6). Set when an account's scope lists are written.
ALTER TABLE accounts ADD COLUMN is_scoped boolean NOT NULL DEFAULT false;
UPDATE accounts a SET is_scoped = true WHERE EXISTS (SELECT 1 FROM account_operating_companies ao WHERE ao.account_id = a.id);

-- Scope by arrangement (beside account_operating_companies): the account reaches these arrangements' drivers.
CREATE TABLE account_car_arrangements (
  client_id integer NOT NULL,
  account_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  PRIMARY KEY (account_id, car_arrangement_id),
  FOREIGN KEY (client_id, account_id) REFERENCES accounts (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);
CREATE INDEX account_car_arrangements_arrangement ON account_car_arrangements (car_arrangement_id);

-- Invitation links: 32 random bytes, only their SHA-256 stored; single use, expiring, and a newer one
-- for the same account replaces the older (the older rows are deleted).
CREATE TABLE account_invitations (
  key_hash text PRIMARY KEY CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  client_id integer NOT NULL,
  account_id integer NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at),
  FOREIGN KEY (client_id, account_id) REFERENCES accounts (client_id, id) ON DELETE CASCADE
);
CREATE INDEX account_invitations_account ON account_invitations (account_id);

-- A master acting as a sub-supervisor (GET /{product}/switchtosubsupervisor): a fact of the session, like
-- the acting client, so it survives refreshes and a new sign-in starts as master again.
ALTER TABLE auth_token_families ADD COLUMN is_switched_to_subsupervisor boolean NOT NULL DEFAULT false;
