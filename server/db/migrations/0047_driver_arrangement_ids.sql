-- The arrangements a driver is bound to, on the driver's own row (issue 37 point 2). A scoped administrator reaches the
-- drivers bound to one of its arrangements (scope.ts driverInReach); asked of the bindings, that was a semi join over
-- every binding of the reach, which for a reach of a large client's 100,000 drivers cost more than the whole rest of
-- the dashboard. Asked of this column it is one test per driver in the pass the list, its count and the dashboard make
-- anyway (`d.arrangement_ids && $2`), and a GIN index serves a narrow reach.
--
-- Kept, with has_category (0046), by the bindings' statement-level triggers, which now read both from the bindings of
-- every driver a statement touched. Each trigger function names its UPDATE of drivers in its own body: the remembered
-- reads (statement-tables.ts readDependents) learn from the bodies which tables a write to the bindings changes.
ALTER TABLE drivers ADD COLUMN arrangement_ids integer[] NOT NULL DEFAULT '{}';

-- What a driver's row says of its bindings: its arrangements in ascending order, and whether any has a category.
CREATE FUNCTION driver_binding_summary(p_client_id integer, p_driver_id integer, OUT arrangement_ids integer[], OUT has_category boolean)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(b.car_arrangement_id ORDER BY b.car_arrangement_id), '{}'), coalesce(bool_or(b.category_id IS NOT NULL), false)
    FROM driver_arrangement_bindings b WHERE b.client_id = p_client_id AND b.driver_id = p_driver_id
$$;

UPDATE drivers d SET (arrangement_ids, has_category) = (SELECT s.arrangement_ids, s.has_category FROM driver_binding_summary(d.client_id, d.id) s)
 WHERE EXISTS (SELECT 1 FROM driver_arrangement_bindings b WHERE b.client_id = d.client_id AND b.driver_id = d.id);

CREATE INDEX drivers_arrangement_ids ON drivers USING gin (arrangement_ids) WITH (fastupdate = off);

DROP TRIGGER driver_has_category_after_insert ON driver_arrangement_bindings;
DROP TRIGGER driver_has_category_after_update ON driver_arrangement_bindings;
DROP TRIGGER driver_has_category_after_delete ON driver_arrangement_bindings;
DROP FUNCTION driver_has_category_after_insert();
DROP FUNCTION driver_has_category_after_update();
DROP FUNCTION driver_has_category_after_delete();

-- Inserts and deletes: the drivers of the rows added or removed (`touched`, the transition table either trigger names).
-- A driver deleted with its bindings (ON DELETE CASCADE) is no longer there to update.
CREATE FUNCTION driver_bindings_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE drivers d SET (arrangement_ids, has_category) = (SELECT s.arrangement_ids, s.has_category FROM driver_binding_summary(d.client_id, d.id) s)
   WHERE (d.client_id, d.id) IN (SELECT client_id, driver_id FROM touched);
  RETURN NULL;
END $$;

-- Updates: a binding may move to another driver as well as change its arrangement or category, so both the old rows'
-- drivers and the new rows' are read again.
CREATE FUNCTION driver_bindings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE drivers d SET (arrangement_ids, has_category) = (SELECT s.arrangement_ids, s.has_category FROM driver_binding_summary(d.client_id, d.id) s)
   WHERE (d.client_id, d.id) IN (SELECT client_id, driver_id FROM removed UNION SELECT client_id, driver_id FROM added);
  RETURN NULL;
END $$;

CREATE TRIGGER driver_bindings_after_insert
  AFTER INSERT ON driver_arrangement_bindings REFERENCING NEW TABLE AS touched
  FOR EACH STATEMENT EXECUTE FUNCTION driver_bindings_touched();

CREATE TRIGGER driver_bindings_after_delete
  AFTER DELETE ON driver_arrangement_bindings REFERENCING OLD TABLE AS touched
  FOR EACH STATEMENT EXECUTE FUNCTION driver_bindings_touched();

CREATE TRIGGER driver_bindings_after_update
  AFTER UPDATE ON driver_arrangement_bindings REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION driver_bindings_changed();
