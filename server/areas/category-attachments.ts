import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/db';
import { ok } from '../envelope';
import { readRow } from '../kit/read';
import { type Row } from '../kit/declaration';
import { ifMatchOf, sendVersion, type IfMatch } from '../kit/version';
import { lockRow } from '../kit/write';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { DOCUMENT_KINDS, readSingleUpload, registerUploads, takesUpload, type Upload } from '../plugins/uploads';
import { linkAttachment, unlinkAttachment } from '../repositories/attachments';
import { reachOf, type Reach } from '../repositories/scope';
import { idQuerySchema } from '../routes/schemas';
import { CATEGORY_ATTACHMENTS, category } from './category';

/**
 * A category's attachments (spec 02 §7): POST /category/uploadattachment?categoryId= (one document,
 * checked by content like an operating company's) and DELETE /category/deleteattachment?categoryId=&attachmentId=.
 * Both answer the category as GET shows it, its version raised (its attachments are part of it); a category
 * out of reach is a 404 before a byte of the file is read. The app says 'Attachment cannot be uploaded'
 * when the answer holds no category (spec 02 §8).
 */
async function changeAttachments(ctx: ServerContext, reach: Reach, id: number, expected: IfMatch, change: (tx: Queryable) => Promise<unknown>): Promise<Row> {
  return ctx.db.transaction(async (tx) => {
    await lockRow(tx, category, reach, id, expected);
    await change(tx);
    await tx.query('UPDATE categories SET version = version + 1 WHERE client_id = $1 AND id = $2', [reach.clientId, id]);
    return (await readRow(tx, category, reach, id))!;
  });
}

function answer(reply: FastifyReply, row: Row) {
  sendVersion(reply, row.version);
  return ok([row]);
}

export function registerCategoryAttachments(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const write = auth.requireFeature(category.feature.write);

  // Multipart is parsed in this scope only; every other route keeps answering it with 415.
  app.register(async (uploads) => {
    await registerUploads(uploads);
    uploads.post<{ Querystring: { categoryId: string } }>(
      '/category/uploadattachment',
      { onRequest: write, schema: { querystring: Type.Object({ categoryId: idQuerySchema }) }, ...takesUpload({ kinds: DOCUMENT_KINDS }) },
      async (request, reply) => {
        const reach = await reachOf(ctx.db, accountOf(request));
        const id = Number(request.query.categoryId);
        // Refuse an unreachable category before reading the file.
        await ctx.db.transaction((tx) => lockRow(tx, category, reach, id, undefined));
        const upload: Upload = await readSingleUpload(request);
        return answer(reply, await changeAttachments(ctx, reach, id, ifMatchOf(request), (tx) =>
          linkAttachment(tx, CATEGORY_ATTACHMENTS, reach.clientId, id, upload)));
      },
    );
  });

  app.delete<{ Querystring: { categoryId: string; attachmentId: string } }>(
    '/category/deleteattachment',
    { onRequest: write, schema: { querystring: Type.Object({ categoryId: idQuerySchema, attachmentId: idQuerySchema }) } },
    async (request, reply) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      const id = Number(request.query.categoryId);
      return answer(reply, await changeAttachments(ctx, reach, id, ifMatchOf(request), (tx) =>
        unlinkAttachment(tx, CATEGORY_ATTACHMENTS, reach.clientId, id, Number(request.query.attachmentId))));
    },
  );
}
