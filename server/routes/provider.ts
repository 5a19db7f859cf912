import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { findCurrentAccount } from '../repositories/accounts';
import { switchActingClient } from '../repositories/clients';
import { idQuerySchema, querySchema } from './schemas';
import { registerProviderClientRoutes } from './provider-clients';
import { registerProviderLanguageRoutes } from './provider-languages';
import { PROVIDER_PATHS } from '../../contract/paths/provider';

/**
 * Provider level, /api-admin/{product}/… with the configured product key (spec 02 §7): the clients
 * (provider-clients.ts), languages and products (provider-languages.ts), and the master's client switch: GET /{product}/switchclient?clientid={id} makes that client the acting
 * client of the caller's token family (this access token, and those its refreshes issue, act on it;
 * a fresh sign-in starts on the home client again) and answers the account as seen from there.
 */
export function registerProviderRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const product = ctx.config.product;
  app.get<{ Querystring: { clientid: string } }>(
    PROVIDER_PATHS.switchClient(product),
    { onRequest: auth.requireFeature('customerSwitcher'), schema: { querystring: querySchema({ clientid: idQuerySchema }, ['clientid']) } },
    async (request) => {
      const account = accountOf(request);
      const clientId = Number(request.query.clientid);
      if (!(await switchActingClient(ctx.db, account.familyId, clientId))) throw notFound('The client could not be found.');
      const current = await findCurrentAccount(ctx.db, { ...account, clientId }, `${product}Products`);
      if (!current) throw notFound('The account could not be found.');
      return ok([current]);
    },
  );

  registerProviderClientRoutes(app, ctx, auth);
  registerProviderLanguageRoutes(app, ctx, auth);
}
