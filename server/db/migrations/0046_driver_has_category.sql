-- Whether a driver is bound to a category in any arrangement (issue 37 point 2). "Without category" (the dashboard's
-- figure and the driver list's filter) reads this flag in the one pass over the drivers in reach, instead of an anti
-- join that hashed all of a large client's 100,000+ bindings on every unremembered count. Triggers keep it: after each
-- statement that adds, changes or removes bindings (a category deleted sets them to NULL, a driver or an arrangement
-- deleted removes them) the drivers it touched are read again from their bindings, once each.
ALTER TABLE drivers ADD COLUMN has_category boolean NOT NULL DEFAULT false;

UPDATE drivers d SET has_category = true
 WHERE EXISTS (SELECT 1 FROM driver_arrangement_bindings b WHERE b.client_id = d.client_id AND b.driver_id = d.id AND b.category_id IS NOT NULL);

-- One function per transition table: a statement-level trigger sees only the tables its own event names.
CREATE FUNCTION driver_has_category_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE drivers d SET has_category = true
   WHERE NOT d.has_category AND (d.client_id, d.id) IN (SELECT client_id, driver_id FROM added WHERE category_id IS NOT NULL);
  RETURN NULL;
END $$;

CREATE FUNCTION driver_has_category_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE drivers d SET has_category = EXISTS (
      SELECT 1 FROM driver_arrangement_bindings b WHERE b.client_id = d.client_id AND b.driver_id = d.id AND b.category_id IS NOT NULL)
   WHERE (d.client_id, d.id) IN (SELECT client_id, driver_id FROM removed);
  RETURN NULL;
END $$;

CREATE TRIGGER driver_has_category_after_insert
  AFTER INSERT ON driver_arrangement_bindings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION driver_has_category_after_insert();

-- An update may move a binding to another driver as well as change its category: both the old and the new driver
-- are read again (the old rows through `removed`, the new through the insert function's rule on `added`).
CREATE FUNCTION driver_has_category_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE drivers d SET has_category = EXISTS (
      SELECT 1 FROM driver_arrangement_bindings b WHERE b.client_id = d.client_id AND b.driver_id = d.id AND b.category_id IS NOT NULL)
   WHERE (d.client_id, d.id) IN (SELECT client_id, driver_id FROM removed UNION SELECT client_id, driver_id FROM added);
  RETURN NULL;
END $$;

CREATE TRIGGER driver_has_category_after_update
  AFTER UPDATE ON driver_arrangement_bindings REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION driver_has_category_after_update();

CREATE TRIGGER driver_has_category_after_delete
  AFTER DELETE ON driver_arrangement_bindings REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION driver_has_category_after_delete();
