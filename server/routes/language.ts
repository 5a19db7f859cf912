import type { FastifyInstance } from 'fastify';
import type { Language } from '../../src/api/types';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { ok } from '../envelope';
import { clientLanguages } from '../repositories/client-settings';

/** /api-admin/language: the product's languages, its cultures, and the signed-in client's languages. */
export function registerLanguageRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get('/language', { onRequest: auth.signedIn }, async () => {
    const rows = await ctx.db.query<{ id: number; display_name: string; language_culture: string }>(
      'SELECT l.id, l.display_name, c.language_culture FROM languages l JOIN cultures c ON c.id = l.culture_id ORDER BY l.id',
    );
    // A product-wide list has no default; isDefault is per client (see /language/clients).
    const languages: Language[] = rows.map((r) => ({
      id: r.id,
      isDefault: false,
      displayName: r.display_name,
      culture: { languageCulture: r.language_culture },
    }));
    return ok(languages);
  });

  app.get('/language/cultures', { onRequest: auth.signedIn }, async () => {
    const rows = await ctx.db.query<{ id: number; language_culture: string; display_name: string }>(
      'SELECT id, language_culture, display_name FROM cultures ORDER BY id',
    );
    return ok(rows.map((r) => ({ id: r.id, languageCulture: r.language_culture, displayName: r.display_name })));
  });

  /** What the language switcher offers: the client's languages, its default first. */
  app.get('/language/clients', { onRequest: auth.signedIn }, async (request) =>
    ok(await clientLanguages(ctx.db, accountOf(request).clientId)),
  );
}
