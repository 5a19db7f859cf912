import type { FastifyInstance } from 'fastify';
import { MOBILITY_CONTAINER_PATHS } from '../../contract/paths/mobility-container';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { readRow } from '../kit/read';
import { type KitReach, type Row } from '../kit/declaration';
import { kitAccess } from '../kit/register';
import { ifMatchOf, sendVersion, type IfMatch } from '../kit/version';
import { lockRow } from '../kit/write';
import type { AuthHooks } from '../plugins/auth';
import { IMAGE_RULES, readUploadOrRemoval, registerUploads, takesUpload, type Upload, type UploadRules } from '../plugins/uploads';
import { replacePublicImage } from '../repositories/public-image';
import { idQuerySchema } from '../routes/schemas';
import { mobilityContainer } from './mobility-container';

/**
 * A container's logo and favicon (spec 02 §7 "Mobility", §4 container creation): POST
 * /mobilitycontainer/uploadlogo?containerId= and /mobilitycontainer/uploadfavicon?containerId=, one file as
 * multipart form data, checked by its content (plugins/uploads.ts), never by its name or declared type: a logo is
 * PNG, JPEG, GIF or WebP up to 1 MB, a favicon PNG or ICO up to 256 KB (413 above, 415 for another content). A
 * POST without a body removes the file. The file replaces the old one in the same transaction, so no blob is left
 * behind; it is public (the drivers' environment shows it) under a random name.
 *
 * The answer is the container as GET shows it, its version raised when something changed (the files are part of
 * the row); If-Match is honoured (412, nothing stored). Who: `mobilityContainers` (supervisor and above, licensed)
 * on a container they reach; one out of reach is a 404 before a byte of the file is read.
 */

interface ContainerFile {
  path: string;
  column: 'logo_blob_id' | 'favicon_blob_id';
  /** Blob-name prefix, so a stored file says what it is. */
  prefix: string;
  rules: UploadRules;
}

const FILES: readonly ContainerFile[] = [
  { path: MOBILITY_CONTAINER_PATHS.upload.logo, column: 'logo_blob_id', prefix: 'mcl', rules: IMAGE_RULES.logo },
  { path: MOBILITY_CONTAINER_PATHS.upload.favicon, column: 'favicon_blob_id', prefix: 'mcf', rules: IMAGE_RULES.favicon },
];

/** Stores `upload` as the container's file (or removes it when null) and deletes the one it replaces, in one transaction. */
async function replaceFile(ctx: ServerContext, reach: KitReach, id: number, file: ContainerFile, upload: Upload | null, expected: IfMatch): Promise<Row> {
  return ctx.db.transaction(async (tx) => {
    await lockRow(tx, mobilityContainer, reach, id, expected);
    const [stored] = await tx.query<{ blob: number | null }>(`SELECT ${file.column} AS blob FROM mobility_containers WHERE client_id = $1 AND id = $2`, [reach.clientId, id]);
    await replacePublicImage(tx, {
      clientId: reach.clientId, prefix: file.prefix, upload, current: stored?.blob ?? null,
      point: (blob) => tx.query(`UPDATE mobility_containers SET ${file.column} = $3, version = version + 1 WHERE client_id = $1 AND id = $2`, [reach.clientId, id, blob]),
    });
    return (await readRow(tx, mobilityContainer, reach, id))!;
  });
}

export function registerMobilityContainerUploads(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const { write, reach } = kitAccess(ctx, auth, mobilityContainer);
  // Multipart is parsed in this scope only; every other route keeps answering it with 415.
  app.register(async (uploads) => {
    await registerUploads(uploads);
    for (const file of FILES) {
      uploads.post<{ Querystring: { containerId: string } }>(
        file.path,
        { onRequest: write, schema: { querystring: Type.Object({ containerId: idQuerySchema }) }, ...takesUpload(file.rules) },
        async (request, reply) => {
          const scope = await reach(request);
          const id = Number(request.query.containerId);
          // Refuse an unreachable container before reading the file.
          await ctx.db.transaction((tx) => lockRow(tx, mobilityContainer, scope, id, undefined));
          const upload = await readUploadOrRemoval(request);
          const row = await replaceFile(ctx, scope, id, file, upload, ifMatchOf(request));
          sendVersion(reply, row.version);
          return ok([row]);
        },
      );
    }
  });
}
