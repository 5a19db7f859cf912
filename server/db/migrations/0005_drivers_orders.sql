-- Drivers (the employees the arrangements serve), their bindings and order statuses, order companies
-- and orders with their lines.

CREATE TABLE drivers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  email_address text NOT NULL CHECK (
    email_address = lower(email_address) AND length(email_address) <= 254 AND email_address ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  telephone_nr text NOT NULL DEFAULT '' CHECK (telephone_nr ~ '^[+0-9 ()-]{0,30}$'),
  first_name text NOT NULL DEFAULT '' CHECK (length(first_name) <= 100),
  prefix_surname text NOT NULL DEFAULT '' CHECK (length(prefix_surname) <= 30),
  surname text NOT NULL DEFAULT '' CHECK (length(surname) <= 100),
  full_name_legacy text NOT NULL DEFAULT '' CHECK (length(full_name_legacy) <= 250),
  date_of_birth date CHECK (date_of_birth > DATE '1900-01-01'),
  debtor_number text CHECK (debtor_number ~ '^[A-Za-z0-9-]{1,30}$'),
  lease_wise_driver_id text CHECK (lease_wise_driver_id ~ '^[A-Za-z0-9-]{1,40}$'),
  fleet_management_driver_id text CHECK (fleet_management_driver_id ~ '^[A-Za-z0-9-]{1,40}$'),
  operating_company_id integer,
  mobility_category_id integer,
  part_time_percentage smallint NOT NULL DEFAULT 100 CHECK (part_time_percentage BETWEEN 0 AND 100),
  is_active boolean NOT NULL DEFAULT true,
  is_generic boolean NOT NULL DEFAULT false,
  is_blocked boolean NOT NULL DEFAULT false,
  is_watching_only boolean NOT NULL DEFAULT false,
  send_mail boolean NOT NULL DEFAULT true,
  email_has_been_sent boolean NOT NULL DEFAULT false,
  date_email_sent timestamptz,
  date_expiration date,
  date_last_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (email_has_been_sent = (date_email_sent IS NOT NULL)),
  UNIQUE (client_id, email_address),
  UNIQUE (client_id, lease_wise_driver_id),
  UNIQUE (client_id, fleet_management_driver_id),
  UNIQUE (client_id, id),
  FOREIGN KEY (client_id, operating_company_id) REFERENCES operating_companies (client_id, id),
  FOREIGN KEY (client_id, mobility_category_id) REFERENCES mobility_categories (client_id, id) ON DELETE SET NULL (mobility_category_id)
);

-- A driver's arrangements, each with the category the driver may choose in.
CREATE TABLE driver_arrangement_bindings (
  client_id integer NOT NULL,
  driver_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  category_id integer,
  PRIMARY KEY (driver_id, car_arrangement_id),
  FOREIGN KEY (client_id, driver_id) REFERENCES drivers (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, category_id) REFERENCES categories (client_id, id) ON DELETE SET NULL (category_id)
);

CREATE TABLE driver_mobility_container_bindings (
  client_id integer NOT NULL,
  driver_id integer NOT NULL,
  mobility_container_id integer NOT NULL,
  PRIMARY KEY (driver_id, mobility_container_id),
  FOREIGN KEY (client_id, driver_id) REFERENCES drivers (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, mobility_container_id) REFERENCES mobility_containers (client_id, id) ON DELETE CASCADE
);

-- Ordered per arrangement type: ticking blocks login and ordering for that type; unticking allows another.
CREATE TABLE driver_order_statuses (
  client_id integer NOT NULL,
  driver_id integer NOT NULL,
  arrangement_type text NOT NULL
    CHECK (arrangement_type IN ('general', 'bike', 'car', 'card', 'model', 'rocket', 'tractor', 'truck')),
  has_ordered boolean NOT NULL DEFAULT false,
  date_ordered timestamptz,
  PRIMARY KEY (driver_id, arrangement_type),
  CHECK (NOT has_ordered OR date_ordered IS NOT NULL),
  FOREIGN KEY (client_id, driver_id) REFERENCES drivers (client_id, id) ON DELETE CASCADE
);

