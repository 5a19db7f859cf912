-- Which car arrangements an operating company offers its employees. An administrator linked to
-- operating companies (account_operating_companies) reaches only the arrangements linked to them, and
-- only the drivers bound to those arrangements (spec 01 §6, 02 §6). An administrator whose every
-- operating company is deleted keeps the links but reaches nothing.
CREATE TABLE operating_company_car_arrangements (
  client_id integer NOT NULL,
  operating_company_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  PRIMARY KEY (operating_company_id, car_arrangement_id),
  FOREIGN KEY (client_id, operating_company_id) REFERENCES operating_companies (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE
);
CREATE INDEX operating_company_car_arrangements_arrangement ON operating_company_car_arrangements (car_arrangement_id);

-- The overview counts drivers per arrangement; the scope joins bindings by arrangement.
CREATE INDEX driver_arrangement_bindings_arrangement ON driver_arrangement_bindings (car_arrangement_id);
CREATE INDEX account_operating_companies_company ON account_operating_companies (operating_company_id);
