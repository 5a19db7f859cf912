-- Issue 39: every change of every versioned record — and of the child lists and bindings that belong to one — is
-- recorded in the transaction that makes it, by one trigger function for every table (server/history/README.md).
-- Who acted comes from the transaction-local setting leasedesk.actor, which the server sets for a request's writes
-- (server/db/acting-account.ts); without it (a migration, a seed, a background job) the change is the system's.

CREATE TABLE record_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- The transaction: a delete is undone by reverting everything its transaction recorded (the row, its children).
  tx bigint NOT NULL DEFAULT txid_current(),
  table_name text NOT NULL,
  -- The primary key's values (without client_id when the key has more columns), comma-separated.
  record_key text NOT NULL,
  -- A child row's record (a category's fuel belongs to the category): its history shows with the record's.
  parent_table text,
  parent_key text,
  client_id integer,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  actor_id integer,
  -- The client a provider's master acted for, when not their own; whether a master had switched to sub-supervisor.
  acting_client_id integer,
  as_subsupervisor boolean NOT NULL DEFAULT false,
  -- A create's or a change's row as it is after it (`after`), a delete's as it was (`before`); never secret columns.
  before jsonb,
  after jsonb,
  -- Secret columns that changed: never their values.
  secrets text[]
);

CREATE INDEX record_history_record ON record_history (table_name, record_key, id);
CREATE INDEX record_history_parent ON record_history (parent_table, parent_key, id) WHERE parent_table IS NOT NULL;
CREATE INDEX record_history_tx ON record_history (tx);
CREATE INDEX record_history_deletes ON record_history (table_name, client_id, id) WHERE action = 'delete' AND parent_table IS NULL;

