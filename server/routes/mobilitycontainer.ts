import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { findLicences } from '../repositories/client-settings';
import { containerFacts, listContainers } from '../repositories/mobility';
import { hasRole } from '../../src/lib/permissions';
import { idQuerySchema, querySchema } from './schemas';

/**
 * /api-admin/mobilitycontainer (spec 02 §7 "Mobility"): the acting client's containers with their
 * categories and products, or one by ?mobilityContainerId. The access table's mobility rule decides
 * who may (licence; without containers supervisor and above; with containers everyone but bulk and
 * fleetmanagement, sub-supervisors only with container bindings), so an unlicensed client answers 403.
 * Sub-supervisors, whose reach is their bindings, see only the containers they are bound to.
 */
export function registerMobilityContainerRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const mobility = auth.requireFeature('mobility', async (account) => ({
    licenses: await findLicences(ctx.db, account.clientId),
    ...(await containerFacts(ctx.db, account.clientId, account.id)),
  }));

  app.get<{ Querystring: { mobilityContainerId?: string } }>(
    '/mobilitycontainer',
    { onRequest: mobility, schema: { querystring: querySchema({ mobilityContainerId: idQuerySchema }) } },
    async (request) => {
      const account = accountOf(request);
      const id = request.query.mobilityContainerId;
      const containers = await listContainers(ctx.db, {
        clientId: account.clientId,
        boundToAccountId: hasRole(account.role, 'fleetmanagement') ? null : account.id,
        ...(id !== undefined && { id: Number(id) }),
      });
      if (id !== undefined && containers.length === 0) throw notFound('The mobility container could not be found.');
      return ok(containers);
    },
  );
}
