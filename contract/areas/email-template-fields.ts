import { Type } from 'typebox';
import { idSchema, nullable, plainText, richText } from '../schemas';
import { LOCALES } from '../types/core';

/**
 * What a mail template is on the wire, at the client's level (email-template.ts) and the provider's
 * (provider-email-template.ts): one type (welcome, order, login), a plain-text subject and three rich-text parts,
 * the language it is written in, and the attachments, which their own upload and delete routes change. The parts may
 * hold the provider's variables as placeholders, `{{prefix.name}}` or `{{name}}`, filled in when a mail is rendered.
 */

/** One attachment as a template row shows it; `url` is GET /blob of its file. */
export const TemplateAttachment = Type.Object({
  attachmentId: Type.Integer(),
  fileName: Type.String(),
  form: Type.String(),
  url: Type.String(),
});

export const TEMPLATE_FIELDS = {
  writable: {
    emailTemplateTypeId: idSchema,
    subject: plainText(200, { minLength: 1 }),
    header: richText(100_000),
    body: richText(200_000),
    footer: richText(100_000),
    /** The language it is written in (one of the six), or null: for every language. */
    language: nullable(Type.Enum(LOCALES)),
  },
  required: ['emailTemplateTypeId', 'subject', 'body'],
  /** typeNumber: 0 welcome, 1 order, 2 login (spec 02 §3), the type's; typeName its name. */
  readOnly: { typeNumber: Type.Integer(), typeName: Type.String(), attachments: Type.Array(TemplateAttachment) },
} as const;
