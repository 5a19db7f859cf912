-- The prices a bulk run wrote (issue 19): per car arrangement and catalogue version the lease price of its last
-- run, so the next run can count changed prices, the run's workbook can be written from them, and the provider's
-- bulk comparer can compare a client's prices now against its last run. One row per arrangement and version
-- (the latest run's), not one per run: 100,000 versions times a client's arrangements per run would otherwise grow
-- without bound.
CREATE TABLE bulk_run_prices (
  client_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  version_id integer NOT NULL REFERENCES car_types (id) ON DELETE CASCADE,
  run_id integer NOT NULL REFERENCES bulk_runs (id) ON DELETE CASCADE,
  -- The category the version was priced under (the first whose budget allows it; null without categories).
  category_id integer REFERENCES categories (id) ON DELETE SET NULL,
  duration_months integer NOT NULL CHECK (duration_months BETWEEN 1 AND 120),
  km_per_year integer NOT NULL CHECK (km_per_year BETWEEN 0 AND 200000),
  -- Null when the version could not be priced; `error` then says why.
  lease_price numeric(10, 2),
  own_contribution numeric(10, 2),
  allowed boolean NOT NULL DEFAULT false,
  error text CHECK (length(error) <= 500),
  priced_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (car_arrangement_id, version_id),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE,
  CHECK ((lease_price IS NULL) = (error IS NOT NULL))
);
CREATE INDEX bulk_run_prices_run ON bulk_run_prices (run_id);
CREATE INDEX bulk_run_prices_client ON bulk_run_prices (client_id, car_arrangement_id);
