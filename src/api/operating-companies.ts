/**
 * Operating companies (spec 02 §7 "Operating and order companies"). Endpoint shapes:
 *
 *   GET /api-admin/operatingcompany                          → { results: OperatingCompany[] } by name, all in reach
 *   GET /api-admin/operatingcompany?pageSize&pageIndex&q     → one page and resultCount (the kit's list contract)
 *   GET /api-admin/operatingcompany?operatingCompanyId={id}  → results[0]; 404 for another client's,
 *       a deleted one or one outside the caller's reach
 *   POST, PUT, DELETE /api-admin/operatingcompany            → as every resource-kit area (resource.ts)
 *   POST /api-admin/operatingcompany/attachment?operatingCompanyId={id}  multipart, one file → the company
 *   DELETE /api-admin/operatingcompany/attachment?operatingCompanyId={id}&attachmentId={id} → the company
 *
 * Readable by everyone who may read drivers (the driver list filters on them) and by supervisors;
 * an administrator scoped by operating company gets only their own. Writes: supervisor and above.
 * Attachments do not change the company's version (server/README.md).
 */
import type { Envelope, OperatingCompany } from './types';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';
import { createResourceApi } from './resource';

const PATH = '/operatingcompany';
const NOUN = 'Operating company';

export const operatingCompanyApi = createResourceApi<OperatingCompany>({
  paths: { get: PATH, post: PATH, put: PATH, delete: PATH },
  idParam: 'operatingCompanyId',
  noun: NOUN,
});

/** Every company in reach, by name (the driver form's dropdown and the driver list's filter). */
export async function fetchOperatingCompanies({ signal }: CallOptions = {}): Promise<OperatingCompany[]> {
  return allResults(await http<Envelope<OperatingCompany>>(PATH, { signal }));
}

export async function fetchOperatingCompany(operatingCompanyId: number, options: CallOptions = {}): Promise<OperatingCompany> {
  return operatingCompanyApi.get(operatingCompanyId, options);
}

/** The message spec 02 §8 gives when an upload answers no company. */
export const ATTACHMENT_NOT_UPLOADED = 'Attachment cannot be uploaded';

/**
 * Adds one file (PDF, PNG or JPEG, at most 5 MB; the server decides the type by content) and answers the
 * company with its attachments. An answer without a company is the spec's 'Attachment cannot be uploaded'.
 */
export async function uploadOperatingCompanyAttachment(operatingCompanyId: number, file: File, { signal }: CallOptions = {}): Promise<OperatingCompany> {
  const body = new FormData();
  body.append('file', file, file.name);
  const envelope = await http<Envelope<OperatingCompany>>(`${PATH}/attachment`, { method: 'POST', query: { operatingCompanyId }, body, signal });
  const company = allResults(envelope)[0];
  if (!company) throw new Error(ATTACHMENT_NOT_UPLOADED);
  return company;
}

/** Removes one attachment (its link and file) and answers the company as it is now. */
export async function deleteOperatingCompanyAttachment(operatingCompanyId: number, attachmentId: number, { signal }: CallOptions = {}): Promise<OperatingCompany> {
  return firstResult(
    await http<Envelope<OperatingCompany>>(`${PATH}/attachment`, { method: 'DELETE', query: { operatingCompanyId, attachmentId }, signal }),
    NOUN,
  );
}
