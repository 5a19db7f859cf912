-- Blocked brand/models become a resource-kit area (issue 15; server/areas/blocked-brand-model.ts):
-- a version like every kit row (migration 0011).
ALTER TABLE blocked_brand_models ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE INDEX blocked_brand_models_client ON blocked_brand_models (client_id, car_arrangement_id);
