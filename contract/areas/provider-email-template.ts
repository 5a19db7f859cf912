import { defineContract, type RowOf } from '../kit/area-contract';
import { TEMPLATE_FIELDS } from './email-template-fields';

/**
 * The provider's mail templates (spec 02 §7 "Provider level", master only): /{product}/mailtemplate (GET list,
 * GET ?emailTemplateId= with its ETag, POST, PUT, DELETE ?emailTemplateId=). The provider's template of a type is
 * what every client without its own template of that type sends (one per type and language, 409); its attachments
 * are uploaded with POST /{product}/mailtemplate/upload.
 */
export function providerEmailTemplateContract(product: string) {
  const path = `/${product}/mailtemplate`;
  return defineContract({
    noun: 'Provider mail template',
    paths: { get: path, post: path, put: path, delete: path },
    idParam: 'emailTemplateId',
    writable: TEMPLATE_FIELDS.writable,
    required: TEMPLATE_FIELDS.required,
    readOnly: TEMPLATE_FIELDS.readOnly,
  });
}

export type ProviderEmailTemplate = RowOf<ReturnType<typeof providerEmailTemplateContract>>;
