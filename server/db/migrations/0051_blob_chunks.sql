-- Issue 40: a bulk run's workbook (2–4 MB) stored in one statement held PGlite's thread for 60–270 ms (a throw-away
-- script, 3.5 MB; up to 2 s on a loaded machine), and every API request waited meanwhile. A file is now stored as its
-- first piece in blobs.data and the rest in pieces of 256 KiB here, each its own short statement (10–37 ms in the same
-- script); readers join them in order (server/db/blob-bytes.ts). Small files (uploads) have no pieces here.
CREATE TABLE blob_chunks (
  blob_id integer NOT NULL REFERENCES blobs (id) ON DELETE CASCADE,
  n integer NOT NULL CHECK (n >= 1),
  data bytea NOT NULL CHECK (octet_length(data) BETWEEN 1 AND 1048576),
  PRIMARY KEY (blob_id, n)
);
-- Stored as it comes, as blobs.data is (0049): what is stored is compressed already.
ALTER TABLE blob_chunks ALTER COLUMN data SET STORAGE EXTERNAL;
