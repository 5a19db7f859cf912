import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { FleetDriverInput } from '../../contract/types/leasewise';
import { FLEET_MANAGEMENT_PATHS } from '../../contract/paths/fleetmanagement';
import type { ServerContext } from '../context';
import type { AuthHooks } from '../plugins/auth';
import { DriverCreate, externalIdSchema } from './driver-schemas';
import { upsertExternalDriver } from './external-driver-write';

const fields = DriverCreate.properties;
/** The person a fleet manager keeps: the driver fields of POST /driver that need no arrangement, container or company. */
const FleetDriver = Type.Object({
  fleetManagementDriverId: Type.String(externalIdSchema),
  emailAddress: fields.emailAddress, firstName: fields.firstName, surname: fields.surname,
  prefixSurname: fields.prefixSurname, telephoneNr: fields.telephoneNr, debtorNumber: fields.debtorNumber, isActive: fields.isActive,
}, { additionalProperties: false });

// The app's hand-written body type must stay what this schema accepts.
const sameAsApp: FleetDriverInput = {} as Static<typeof FleetDriver>;
void sameAsApp;

/**
 * POST /fleetmanagement/driver (spec 02 §7): the fleet-management form's save. Creates the driver, or updates the one
 * holding `fleetManagementDriverId` (If-Match on its version: 412 when stale). Fleet management's roles (the access
 * table's `fleetManagement`: fleetmanagement, bulk, supervisor, master), who need not reach POST /driver. The lookup,
 * GET /fleetmanagement/driver?fleetManagementDriverId=, is external-driver-list.ts's.
 */
export function registerFleetDriverWrite(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.post<{ Body: Static<typeof FleetDriver> }>(
    FLEET_MANAGEMENT_PATHS.driver,
    { onRequest: auth.requireFeature('fleetManagement'), schema: { body: FleetDriver } },
    (request, reply) => upsertExternalDriver(ctx, request, reply, 'fleetManagement', request.body.fleetManagementDriverId, request.body),
  );
}
