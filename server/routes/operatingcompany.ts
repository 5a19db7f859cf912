import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { can } from '../../src/lib/permissions';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { forbidden, notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { listOperatingCompanies } from '../repositories/operating-companies';
import { reachOf } from '../repositories/scope';
import { idQuerySchema, querySchema } from './schemas';

/**
 * /api-admin/operatingcompany (spec 02 §7 "Operating and order companies"): GET for now.
 * Readable with the operating-companies feature (supervisor and above) or the drivers feature, because
 * the driver list's filter bar offers them to sub-supervisors too; either way only the companies in the
 * caller's reach. `?operatingCompanyId` answers that one as results[0], or 404 when it is another
 * client's, deleted or out of reach.
 */
export function registerOperatingCompanyRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get<{ Querystring: { operatingCompanyId?: string } }>(
    '/operatingcompany',
    { onRequest: auth.signedIn, schema: { querystring: querySchema({ operatingCompanyId: idQuerySchema }) } },
    async (request) => {
      const account = accountOf(request);
      if (!can({ role: account.role }, 'operatingCompanies') && !can({ role: account.role }, 'drivers')) throw forbidden();
      const id = request.query.operatingCompanyId === undefined ? undefined : Number(request.query.operatingCompanyId);
      const companies = await listOperatingCompanies(ctx.db, await reachOf(ctx.db, account), id);
      if (id !== undefined && companies.length === 0) throw notFound(`Operating company ${id} was not found.`);
      return ok(companies);
    },
  );
}
