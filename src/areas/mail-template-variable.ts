import type { EmailTemplateVariable } from '../../server/areas/email-template-variable';
import { createResourceApi, onePath } from '../api/resource';
import { PRODUCT } from '../app/paths';
import { defineArea } from './area';

/**
 * The provider's mail template variables at /{product}/mail/variable (spec 02 §3, §7 "Provider level", master only):
 * a name and a prefix; every template editor offers each as a badge inserting `{{prefix.name}}`. Both are
 * identifiers (letters, digits, underscore; the name starts with a letter), as the server requires.
 */
export const mailTemplateVariableArea = defineArea<EmailTemplateVariable>({
  key: 'mailTemplateVariable',
  api: createResourceApi<EmailTemplateVariable>({ paths: onePath(`/${PRODUCT}/mailtemplatevariable`), idParam: 'emailTemplateVariableId', noun: 'Mail template variable' }),
  variants: null,
  columns: [{ name: 'prefix' }, { name: 'name' }, { name: 'placeholder', value: (row) => `{{${row.prefix ? `${row.prefix}.` : ''}${row.name}}}` }],
  fields: [
    { name: 'prefix', kind: 'text', maxLength: 30 },
    { name: 'name', kind: 'text', maxLength: 60, required: true },
  ],
  rules: [
    { key: 'identifier', field: 'name', holds: (values) => /^[A-Za-z][A-Za-z0-9_]*$/.test(String(values.name ?? '').trim()) },
    { key: 'prefix', field: 'prefix', holds: (values) => /^[A-Za-z0-9_]*$/.test(String(values.prefix ?? '').trim()) },
  ],
  refusals: [{ key: 'duplicate', pattern: /variable with this prefix and name already exists/ }],
  afterCreate: 'list',
});
