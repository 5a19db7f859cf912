import { emailTemplateVariableContract, type EmailTemplateVariable } from '../../contract/areas/email-template-variable';
import { createResourceApi } from '../api/resource';
import { PRODUCT } from '../app/paths';
import { defineArea } from './area';

const contract = emailTemplateVariableContract(PRODUCT);

/**
 * The provider's mail template variables at /{product}/mail/variable (spec 02 §3, §7 "Provider level", master only):
 * a name and a prefix; every template editor offers each as a badge inserting `{{prefix.name}}`. Both are
 * identifiers (letters, digits, underscore; the name starts with a letter), as the server requires.
 */
export const mailTemplateVariableArea = defineArea<EmailTemplateVariable>({
  key: 'mailTemplateVariable',
  contract,
  api: createResourceApi<EmailTemplateVariable>(contract),
  variants: null,
  columns: [{ name: 'prefix' }, { name: 'name' }, { name: 'placeholder', value: (row) => `{{${row.prefix ? `${row.prefix}.` : ''}${row.name}}}` }],
  fields: [
    { name: 'prefix', kind: 'text' },
    { name: 'name', kind: 'text' },
  ],
  rules: [
    { key: 'identifier', field: 'name', holds: (values) => /^[A-Za-z][A-Za-z0-9_]*$/.test(String(values.name ?? '').trim()) },
    { key: 'prefix', field: 'prefix', holds: (values) => /^[A-Za-z0-9_]*$/.test(String(values.prefix ?? '').trim()) },
  ],
  refusals: [{ key: 'duplicate', pattern: /variable with this prefix and name already exists/ }],
  afterCreate: 'list',
});
