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
import type { Envelope } from '../../contract/types/core';
import type { OperatingCompany } from '../../contract/types/drivers';
import { OPERATING_COMPANY_PATHS } from '../../contract/paths/operating-company';
import { http } from './client';
import { allResults, type CallOptions } from './envelope';
import { attachmentCalls } from './attachments';
import { createResourceApi } from './resource';

const PATH = OPERATING_COMPANY_PATHS.operatingCompany;
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

const attachments = attachmentCalls<OperatingCompany>({ upload: OPERATING_COMPANY_PATHS.attachment, remove: OPERATING_COMPANY_PATHS.attachment, idParam: 'operatingCompanyId', noun: NOUN });

/** Adds one file and answers the company with its attachments ('Attachment cannot be uploaded' when it answers none). */
export const uploadOperatingCompanyAttachment = attachments.upload;

/** Removes one attachment (its link and file) and answers the company as it is now. */
export const deleteOperatingCompanyAttachment = attachments.remove;
