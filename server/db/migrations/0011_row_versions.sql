-- Optimistic concurrency (issue 13, "no lost updates"): every row the resource kit serves, and the
-- hand-written writes brought under the same rule, carries a version. It starts at 1 and every change
-- adds 1; GET answers it as the ETag, PUT and DELETE with a stale If-Match get 412 and write nothing.
ALTER TABLE faqs ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE brand_model_texts ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE news_texts ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE policy_conditions ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE order_companies ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE operating_companies ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE drivers ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE client_settings ADD COLUMN version integer NOT NULL DEFAULT 1;

-- The lists filter by client and variant and sort by their main text.
CREATE INDEX faqs_client ON faqs (client_id, sort_order, id);
CREATE INDEX brand_model_texts_client ON brand_model_texts (client_id, car_arrangement_id);
CREATE INDEX news_texts_client ON news_texts (client_id, car_arrangement_id);
CREATE INDEX policy_conditions_client ON policy_conditions (client_id, car_arrangement_id);
CREATE INDEX order_companies_client ON order_companies (client_id, car_arrangement_id);
