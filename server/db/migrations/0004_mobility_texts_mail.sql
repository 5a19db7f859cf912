-- Mobility containers (categories, products, cards, account bindings), texts (brand-model, news,
-- policy conditions: car_arrangement_id NULL = the client's default variant), FAQ, mail (settings,
-- templates, types, variables, logs), release notes and bulk runs.

CREATE TABLE mobility_containers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  display_name text NOT NULL CHECK (length(btrim(display_name)) BETWEEN 1 AND 100),
  is_active boolean NOT NULL DEFAULT false,
  logo_blob_id integer,
  favicon_blob_id integer,
  UNIQUE (client_id, id),
  FOREIGN KEY (client_id, logo_blob_id) REFERENCES blobs (client_id, id),
  FOREIGN KEY (client_id, favicon_blob_id) REFERENCES blobs (client_id, id)
);

CREATE TABLE mobility_categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL,
  mobility_container_id integer NOT NULL,
  display_name text NOT NULL CHECK (length(btrim(display_name)) BETWEEN 1 AND 100),
  max_budget numeric(10, 2) NOT NULL DEFAULT 0 CHECK (max_budget >= 0),
  UNIQUE (client_id, id),
  FOREIGN KEY (client_id, mobility_container_id) REFERENCES mobility_containers (client_id, id) ON DELETE CASCADE
);

CREATE TABLE mobility_cards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  display_name text NOT NULL CHECK (length(btrim(display_name)) BETWEEN 1 AND 100),
  value numeric(10, 2) NOT NULL CHECK (value >= 0),
  UNIQUE (client_id, id)
);

-- A product is either a car arrangement or a card. Deleting an arrangement that still has products is
-- refused (RESTRICT): "Cannot delete carArrangement because there are still MobilityProducts".
CREATE TABLE mobility_products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL,
  mobility_container_id integer NOT NULL,
  mobility_category_id integer,
  display_name text NOT NULL CHECK (length(btrim(display_name)) BETWEEN 1 AND 100),
  type text NOT NULL CHECK (type IN ('arrangement', 'card')),
  car_arrangement_id integer,
  mobility_card_id integer,
  CHECK ((type = 'arrangement') = (car_arrangement_id IS NOT NULL)),
  CHECK ((type = 'card') = (mobility_card_id IS NOT NULL)),
  UNIQUE (client_id, id),
  FOREIGN KEY (client_id, mobility_container_id) REFERENCES mobility_containers (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, mobility_category_id) REFERENCES mobility_categories (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE RESTRICT,
  FOREIGN KEY (client_id, mobility_card_id) REFERENCES mobility_cards (client_id, id) ON DELETE RESTRICT
);

CREATE TABLE account_mobility_container_bindings (
  client_id integer NOT NULL,
  account_id integer NOT NULL,
  mobility_container_id integer NOT NULL,
  PRIMARY KEY (account_id, mobility_container_id),
  FOREIGN KEY (client_id, account_id) REFERENCES accounts (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, mobility_container_id) REFERENCES mobility_containers (client_id, id) ON DELETE CASCADE
);

-- Rich text columns (*_html) hold HTML already sanitised by the server.
CREATE TABLE brand_model_texts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  car_arrangement_id integer,
  brand_id integer NOT NULL REFERENCES brands (id),
  model_id integer REFERENCES models (id),
  text_html text NOT NULL CHECK (length(text_html) <= 100000),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);

CREATE TABLE news_texts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  car_arrangement_id integer,
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
  text_html text NOT NULL CHECK (length(text_html) <= 100000),
  date_from date,
  date_to date,
  CHECK (date_from IS NULL OR date_to IS NULL OR date_from <= date_to),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);

CREATE TABLE policy_conditions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  car_arrangement_id integer,
  -- Grouping only exists under one arrangement.
  group_name text CHECK (length(btrim(group_name)) BETWEEN 1 AND 100),
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
  text_html text NOT NULL CHECK (length(text_html) <= 100000),
  sort_order integer NOT NULL DEFAULT 0,
  CHECK (group_name IS NULL OR car_arrangement_id IS NOT NULL),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);

CREATE TABLE faqs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  question text NOT NULL CHECK (length(btrim(question)) BETWEEN 1 AND 500),
  answer_html text NOT NULL CHECK (length(answer_html) <= 100000),
  sort_order integer NOT NULL DEFAULT 0
);

-- Provider-wide: 0 welcome, 1 order, 2 login; is_only_for_product hides a type from non-master views.
CREATE TABLE email_template_types (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type_number smallint NOT NULL UNIQUE CHECK (type_number BETWEEN 0 AND 99),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  is_only_for_product boolean NOT NULL DEFAULT false
);

-- Provider-wide placeholders offered by the rich-text editor.
CREATE TABLE email_template_variables (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (name ~ '^[A-Za-z][A-Za-z0-9_]{0,59}$'),
  prefix text NOT NULL DEFAULT '' CHECK (prefix ~ '^[A-Za-z0-9_]{0,30}$'),
  UNIQUE (prefix, name)
);

