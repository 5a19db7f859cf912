-- The built-in SIMULATED lease system (issue 20 point 3, server/lease-system/simulated.ts): what a client's
-- leasing system knows under the client's debtor, stored per client so every API node answers the same and
-- tests and the seed can shape it. A real lease system (LEASE_SYSTEM_URL, server/lease-system/http.ts) is asked
-- over HTTP instead and these tables are then not read by the /leasewise routes.

-- Framework contracts (mantels). An arrangement is coupled to one by car_arrangements.mantel_number.
CREATE TABLE lease_system_mantels (
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  mantel_number text NOT NULL CHECK (mantel_number ~ '^[A-Za-z0-9-]{1,30}$'),
  description text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 100),
  -- An ended framework contract is still known, but no coupling to it is valid any more.
  is_active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (client_id, mantel_number)
);

-- The contract types (contractvormen) a mantel offers; one no longer valid makes its arrangements' coupling invalid.
CREATE TABLE lease_system_contract_types (
  client_id integer NOT NULL,
  mantel_number text NOT NULL,
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9-]{1,30}$'),
  description text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 100),
  is_valid boolean NOT NULL DEFAULT true,
  PRIMARY KEY (client_id, mantel_number, code),
  FOREIGN KEY (client_id, mantel_number) REFERENCES lease_system_mantels (client_id, mantel_number) ON DELETE CASCADE
);

CREATE TABLE lease_system_profiles (
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9-]{1,30}$'),
  description text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 100),
  PRIMARY KEY (client_id, code)
);

-- Custom components per mantel (spec 02 §3 "Component: componentNr, description taken from the lease system";
-- description at most 50 characters, §5).
CREATE TABLE lease_system_components (
  client_id integer NOT NULL,
  mantel_number text NOT NULL,
  component_nr text NOT NULL CHECK (component_nr ~ '^[A-Za-z0-9-]{1,30}$'),
  description text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 50),
  PRIMARY KEY (client_id, mantel_number, component_nr),
  FOREIGN KEY (client_id, mantel_number) REFERENCES lease_system_mantels (client_id, mantel_number) ON DELETE CASCADE
);

-- The option register of migration 0012 becomes the simulated system's option accessories: a row may be one
-- mantel's; NULL offers it under every mantel of the client (the register as it was).
ALTER TABLE lease_system_option_accessories ADD COLUMN mantel_number text CHECK (mantel_number ~ '^[A-Za-z0-9-]{1,30}$');

-- Drivers the lease system knows, by its own id: POST /leasewise/driver creates or updates ours from them.
CREATE TABLE lease_system_drivers (
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  driver_id text NOT NULL CHECK (driver_id ~ '^[A-Za-z0-9-]{1,40}$'),
  first_name text NOT NULL CHECK (length(btrim(first_name)) BETWEEN 1 AND 100),
  prefix_surname text NOT NULL DEFAULT '' CHECK (length(prefix_surname) <= 30),
  surname text NOT NULL CHECK (length(btrim(surname)) BETWEEN 1 AND 100),
  email_address text NOT NULL CHECK (email_address ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' AND length(email_address) <= 254),
  telephone_nr text NOT NULL DEFAULT '' CHECK (telephone_nr ~ '^[+0-9 ()-]{0,30}$'),
  debtor_number text CHECK (debtor_number ~ '^[A-Za-z0-9-]{1,30}$'),
  PRIMARY KEY (client_id, driver_id)
);

-- The contract type an arrangement is coupled under, beside its mantel number (NULL: none chosen yet).
ALTER TABLE car_arrangements ADD COLUMN contract_type text CHECK (contract_type ~ '^[A-Za-z0-9-]{1,30}$');
