/**
 * The mail calls beside the resource kit's rows (spec 02 §7 "Mail", "Provider level"):
 *
 *   GET  /emailtemplate/types          → the template types this caller may use (non-master: no provider-only types, 02 §5)
 *   GET  /emailtemplate/variables      → the variables every template editor offers as badges
 *   POST /emailtemplate/uploadattachment?emailTemplateId={id}&form={text}    multipart: one file (PDF, PNG, JPEG)
 *   POST /{product}/mailtemplate/upload?emailTemplateId={id}     the same for a provider template
 *   DELETE /emailtemplate/deleteattachment?emailTemplateId={id}&attachmentId={id} → the template
 *   DELETE /{product}/mailtemplate/deleteattachment?…                   the same for a provider template (not in the contract)
 *   POST /emailsetting/testconnection?emailSettingId={id} → { successful, host, answer }
 *
 * A template's attachments are { attachmentId, fileName, form, url } (url: GET /blob?blobName=…); the kit's
 * attachment panel reads them as its own shape (asAttachments).
 */
import type { Envelope } from '../../contract/types/core';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';
import type { Attachment, PanelAttachmentCalls, WithAttachments } from './attachments';
import { versionHeaders } from './resource';

export interface MailTemplateTypeOption {
  id: number;
  typeNumber: number;
  name: string;
}

export interface MailVariable {
  id: number;
  name: string;
  prefix: string | null;
}

export interface TemplateAttachment {
  attachmentId: number;
  fileName: string;
  form: string;
  url: string;
}

export interface ConnectionTest {
  successful: boolean;
  host: string;
  /** What the server answered (its greeting, or why it could not be reached). */
  answer: string;
}

export async function fetchTemplateTypes({ signal }: CallOptions = {}): Promise<MailTemplateTypeOption[]> {
  return allResults(await http<Envelope<MailTemplateTypeOption>>('/emailtemplate/types', { signal }));
}

export async function fetchTemplateVariables({ signal }: CallOptions = {}): Promise<MailVariable[]> {
  return allResults(await http<Envelope<MailVariable>>('/emailtemplate/variables', { signal }));
}

/** Uploads one attachment of the template `id` at `path` (the client's or the provider's upload). */
export async function uploadTemplateAttachment(path: string, id: number, file: File, { signal }: CallOptions = {}): Promise<void> {
  const body = new FormData();
  body.append('file', file, file.name);
  // The contract's `form` (?form=, at most 100 characters) names what the file is; its own name says it best.
  await http<Envelope<unknown>>(path, { method: 'POST', query: { emailTemplateId: id, form: file.name.slice(0, 100) }, body, signal });
}

/** The blob name in a template attachment's url (/api-admin/blob?blobName=…). */
const blobNameOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('blobName') ?? '';

/** A template's attachments as the kit's attachment panel shows them. */
export function asAttachments(list: readonly TemplateAttachment[] | undefined): Attachment[] {
  return (list ?? []).map((item) => ({ id: item.attachmentId, blobName: blobNameOf(item.url), fileName: item.fileName, contentType: '' }));
}

/**
 * Removing a template's attachment at `path` (the client's /emailtemplate/deleteattachment, the provider's
 * /{product}/mailtemplate/deleteattachment); uploads go with the form's save instead (spec 02 §4). The removal raises
 * the template's version: it is based on the version the form knows (If-Match) and answers the new one.
 */
export const templateAttachmentCalls = (path: string): PanelAttachmentCalls<WithAttachments> => ({
  async remove(id, attachmentId, { signal, version } = {}) {
    const envelope = await http<Envelope<{ id: number; version: number; attachments: TemplateAttachment[] }>>(path,
      { method: 'DELETE', query: { emailTemplateId: id, attachmentId }, headers: versionHeaders(version), signal });
    const row = firstResult(envelope, 'Mail template');
    return { id: row.id, version: row.version, attachments: asAttachments(row.attachments) };
  },
});

export async function testConnection(emailSettingId: number, { signal }: CallOptions = {}): Promise<ConnectionTest> {
  return firstResult(await http<Envelope<ConnectionTest>>('/emailsetting/testconnection', { method: 'POST', query: { emailSettingId }, signal }), 'Connection test');
}
