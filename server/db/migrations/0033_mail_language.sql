-- The driver's language in mail (issue 17 point 3). A template may be written for one of the six languages (NULL:
-- for any), and a driver may have a language of their own (NULL: the client's default language). A mail takes the
-- narrowest place's template in the driver's language, else that place's template for any language.
ALTER TABLE email_templates ADD COLUMN language text CHECK (language IN ('nl-NL', 'nl-BE', 'en-EN', 'fr-FR', 'de-DE', 'pl-PL'));
ALTER TABLE drivers ADD COLUMN language text CHECK (language IN ('nl-NL', 'nl-BE', 'en-EN', 'fr-FR', 'de-DE', 'pl-PL'));

-- One template of a type for each place and language.
DROP INDEX email_templates_arrangement;
DROP INDEX email_templates_container;
DROP INDEX email_templates_default;
DROP INDEX email_templates_provider;
CREATE UNIQUE INDEX email_templates_arrangement ON email_templates (client_id, car_arrangement_id, email_template_type_id, COALESCE(language, ''))
  WHERE car_arrangement_id IS NOT NULL;
CREATE UNIQUE INDEX email_templates_container ON email_templates (client_id, mobility_container_id, email_template_type_id, COALESCE(language, ''))
  WHERE mobility_container_id IS NOT NULL;
CREATE UNIQUE INDEX email_templates_default ON email_templates (client_id, email_template_type_id, COALESCE(language, ''))
  WHERE client_id IS NOT NULL AND car_arrangement_id IS NULL AND mobility_container_id IS NULL;
CREATE UNIQUE INDEX email_templates_provider ON email_templates (email_template_type_id, COALESCE(language, '')) WHERE client_id IS NULL;
