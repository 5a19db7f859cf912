-- Deviations become a resource-kit area (issue 14; server/areas/deviation.ts says the design).
-- A version like every kit row (migration 0011).
ALTER TABLE deviations ADD COLUMN version integer NOT NULL DEFAULT 1;

-- co2FuelLabel2 is the contract's code of the basis co2FuelLabel1 names (2 = a CO2 value, 3 = a fuel
-- label): one fact, so it is derived, never written apart from it. Dropping the written column drops the
-- CHECK that tied it to the compared values; the same rule is stated again on the basis.
ALTER TABLE deviations DROP COLUMN co2_fuel_label2;
ALTER TABLE deviations ADD COLUMN co2_fuel_label2 smallint NOT NULL
  GENERATED ALWAYS AS (CASE co2_fuel_label1 WHEN 'co2' THEN 2 ELSE 3 END) STORED;
ALTER TABLE deviations ADD CONSTRAINT deviations_compared_value
  CHECK ((co2_fuel_label1 = 'co2') = (co2_value IS NOT NULL) AND (co2_fuel_label1 = 'fuelLabel') = (fuel_label_value IS NOT NULL));
-- The overview reads a row without category as "all categories petrol" or "… diesel" (spec 01 §7).
ALTER TABLE deviations ADD CONSTRAINT deviations_fuel CHECK (fuel_code IN ('l', 'd'));
ALTER TABLE deviations ADD CONSTRAINT deviations_percentage CHECK (deviation_pb = 'amount' OR deviation_value <= 100);
ALTER TABLE deviations ADD CONSTRAINT deviations_per_gram CHECK (NOT per_gr_co2 OR co2_fuel_label1 = 'co2');

CREATE INDEX deviations_client ON deviations (client_id, car_arrangement_id);
CREATE INDEX deviations_category ON deviations (client_id, category_id);
