-- The driver searches (the top bar's `search` and the list's `q`, repositories/drivers.ts) match every
-- term anywhere in first name, prefix, surname or e-mail: ILIKE '%term%', which no b-tree can answer.
-- On the 100k-driver client a rare term took ~375 ms as a scan and ~17 ms with this trigram index.
-- The indexed expression must stay identical to SEARCH_TEXT in repositories/drivers.ts.
--
-- pg_trgm ships with PostgreSQL (trusted since 13) and with PGlite as a contrib extension, which PGlite
-- only has when the database is opened with it (server/db/pglite.ts). Where it cannot be created the
-- searches stay correct, only slower, so its absence is a notice and not a failed migration.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE $sql$CREATE INDEX drivers_search_text_trgm ON drivers USING gin
    ((first_name || ' ' || prefix_surname || ' ' || surname || ' ' || email_address) gin_trgm_ops)$sql$;
EXCEPTION WHEN undefined_file OR feature_not_supported OR insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm is not available (%): driver searches run without their trigram index', SQLERRM;
END
$$;
