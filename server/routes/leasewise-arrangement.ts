import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { LEASEWISE_PATHS } from '../../contract/paths/leasewise';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { checkVersion, ifMatchOf, sendVersion } from '../kit/version';
import type { AuthHooks } from '../plugins/auth';
import { badRequest, conflict } from '../plugins/http-errors';
import { MANTEL_TAKEN } from '../repositories/arrangement-write';
import { checkCoupling, leaseWiseArrangement, leaseWiseArrangements, storeCouplingValidity } from '../repositories/mantel-coupling';
import { uniqueViolation } from '../db/unique-violation';
import { idSchema, mantelNumberSchema } from '../../contract/schemas';
import { querySchema } from './schemas';
import { leaseSystemCall } from './leasewise-access';

const nullableCode = Type.Union([Type.String(mantelNumberSchema), Type.Null()]);
const Coupling = Type.Object({
  carArrangementId: idSchema,
  mantelNumber: nullableCode,
  contractType: Type.Optional(nullableCode),
}, { additionalProperties: false });
type CouplingBody = Static<typeof Coupling>;

/**
 * GET /leasewise/arrangement (?mantelNumber: the client's arrangements coupled to that mantel; without it all of them,
 * each with its mantel, contract type and stored validity) and POST /leasewise/arrangement, which couples one
 * arrangement to a mantel (mantelNumber null uncouples it). The mantel must exist in the lease system and the contract
 * type, when given, be one of its own (400 with the reason otherwise); a mantel another arrangement of the client holds
 * is the contract's 409 "Mantelnummer already exists for this client" (unique per client, spec 02 §5); If-Match on the
 * arrangement's version (412). After a coupling the check runs at once and the answer carries its stored outcome.
 */
export function registerLeaseWiseArrangementRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get<{ Querystring: { mantelNumber?: string } }>(
    LEASEWISE_PATHS.arrangement,
    { onRequest: auth.requireFeature('leaseSystemMenu'), schema: { querystring: querySchema({ mantelNumber: mantelNumberSchema }) } },
    async (request) => {
      const { reach } = await leaseSystemCall(ctx, request);
      return ok(await leaseWiseArrangements(ctx.db, reach, { mantelNumber: request.query.mantelNumber }));
    },
  );

  app.post<{ Body: CouplingBody }>(
    LEASEWISE_PATHS.arrangement,
    { onRequest: auth.requireFeature('leaseSystemMenu'), schema: { body: Coupling } },
    async (request, reply) => {
      const { reach, client, leaseSystem } = await leaseSystemCall(ctx, request);
      const { carArrangementId: id, mantelNumber } = request.body;
      const contractType = mantelNumber === null ? null : (request.body.contractType ?? null);
      if (mantelNumber === null && request.body.contractType) throw badRequest('body.contractType needs a mantelNumber.');
      await leaseWiseArrangement(ctx.db, reach, id);
      if (mantelNumber !== null) {
        // Asked before the transaction: a slow lease system must not hold the row lock.
        const types = await leaseSystem.contractTypes(client, mantelNumber);
        if (types === null) throw badRequest(`body.mantelNumber: mantel ${mantelNumber} does not exist in the lease system.`);
        if (contractType !== null && !types.some((t) => t.code === contractType)) {
          throw badRequest(`body.contractType: mantel ${mantelNumber} has no contract type ${contractType}.`);
        }
      }
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx.query<{ version: number }>(
          'SELECT version FROM car_arrangements WHERE client_id = $1 AND id = $2 FOR UPDATE', [reach.clientId, id]);
        checkVersion(ifMatchOf(request), row!.version);
        const holder = mantelNumber === null ? [] : await tx.query(
          'SELECT 1 FROM car_arrangements WHERE client_id = $1 AND mantel_number = $2 AND id <> $3', [reach.clientId, mantelNumber, id]);
        if (holder.length > 0) throw conflict(MANTEL_TAKEN);
        await tx.query(
          `UPDATE car_arrangements SET mantel_number = $3, contract_type = $4, version = version + 1, updated_at = now()
           WHERE client_id = $1 AND id = $2`, [reach.clientId, id, mantelNumber, contractType]);
      }).catch((error: unknown) => {
        // Two couplings of one mantel at once: the unique key decides, with the same answer.
        throw uniqueViolation(error)?.constraint.includes('mantel') ? conflict(MANTEL_TAKEN) : error;
      });
      const coupled = await leaseWiseArrangement(ctx.db, reach, id);
      await storeCouplingValidity(ctx.db, reach.clientId, await checkCoupling(leaseSystem, client, coupled));
      const stored = await leaseWiseArrangement(ctx.db, reach, id);
      sendVersion(reply, stored.version);
      return ok([stored]);
    },
  );
}
