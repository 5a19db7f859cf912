import type { FastifyInstance } from 'fastify';
import type { AttentionFilter } from '../../contract/types/dashboard';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { pageOf } from '../kit/read';
import { ifMatchOf, sendVersion } from '../kit/version';
import { createProviderClient, findProviderClient, listProviderClients, updateProviderClient } from '../repositories/provider-clients';
import { clientCreateBody, clientListQuery, clientUpdateBody } from './provider-client-schemas';
import { providerClient, type ClientInput, type ProviderClient } from '../../contract/areas/provider-client';

/**
 * The master's client administration, /api-admin/{product}/client (the contract shows none: spec 01 §2 has the
 * route /{product}/client, 02 §3 the Client and Client setting). It speaks the resource kit's wire contract
 * (src/api/resource.ts), so the app's kit list and form drive it:
 *
 *   GET  ?q=&pageSize=&pageIndex=  every client, each space-separated word of q found in its name, display name or
 *                                  debtor number (the customer switcher's rule); resultCount
 *   GET  ?clientId=                one client with its setting, licences and languages; ETag
 *   POST                           a new client, its setting, licences and languages in one transaction
 *   PUT  { id, ... } If-Match      what is sent changes (412 when stale); isActive false deactivates
 *
 * No DELETE: a client is deactivated (its accounts can no longer sign in) and keeps its history. Not a kit
 * declaration, because the kit writes one table per row and a client is four. Master only (`clientList`).
 */
export function registerProviderClientRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const path = providerClient(ctx.config.product).paths.get;
  const gate = auth.requireFeature('clientList');

  const one = (reply: Parameters<typeof sendVersion>[0], row: ProviderClient) => {
    sendVersion(reply, row.version);
    return ok([row]);
  };

  app.get<{ Querystring: { clientId?: string; q?: string; attention?: AttentionFilter<'providerClient'>; pageSize?: string; pageIndex?: string } }>(
    path, { onRequest: gate, schema: { querystring: clientListQuery } }, async (request, reply) => {
      const { clientId, q, attention } = request.query;
      if (clientId !== undefined) {
        const row = await findProviderClient(ctx.db, Number(clientId));
        if (!row) throw notFound(`Client ${clientId} was not found.`);
        return one(reply, row);
      }
      const { rows, total } = await listProviderClients(ctx.db, { q, ...(attention && { attention: { name: attention, now: ctx.now() } }) }, pageOf(request.query));
      return { ...ok(rows), resultCount: total };
    });

  app.post<{ Body: ClientInput & Pick<ProviderClient, 'languages' | 'defaultLanguage'> }>(
    path, { onRequest: gate, schema: { body: clientCreateBody } }, async (request, reply) => one(reply, await createProviderClient(ctx.db, request.body)));

  app.put<{ Body: ClientInput & { id: number; version?: unknown } }>(
    path, { onRequest: gate, schema: { body: clientUpdateBody } }, async (request, reply) => {
      const { id, version: _shown, ...change } = request.body;
      const account = accountOf(request);
      const writer = { homeClientId: account.homeClientId, actingClientId: account.clientId };
      return one(reply, await updateProviderClient(ctx.db, id, change, ifMatchOf(request), writer));
    });
}
