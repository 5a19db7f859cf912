-- Mail templates, their types and variables served by the API (issue 17 points 2 and 5; server/areas/email-template*.ts,
-- provider-email-template.ts): a version like every row the API serves (migration 0011).
ALTER TABLE email_template_types ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE email_template_variables ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE email_templates ADD COLUMN version integer NOT NULL DEFAULT 1;

-- One template of a type for each place a mail's template is looked for (the arrangement's, the container's, the
-- client default, the provider's), so which one a mail gets never depends on which row is read first.
CREATE UNIQUE INDEX email_templates_arrangement ON email_templates (client_id, car_arrangement_id, email_template_type_id)
  WHERE car_arrangement_id IS NOT NULL;
CREATE UNIQUE INDEX email_templates_container ON email_templates (client_id, mobility_container_id, email_template_type_id)
  WHERE mobility_container_id IS NOT NULL;
CREATE UNIQUE INDEX email_templates_default ON email_templates (client_id, email_template_type_id)
  WHERE client_id IS NOT NULL AND car_arrangement_id IS NULL AND mobility_container_id IS NULL;
CREATE UNIQUE INDEX email_templates_provider ON email_templates (email_template_type_id) WHERE client_id IS NULL;

-- The provider's templates have attachments too, and their files belong to no client (blobs.client_id NULL, served
-- to master accounts only: server/routes/blob.ts). The (client_id, …) foreign keys are not checked for a NULL
-- client, so plain ones on the ids hold for every row.
ALTER TABLE blobs ALTER COLUMN client_id DROP NOT NULL;
ALTER TABLE email_template_attachments ALTER COLUMN client_id DROP NOT NULL;
ALTER TABLE email_template_attachments ADD FOREIGN KEY (email_template_id) REFERENCES email_templates (id) ON DELETE CASCADE;
ALTER TABLE email_template_attachments ADD FOREIGN KEY (blob_id) REFERENCES blobs (id);
CREATE INDEX email_template_attachments_template ON email_template_attachments (email_template_id);
