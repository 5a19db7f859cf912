import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { listRows } from '../kit/read';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { arrangementNotFound } from '../repositories/arrangement-write';
import { listArrangements } from '../repositories/arrangements';
import { reachOf } from '../repositories/scope';
import { idQuerySchema, querySchema } from '../routes/schemas';
import { deviation } from './deviation';

/**
 * GET /cararrangement/deviations?carArrangementId= (spec 02 §7): one arrangement's deviations as GET
 * /deviation shows them, the list the deviations overview (01 §7) reads. The arrangement must be in reach
 * (404 otherwise, like an unknown id); an arrangement of another type has none, so its list is empty.
 */
export function registerArrangementDeviations(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get<{ Querystring: { carArrangementId: string } }>(
    '/cararrangement/deviations',
    { onRequest: auth.requireFeature(deviation.feature.read), schema: { querystring: querySchema({ carArrangementId: idQuerySchema }, ['carArrangementId']) } },
    async (request) => {
      const scope = await reachOf(ctx.db, accountOf(request));
      const id = Number(request.query.carArrangementId);
      if ((await listArrangements(ctx.db, scope, { id })).length === 0) throw arrangementNotFound(id);
      return ok((await listRows(ctx.db, deviation, scope, { carArrangementId: id })).rows);
    },
  );
}