-- The arguments, as the installer below passes them: key columns, secret columns (only "changed" is kept), ignored
-- columns (kept by triggers of their own, never history: a driver's arrangement_ids), bulky columns (kept only when
-- the row is deleted, for its restore: a file's bytes), the parent's table and the column holding its key.
-- A create and a change keep the row as it is after them; a delete keeps it as it was. What a change changed is told
-- when the history is read, from the row before it (server/history/read.ts): computing it here (both rows as JSON,
-- jsonb_each, two aggregates) cost ~a third of the trigger on PGlite (bench/README.md "Record history write cost").
-- No dynamic SQL here: remembered reads (statement-tables.ts) read this body to learn that it writes record_history.
CREATE FUNCTION record_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  the_row jsonb;
  changed_secrets text[];
  actor jsonb := nullif(current_setting('leasedesk.actor', true), '')::jsonb;
BEGIN
  -- Most tables have no ignored, secret or bulky columns: their arrays are not even read then (a third of the time).
  IF TG_OP = 'DELETE' THEN the_row := to_jsonb(OLD); ELSE the_row := to_jsonb(NEW); END IF;
  IF TG_ARGV[2] <> '{}' THEN the_row := the_row - TG_ARGV[2]::text[]; END IF;
  IF TG_ARGV[1] <> '{}' THEN
    changed_secrets := ARRAY(SELECT s FROM unnest(TG_ARGV[1]::text[]) AS s
      WHERE CASE TG_OP WHEN 'UPDATE' THEN to_jsonb(OLD) -> s IS DISTINCT FROM the_row -> s ELSE jsonb_typeof(the_row -> s) <> 'null' END);
    IF cardinality(changed_secrets) = 0 THEN changed_secrets := NULL; END IF;
  END IF;
  INSERT INTO record_history (table_name, record_key, parent_table, parent_key, client_id, action,
      actor_id, acting_client_id, as_subsupervisor, before, after, secrets)
    VALUES (TG_TABLE_NAME,
      CASE WHEN TG_ARGV[0] = '{id}' THEN the_row ->> 'id'
        ELSE (SELECT string_agg(the_row ->> k, ',' ORDER BY o) FROM unnest(TG_ARGV[0]::text[]) WITH ORDINALITY AS u(k, o)) END,
      nullif(TG_ARGV[4], ''), the_row ->> nullif(TG_ARGV[5], ''), (the_row ->> 'client_id')::int,
      CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
      (actor ->> 'id')::int, (actor ->> 'actingFor')::int, coalesce((actor ->> 'asSubsupervisor')::boolean, false),
      -- A file's bytes are kept only with its delete.
      CASE WHEN TG_OP = 'DELETE' THEN CASE WHEN TG_ARGV[1] = '{}' THEN the_row ELSE the_row - TG_ARGV[1]::text[] END END,
      CASE WHEN TG_OP <> 'DELETE' THEN CASE WHEN TG_ARGV[1] = '{}' AND TG_ARGV[3] = '{}' THEN the_row
        ELSE the_row - TG_ARGV[3]::text[] - TG_ARGV[1]::text[] END END,
      changed_secrets);
  RETURN NULL;
END $$;

-- Puts a table under history: its primary key is read from the catalogue, so one call per table is all it takes. A
-- change fires the trigger only when a column other than the ignored ones changed, told by the row comparison of the
-- trigger's WHEN (in C, before any PL/pgSQL runs); a migration that adds a column to a tracked table calls
-- track_history again, so the comparison names it too (test/server/history.test.ts checks every trigger's).
CREATE FUNCTION track_history(target regclass, secret_columns text[] DEFAULT '{}', ignored_columns text[] DEFAULT '{}',
    bulky_columns text[] DEFAULT '{}', parent_table text DEFAULT NULL, parent_column text DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  key_columns text[];
  watched text[];
  arguments text;
BEGIN
  SELECT array_agg(a.attname::text ORDER BY k.o) INTO key_columns
    FROM pg_index i CROSS JOIN unnest(i.indkey) WITH ORDINALITY AS k(attnum, o)
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
    WHERE i.indrelid = target AND i.indisprimary;
  IF key_columns IS NULL THEN RAISE EXCEPTION 'track_history: % has no primary key', target; END IF;
  IF array_length(key_columns, 1) > 1 THEN key_columns := array_remove(key_columns, 'client_id'); END IF;
  SELECT array_agg(quote_ident(a.attname) ORDER BY a.attnum) INTO watched FROM pg_attribute a
    WHERE a.attrelid = target AND a.attnum > 0 AND NOT a.attisdropped AND NOT (a.attname::text = ANY (ignored_columns));
  arguments := format('%L, %L, %L, %L, %L, %L', key_columns, secret_columns, ignored_columns, bulky_columns,
    coalesce(parent_table, ''), coalesce(parent_column, ''));
  EXECUTE format('DROP TRIGGER IF EXISTS record_history ON %s', target);
  EXECUTE format('DROP TRIGGER IF EXISTS record_history_update ON %s', target);
  EXECUTE format('CREATE TRIGGER record_history AFTER INSERT OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION record_history(%s)', target, arguments);
  EXECUTE format('CREATE TRIGGER record_history_update AFTER UPDATE ON %s FOR EACH ROW WHEN (ROW(OLD.%s) IS DISTINCT FROM ROW(NEW.%s)) EXECUTE FUNCTION record_history(%s)',
    target, array_to_string(watched, ', OLD.'), array_to_string(watched, ', NEW.'), arguments);
END $$;

-- Every versioned record (the mail log is a record of deliveries itself, and is left out).
SELECT track_history('accounts', secret_columns => '{password_hash}', ignored_columns => '{date_last_login,updated_at}');
SELECT track_history('blocked_brand_models');
SELECT track_history('brand_model_texts');
SELECT track_history('bulk_comparer_profiles');
SELECT track_history('car_arrangement_calculator_settings', ignored_columns => '{date_last_run}');
SELECT track_history('car_arrangement_settings');
SELECT track_history('car_arrangements', ignored_columns => '{updated_at}');
SELECT track_history('categories');
SELECT track_history('client_settings', ignored_columns => '{updated_at}');
SELECT track_history('components');
SELECT track_history('dealers');
SELECT track_history('deviations');
-- A driver's welcome-mail marks mirror the mail log, which is the record of what was sent (and marking it is not a
-- change anyone made to the driver): ignored, a create is one history row instead of two.
SELECT track_history('drivers', ignored_columns => '{has_category,arrangement_ids,date_last_login,updated_at,email_has_been_sent,date_email_sent}');
SELECT track_history('email_settings', secret_columns => '{password_encrypted}');
SELECT track_history('email_template_types');
SELECT track_history('email_template_variables');
SELECT track_history('email_templates');
SELECT track_history('faqs');
SELECT track_history('fixed_lease_prices', ignored_columns => '{updated_at}');
SELECT track_history('mobility_categories');
SELECT track_history('mobility_containers');
SELECT track_history('mobility_products');
SELECT track_history('news_texts');
SELECT track_history('operating_companies');
SELECT track_history('option_accessories');
SELECT track_history('order_companies');
SELECT track_history('policy_conditions');
SELECT track_history('preferred_dealers');
SELECT track_history('release_notes');

-- Their child lists and bindings, under the record they belong to.
SELECT track_history('category_fuels', parent_table => 'categories', parent_column => 'category_id');
SELECT track_history('category_attachments', parent_table => 'categories', parent_column => 'category_id');
SELECT track_history('email_template_attachments', parent_table => 'email_templates', parent_column => 'email_template_id');
SELECT track_history('operating_company_attachments', parent_table => 'operating_companies', parent_column => 'operating_company_id');
SELECT track_history('operating_company_car_arrangements', parent_table => 'operating_companies', parent_column => 'operating_company_id');
SELECT track_history('driver_arrangement_bindings', parent_table => 'drivers', parent_column => 'driver_id');
SELECT track_history('driver_mobility_container_bindings', parent_table => 'drivers', parent_column => 'driver_id');
SELECT track_history('account_car_arrangements', parent_table => 'accounts', parent_column => 'account_id');
SELECT track_history('account_operating_companies', parent_table => 'accounts', parent_column => 'account_id');
SELECT track_history('account_mobility_container_bindings', parent_table => 'accounts', parent_column => 'account_id');
SELECT track_history('account_products', parent_table => 'accounts', parent_column => 'account_id');
SELECT track_history('calculator_duration_km', parent_table => 'car_arrangement_calculator_settings', parent_column => 'car_arrangement_id');
SELECT track_history('car_arrangement_segments', parent_table => 'car_arrangement_settings', parent_column => 'car_arrangement_id');
SELECT track_history('client_languages', parent_table => 'client_settings', parent_column => 'client_id');

-- Files: their bytes are kept only when one is deleted, so that restoring the attachment that held it brings it back.
SELECT track_history('blobs', bulky_columns => '{data}');
