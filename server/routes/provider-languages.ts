import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { clientLanguages } from '../repositories/client-settings';
import { idQuerySchema, querySchema } from './schemas';
import { PROVIDER_PATHS } from '../../contract/paths/provider';

/**
 * Provider level (spec 02 §7), master only:
 *
 *   GET /{product}/language              every language of the product with its culture and `clientCount`, the
 *                                        clients offering it (inactive ones too: they keep their languages)
 *   GET /{product}/language?clientId=    the languages that client offers, its default marked `isDefault`
 *                                        (unknown client: 404)
 *   GET /{product}/products              every product of the provider: `{ id, code, name, url }` (the app
 *                                        switcher, an account's products)
 */
export function registerProviderLanguageRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const product = ctx.config.product;

  app.get<{ Querystring: { clientId?: string } }>(
    PROVIDER_PATHS.language(product),
    { onRequest: auth.requireFeature('languages'), schema: { querystring: querySchema({ clientId: idQuerySchema }) } },
    async (request) => {
      const { clientId } = request.query;
      if (clientId !== undefined) {
        const [client] = await ctx.db.query<{ id: number }>('SELECT id FROM clients WHERE id = $1', [Number(clientId)]);
        if (!client) throw notFound(`Client ${clientId} was not found.`);
        return ok(await clientLanguages(ctx.db, client.id));
      }
      const rows = await ctx.db.query<{ id: number; display_name: string; language_culture: string; culture_name: string; client_count: number }>(
        `SELECT l.id, l.display_name, cu.language_culture, cu.display_name AS culture_name,
                (SELECT count(*)::int FROM client_languages cl WHERE cl.language_id = l.id) AS client_count
         FROM languages l JOIN cultures cu ON cu.id = l.culture_id ORDER BY l.id`,
      );
      return ok(rows.map((r) => ({
        id: r.id,
        // A product-wide list has no default; isDefault is per client (?clientId=).
        isDefault: false,
        displayName: r.display_name,
        culture: { languageCulture: r.language_culture, displayName: r.culture_name },
        clientCount: r.client_count,
      })));
    },
  );

  app.get(PROVIDER_PATHS.products(product), { onRequest: auth.requireFeature('productMenu') }, async () =>
    ok(await ctx.db.query<{ id: number; code: string; name: string; url: string }>('SELECT id, code, name, url FROM products ORDER BY id')));
}
