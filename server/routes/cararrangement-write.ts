import type { FastifyInstance, FastifyReply } from 'fastify';
import { ARRANGEMENT_PATHS } from '../../contract/paths/arrangement';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { category } from '../areas/category';
import { listRows } from '../kit/read';
import { ifMatchOf, sendVersion } from '../kit/version';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { arrangementNotFound, createArrangement, deleteArrangement, updateArrangement } from '../repositories/arrangement-write';
import { listArrangements } from '../repositories/arrangements';
import { checkCoupling, leaseWiseArrangement, storeCouplingValidity } from '../repositories/mantel-coupling';
import { reachOf, type Reach } from '../repositories/scope';
import { ArrangementCreate, ArrangementUpdate } from './cararrangement-schemas';
import { idQuerySchema, querySchema } from './schemas';
import { leaseSystemCall } from './leasewise-access';

/**
 * The arrangement writes and per-arrangement reads of spec 02 §7 "Car arrangement": POST, PUT and
 * DELETE /cararrangement (supervisor and above, the access table's `arrangements`), GET
 * /cararrangement/categories?carArrangementId= (the category rows, as GET /category shows them) and
 * GET /cararrangement/mantelcontractkoppelingcheck?arrangementId= (only with the lease-system licence, §5).
 */
async function arrangementAnswer(ctx: ServerContext, reach: Reach, id: number, reply: FastifyReply) {
  const [row] = await listArrangements(ctx.db, reach, { id });
  if (!row) throw arrangementNotFound(id);
  if (row.version !== undefined) sendVersion(reply, row.version);
  return ok([row]);
}

/** The arrangement, in reach, or a 404 like an unknown id. */
async function reachable(ctx: ServerContext, reach: Reach, id: number) {
  const [row] = await listArrangements(ctx.db, reach, { id });
  if (!row) throw arrangementNotFound(id);
  return row;
}

export function registerCarArrangementWrites(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const write = auth.requireFeature('arrangements');
  const reach = (request: Parameters<typeof accountOf>[0]) => reachOf(ctx.db, accountOf(request));

  app.post<{ Body: ArrangementCreate }>(ARRANGEMENT_PATHS.arrangement, { onRequest: write, schema: { body: ArrangementCreate } }, async (request, reply) => {
    const scope = await reach(request);
    return arrangementAnswer(ctx, scope, await createArrangement(ctx.db, scope, request.body), reply);
  });

  app.put<{ Body: ArrangementUpdate }>(ARRANGEMENT_PATHS.arrangement, { onRequest: write, schema: { body: ArrangementUpdate } }, async (request, reply) => {
    const scope = await reach(request);
    await updateArrangement(ctx.db, scope, request.body, ifMatchOf(request));
    return arrangementAnswer(ctx, scope, request.body.id, reply);
  });

  app.delete<{ Querystring: { carArrangementId: string } }>(
    ARRANGEMENT_PATHS.arrangement,
    { onRequest: write, schema: { querystring: querySchema({ carArrangementId: idQuerySchema }, ['carArrangementId']) } },
    async (request) => {
      const id = Number(request.query.carArrangementId);
      await deleteArrangement(ctx.db, await reach(request), id, ifMatchOf(request));
      return ok([{ id }]);
    },
  );

  app.get<{ Querystring: { carArrangementId: string } }>(
    ARRANGEMENT_PATHS.categories,
    { onRequest: auth.requireFeature(category.feature.read), schema: { querystring: querySchema({ carArrangementId: idQuerySchema }, ['carArrangementId']) } },
    async (request) => {
      const scope = await reach(request);
      const id = Number(request.query.carArrangementId);
      await reachable(ctx, scope, id);
      return ok((await listRows(ctx.db, category, scope, { carArrangementId: id })).rows);
    },
  );

  // Spec 02 §5: only with the lease-system licence (403 otherwise). The lease system is asked (server/lease-system) and
  // the outcome stored as is_mantel_contract_valid, which the supervisors' banner reads.
  app.get<{ Querystring: { arrangementId: string } }>(
    ARRANGEMENT_PATHS.mantelCouplingCheck,
    { onRequest: auth.requireFeature('mantelContractCheck'), schema: { querystring: querySchema({ arrangementId: idQuerySchema }, ['arrangementId']) } },
    async (request) => {
      const { reach: scope, client, leaseSystem } = await leaseSystemCall(ctx, request);
      const check = await checkCoupling(leaseSystem, client, await leaseWiseArrangement(ctx.db, scope, Number(request.query.arrangementId)));
      await storeCouplingValidity(ctx.db, scope.clientId, check);
      return ok([check]);
    },
  );
}
