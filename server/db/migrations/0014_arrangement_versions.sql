-- Car arrangements are created, renamed and deleted from the app (issue 14): a version like every row
-- the API serves (migration 0011), so a stale rename or delete is a 412.
ALTER TABLE car_arrangements ADD COLUMN version integer NOT NULL DEFAULT 1;
