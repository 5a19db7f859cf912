import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { AuthHooks } from '../plugins/auth';
import type { Feature } from '../../contract/access/permissions';
import type { ExternalIdKind } from '../repositories/driver-list';
import { querySchema } from './schemas';
import { DRIVER_LIST_QUERY_PROPERTIES, type DriverListRawQuery } from './driver-schemas';
import { answerDriverList } from './driver-list-route';

/**
 * GET {path} (/leasewise/driver, /fleetmanagement/driver) for the lease system and fleet management (spec 02 §7): with ?{kind}DriverId= the one
 * driver holding that id (results[0], with bindings and order statuses; none → empty results, which the
 * app reads as "no driver", spec 02 §8); without it the drivers that HAVE such an id, filtered and
 * keyset-paged like GET /driver. Open to whom the area's `feature` admits (its roles, and for the lease system its
 * licence, which requireFeature reads from the rule), who need not reach GET /driver.
 */
export function registerExternalDriverList(
  app: FastifyInstance, ctx: ServerContext, auth: AuthHooks, path: string, kind: ExternalIdKind, feature: Feature,
): void {
  const idParam = kind === 'leaseWise' ? 'leaseWiseDriverId' : 'fleetManagementDriverId';
  app.get<{ Querystring: DriverListRawQuery }>(
    path,
    { onRequest: auth.requireFeature(feature), schema: { querystring: querySchema(DRIVER_LIST_QUERY_PROPERTIES) } },
    (request) => {
      const one = request.query[idParam] !== undefined;
      return answerDriverList(ctx, request, one ? { withExternalId: kind, includeBindings: true, includeOrderStatuses: true } : { withExternalId: kind });
    },
  );
}
