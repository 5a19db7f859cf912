import type { FastifyInstance } from 'fastify';
import type { ClientCheck, ClientCheckRequest } from '../../contract/types/core';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { bodySchema } from './schemas';
import { CLIENT_PATHS } from '../../contract/paths/client';

/** /api-admin/client/check: the signed-in client's identifier (GUID or numeric) and name. */
export function registerClientRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.post<{ Body: ClientCheckRequest }>(
    CLIENT_PATHS.check,
    { onRequest: auth.signedIn, schema: { body: bodySchema({ asGuid: { type: 'boolean' } }) } },
    async (request) => {
      const [client] = await ctx.db.query<{ id: number; guid: string; name: string }>(
        'SELECT id, guid, name FROM clients WHERE id = $1',
        [accountOf(request).clientId],
      );
      if (!client) throw notFound('The client could not be found.');
      const result: ClientCheck = { clientId: request.body.asGuid ? client.guid : String(client.id), name: client.name };
      return ok([result]);
    },
  );
}
