import { emailTemplateVariableContract } from '../../contract/areas/email-template-variable';
import { defineResource } from '../kit/declaration';

/**
 * The provider's mail template variables' table (their contract: contract/areas/email-template-variable.ts). Names and
 * prefixes are identifiers (the table's CHECKs too); a prefix and name are unique together (409). Every template
 * editor offers them as badges: GET /emailtemplate/variables (email-template-lists.ts) answers them under `mail`.
 */
export const emailTemplateVariableArea = (product: string) => defineResource({
  ...emailTemplateVariableContract(product),
  table: 'email_template_variables',
  columns: { name: { column: 'name' }, prefix: { column: 'prefix' } },
  readOnlySql: {},
  feature: { read: 'mailVariables', write: 'mailVariables' },
  provider: { rows: 'true' },
  duplicate: 'A mail template variable with this prefix and name already exists.',
  search: "t.prefix || '.' || t.name",
  orderBy: 't.prefix, t.name',
});
