-- Clients, their settings, languages, licences, blobs, accounts and the auth tables.
-- Conventions for every migration: business tables carry client_id; children reference their parent
-- through (client_id, parent_id) so a row can never point at another client's data; CHECKs keep
-- malformed values out even if a route forgets to validate. Provider-wide reference data (roles,
-- languages, products, the car catalogue) has no client_id, and says so.

CREATE TABLE clients (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  guid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE CHECK (name ~ '^[a-z0-9][a-z0-9-]{0,49}$'),
  display_name text NOT NULL CHECK (length(btrim(display_name)) BETWEEN 1 AND 100),
  debtor_number text NOT NULL DEFAULT '' CHECK (debtor_number ~ '^[A-Za-z0-9-]{0,30}$'),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Files (logos, favicons, attachments, exports). Names are global because GET /blob?blobName= has no
-- client; only is_public blobs are served without a token.
CREATE TABLE blobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  name text NOT NULL UNIQUE CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$' AND name NOT LIKE '%..%'),
  original_file_name text NOT NULL DEFAULT '' CHECK (length(original_file_name) <= 255 AND original_file_name !~ '[/\\]'),
  content_type text NOT NULL CHECK (content_type IN (
    'image/svg+xml', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/x-icon', 'application/pdf',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/plain')),
  data bytea NOT NULL CHECK (octet_length(data) BETWEEN 1 AND 10485760),
  is_public boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id)
);

CREATE TABLE client_settings (
  client_id integer PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (length(email) <= 254 AND email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone_number text NOT NULL DEFAULT '' CHECK (phone_number ~ '^[+0-9 ()-]{0,30}$'),
  logo_blob_id integer,
  favicon_blob_id integer,
  country_car_data text NOT NULL CHECK (country_car_data IN ('NL', 'BE', 'PL')),
  primary_color text NOT NULL CHECK (primary_color ~ '^#[0-9a-f]{6}$'),
  secondary_color text NOT NULL CHECK (secondary_color ~ '^#[0-9a-f]{6}$'),
  -- Ends up in CSS: letters, digits, spaces, commas, hyphens and single quotes only.
  primary_font_family text NOT NULL CHECK (primary_font_family ~ '^[A-Za-z0-9 ,''-]{1,100}$'),
  currency text NOT NULL DEFAULT 'EUR' CHECK (currency IN ('EUR', 'PLN', 'USD')),
  show_lease_price_to_supervisors boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (client_id, logo_blob_id) REFERENCES blobs (client_id, id),
  FOREIGN KEY (client_id, favicon_blob_id) REFERENCES blobs (client_id, id)
);

CREATE TABLE client_licences (
  client_id integer PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
  is_mobility_module_enabled boolean NOT NULL DEFAULT false,
  is_driver_license_check_enabled boolean NOT NULL DEFAULT false,
  has_lease_wise boolean NOT NULL DEFAULT false,
  is_order_module_enabled boolean NOT NULL DEFAULT false,
  is_order_module_without_leasing_company boolean NOT NULL DEFAULT false
);

-- Provider-wide: the cultures the product knows and the languages built on them.
CREATE TABLE cultures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  language_culture text NOT NULL UNIQUE CHECK (language_culture ~ '^[a-z]{2}-[A-Z]{2}$'),
  display_name text NOT NULL CHECK (length(btrim(display_name)) BETWEEN 1 AND 100)
);

CREATE TABLE languages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  culture_id integer NOT NULL UNIQUE REFERENCES cultures (id),
  display_name text NOT NULL CHECK (length(btrim(display_name)) BETWEEN 1 AND 100)
);

CREATE TABLE client_languages (
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  language_id integer NOT NULL REFERENCES languages (id),
  is_default boolean NOT NULL DEFAULT false,
  PRIMARY KEY (client_id, language_id)
);
-- At most one default language per client.
CREATE UNIQUE INDEX client_languages_one_default ON client_languages (client_id) WHERE is_default;

-- Provider-wide: role names with their rank (1 = highest), also served by GET /role.
CREATE TABLE roles (
  name text PRIMARY KEY,
  rank smallint NOT NULL UNIQUE CHECK (rank BETWEEN 1 AND 6)
);
INSERT INTO roles (name, rank) VALUES
  ('master', 1), ('supervisor', 2), ('bulk', 3), ('fleetmanagement', 4), ('subsupervisor', 5), ('driver', 6);

