import type { FastifyRequest } from 'fastify';
import type { DriverStatus } from '../../contract/types/drivers';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { accountOf } from '../plugins/auth';
import { badRequest } from '../plugins/http-errors';
import { DRIVER_STATUSES, decodeCursor, listDrivers, type DriverCursor, type DriverListFilters } from '../repositories/driver-list';
import { SEARCH_MAX_TERMS, searchTerms } from '../repositories/drivers';
import { reachOf } from '../repositories/scope';
import { containerIdsInReach } from '../repositories/mobility';
import type { DriverListRawQuery } from './driver-schemas';
import { dateOrEmpty } from './schemas';
import { containerNotFound } from './mobilitycontainer';

/**
 * One answer for every driver list: GET /driver (the list), /mobilitycontainer/drivers,
 * /fleetmanagement/driver and /leasewise/driver. Keyset-paged: `after` (the previous answer's
 * nextCursor) + pageSize (default 20, at most 500); the answer carries resultCount (all matches) and
 * nextCursor (null on the last page). Every row is the acting client's and within the caller's reach;
 * a mobility container filter must name a container the caller reaches as GET /mobilitycontainer does
 * (none for bulk and fleetmanagement), else 404: which drivers a container holds is mobility data.
 */
export const DRIVER_LIST_DEFAULT_PAGE_SIZE = 20;
export const DRIVER_LIST_MAX_PAGE_SIZE = 500;

const flag = (value: string | undefined): boolean | undefined => (value === undefined ? undefined : value === 'true');
const num = (value: string | undefined): number | undefined => (value === undefined ? undefined : Number(value));
export const todayOf = (ctx: ServerContext): string => ctx.now().toISOString().slice(0, 10);

const isStatus = (value: string): value is DriverStatus => (DRIVER_STATUSES as readonly string[]).includes(value);

function statusesOf(text: string | undefined): DriverStatus[] | undefined {
  if (text === undefined) return undefined;
  const values = text.split(',');
  const unknown = values.find((value) => !isStatus(value));
  if (unknown !== undefined) throw badRequest(`querystring.status: "${unknown}" is not one of ${DRIVER_STATUSES.join(', ')}.`);
  return values as DriverStatus[];
}

function searchOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (searchTerms(text).length > SEARCH_MAX_TERMS) throw badRequest(`querystring.q: a search has at most ${SEARCH_MAX_TERMS} terms.`);
  return text;
}

export function pageOf(query: Pick<DriverListRawQuery, 'after' | 'pageSize'>): { after: DriverCursor | null; pageSize: number } {
  const pageSize = query.pageSize === undefined ? DRIVER_LIST_DEFAULT_PAGE_SIZE : Number(query.pageSize);
  if (pageSize > DRIVER_LIST_MAX_PAGE_SIZE) throw badRequest(`querystring.pageSize: a page has at most ${DRIVER_LIST_MAX_PAGE_SIZE} drivers.`);
  const after = query.after === undefined ? null : decodeCursor(query.after);
  if (query.after !== undefined && !after) throw badRequest('querystring.after is not a valid cursor.');
  return { after, pageSize };
}

/** The list filters of a raw query (schema-checked already: DRIVER_LIST_QUERY_PROPERTIES); 400 for what a schema cannot say. */
export function filtersOf(q: DriverListRawQuery): DriverListFilters {
  return {
    includeOnlyActive: flag(q.includeOnlyActive),
    isExpired: flag(q.isExpired),
    hasOrdered: flag(q.hasOrdered),
    driverId: num(q.driverId),
    includeBindings: flag(q.includeBindings),
    includeOrderStatuses: flag(q.includeOrderStatuses),
    leaseWiseDriverId: q.leaseWiseDriverId,
    fleetManagementDriverId: q.fleetManagementDriverId,
    status: statusesOf(q.status),
    operatingCompanyId: q.operatingCompanyId?.split(',').map(Number),
    q: searchOf(q.q),
    lastLoginFrom: dateOrEmpty(q.lastLoginFrom) ?? undefined,
    emailNotSent: flag(q.emailNotSent),
    expiration: q.expiration,
    attention: q.attention,
    carArrangementId: num(q.carArrangementId),
    mobilityContainerId: num(q.mobilityContainerId),
  };
}

/** Answers one page of the list for `request`, with `fixed` filters the route adds (they win over the query's). */
export async function answerDriverList(
  ctx: ServerContext,
  request: FastifyRequest<{ Querystring: DriverListRawQuery }>,
  fixed: Partial<DriverListFilters> = {},
) {
  const filters = { ...filtersOf(request.query), ...fixed };
  const page = pageOf(request.query);
  const account = accountOf(request);
  if (filters.mobilityContainerId !== undefined && !(await containerIdsInReach(ctx.db, account)).includes(filters.mobilityContainerId)) {
    throw containerNotFound();
  }
  const reach = await reachOf(ctx.db, account);
  const found = await listDrivers(ctx.db, reach, filters, page, todayOf(ctx));
  return { ...ok(found.rows), resultCount: found.total, nextCursor: found.nextCursor };
}
