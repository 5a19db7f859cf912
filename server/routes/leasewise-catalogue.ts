import type { FastifyInstance } from 'fastify';
import type { LeaseWiseContractType, LeaseWiseMantel, LeaseWiseProfile } from '../../contract/types/leasewise';
import { LEASEWISE_PATHS } from '../../contract/paths/leasewise';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import type { AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { mantelNumberSchema } from '../../contract/schemas';
import { querySchema } from './schemas';
import { leaseSystemCall } from './leasewise-access';

/**
 * What the client's lease system offers (spec 02 §7): GET /leasewise/mantels (its framework contracts),
 * GET /leasewise/Contractvormen?mantelNumber= (one mantel's contract types; an unknown mantel is a 404) and
 * GET /leasewise/profiles. Read through the configured lease system (server/lease-system), never stored here.
 */
export function registerLeaseWiseCatalogueRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const onRequest = auth.requireFeature('leaseSystemMenu');

  app.get(LEASEWISE_PATHS.mantels, { onRequest }, async (request) => {
    const { client, leaseSystem } = await leaseSystemCall(ctx, request);
    return ok<LeaseWiseMantel>(await leaseSystem.mantels(client));
  });

  app.get<{ Querystring: { mantelNumber: string } }>(
    LEASEWISE_PATHS.contractTypes,
    { onRequest, schema: { querystring: querySchema({ mantelNumber: mantelNumberSchema }, ['mantelNumber']) } },
    async (request) => {
      const { client, leaseSystem } = await leaseSystemCall(ctx, request);
      const types = await leaseSystem.contractTypes(client, request.query.mantelNumber);
      if (types === null) throw notFound(`Mantel ${request.query.mantelNumber} does not exist in the lease system.`);
      return ok<LeaseWiseContractType>(types);
    },
  );

  app.get(LEASEWISE_PATHS.profiles, { onRequest }, async (request) => {
    const { client, leaseSystem } = await leaseSystemCall(ctx, request);
    return ok<LeaseWiseProfile>(await leaseSystem.profiles(client));
  });
}
