import { defineResource, type RowOf } from '../kit/declaration';
import { TEMPLATE } from './email-template-fields';
import { removeTemplateFiles } from './email-template-files';

/**
 * The provider's mail templates (spec 02 §7 "Provider level", master only): /{product}/mailtemplate (GET list,
 * GET ?emailTemplateId= with its ETag, POST, PUT, DELETE ?emailTemplateId=) over the email_templates rows without
 * a client. The provider's template of a type is what every client without its own template of that type sends
 * (one per type, 409); its attachments are uploaded with POST /{product}/mailtemplate/upload.
 */
export const providerEmailTemplateArea = (product: string) => defineResource({
  noun: 'Provider mail template',
  paths: { get: `/${product}/mailtemplate`, post: `/${product}/mailtemplate`, put: `/${product}/mailtemplate`, delete: `/${product}/mailtemplate` },
  idParam: 'emailTemplateId',
  table: 'email_templates',
  writable: TEMPLATE.writable,
  required: TEMPLATE.required,
  columns: TEMPLATE.columns,
  readOnly: TEMPLATE.readOnly,
  readOnlySql: TEMPLATE.readOnlySql,
  feature: { read: 'mailTemplates', write: 'mailTemplates' },
  provider: { rows: 't.client_id IS NULL' },
  duplicate: 'The provider already has a mail template of this type and language.',
  search: TEMPLATE.search,
  orderBy: TEMPLATE.orderBy,
  deleting: removeTemplateFiles,
});

export type ProviderEmailTemplate = RowOf<ReturnType<typeof providerEmailTemplateArea>>;
