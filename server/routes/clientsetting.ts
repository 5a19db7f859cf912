import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { ClientSettingUpdate } from '../../contract/types/core';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import {
  findLicences, findSettingByClientId, findSettingByClientName, languagesProblem, replaceClientImage, updateSetting,
  type ClientImage, type ClientLanguageChoice,
} from '../repositories/client-settings';
import { bodySchema, idQuerySchema } from './schemas';
import { clientSettingFields } from '../../contract/areas/provider-client';
import { clientNameSchema, idSchema } from '../../contract/schemas';
import { ifMatchOf, sendVersion } from '../kit/version';
import { IMAGE_RULES, readUploadOrRemoval, registerUploads, takesUpload } from '../plugins/uploads';
import { CLIENT_SETTING_PATHS } from '../../contract/paths/clientsetting';

/**
 * /api-admin/clientsetting: the login page's public branding, and the signed-in client's settings.
 * GET and PUT answer `ETag: "<version>"`; a PUT with a stale If-Match is a 412 and writes nothing.
 * PUT takes what GET answered: the read-only fields are ignored, the client's languages replaced (at least one,
 * exactly one default, each a known language). The logo and favicon are their own calls (spec 01 §7):
 * POST /clientsetting/uploadlogo?clientId= and /uploadfavicon?clientId=, one file as form data checked by its
 * content (plugins/uploads.ts: a logo PNG, JPEG, GIF or WebP up to 1 MB, a favicon PNG or ICO up to 256 KB), a
 * POST without a body removes it; the answer is the setting as GET shows it, with its new ETag.
 * Writes: the access table's `settingsMenu` (supervisor and above), on the acting client only.
 */
const UNKNOWN_CLIENT = 'The client could not be found.';

const READ_ONLY = ['id', 'version', 'name', 'logoUrl', 'faviconUrl', 'countryCarData', 'currency'] as const;

// Every field optional, at least one: what the body leaves out stays as stored (server/README.md, "Bodies").
const settingSchema = {
  ...bodySchema({
    // The client's own fields as the provider's client administration writes them (contract/areas/provider-client.ts).
    ...clientSettingFields.writable,
    // As GET shows them; a language's name and culture are the provider's, so only its id and the default count.
    languages: {
      type: 'array', minItems: 1, maxItems: 50,
      items: bodySchema({ id: idSchema, isDefault: { type: 'boolean' }, displayName: {}, culture: {} }, ['id', 'isDefault']),
    },
    // Read-only: shown by GET, written elsewhere (the files by their calls, the rest by the provider) or never.
    ...Object.fromEntries(READ_ONLY.map((field) => [field, {}])),
  }, []),
  minProperties: 1,
};

export function registerClientSettingRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get<{ Querystring: { clientName?: string } }>(
    CLIENT_SETTING_PATHS.clientSetting,
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

  const write = auth.requireFeature('settingsMenu');
  const answer = async (clientId: number, reply: FastifyReply) => {
    const setting = await findSettingByClientId(ctx.db, clientId);
    if (!setting) throw notFound(UNKNOWN_CLIENT);
    sendVersion(reply, setting.version);
    return ok([setting]);
  };

  app.put<{ Body: ClientSettingUpdate & { languages?: ClientLanguageChoice[] } }>(
    CLIENT_SETTING_PATHS.clientSetting,
    { onRequest: write, schema: { body: settingSchema } },
    async (request, reply) => {
      // The client comes from the token, never from the body: a supervisor can only edit their own.
      const { clientId } = accountOf(request);
      const problem = request.body.languages ? languagesProblem(request.body.languages) : null;
      if (problem) throw badRequest(problem);
      await ctx.db.transaction((tx) => updateSetting(tx, clientId, request.body, ifMatchOf(request)));
      return answer(clientId, reply);
    },
  );

  // Multipart is parsed in this scope only; every other route keeps answering it with 415.
  app.register(async (uploads) => {
    await registerUploads(uploads);
    for (const which of ['logo', 'favicon'] as const satisfies readonly ClientImage[]) {
      uploads.post<{ Querystring: { clientId: string } }>(
        CLIENT_SETTING_PATHS.upload(which),
        { onRequest: write, schema: { querystring: Type.Object({ clientId: idQuerySchema }) }, ...takesUpload(IMAGE_RULES[which]) },
        async (request, reply) => {
          const { clientId } = accountOf(request);
          // Only the acting client's: another id is answered like one that does not exist, before a byte is read.
          if (Number(request.query.clientId) !== clientId) throw notFound(UNKNOWN_CLIENT);
          const upload = await readUploadOrRemoval(request);
          await ctx.db.transaction((tx) => replaceClientImage(tx, clientId, which, upload, ifMatchOf(request)));
          return answer(clientId, reply);
        },
      );
    }
  });

  app.get(CLIENT_SETTING_PATHS.licenses, { onRequest: auth.signedIn }, async (request) => {
    const licences = await findLicences(ctx.db, accountOf(request).clientId);
    if (!licences) throw notFound('No licences are recorded for this client.');
    return ok([licences]);
  });
}
