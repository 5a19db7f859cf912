import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { AuthHooks } from '../plugins/auth';
import { registerResource } from '../kit/register';
import { mobilityCategory } from '../areas/mobility-category';
import { mobilityContainer } from '../areas/mobility-container';
import { registerMobilityContainerLists } from '../areas/mobility-container-lists';
import { registerMobilityContainerUploads } from '../areas/mobility-container-uploads';
import { mobilityProduct } from '../areas/mobility-product';
import { containerNotFound, mobilityFacts } from '../repositories/mobility';

export { containerNotFound };

/**
 * The contract's "Mobility" area (spec 02 §7): containers, their categories and products as resource-kit areas
 * (areas/mobility-container.ts, mobility-category.ts, mobility-product.ts), a container's category and product
 * lists and its logo and favicon uploads. The access table's mobility rule decides who reads (licence; without
 * containers supervisor and above; with containers everyone but bulk and fleetmanagement, sub-supervisors only
 * with container bindings), so an unlicensed client answers 403; sub-supervisors reach only their bound
 * containers (another container is a 404, like another client's).
 */

/** The mobility rule as an onRequest hook, for routes beside the kit's (GET /mobilitycontainer/drivers in driver.ts). */
export const requireMobility = (ctx: ServerContext, auth: AuthHooks) =>
  auth.requireFeature('mobility', (account) => mobilityFacts(ctx.db, account));

/** Kept apart from KIT_AREAS: their access is the mobility rule, not a role row (test/server/access-matrix.test.ts). */
export const MOBILITY_AREAS = [mobilityContainer, mobilityCategory, mobilityProduct] as const;

export function registerMobilityContainerRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  for (const area of MOBILITY_AREAS) registerResource(app, ctx, auth, area);
  registerMobilityContainerLists(app, ctx, auth);
  registerMobilityContainerUploads(app, ctx, auth);
}