CREATE TABLE order_companies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  car_arrangement_id integer,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  address text NOT NULL DEFAULT '' CHECK (length(address) <= 200),
  postal_code text NOT NULL DEFAULT '' CHECK (length(postal_code) <= 20),
  city text NOT NULL DEFAULT '' CHECK (length(city) <= 100),
  email text CHECK (length(email) <= 254 AND email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone_number text NOT NULL DEFAULT '' CHECK (phone_number ~ '^[+0-9 ()-]{0,30}$'),
  fixed_text_html text NOT NULL DEFAULT '' CHECK (length(fixed_text_html) <= 100000),
  UNIQUE (client_id, id),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);

-- Status open -> approved | rejected; the date of each step is set exactly when the status says so.
CREATE TABLE orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  order_number text NOT NULL CHECK (order_number ~ '^[A-Za-z0-9-]{1,30}$'),
  driver_id integer NOT NULL,
  car_arrangement_id integer,
  mobility_container_id integer,
  category_id integer,
  order_company_id integer,
  car_type_id integer REFERENCES car_types (id),
  fuel_code text REFERENCES fuels (code),
  fuel_label text CHECK (fuel_label IN ('A', 'B', 'C', 'D', 'E', 'F', 'G', '-')),
  co2 integer CHECK (co2 BETWEEN 0 AND 1000),
  colour text NOT NULL DEFAULT '' CHECK (length(colour) <= 100),
  upholstery text NOT NULL DEFAULT '' CHECK (length(upholstery) <= 100),
  km_per_year integer CHECK (km_per_year BETWEEN 5000 AND 80000 AND km_per_year % 5000 = 0),
  duration_months integer CHECK (duration_months BETWEEN 6 AND 72 AND duration_months % 6 = 0),
  duration_months_admin integer CHECK (duration_months_admin BETWEEN 6 AND 72 AND duration_months_admin % 6 = 0),
  min_lease numeric(10, 2) CHECK (min_lease >= 0),
  max_lease numeric(10, 2) CHECK (max_lease >= 0),
  lease_price numeric(10, 2) CHECK (lease_price >= 0),
  own_contribution numeric(10, 2),
  remark text NOT NULL DEFAULT '' CHECK (length(remark) <= 2000),
  contact_person text NOT NULL DEFAULT '' CHECK (length(contact_person) <= 200),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'rejected')),
  date_ordered timestamptz NOT NULL DEFAULT now(),
  date_approved timestamptz,
  date_rejected timestamptz,
  rejection_reason text CHECK (length(btrim(rejection_reason)) BETWEEN 1 AND 2000),
  decided_by_account_id integer REFERENCES accounts (id) ON DELETE SET NULL,
  CHECK ((status = 'approved') = (date_approved IS NOT NULL)),
  CHECK ((status = 'rejected') = (date_rejected IS NOT NULL)),
  CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL)),
  -- An order is placed under exactly one arrangement or one mobility container.
  CHECK ((car_arrangement_id IS NULL) <> (mobility_container_id IS NULL)),
  CHECK (min_lease IS NULL OR max_lease IS NULL OR min_lease <= max_lease),
  UNIQUE (client_id, order_number),
  UNIQUE (client_id, id),
  FOREIGN KEY (client_id, driver_id) REFERENCES drivers (client_id, id),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id),
  FOREIGN KEY (client_id, mobility_container_id) REFERENCES mobility_containers (client_id, id),
  FOREIGN KEY (client_id, category_id) REFERENCES categories (client_id, id),
  FOREIGN KEY (client_id, order_company_id) REFERENCES order_companies (client_id, id)
);
CREATE INDEX orders_client_status ON orders (client_id, status, date_ordered DESC);

CREATE TABLE order_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL,
  order_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('option', 'accessory', 'component')),
  code text NOT NULL DEFAULT '' CHECK (code ~ '^[A-Za-z0-9-]{0,30}$'),
  description text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 200),
  price numeric(10, 2),
  FOREIGN KEY (client_id, order_id) REFERENCES orders (client_id, id) ON DELETE CASCADE
);
