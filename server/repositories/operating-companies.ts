import type { OperatingCompany } from '../../contract/types/drivers';
import type { Queryable } from '../db/db';
import { pagedRows, searchCondition, type Page } from '../kit/read';
import type { Reach } from './scope';
import { attachmentsJson } from './attachments';
import { COMPANY_ATTACHMENTS } from './operating-company-write';

export interface CompanyListFilter {
  /** Narrows to one; an id of another client or out of reach finds nothing. */
  id?: number;
  /** Searched in the name, case-insensitively and literally (the kit's list contract). */
  q?: string;
  page?: Page;
}

/**
 * The acting client's operating companies (spec 02 §3, §7): never deleted ones, and for an
 * administrator scoped by operating company only their own (scope.ts), sorted by name. Paged and
 * searched like every kit list; `total` counts all that match.
 */
export async function pageOperatingCompanies(db: Queryable, reach: Reach, filter: CompanyListFilter = {}): Promise<{ rows: readonly OperatingCompany[]; total: number }> {
  const params: unknown[] = [reach.clientId, reach.operatingCompanyIds, filter.id ?? null];
  const search = filter.q ? ` AND ${searchCondition('o.name', `$${params.push(filter.q)}`)}` : '';
  return pagedRows<OperatingCompany>(db, {
    select: `o.id, o.version, o.name, o.debtor_number AS "debtorNumber", o.address, o.postal_code AS "postalCode", o.city,
       ${attachmentsJson(COMPANY_ATTACHMENTS, 'o')} AS attachments`,
    from: `operating_companies o
     WHERE o.client_id = $1 AND NOT o.is_deleted
       AND ($2::int[] IS NULL OR o.id = ANY ($2::int[]))
       AND ($3::int IS NULL OR o.id = $3)${search}`,
    orderBy: 'lower(o.name), o.id',
  }, params, filter.page);
}

/** All the companies in reach (the driver form's dropdown), or the one `operatingCompanyId` names. */
export async function listOperatingCompanies(db: Queryable, reach: Reach, operatingCompanyId?: number): Promise<readonly OperatingCompany[]> {
  return (await pageOperatingCompanies(db, reach, operatingCompanyId === undefined ? {} : { id: operatingCompanyId })).rows;
}
