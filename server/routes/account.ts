import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { findCurrentAccount } from '../repositories/accounts';
import { productCodeSchema } from './schemas';

/** /api-admin/account: for now only the signed-in account (the shell's `user`). */
export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const productQuery = `${ctx.config.product}product`;
  app.get(
    '/account/currentloggedinaccount',
    {
      onRequest: auth.signedIn,
      // ?amwproduct=omr names the calling product; accepted and validated, not used for filtering yet.
      schema: { querystring: { type: 'object', properties: { [productQuery]: productCodeSchema } } },
    },
    async (request) => {
      const account = accountOf(request);
      const current = await findCurrentAccount(ctx.db, account.id, account.clientId, `${ctx.config.product}Products`);
      if (!current) throw notFound('The account could not be found.');
      return ok([current]);
    },
  );
}
