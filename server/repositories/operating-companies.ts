import type { OperatingCompany } from '../../src/api/types';

/** A company as the server answers it: the app's type plus the row version (also the ETag). */
export type VersionedOperatingCompany = OperatingCompany & { version: number };
import type { Queryable } from '../db/db';
import type { Reach } from './scope';

/**
 * The acting client's operating companies (spec 02 §3, §7): never deleted ones, and for an
 * administrator scoped by operating company only their own (scope.ts), sorted by name.
 * `operatingCompanyId` narrows to one; an id of another client or out of reach finds nothing.
 */
export async function listOperatingCompanies(db: Queryable, reach: Reach, operatingCompanyId?: number): Promise<VersionedOperatingCompany[]> {
  return db.query<VersionedOperatingCompany>(
    `SELECT o.id, o.version, o.name, o.debtor_number AS "debtorNumber", o.address, o.postal_code AS "postalCode", o.city,
       COALESCE((SELECT json_agg(json_build_object('id', a.id, 'blobName', b.name, 'fileName', b.original_file_name,
                   'contentType', b.content_type) ORDER BY a.id)
                 FROM operating_company_attachments a JOIN blobs b ON b.client_id = a.client_id AND b.id = a.blob_id
                 WHERE a.client_id = o.client_id AND a.operating_company_id = o.id), '[]'::json) AS attachments
     FROM operating_companies o
     WHERE o.client_id = $1 AND NOT o.is_deleted
       AND ($2::int[] IS NULL OR o.id = ANY ($2::int[]))
       AND ($3::int IS NULL OR o.id = $3)
     ORDER BY lower(o.name), o.id`,
    [reach.clientId, reach.operatingCompanyIds, operatingCompanyId ?? null],
  );
}
