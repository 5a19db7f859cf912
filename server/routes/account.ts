import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { findCurrentAccount } from '../repositories/accounts';
import { accountArea } from '../areas/account';
import { registerAccountAdministration } from './account-administration';
import { registerResource } from '../kit/register';
import { productCodeSchema } from '../../contract/schemas';
import { ACCOUNT_PATHS } from '../../contract/paths/account';

/**
 * /api-admin/account: the signed-in account (the shell's `user`) and the accounts of the acting client (a
 * resource-kit area, areas/account.ts) with the routes around them (account-administration.ts).
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const productQuery = `${ctx.config.product}product`;
  app.get(
    ACCOUNT_PATHS.currentLoggedInAccount,
    {
      onRequest: auth.signedIn,
      // ?amwproduct=omr names the calling product; accepted and validated, not used for filtering yet.
      schema: { querystring: { type: 'object', properties: { [productQuery]: productCodeSchema } } },
    },
    async (request) => {
      const current = await findCurrentAccount(ctx.db, accountOf(request), `${ctx.config.product}Products`);
      if (!current) throw notFound('The account could not be found.');
      return ok([current]);
    },
  );
  const area = accountArea(ctx, ctx.config.product);
  registerResource(app, ctx, auth, area);
  registerAccountAdministration(app, ctx, auth, area);
}
