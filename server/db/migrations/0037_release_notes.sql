-- Release notes on the resource kit (issue 18 point 4; spec 01 §3, 02 §3 and §7 "Release notes").
-- A version for ETags and If-Match, as every kit row has (0011_row_versions.sql).
ALTER TABLE release_notes ADD COLUMN version integer NOT NULL DEFAULT 1;

-- `date` is the version number the notes are ordered by, part by part as numbers (1.10 after 1.9): one to four
-- parts of digits, so string_to_array(date, '.')::int[] never fails on a stored row.
ALTER TABLE release_notes DROP CONSTRAINT release_notes_date_check;
ALTER TABLE release_notes ADD CONSTRAINT release_notes_date_check CHECK (date ~ '^[0-9]{1,6}(\.[0-9]{1,6}){0,3}$');

-- A fixed list of kinds, so each is labelled in the reader's language and a reader sees at a glance whether
-- a note brings something new, improves what exists, or repairs something.
ALTER TABLE release_notes DROP CONSTRAINT release_notes_type_check;
ALTER TABLE release_notes ADD CONSTRAINT release_notes_type_check CHECK (type IN ('feature', 'improvement', 'fix'));

-- The {product}Code filter reads `productcode` (default OMR, spec 01 §9); the lower-case twin nothing wrote is dropped,
-- so a note has one product code.
ALTER TABLE release_notes DROP COLUMN product_code;

CREATE INDEX release_notes_productcode ON release_notes (productcode);

-- Which notes an account has opened (the notes page marks what it showed). A note is new to an account until
-- then, so a note published later is new to everyone again. Rows go with their account or note.
CREATE TABLE release_note_reads (
  client_id integer NOT NULL,
  account_id integer NOT NULL,
  release_note_id integer NOT NULL REFERENCES release_notes (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, release_note_id),
  FOREIGN KEY (client_id, account_id) REFERENCES accounts (client_id, id) ON DELETE CASCADE
);
