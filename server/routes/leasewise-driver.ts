import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { LEASEWISE_PATHS } from '../../contract/paths/leasewise';
import type { ServerContext } from '../context';
import type { AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { externalIdSchema } from './driver-schemas';
import { leaseSystemCall } from './leasewise-access';
import { upsertExternalDriver } from './external-driver-write';

const DriverImport = Type.Object({ leaseWiseDriverId: Type.String(externalIdSchema) }, { additionalProperties: false });

/**
 * POST /leasewise/driver { leaseWiseDriverId } (spec 02 §7): takes the driver the lease system knows by that id into
 * ours — name, e-mail, phone and debtor number as the lease system has them — creating the driver, or updating the one
 * already holding the id (If-Match on its version). An id the lease system does not know is a 404 with nothing
 * written. The list, GET /leasewise/driver, is external-driver-list.ts's.
 */
export function registerLeaseWiseDriverWrite(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.post<{ Body: Static<typeof DriverImport> }>(
    LEASEWISE_PATHS.driver,
    { onRequest: auth.requireFeature('leaseSystemMenu'), schema: { body: DriverImport } },
    async (request, reply) => {
      const { client, leaseSystem } = await leaseSystemCall(ctx, request);
      const id = request.body.leaseWiseDriverId;
      const known = await leaseSystem.driver(client, id);
      if (!known) throw notFound(`The lease system has no driver ${id}.`);
      return upsertExternalDriver(ctx, request, reply, 'leaseWise', id, {
        leaseWiseDriverId: id, firstName: known.firstName, prefixSurname: known.prefixSurname, surname: known.surname,
        emailAddress: known.emailAddress, telephoneNr: known.telephoneNr, debtorNumber: known.debtorNumber,
      });
    },
  );
}
