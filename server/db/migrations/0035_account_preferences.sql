-- The user's theme and width preferences (issue 18 point 2; spec 01 §1, §3 "paths not shown"): stored per account,
-- so they follow the user to another browser. No row: the defaults (light, container). Dark is a master's choice
-- only (spec 01 §6 "dark toggle: master"); the route refuses it for others, so a row never holds it for them.
CREATE TABLE account_preferences (
  account_id integer PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  theme text NOT NULL DEFAULT 'light' CHECK (theme IN ('light', 'dark')),
  width text NOT NULL DEFAULT 'container' CHECK (width IN ('container', 'fluid')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
