-- The debtor numbers the client's leasing system knows (spec 02 §5 "Debtor number: existence is
-- checked by the server"; §8 "unknown debtor number (set username and password in the leasing
-- system)"). POST /driver/checkdebtornumber answers from here: a number typed on a driver is only
-- useful when the leasing system has that debtor, whether or not another driver carries it yet.
-- The reference server has no leasing system to ask, so this table stands in for its debtor register.
CREATE TABLE lease_system_debtors (
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  debtor_number text NOT NULL CHECK (debtor_number ~ '^[A-Za-z0-9-]{1,30}$'),
  PRIMARY KEY (client_id, debtor_number)
);
