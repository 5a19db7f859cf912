-- Arrangement settings are written from the app (issue 14 point 3): a version like every row the API serves.
ALTER TABLE car_arrangement_settings ADD COLUMN version integer NOT NULL DEFAULT 1;

-- One truth for "active online for drivers": the calculator setting's flag, which the sidebar dot, the
-- banners and the arrangement list read. The settings screen reads and writes that flag; this column is
-- left to the seeds that already fill it and is never read by the API.
COMMENT ON COLUMN car_arrangement_settings.is_active_online_for_drivers IS
  'Unused by the API: car_arrangement_calculator_settings.is_active_online_for_drivers is the one truth.';

-- The settings answer shows that flag, so a change made through the calculator setting makes a settings form
-- read before it stale (412 on its save) instead of being silently switched back by it.
CREATE FUNCTION arrangement_setting_follows_active_flag() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_of car_arrangement_calculator_settings;
BEGIN
  row_of := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  IF TG_OP = 'UPDATE' AND OLD.is_active_online_for_drivers IS NOT DISTINCT FROM NEW.is_active_online_for_drivers THEN
    RETURN NULL;
  END IF;
  UPDATE car_arrangement_settings SET version = version + 1
   WHERE client_id = row_of.client_id AND car_arrangement_id = row_of.car_arrangement_id;
  RETURN NULL;
END $$;

CREATE TRIGGER arrangement_setting_follows_active_flag
  AFTER INSERT OR UPDATE OF is_active_online_for_drivers OR DELETE ON car_arrangement_calculator_settings
  FOR EACH ROW EXECUTE FUNCTION arrangement_setting_follows_active_flag();
