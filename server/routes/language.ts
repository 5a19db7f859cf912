import type { FastifyInstance } from 'fastify';
import type { Language } from '../../contract/types/core';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { ok } from '../envelope';
import { listClients } from '../repositories/clients';
import { can } from '../../contract/access/permissions';
import { LANGUAGE_PATHS } from '../../contract/paths/language';

/**
 * /api-admin/language: the product's languages and cultures, and (under /language/clients, a path kept
 * from the original contract) the client list. A client's own languages are in its client setting.
 */
export function registerLanguageRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get(LANGUAGE_PATHS.language, { onRequest: auth.signedIn }, async () => {
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

  app.get(LANGUAGE_PATHS.cultures, { onRequest: auth.signedIn }, async () => {
    const rows = await ctx.db.query<{ id: number; language_culture: string; display_name: string }>(
      'SELECT id, language_culture, display_name FROM cultures ORDER BY id',
    );
    return ok(rows.map((r) => ({ id: r.id, languageCulture: r.language_culture, displayName: r.display_name })));
  });

  /**
   * The client list (spec 01 §3 Client: id, name, displayName, debtorNumber; the original's language
   * links per client are dropped). A master (the table's clientList) gets every active client for the
   * customer switcher; anyone else only their own client.
   */
  app.get(LANGUAGE_PATHS.clients, { onRequest: auth.signedIn }, async (request) => {
    const account = accountOf(request);
    return ok(await listClients(ctx.db, can({ role: account.role }, 'clientList') ? null : account.homeClientId));
  });
}
