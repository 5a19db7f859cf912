-- Mobility containers, categories and products become resource-kit areas (issue 16;
-- server/areas/mobility-*.ts): a version like every row the API serves (migration 0011).
ALTER TABLE mobility_containers ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE mobility_categories ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE mobility_products ADD COLUMN version integer NOT NULL DEFAULT 1;

-- A budget is at most 1,000,000 in the client's currency (the API's limit, kept by the table too).
ALTER TABLE mobility_categories ADD CONSTRAINT mobility_categories_max_budget_limit CHECK (max_budget <= 1000000);

-- A card belongs to exactly one card product and has no calls of its own (spec 02 §3, §7): its display
-- name and value move onto the product, so a card can never be orphaned or shared, and a product is one
-- row the kit writes in one statement. The old mobility_cards rows are copied over, then dropped.
ALTER TABLE mobility_products
  ADD COLUMN card_display_name text CHECK (length(btrim(card_display_name)) BETWEEN 1 AND 100),
  ADD COLUMN card_value numeric(10, 2) CHECK (card_value BETWEEN 0 AND 1000000);
UPDATE mobility_products p SET card_display_name = c.display_name, card_value = c.value
  FROM mobility_cards c WHERE c.client_id = p.client_id AND c.id = p.mobility_card_id;
ALTER TABLE mobility_products DROP COLUMN mobility_card_id;
DROP TABLE mobility_cards;
ALTER TABLE mobility_products ADD CONSTRAINT mobility_products_card
  CHECK ((type = 'card') = (card_display_name IS NOT NULL AND card_value IS NOT NULL)
     AND (type = 'card' OR (card_display_name IS NULL AND card_value IS NULL)));

-- Deleting a category keeps its products in the container, uncategorised (they were deleted with it):
-- the product is the container's offer, the category only groups it under a budget.
ALTER TABLE mobility_products DROP CONSTRAINT mobility_products_client_id_mobility_category_id_fkey;
ALTER TABLE mobility_products ADD CONSTRAINT mobility_products_category_fkey
  FOREIGN KEY (client_id, mobility_category_id) REFERENCES mobility_categories (client_id, id) ON DELETE SET NULL (mobility_category_id);

-- The lists filter by container and sort by name.
CREATE INDEX mobility_containers_client_name ON mobility_containers (client_id, lower(display_name));
CREATE INDEX mobility_categories_container ON mobility_categories (client_id, mobility_container_id);
CREATE INDEX mobility_products_container ON mobility_products (client_id, mobility_container_id);
CREATE INDEX mobility_products_arrangement ON mobility_products (client_id, car_arrangement_id);
