import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { ok } from '../envelope';
import { clientNameSchema, emailSchema, productCodeSchema } from '../../contract/schemas';
import { TICKET_PATHS } from '../../contract/paths/ticket';

/** /api-admin/ticket/create: a help request, stored for the provider's support desk. */
export function registerTicketRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const productQuery = `${ctx.config.product}product`;
  app.post<{ Querystring: Record<string, string | undefined> }>(
    TICKET_PATHS.create,
    {
      onRequest: auth.signedIn,
      schema: {
        querystring: {
          type: 'object',
          required: ['email', 'client'],
          properties: {
            email: emailSchema,
            client: clientNameSchema,
            environment: { type: 'string', pattern: '^[a-z]{1,30}$' },
            [productQuery]: productCodeSchema,
          },
        },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const query = request.query;
      // Stored under the caller's home client whatever `client` says; `client` is kept as reported.
      await ctx.db.query(
        `INSERT INTO tickets (client_id, account_id, email, client_name, environment, product_code)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [account.homeClientId, account.id,
          query.email, query.client!.toLowerCase(), query.environment ?? 'management', query[productQuery] ?? ''],
      );
      return ok([]);
    },
  );
}
