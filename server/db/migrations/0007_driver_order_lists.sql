-- Driver and order lists (issue 5): keyset paging on (lower(surname), id) within a client, the status
-- filters, the side-menu scopes and the order list by arrangement or container.
CREATE INDEX drivers_client_surname_id ON drivers (client_id, lower(surname), id);
CREATE INDEX drivers_client_operating_company ON drivers (client_id, operating_company_id);
CREATE INDEX driver_mobility_container_bindings_container ON driver_mobility_container_bindings (mobility_container_id);
CREATE INDEX driver_order_statuses_ordered ON driver_order_statuses (driver_id) WHERE has_ordered;
CREATE INDEX orders_client_arrangement ON orders (client_id, car_arrangement_id, status, date_ordered DESC, id DESC);
CREATE INDEX orders_client_container ON orders (client_id, mobility_container_id, status, date_ordered DESC, id DESC);
CREATE INDEX orders_driver ON orders (driver_id);
CREATE INDEX order_lines_order ON order_lines (order_id);
