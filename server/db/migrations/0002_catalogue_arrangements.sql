-- The car catalogue (provider-wide, from the vehicle-data provider) and the car arrangements with
-- everything hanging off them: settings, calculator settings, categories, components, dealers,
-- deviations, option accessories and blocked brand/models.

-- Provider-wide fixed list: ag natural gas, d diesel, dh diesel hybrid, e electric, g gas, l petrol,
-- lh petrol hybrid, w hydrogen, o others. ("*" = all is a filter value, not a fuel.)
CREATE TABLE fuels (
  code text PRIMARY KEY CHECK (code IN ('ag', 'd', 'dh', 'e', 'g', 'l', 'lh', 'w', 'o')),
  name text NOT NULL
);
INSERT INTO fuels (code, name) VALUES
  ('ag', 'Natural gas'), ('d', 'Diesel'), ('dh', 'Diesel hybrid'), ('e', 'Electric'), ('g', 'Gas'),
  ('l', 'Petrol'), ('lh', 'Petrol hybrid'), ('w', 'Hydrogen'), ('o', 'Others');

CREATE TABLE segments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  segment_code text NOT NULL UNIQUE CHECK (segment_code ~ '^[A-Za-z0-9]{1,10}$'),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100)
);

CREATE TABLE brands (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  label text NOT NULL DEFAULT '' CHECK (length(label) <= 100)
);

CREATE TABLE models (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands (id),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  label text NOT NULL DEFAULT '' CHECK (length(label) <= 100),
  segment_id integer REFERENCES segments (id),
  UNIQUE (brand_id, name)
);

-- A version of a model, with its catalogue facts.
CREATE TABLE car_types (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  model_id integer NOT NULL REFERENCES models (id),
  type_id_hist integer UNIQUE CHECK (type_id_hist > 0),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  fuel_code text NOT NULL REFERENCES fuels (code),
  body_type text CHECK (body_type IN ('hb', 'sd', 'sw', 'tw', 'co', 'ca', 'bu', 'sc', 'sp', 'bulw', 'buhd', 'budc', 'pu', 'pudc', 'pulw')),
  energy_label text CHECK (energy_label IN ('A', 'B', 'C', 'D', 'E', 'F', 'G', '-')),
  co2 integer CHECK (co2 BETWEEN 0 AND 1000),
  consumer_price numeric(12, 2) CHECK (consumer_price >= 0),
  fiscal_value numeric(12, 2) CHECK (fiscal_value >= 0),
  date_added date
);

CREATE TABLE car_arrangements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  display_name text NOT NULL CHECK (length(btrim(display_name)) BETWEEN 1 AND 100),
  data_object_type text NOT NULL DEFAULT 'car'
    CHECK (data_object_type IN ('general', 'bike', 'car', 'card', 'model', 'rocket', 'tractor', 'truck')),
  -- The lease system's framework-contract number; unique per client ("Mantelnummer already exists").
  mantel_number text CHECK (mantel_number ~ '^[A-Za-z0-9-]{1,30}$'),
  is_mantel_contract_valid boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, mantel_number),
  UNIQUE (client_id, id)
);

CREATE TABLE car_arrangement_segments (
  client_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  segment_id integer NOT NULL REFERENCES segments (id),
  is_included boolean NOT NULL,
  PRIMARY KEY (car_arrangement_id, segment_id),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);

CREATE TABLE car_arrangement_calculator_settings (
  client_id integer NOT NULL,
  car_arrangement_id integer PRIMARY KEY,
  is_active_online_for_drivers boolean NOT NULL DEFAULT false,
  date_last_run timestamptz,
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);

-- Durations (6-72 months, step 6) and yearly kilometres (5,000-80,000, step 5,000) per fuel.
CREATE TABLE calculator_duration_km (
  client_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  fuel_code text NOT NULL CHECK (fuel_code IN ('d', 'e', 'l')),
  duration_months integer NOT NULL CHECK (duration_months BETWEEN 6 AND 72 AND duration_months % 6 = 0),
  km_per_year integer NOT NULL CHECK (km_per_year BETWEEN 5000 AND 80000 AND km_per_year % 5000 = 0),
  is_initial boolean NOT NULL DEFAULT false,
  PRIMARY KEY (car_arrangement_id, fuel_code, duration_months, km_per_year),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);

