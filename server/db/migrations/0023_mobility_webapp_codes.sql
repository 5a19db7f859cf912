-- Hand-over codes for the external mobility web app (issue 16 point 4): the app opens the web app with a
-- short-lived, single-use code instead of a bearer token in the URL; the web app exchanges it for a token pair
-- of a child family under the administrator's sign-in (so signing out ends it too). Only a hash is stored.
CREATE TABLE mobility_webapp_codes (
  code_hash text PRIMARY KEY,
  family_id uuid NOT NULL REFERENCES auth_token_families (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX mobility_webapp_codes_expiry ON mobility_webapp_codes (expires_at);
