-- Issue 40: the bulk run's remaining foreign keys on bulk_run_prices cost half of every row it writes (PGlite, a
-- throw-away script: 60,000 rows into each of three arrangements, 200 a statement: 39.9 µs a row with the keys, 19.0
-- without; bench/README.md "Bulk run"). A key is checked by a lookup and a lock of the row it names, per written row.
-- Nothing but the run writes these rows, from the catalogue and arrangement it has just read, so the keys guarded
-- nothing the run does not; what they did besides is removing the prices with their arrangement or version, which
-- the two triggers below do now, once a statement.
ALTER TABLE bulk_run_prices DROP CONSTRAINT bulk_run_prices_version_id_fkey;
ALTER TABLE bulk_run_prices DROP CONSTRAINT bulk_run_prices_client_id_car_arrangement_id_fkey;

CREATE FUNCTION bulk_run_prices_of_gone_arrangements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM bulk_run_prices p USING gone g WHERE p.car_arrangement_id = g.id;
  RETURN NULL;
END $$;
CREATE TRIGGER bulk_run_prices_of_gone_arrangements AFTER DELETE ON car_arrangements
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION bulk_run_prices_of_gone_arrangements();

-- A version is never deleted by the server (the catalogue is the provider's); a database shared with another system
-- may. Without an index on the version alone this reads every stored price, once a statement.
CREATE FUNCTION bulk_run_prices_of_gone_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM bulk_run_prices p USING gone g WHERE p.version_id = g.id;
  RETURN NULL;
END $$;
CREATE TRIGGER bulk_run_prices_of_gone_versions AFTER DELETE ON car_types
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION bulk_run_prices_of_gone_versions();
