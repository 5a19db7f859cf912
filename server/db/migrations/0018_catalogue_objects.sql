-- Issue 15: the catalogue's remaining facts and the non-car catalogue.

-- A model no longer sold stays (old orders, texts and blocked rows name it) but is not "active": the
-- active-models workbook (GET /segments/activemodelssegmentcode) lists only the ones still sold.
ALTER TABLE models ADD COLUMN is_active boolean NOT NULL DEFAULT true;

-- Fuel (spec 01 §3) is id, name, code: a stable id per fixed code, so the app's synthetic "all" entry
-- (id 0) never collides with a real one.
ALTER TABLE fuels ADD COLUMN id smallint UNIQUE CHECK (id > 0);
UPDATE fuels SET id = CASE code WHEN 'ag' THEN 1 WHEN 'd' THEN 2 WHEN 'dh' THEN 3 WHEN 'e' THEN 4 WHEN 'g' THEN 5
  WHEN 'l' THEN 6 WHEN 'lh' THEN 7 WHEN 'w' THEN 8 ELSE 9 END;
ALTER TABLE fuels ALTER COLUMN id SET NOT NULL;

-- A model's versions by name, and the newest additions, over a catalogue of 100k versions.
CREATE INDEX car_types_model ON car_types (model_id, name);
CREATE INDEX car_types_date_added ON car_types (date_added);
CREATE INDEX models_brand ON models (brand_id, lower(name));

-- The catalogue of the other arrangement types (spec 02 §7: /api-object/{type}/brands, /models/{brandId},
-- /types/{modelId}): bikes, trucks, tractors and the rest. Provider-wide like the car catalogue. Its own
-- tables rather than rows in brands/models: the car catalogue's brands are what GET /brand, blocked
-- brands and brand-model texts pick from, and a bike maker must not appear there.
CREATE TABLE object_brands (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  object_type text NOT NULL CHECK (object_type IN ('general', 'bike', 'card', 'model', 'rocket', 'tractor', 'truck')),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  UNIQUE (object_type, name)
);

CREATE TABLE object_models (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES object_brands (id),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  UNIQUE (brand_id, name)
);

CREATE TABLE object_types (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  model_id integer NOT NULL REFERENCES object_models (id),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  -- NULL: no engine (a plain bike).
  fuel_code text REFERENCES fuels (code),
  consumer_price numeric(12, 2) NOT NULL CHECK (consumer_price >= 0),
  date_added date NOT NULL
);
CREATE INDEX object_types_model ON object_types (model_id, name);
