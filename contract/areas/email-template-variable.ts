import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';

/**
 * The provider's mail template variables (spec 02 §3, §7 "Provider level", master only):
 * /{product}/mailtemplatevariable (GET, POST, PUT, DELETE ?emailTemplateVariableId=). Row: { id, version, name,
 * prefix }: a template writes one as `{{prefix.name}}`, or `{{name}}` without a prefix. Names and prefixes are
 * identifiers, so a placeholder never holds markup; a prefix and name are unique together (409).
 */
export function emailTemplateVariableContract(product: string) {
  const path = `/${product}/mailtemplatevariable`;
  return defineContract({
    noun: 'Mail template variable',
    paths: { get: path, post: path, put: path, delete: path },
    idParam: 'emailTemplateVariableId',
    writable: {
      // The patterns allow 60 and 30 characters; maxLength says so to the form.
      name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,59}$', maxLength: 60 }),
      prefix: Type.String({ pattern: '^[A-Za-z0-9_]{0,30}$', maxLength: 30 }),
    },
    required: ['name'],
    readOnly: {},
  });
}

export type EmailTemplateVariable = RowOf<ReturnType<typeof emailTemplateVariableContract>>;
