import { providerEmailTemplateContract } from '../../contract/areas/provider-email-template';
import { defineResource } from '../kit/declaration';
import { TEMPLATE } from './email-template-fields';
import { removeTemplateFiles } from './email-template-files';

/**
 * The provider's mail templates' rows (their contract: contract/areas/provider-email-template.ts): the
 * email_templates rows without a client, one per type and language (409). A DELETE takes its attachments' files too.
 */
export const providerEmailTemplateArea = (product: string) => defineResource({
  ...providerEmailTemplateContract(product),
  table: 'email_templates',
  columns: TEMPLATE.columns,
  readOnlySql: TEMPLATE.readOnlySql,
  feature: { read: 'mailTemplates', write: 'mailTemplates' },
  provider: { rows: 't.client_id IS NULL' },
  duplicate: 'The provider already has a mail template of this type and language.',
  search: TEMPLATE.search,
  orderBy: TEMPLATE.orderBy,
  deleting: removeTemplateFiles,
});