CREATE TABLE categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  category_number integer NOT NULL CHECK (category_number BETWEEN 0 AND 9999),
  display_name text NOT NULL CHECK (length(btrim(display_name)) BETWEEN 1 AND 100),
  norm_lease numeric(10, 2) CHECK (norm_lease >= 0),
  UNIQUE (car_arrangement_id, category_number),
  UNIQUE (client_id, id),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);

-- "A fuel may be specified at most once" is the primary key; "needs petrol or diesel" is checked on save.
CREATE TABLE category_fuels (
  client_id integer NOT NULL,
  category_id integer NOT NULL,
  fuel_code text NOT NULL REFERENCES fuels (code),
  PRIMARY KEY (category_id, fuel_code),
  FOREIGN KEY (client_id, category_id) REFERENCES categories (client_id, id) ON DELETE CASCADE
);

CREATE TABLE category_attachments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL,
  category_id integer NOT NULL,
  blob_id integer NOT NULL,
  form text NOT NULL DEFAULT '' CHECK (length(form) <= 100),
  FOREIGN KEY (client_id, category_id) REFERENCES categories (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, blob_id) REFERENCES blobs (client_id, id)
);

CREATE TABLE components (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  component_nr text NOT NULL CHECK (component_nr ~ '^[A-Za-z0-9-]{1,30}$'),
  -- 50 characters: the lease system's limit.
  description text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 50),
  price numeric(10, 2) CHECK (price >= 0),
  UNIQUE (car_arrangement_id, component_nr),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);

CREATE TABLE dealers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  city text NOT NULL DEFAULT '' CHECK (length(city) <= 100),
  address text NOT NULL DEFAULT '' CHECK (length(address) <= 200),
  email text CHECK (length(email) <= 254 AND email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone_number text NOT NULL DEFAULT '' CHECK (phone_number ~ '^[+0-9 ()-]{0,30}$'),
  mantel_number text CHECK (mantel_number ~ '^[A-Za-z0-9-]{1,30}$'),
  UNIQUE (client_id, id)
);

CREATE TABLE preferred_dealers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  dealer_id integer NOT NULL,
  brand_id integer NOT NULL REFERENCES brands (id),
  is_central_purchasing boolean NOT NULL DEFAULT false,
  UNIQUE (car_arrangement_id, brand_id, dealer_id),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, dealer_id) REFERENCES dealers (client_id, id) ON DELETE CASCADE
);

CREATE TABLE deviations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  category_id integer,
  fuel_code text NOT NULL REFERENCES fuels (code),
  co2_fuel_label1 text NOT NULL CHECK (co2_fuel_label1 IN ('co2', 'fuelLabel')),
  deviation_lgs text NOT NULL CHECK (deviation_lgs IN ('smaller', 'larger', 'equal')),
  co2_fuel_label2 smallint NOT NULL CHECK (co2_fuel_label2 IN (2, 3)),
  co2_value integer CHECK (co2_value BETWEEN 0 AND 1000),
  fuel_label_value text CHECK (fuel_label_value IN ('A', 'B', 'C', 'D', 'E', 'F', 'G')),
  deviation_value numeric(10, 2) NOT NULL CHECK (deviation_value >= 0),
  deviation_pb text NOT NULL CHECK (deviation_pb IN ('amount', 'percentage')),
  addition_or_deduction text NOT NULL CHECK (addition_or_deduction IN ('addition', 'deduction')),
  applies_to text NOT NULL CHECK (applies_to IN ('ownContribution', 'maxLease', 'leasePrice')),
  per_gr_co2 boolean NOT NULL DEFAULT false,
  -- The compared value matches the basis: a CO2 value for label 2, a fuel label for label 3.
  CHECK ((co2_fuel_label2 = 2) = (co2_value IS NOT NULL) AND (co2_fuel_label2 = 3) = (fuel_label_value IS NOT NULL)),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, category_id) REFERENCES categories (client_id, id) ON DELETE CASCADE
);

CREATE TABLE option_accessories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  code text NOT NULL DEFAULT '' CHECK (code ~ '^[A-Za-z0-9-]{0,30}$'),
  description text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 50),
  is_default_selected boolean NOT NULL DEFAULT false,
  price numeric(10, 2) CHECK (price >= 0),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);

-- model_id NULL blocks the whole brand.
CREATE TABLE blocked_brand_models (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  brand_id integer NOT NULL REFERENCES brands (id),
  model_id integer REFERENCES models (id),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX blocked_brand_models_unique
  ON blocked_brand_models (car_arrangement_id, brand_id, coalesce(model_id, 0));
