-- Where a queued mail belongs (issue 17 point 3): the arrangement or container whose e-mail setting sends it, else
-- the client's default. Kept on the outbox row so the worker picks the same setting the template was chosen for.
ALTER TABLE mail_logs ADD COLUMN car_arrangement_id integer REFERENCES car_arrangements (id) ON DELETE SET NULL;
ALTER TABLE mail_logs ADD COLUMN mobility_container_id integer REFERENCES mobility_containers (id) ON DELETE SET NULL;
