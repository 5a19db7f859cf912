import type { FastifyInstance } from 'fastify';
import type { ClientSettingUpdate } from '../../src/api/types';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { findLicences, findSettingByClientId, findSettingByClientName, updateSetting } from '../repositories/client-settings';
import { bodySchema, clientNameSchema, colourSchema, emailSchema, notBlank, plainText } from './schemas';
import { ifMatchOf, sendVersion } from '../kit/version';

/**
 * /api-admin/clientsetting: the login page's public branding, and the signed-in client's settings.
 * GET and PUT answer `ETag: "<version>"`; a PUT with a stale If-Match is a 412 and writes nothing.
 */
const UNKNOWN_CLIENT = 'The client could not be found.';

// Every field optional, at least one: what the body leaves out stays as stored (server/README.md, "Bodies").
const settingSchema = {
  ...bodySchema({
    displayName: plainText(100, { minLength: 1 }),
    email: emailSchema,
    phoneNumber: { type: 'string', maxLength: 30, pattern: '^[+0-9 ()-]*$' },
    primaryColor: colourSchema,
    secondaryColor: colourSchema,
    // Ends up in CSS, so only characters a font list needs (no ; { } ( ) < > " \).
    // Stored trimmed, so it must hold more than spaces.
    primaryFontFamily: { type: 'string', minLength: 1, maxLength: 100, pattern: "^[A-Za-z0-9 ,'-]+$", allOf: [notBlank] },
  }, []),
  minProperties: 1,
};

export function registerClientSettingRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get<{ Querystring: { clientName?: string } }>(
    '/clientsetting',
    {
      onRequest: auth.optionalAccount,
      schema: { querystring: { type: 'object', properties: { clientName: clientNameSchema } } },
    },
    async (request, reply) => {
      const { clientName } = request.query;
      const account = request.account;
      if (!account && !clientName) throw badRequest('A clientName is required before sign-in.');
      // Signed in: the own (acting) client; only a master may look at another client by name.
      const setting =
        account && !(account.role === 'master' && clientName)
          ? await findSettingByClientId(ctx.db, account.clientId)
          : await findSettingByClientName(ctx.db, clientName ?? '');
      if (!setting) throw notFound(UNKNOWN_CLIENT);
      sendVersion(reply, setting.version);
      return ok([setting]);
    },
  );

  app.put<{ Body: ClientSettingUpdate }>(
    '/clientsetting',
    { onRequest: auth.requireRole('supervisor'), schema: { body: settingSchema } },
    async (request, reply) => {
      // The client comes from the token, never from the body: a supervisor can only edit their own.
      const { clientId } = accountOf(request);
      await ctx.db.transaction((tx) => updateSetting(tx, clientId, request.body, ifMatchOf(request)));
      const setting = await findSettingByClientId(ctx.db, clientId);
      if (!setting) throw notFound(UNKNOWN_CLIENT);
      sendVersion(reply, setting.version);
      return ok([setting]);
    },
  );

  app.get('/clientsetting/licenses', { onRequest: auth.signedIn }, async (request) => {
    const licences = await findLicences(ctx.db, accountOf(request).clientId);
    if (!licences) throw notFound('No licences are recorded for this client.');
    return ok([licences]);
  });
}
