-- Issue 23. A login refresh (handover) no longer starts an independent session: its family hangs
-- under the sign-in family it came from (root_family_id; a sign-in family is its own root). Revoking
-- any family revokes its whole tree, a token whose root is revoked is refused, and a child's tokens
-- never outlive the root's refresh horizon.
ALTER TABLE auth_token_families ADD COLUMN root_family_id uuid REFERENCES auth_token_families (id) ON DELETE CASCADE;
UPDATE auth_token_families SET root_family_id = id;
ALTER TABLE auth_token_families ALTER COLUMN root_family_id SET NOT NULL;
CREATE INDEX auth_token_families_root ON auth_token_families (root_family_id);

-- Refresh grace: the pair a refresh token was rotated to, AES-256-GCM encrypted under a key derived
-- from that (old) refresh token, which only its holder knows; so a parallel refresh of the same token
-- within a few seconds gets the same pair instead of revoking the family. Cleared after the window.
ALTER TABLE auth_tokens ADD COLUMN successor text CHECK (successor IS NULL OR kind = 'refresh');
CREATE INDEX auth_tokens_successor_used ON auth_tokens (used_at) WHERE successor IS NOT NULL;

