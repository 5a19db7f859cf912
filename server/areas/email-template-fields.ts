import { textColumn } from '../kit/fields';

/**
 * A mail template's columns, at the client's level (email-template.ts) and the provider's (provider-email-template.ts);
 * its fields are contract/areas/email-template-fields.ts TEMPLATE_FIELDS. The three rich-text parts are stored through
 * the one allow-list; the attachments are changed by their own upload and delete routes (email-template-attachments.ts).
 */

const TYPE_OF_ROW = '(SELECT ty.%s FROM email_template_types ty WHERE ty.id = t.email_template_type_id)';
const typeColumn = (column: string) => TYPE_OF_ROW.replace('%s', column);

export const TEMPLATE = {
  columns: {
    emailTemplateTypeId: { column: 'email_template_type_id', references: { table: 'email_template_types', noun: 'Mail template type' } },
    subject: textColumn('subject'),
    header: { column: 'header_html', rich: true },
    body: { column: 'body_html', rich: true },
    footer: { column: 'footer_html', rich: true },
    language: { column: 'language' },
  },
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
