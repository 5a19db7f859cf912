import type { FastifyInstance } from 'fastify';
import { FLEET_MANAGEMENT_PATHS } from '../../contract/paths/fleetmanagement';
import type { ServerContext } from '../context';
import type { AuthHooks } from '../plugins/auth';
import { registerExternalDriverList } from './external-driver-list';
import { registerFleetDriverWrite } from './fleetmanagement-driver';

/**
 * /api-admin/fleetmanagement (spec 02 §7 "Lease system and fleet management"): GET /fleetmanagement/driver
 * (?fleetManagementDriverId) and POST /fleetmanagement/driver (fleetmanagement-driver.ts). Fleet managers reach only this list (02 §6); supervisor, master and bulk too.
 */
export function registerFleetManagementRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  registerExternalDriverList(app, ctx, auth, FLEET_MANAGEMENT_PATHS.driver, 'fleetManagement', 'fleetManagement');
  registerFleetDriverWrite(app, ctx, auth);
}
