import { Type } from 'typebox';
import { richText, textColumn } from '../kit/fields';
import { idSchema, plainText } from '../routes/schemas';
import { LOCALES } from '../../src/api/types';
import { nullable } from '../kit/fields';

/**
 * What a mail template is, at the client's level (email-template.ts) and the provider's (provider-email-template.ts):
 * one type (welcome, order, login), a plain-text subject and three rich-text parts stored through the one
 * allow-list, and the attachments, which their own upload and delete routes change (email-template-attachments.ts).
 * The parts may hold the provider's variables as placeholders, `{{prefix.name}}` or `{{name}}`, filled in when
 * a mail is rendered.
 */

/** One attachment as a template row shows it; `url` is GET /blob of its file. */
export const TemplateAttachment = Type.Object({
  attachmentId: Type.Integer(),
  fileName: Type.String(),
  form: Type.String(),
  url: Type.String(),
});

const TYPE_OF_ROW = '(SELECT ty.%s FROM email_template_types ty WHERE ty.id = t.email_template_type_id)';
const typeColumn = (column: string) => TYPE_OF_ROW.replace('%s', column);

export const TEMPLATE = {
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
  columns: {
    emailTemplateTypeId: { column: 'email_template_type_id', references: { table: 'email_template_types', noun: 'Mail template type' } },
    subject: textColumn('subject'),
    header: { column: 'header_html', rich: true },
    body: { column: 'body_html', rich: true },
    footer: { column: 'footer_html', rich: true },
    language: { column: 'language' },
  },
  /** typeNumber: 0 welcome, 1 order, 2 login (spec 02 §3), the type's; typeName its name. */
  readOnly: { typeNumber: Type.Integer(), typeName: Type.String(), attachments: Type.Array(TemplateAttachment) },
  readOnlySql: {
    typeNumber: typeColumn('type_number'),
    typeName: typeColumn('name'),
    attachments: `COALESCE((SELECT json_agg(json_build_object('attachmentId', a.id, 'fileName', b.original_file_name, 'form', a.form,
                    'url', '/api-admin/blob?blobName=' || b.name) ORDER BY a.id)
                  FROM email_template_attachments a JOIN blobs b ON b.id = a.blob_id WHERE a.email_template_id = t.id), '[]'::json)`,
  },
  search: 't.subject',
  orderBy: `${typeColumn('type_number')}, t.language NULLS FIRST, lower(t.subject)`,
} as const;
