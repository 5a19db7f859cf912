-- Issue 40: a bulk run writes up to the client's active arrangements times the catalogue (6 × 100,000 rows) on its first
-- run, and every foreign key is a lookup per written row. The run's and the category's keys go: a run is never deleted
-- (the rows were only ever removed with their arrangement, or their version, whose keys stay), and a category that is
-- deleted leaves an id that joins to nothing, which every reader already shows as no category (LEFT JOIN). The
-- (client, arrangement) index goes too: the primary key (arrangement, version) serves every reader (bulk-comparer.ts
-- reads a client's prices through its arrangements). bench/README.md "Bulk run" has the figures.
ALTER TABLE bulk_run_prices DROP CONSTRAINT bulk_run_prices_run_id_fkey;
ALTER TABLE bulk_run_prices DROP CONSTRAINT bulk_run_prices_category_id_fkey;
DROP INDEX bulk_run_prices_client;
-- Files are stored as they come, without PostgreSQL's compression: what is stored is compressed already (a bulk run's
-- workbooks are zip files of 2–4 MB; uploads are images and PDFs), and trying cost a run's workbook 50–280 ms of
-- PGlite's thread, every API request waiting meanwhile.
ALTER TABLE blobs ALTER COLUMN data SET STORAGE EXTERNAL;