-- Provider-wide: the provider's products ({product}Products on an account).
CREATE TABLE products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9]{2,20}$'),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  url text NOT NULL CHECK (length(url) <= 300 AND url ~ '^https://[^\s]+$')
);

CREATE TABLE accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  -- Sign-in has no client field, so an address identifies one account across all clients.
  email_address text NOT NULL UNIQUE CHECK (
    email_address = lower(email_address) AND length(email_address) <= 254 AND email_address ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  first_name text NOT NULL DEFAULT '' CHECK (length(first_name) <= 100),
  prefix_surname text NOT NULL DEFAULT '' CHECK (length(prefix_surname) <= 30),
  surname text NOT NULL DEFAULT '' CHECK (length(surname) <= 100),
  role text NOT NULL REFERENCES roles (name),
  password_hash text NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  is_active boolean NOT NULL DEFAULT true,
  receives_order_emails boolean NOT NULL DEFAULT false,
  date_last_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id)
);

CREATE TABLE account_products (
  client_id integer NOT NULL,
  account_id integer NOT NULL,
  product_id integer NOT NULL REFERENCES products (id),
  PRIMARY KEY (account_id, product_id),
  FOREIGN KEY (client_id, account_id) REFERENCES accounts (client_id, id) ON DELETE CASCADE
);

CREATE TABLE operating_companies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  debtor_number text NOT NULL DEFAULT '' CHECK (debtor_number ~ '^[A-Za-z0-9-]{0,30}$'),
  address text NOT NULL DEFAULT '' CHECK (length(address) <= 200),
  postal_code text NOT NULL DEFAULT '' CHECK (length(postal_code) <= 20),
  city text NOT NULL DEFAULT '' CHECK (length(city) <= 100),
  is_deleted boolean NOT NULL DEFAULT false,
  UNIQUE (client_id, name),
  UNIQUE (client_id, id)
);

CREATE TABLE operating_company_attachments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL,
  operating_company_id integer NOT NULL,
  blob_id integer NOT NULL,
  FOREIGN KEY (client_id, operating_company_id) REFERENCES operating_companies (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, blob_id) REFERENCES blobs (client_id, id)
);

-- Administrators scoped to operating companies only reach employees linked to them.
CREATE TABLE account_operating_companies (
  client_id integer NOT NULL,
  account_id integer NOT NULL,
  operating_company_id integer NOT NULL,
  PRIMARY KEY (account_id, operating_company_id),
  FOREIGN KEY (client_id, account_id) REFERENCES accounts (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, operating_company_id) REFERENCES operating_companies (client_id, id) ON DELETE CASCADE
);

-- A sign-in (or login refresh) starts a family; each refresh rotates within it. Reusing a used refresh
-- token revokes the family. acting_client_id is the client a master has switched to.
CREATE TABLE auth_token_families (
  id uuid PRIMARY KEY,
  client_id integer NOT NULL,
  account_id integer NOT NULL,
  acting_client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  FOREIGN KEY (client_id, account_id) REFERENCES accounts (client_id, id) ON DELETE CASCADE
);

-- Only SHA-256 hashes of the opaque tokens are stored.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  family_id uuid NOT NULL REFERENCES auth_token_families (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('access', 'refresh')),
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  CHECK (expires_at > issued_at),
  CHECK (used_at IS NULL OR kind = 'refresh')
);
CREATE INDEX auth_tokens_family ON auth_tokens (family_id);
CREATE INDEX auth_tokens_expires ON auth_tokens (expires_at);

-- Failed sign-ins, in the database so every API node sees the same count.
CREATE TABLE login_failures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL CHECK (length(username) <= 254),
  ip text NOT NULL CHECK (length(ip) <= 64),
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_username ON login_failures (username, failed_at);
CREATE INDEX login_failures_ip ON login_failures (ip, failed_at);

-- Help requests (POST /ticket/create).
CREATE TABLE tickets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  account_id integer NOT NULL,
  email text NOT NULL CHECK (length(email) <= 254 AND email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  client_name text NOT NULL CHECK (client_name ~ '^[a-z0-9][a-z0-9-]{0,49}$'),
  environment text NOT NULL CHECK (environment ~ '^[a-z]{1,30}$'),
  product_code text NOT NULL DEFAULT '' CHECK (product_code ~ '^[a-z0-9]{0,20}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (client_id, account_id) REFERENCES accounts (client_id, id) ON DELETE CASCADE
);
