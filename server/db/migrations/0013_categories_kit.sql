-- Categories become a resource-kit area (issue 14): a version like every kit row (migration 0011), and
-- the list filters by client and arrangement.
ALTER TABLE categories ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE INDEX categories_client ON categories (client_id, car_arrangement_id);
CREATE INDEX category_attachments_category ON category_attachments (client_id, category_id);
