import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { containerBindingsOf, listContainers, mobilityFacts } from '../repositories/mobility';
import { idQuerySchema, querySchema } from './schemas';

/**
 * /api-admin/mobilitycontainer (spec 02 §7 "Mobility"): the acting client's containers with their
 * categories and products, or one by ?mobilityContainerId. The access table's mobility rule decides
 * who may (licence; without containers supervisor and above; with containers everyone but bulk and
 * fleetmanagement, sub-supervisors only with container bindings), so an unlicensed client answers 403.
 * Sub-supervisors, whose reach is their bindings, see only the containers they are bound to.
 */

/** The mobility rule as an onRequest hook: GET /mobilitycontainer and /mobilitycontainer/drivers (driver.ts) share it. */
export const requireMobility = (ctx: ServerContext, auth: AuthHooks) =>
  auth.requireFeature('mobility', (account) => mobilityFacts(ctx.db, account));

/** A container the caller does not reach (another client's, unbound for a sub-supervisor) is missing to them. */
export const containerNotFound = () => notFound('The mobility container could not be found.');

export function registerMobilityContainerRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get<{ Querystring: { mobilityContainerId?: string } }>(
    '/mobilitycontainer',
    { onRequest: requireMobility(ctx, auth), schema: { querystring: querySchema({ mobilityContainerId: idQuerySchema }) } },
    async (request) => {
      const account = accountOf(request);
      const id = request.query.mobilityContainerId;
      const containers = await listContainers(ctx.db, {
        clientId: account.clientId, boundToAccountId: containerBindingsOf(account), ...(id !== undefined && { id: Number(id) }),
      });
      if (id !== undefined && containers.length === 0) throw containerNotFound();
      return ok(containers);
    },
  );
}
