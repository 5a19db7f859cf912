import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ARRANGEMENT_PATHS } from '../../contract/paths/arrangement';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { ifMatchOf, sendVersion } from '../kit/version';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { IMAGE_RULES, readUploadOrRemoval, registerUploads, takesUpload } from '../plugins/uploads';
import { checkSettingReach, listArrangementSettings, listSegments, replaceLogo, updateArrangementSetting } from '../repositories/arrangement-setting';
import { reachOf, type Reach } from '../repositories/scope';
import { ArrangementSettingUpdate } from './arrangement-setting-schemas';
import { idQuerySchema } from './schemas';

/**
 * The arrangement setting writes of spec 02 §7: PUT /cararrangementsetting (the body GET answered; If-Match)
 * and POST /cararrangementsetting/uploadlogo?carArrangementId= (one image as form data; a POST without a
 * body removes the logo), plus GET /segments, the catalogue the included/excluded segments are chosen from.
 * Supervisor and above (the access table's `settings`); GET /cararrangementsetting is in cararrangement.ts.
 */

/** The setting as GET shows it, with its version as the ETag. */
export async function settingAnswer(ctx: ServerContext, reach: Reach, id: number, reply: FastifyReply) {
  const [row] = await listArrangementSettings(ctx.db, reach, { id });
  if (!row) throw notFound(`Car arrangement ${id} was not found.`);
  if (row.version !== undefined) sendVersion(reply, row.version);
  return ok([row]);
}

export function registerArrangementSettingWrites(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const write = auth.requireFeature('settings');
  const reach = (request: FastifyRequest) => reachOf(ctx.db, accountOf(request));

  app.put<{ Body: ArrangementSettingUpdate }>(ARRANGEMENT_PATHS.setting, { onRequest: write, schema: { body: ArrangementSettingUpdate } }, async (request, reply) => {
    const scope = await reach(request);
    await updateArrangementSetting(ctx.db, scope, request.body, ifMatchOf(request));
    return settingAnswer(ctx, scope, request.body.carArrangementId, reply);
  });

  app.get(ARRANGEMENT_PATHS.segments, { onRequest: write }, async () => ok(await listSegments(ctx.db)));

  // Multipart is parsed in this scope only; every other route keeps answering it with 415.
  app.register(async (uploads) => {
    await registerUploads(uploads);
    uploads.post<{ Querystring: { carArrangementId: string } }>(
      ARRANGEMENT_PATHS.settingLogo,
      {
        onRequest: write,
        schema: { querystring: Type.Object({ carArrangementId: idQuerySchema }) },
        ...takesUpload(IMAGE_RULES.logo),
      },
      async (request, reply) => {
        const scope = await reach(request);
        const id = Number(request.query.carArrangementId);
        // Refuse an unreachable arrangement before reading the file.
        await checkSettingReach(ctx.db, scope, id);
        await replaceLogo(ctx.db, scope, id, await readUploadOrRemoval(request));
        return settingAnswer(ctx, scope, id, reply);
      },
    );
  });
}
