import { Type } from 'typebox';
import { defineResource, type RowOf } from '../kit/declaration';

/**
 * The provider's mail template variables (spec 02 §3, §7 "Provider level", master only):
 * /{product}/mailtemplatevariable (GET, POST, PUT, DELETE ?emailTemplateVariableId=). Row: { id, version, name,
 * prefix }: a template writes one as `{{prefix.name}}`, or `{{name}}` without a prefix, and the renderer fills it
 * in. Names and prefixes are identifiers (the table's CHECKs), so a placeholder never holds markup; a prefix and
 * name are unique together (409). Every template editor offers them as badges: GET /emailtemplate/variables
 * (email-template-lists.ts) answers them under `mail`.
 */
export const emailTemplateVariableArea = (product: string) => defineResource({
  noun: 'Mail template variable',
  paths: {
    get: `/${product}/mailtemplatevariable`, post: `/${product}/mailtemplatevariable`,
    put: `/${product}/mailtemplatevariable`, delete: `/${product}/mailtemplatevariable`,
  },
  idParam: 'emailTemplateVariableId',
  table: 'email_template_variables',
  writable: {
    name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,59}$' }),
    prefix: Type.String({ pattern: '^[A-Za-z0-9_]{0,30}$' }),
  },
  required: ['name'],
  columns: { name: { column: 'name' }, prefix: { column: 'prefix' } },
  readOnly: {},
  readOnlySql: {},
  feature: { read: 'mailVariables', write: 'mailVariables' },
  provider: { rows: 'true' },
  duplicate: 'A mail template variable with this prefix and name already exists.',
  search: "t.prefix || '.' || t.name",
  orderBy: 't.prefix, t.name',
});

export type EmailTemplateVariable = RowOf<ReturnType<typeof emailTemplateVariableArea>>;
