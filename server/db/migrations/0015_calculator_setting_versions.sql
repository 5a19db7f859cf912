-- Calculator settings are written from the app (issue 14): a version like every row the API serves.
ALTER TABLE car_arrangement_calculator_settings ADD COLUMN version integer NOT NULL DEFAULT 1;
