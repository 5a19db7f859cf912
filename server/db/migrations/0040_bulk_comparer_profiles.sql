-- The provider's bulk comparer (issue 19 point 4, spec 02 §3 "Bulk comparer: profiles"): a profile is a named way
-- for an analyst to look at one client's prices now against its last bulk run. The spec shows no fields; these are
-- what the comparison needs: which arrangement (null: every car arrangement active for drivers), which contract to
-- price the live side at (null pair: each fuel's initial pair of the calculator setting, as the run priced), an
-- optional brand or fuel to narrow the catalogue, and the tolerance in euros a month below which a difference is
-- rounding, not news. Master only; the client owns its profiles (they go with the client).
CREATE TABLE bulk_comparer_profiles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  car_arrangement_id integer,
  duration_months integer CHECK (duration_months BETWEEN 6 AND 72 AND duration_months % 6 = 0),
  km_per_year integer CHECK (km_per_year BETWEEN 5000 AND 80000 AND km_per_year % 5000 = 0),
  brand_id integer REFERENCES brands (id) ON DELETE SET NULL,
  fuel_code text REFERENCES fuels (code),
  tolerance numeric(10, 2) NOT NULL DEFAULT 1.00 CHECK (tolerance >= 0 AND tolerance <= 10000),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Both or neither: a duration without kilometres is no contract.
  CHECK ((duration_months IS NULL) = (km_per_year IS NULL)),
  UNIQUE (client_id, name),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);
CREATE INDEX bulk_comparer_profiles_client ON bulk_comparer_profiles (client_id);
-- The run log reads a client's runs newest first.
CREATE INDEX IF NOT EXISTS bulk_runs_client_requested ON bulk_runs (client_id, requested_at DESC);
