import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { ifMatchOf, sendVersion } from '../kit/version';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { FILE_KINDS, readSingleUpload, registerUploads, takesUpload, type FileKind } from '../plugins/uploads';
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

const startsWith = (bytes: Uint8Array, text: string, offset = 0): boolean =>
  bytes.length >= offset + text.length && [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0));

/**
 * Raster images only: the logo is shown in the drivers' environment, and an SVG can carry script that no
 * check of its first bytes rules out; a raster logo loses nothing at the 60 px it is shown at.
 */
export const LOGO_KINDS: readonly FileKind[] = [
  FILE_KINDS.png,
  FILE_KINDS.jpeg,
  { contentType: 'image/gif', extensions: ['gif'], label: 'GIF', matches: (b) => startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a') },
  { contentType: 'image/webp', extensions: ['webp'], label: 'WebP', matches: (b) => startsWith(b, 'RIFF') && startsWith(b, 'WEBP', 8) },
];
/** A logo is small: shown at most 60 px high. */
export const LOGO_MAX_BYTES = 1024 * 1024;

/** The setting as GET shows it, with its version as the ETag. */
export async function settingAnswer(ctx: ServerContext, reach: Reach, id: number, reply: FastifyReply) {
  const [row] = await listArrangementSettings(ctx.db, reach, { id });
  if (!row) throw notFound(`Car arrangement ${id} was not found.`);
  if (row.version !== undefined) sendVersion(reply, row.version);
  return ok([row]);
}

/** No body at all (no type, no length): the contract's way of removing the logo. */
const hasNoBody = (request: FastifyRequest) =>
  request.headers['content-type'] === undefined && request.headers['transfer-encoding'] === undefined && Number(request.headers['content-length'] ?? 0) === 0;

export function registerArrangementSettingWrites(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const write = auth.requireFeature('settings');
  const reach = (request: FastifyRequest) => reachOf(ctx.db, accountOf(request));

  app.put<{ Body: ArrangementSettingUpdate }>('/cararrangementsetting', { onRequest: write, schema: { body: ArrangementSettingUpdate } }, async (request, reply) => {
    const scope = await reach(request);
    await updateArrangementSetting(ctx.db, scope, request.body, ifMatchOf(request));
    return settingAnswer(ctx, scope, request.body.carArrangementId, reply);
  });

  app.get('/segments', { onRequest: write }, async () => ok(await listSegments(ctx.db)));

  // Multipart is parsed in this scope only; every other route keeps answering it with 415.
  app.register(async (uploads) => {
    await registerUploads(uploads);
    uploads.post<{ Querystring: { carArrangementId: string } }>(
      '/cararrangementsetting/uploadlogo',
      {
        onRequest: write,
        schema: { querystring: Type.Object({ carArrangementId: idQuerySchema }) },
        ...takesUpload({ kinds: LOGO_KINDS, maxBytes: LOGO_MAX_BYTES }),
      },
      async (request, reply) => {
        const scope = await reach(request);
        const id = Number(request.query.carArrangementId);
        // Refuse an unreachable arrangement before reading the file.
        await checkSettingReach(ctx.db, scope, id);
        await replaceLogo(ctx.db, scope, id, hasNoBody(request) ? null : await readSingleUpload(request));
        return settingAnswer(ctx, scope, id, reply);
      },
    );
  });
}
