import { asAttachments, fetchTemplateVariables, uploadTemplateAttachment, type MailTemplateTypeOption, type TemplateAttachment } from '../api/mail';
import type { WithAttachments } from '../api/attachments';
import type { ColumnDef } from './area';
import type { ChoiceOption, FieldDecl, FieldDef } from './area-fields';
import { LOCALES } from '../../contract/types/core';

/** What the server takes as an attachment (server/plugins/uploads.ts, checked by content there). */
const ATTACHMENT_TYPES = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** A type as its choice: "0 · Welcome" (typeNumber 0 welcome, 1 order, 2 login: spec 02 §3). */
export const typeChoices = (types: readonly MailTemplateTypeOption[]): ChoiceOption[] =>
  types.map((type) => ({ value: String(type.id), label: `${type.typeNumber} · ${type.name}` }));

const richPart = (name: string): FieldDecl => ({ name, kind: 'richText', variables: (signal) => fetchTemplateVariables({ signal }) });

/**
 * The fields of a mail template at the client's and the provider's level (spec 02 §3, §4): its type (the choices
 * `types` loads), the language it is written in (empty: any; a driver's mail takes the one in their language first),
 * a plain subject, header, body and footer in the rich-text editor with the provider's variables
 * as badges, and attachments chosen in the form, uploaded at `uploadPath` once the template is saved. Limits and
 * required fields as contract/areas/email-template-fields.ts states them (the area's contract gives them).
 */
export function templateFields(types: Extract<FieldDef, { kind: 'choice' }>['options'], uploadPath: string): FieldDecl[] {
  return [
    { name: 'emailTemplateTypeId', kind: 'choice', options: types },
    { name: 'language', kind: 'select', choices: LOCALES, labels: 'mailLanguages', nullable: true },
    { name: 'subject', kind: 'text' },
    richPart('header'),
    richPart('body'),
    richPart('footer'),
    {
      name: 'newAttachments', kind: 'files', accept: ATTACHMENT_TYPES,
      upload: (id, file, signal) => uploadTemplateAttachment(uploadPath, id, file, { signal }),
    },
  ];
}

/** The list's columns of both levels: type, subject, how many attachments. */
export const templateColumns: ColumnDef<{ typeNumber: number; typeName: string; language: string | null; subject: string; attachments: readonly unknown[] } & { id: number; version: number }>[] = [
  { name: 'type', value: (row) => `${row.typeNumber} · ${row.typeName}` },
  { name: 'language', format: 'choices', labels: 'mailLanguages', empty: 'mailLanguages.any' },
  { name: 'subject' },
  { name: 'attachments', value: (row) => row.attachments.length, format: 'number' },
];

/** A template as the attachment panel reads it. */
export const templateWithAttachments = (record: { id: number; version: number; attachments: readonly TemplateAttachment[] }): WithAttachments =>
  ({ id: record.id, version: record.version, attachments: asAttachments(record.attachments) });