-- client_id NULL: a provider-level template (master's /{product}/mailtemplate).
CREATE TABLE email_templates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer REFERENCES clients (id) ON DELETE CASCADE,
  email_template_type_id integer NOT NULL REFERENCES email_template_types (id),
  car_arrangement_id integer,
  mobility_container_id integer,
  subject text NOT NULL CHECK (length(btrim(subject)) BETWEEN 1 AND 200),
  header_html text NOT NULL DEFAULT '' CHECK (length(header_html) <= 100000),
  body_html text NOT NULL CHECK (length(body_html) <= 200000),
  footer_html text NOT NULL DEFAULT '' CHECK (length(footer_html) <= 100000),
  CHECK (car_arrangement_id IS NULL OR mobility_container_id IS NULL),
  CHECK (client_id IS NOT NULL OR (car_arrangement_id IS NULL AND mobility_container_id IS NULL)),
  UNIQUE (client_id, id),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, mobility_container_id) REFERENCES mobility_containers (client_id, id) ON DELETE CASCADE
);

CREATE TABLE email_template_attachments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL,
  email_template_id integer NOT NULL,
  blob_id integer NOT NULL,
  form text NOT NULL DEFAULT '' CHECK (length(form) <= 100),
  FOREIGN KEY (client_id, email_template_id) REFERENCES email_templates (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, blob_id) REFERENCES blobs (client_id, id)
);

-- Default (no arrangement/container), per arrangement or per container.
CREATE TABLE email_settings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  car_arrangement_id integer,
  mobility_container_id integer,
  sender_name text NOT NULL CHECK (length(btrim(sender_name)) BETWEEN 1 AND 100),
  sender_address text NOT NULL CHECK (length(sender_address) <= 254 AND sender_address ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  transport text NOT NULL DEFAULT 'service' CHECK (transport IN ('smtp', 'ews', 'service')),
  host text CHECK (host ~ '^[A-Za-z0-9.-]{1,253}$'),
  port integer CHECK (port BETWEEN 1 AND 65535),
  username text CHECK (length(username) <= 254),
  -- Never returned by the API; encrypted by the application before storing.
  password_encrypted text CHECK (length(password_encrypted) <= 1000),
  use_ssl boolean NOT NULL DEFAULT true,
  font text CHECK (font ~ '^[A-Za-z0-9 ,''-]{1,100}$'),
  is_order_email_active boolean NOT NULL DEFAULT false,
  CHECK (car_arrangement_id IS NULL OR mobility_container_id IS NULL),
  CHECK (transport = 'service' OR (host IS NOT NULL AND port IS NOT NULL)),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, mobility_container_id) REFERENCES mobility_containers (client_id, id) ON DELETE CASCADE
);
-- An arrangement or container is in at most one e-mail setting ("already in another email setting").
CREATE UNIQUE INDEX email_settings_arrangement ON email_settings (car_arrangement_id) WHERE car_arrangement_id IS NOT NULL;
CREATE UNIQUE INDEX email_settings_container ON email_settings (mobility_container_id) WHERE mobility_container_id IS NOT NULL;

CREATE TABLE mail_logs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  from_address text NOT NULL CHECK (length(from_address) <= 254),
  to_address text NOT NULL CHECK (length(to_address) <= 2000),
  cc text NOT NULL DEFAULT '' CHECK (length(cc) <= 2000),
  bcc text NOT NULL DEFAULT '' CHECK (length(bcc) <= 2000),
  host text NOT NULL DEFAULT '' CHECK (length(host) <= 253),
  subject text NOT NULL CHECK (length(subject) <= 500),
  sent_at timestamptz NOT NULL,
  message text NOT NULL DEFAULT '' CHECK (length(message) <= 2000),
  error_message text CHECK (length(error_message) <= 5000),
  body_html text NOT NULL DEFAULT '' CHECK (length(body_html) <= 500000)
);
CREATE INDEX mail_logs_client_sent ON mail_logs (client_id, sent_at DESC);

-- Provider-wide. date holds the version number, as in the contract.
CREATE TABLE release_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  productcode text NOT NULL DEFAULT 'OMR' CHECK (productcode ~ '^[A-Z0-9]{2,20}$'),
  product_code text NOT NULL DEFAULT '' CHECK (product_code ~ '^[a-z0-9]{0,20}$'),
  type text NOT NULL CHECK (length(btrim(type)) BETWEEN 1 AND 50),
  date text NOT NULL CHECK (date ~ '^[0-9][0-9A-Za-z.-]{0,29}$'),
  subject text NOT NULL CHECK (length(btrim(subject)) BETWEEN 1 AND 200),
  remark_html text NOT NULL DEFAULT '' CHECK (length(remark_html) <= 100000),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bulk_runs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  -- An audit reference that survives the account's deletion.
  requested_by_account_id integer REFERENCES accounts (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'finished', 'failed')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  summary jsonb CHECK (summary IS NULL OR jsonb_typeof(summary) = 'object'),
  error_message text CHECK (length(error_message) <= 5000),
  CHECK (finished_at IS NULL OR started_at IS NOT NULL),
  CHECK ((status IN ('finished', 'failed')) = (finished_at IS NOT NULL))
);
-- One run at a time per client.
CREATE UNIQUE INDEX bulk_runs_one_active ON bulk_runs (client_id) WHERE status IN ('queued', 'running');
