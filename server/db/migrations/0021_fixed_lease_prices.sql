-- Fixed lease prices (issue 15, spec 02 §7 "Cars"): per car arrangement a monthly price for a catalogue
-- version that wins over the computed one. At most one per arrangement and version; a cleared price is a
-- deleted row, so no price here is ever 0 or empty. The upper bound is the calculation's (MAX_PRICE_EUROS).
CREATE TABLE fixed_lease_prices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  car_type_id integer NOT NULL REFERENCES car_types (id),
  price numeric(10, 2) NOT NULL CHECK (price > 0 AND price <= 10000000),
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (car_arrangement_id, car_type_id),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);
CREATE INDEX fixed_lease_prices_car_type ON fixed_lease_prices (car_type_id);
