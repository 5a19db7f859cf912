-- Components and option accessories become resource-kit areas (issue 14): each row belongs to one car
-- arrangement (no client default) and carries a version like every kit row (migration 0011).
ALTER TABLE components ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE option_accessories ADD COLUMN version integer NOT NULL DEFAULT 1;

-- The lists filter by client and arrangement and sort by their main text.
CREATE INDEX components_client ON components (client_id, car_arrangement_id);
CREATE INDEX option_accessories_client ON option_accessories (client_id, car_arrangement_id);

-- The option accessories the client's leasing system knows, with its "standard if chosen" flag (spec 02
-- §5: "Only options without 'standard if chosen' in the lease system can be linked"). An arrangement
-- option accessory whose code names one marked standard-if-chosen is refused (400); a code the leasing
-- system does not know, or none (an own option), is not, since options may have left the leasing system
-- (§8: "component or option no longer in the leasing system, hidden"). The reference server has no
-- leasing system to ask, so this table stands in for its option register (like lease_system_debtors).
CREATE TABLE lease_system_option_accessories (
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9-]{1,30}$'),
  description text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 50),
  is_standard_if_chosen boolean NOT NULL DEFAULT false,
  PRIMARY KEY (client_id, code)
);
