-- Dealers and preferred dealers are written from the app (issue 15): a version like every row the API
-- serves (migration 0011), and the indexes their lists read by.
ALTER TABLE dealers ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE preferred_dealers ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE INDEX dealers_client_name ON dealers (client_id, lower(name));
CREATE INDEX dealers_client_mantel ON dealers (client_id, mantel_number);
CREATE INDEX preferred_dealers_arrangement ON preferred_dealers (client_id, car_arrangement_id, brand_id);
