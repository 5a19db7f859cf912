import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { reachOf } from '../repositories/scope';
import { idQuerySchema } from '../routes/schemas';

/**
 * GET /policyCondition/groups?carArrangementId= (spec 02 §7): the group names used under one
 * arrangement, each with its number of conditions, for the form's group picker. Grouping exists only
 * under one arrangement (§5), so the arrangement is required; one outside reach is a 404.
 */
export interface PolicyConditionGroup {
  groupName: string;
  policyConditionCount: number;
}

export function registerPolicyConditionGroups(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get<{ Querystring: { carArrangementId: string } }>(
    '/policyCondition/groups',
    { onRequest: auth.requireFeature('texts'), schema: { querystring: Type.Object({ carArrangementId: idQuerySchema }) } },
    async (request) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      const id = Number(request.query.carArrangementId);
      const [arrangement] = await ctx.db.query('SELECT 1 FROM car_arrangements WHERE client_id = $1 AND id = $2', [reach.clientId, id]);
      if (!arrangement || (reach.arrangementIds !== null && !reach.arrangementIds.includes(id))) {
        throw notFound(`Car arrangement ${id} was not found.`);
      }
      return ok(await ctx.db.query<PolicyConditionGroup>(
        `SELECT group_name AS "groupName", count(*)::int AS "policyConditionCount" FROM policy_conditions
         WHERE client_id = $1 AND car_arrangement_id = $2 AND group_name IS NOT NULL
         GROUP BY group_name ORDER BY lower(group_name)`, [reach.clientId, id]));
    },
  );
}
