import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { badRequest } from '../plugins/http-errors';
import { ok } from '../envelope';
import { searchDrivers } from '../repositories/drivers';
import { reachOf } from '../repositories/scope';
import { querySchema } from './schemas';

/**
 * GET /api-admin/driver (spec 02 §7 "Drivers"). For now the top bar's search: ?search=terms&pageSize=n.
 * The contract's list filters (includeOnlyActive, isExpired, hasOrdered, driverId, includeBindings,
 * includeOrderStatuses, leaseWiseDriverId, fleetManagementDriverId) join this querystring schema and
 * handler with the driver screens (issue 5); until then a call without `search` is a 400.
 * Access: the table's driverSearch (sub-supervisor and above, not fleetmanagement); the rows are the
 * acting client's drivers within the caller's reach (repositories/scope.ts).
 */
export const DRIVER_SEARCH_DEFAULT_PAGE_SIZE = 10;
export const DRIVER_SEARCH_MAX_PAGE_SIZE = 50;

interface DriverQuery {
  search?: string;
  pageSize?: string;
}

export function registerDriverRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get<{ Querystring: DriverQuery }>(
    '/driver',
    {
      onRequest: auth.requireFeature('driverSearch'),
      schema: {
        querystring: querySchema({
          search: { type: 'string', maxLength: 200 },
          pageSize: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' },
        }),
      },
    },
    async (request) => {
      const { search, pageSize } = request.query;
      const terms = (search ?? '').split(/\s+/).filter(Boolean);
      if (terms.length === 0) throw badRequest('A search term is required.');
      if (terms.length > 10) throw badRequest('A search has at most 10 terms.');
      // Larger pages are cut to the maximum rather than refused: the search is a type-ahead.
      const limit = Math.min(pageSize === undefined ? DRIVER_SEARCH_DEFAULT_PAGE_SIZE : Number(pageSize), DRIVER_SEARCH_MAX_PAGE_SIZE);
      const reach = await reachOf(ctx.db, accountOf(request));
      const { rows, total } = await searchDrivers(ctx.db, reach, { terms, limit });
      return { ...ok(rows), resultCount: total };
    },
  );
}
