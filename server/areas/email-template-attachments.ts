import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/db';
import { ok } from '../envelope';
import type { ResourceDeclaration } from '../kit/declaration';
import { readRow } from '../kit/read';
import { type KitReach, type Row } from '../kit/declaration';
import { kitAccess } from '../kit/register';
import { ifMatchOf, sendVersion, type IfMatch } from '../kit/version';
import { lockRow } from '../kit/write';
import type { AuthHooks } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/http-errors';
import { DOCUMENT_KINDS, readSingleUpload, registerUploads, takesUpload, type Upload } from '../plugins/uploads';
import { idQuerySchema } from '../routes/schemas';
import { plainText } from '../../contract/schemas';
import { emailTemplate, refuseProviderOnlyType } from './email-template';
import { removeAttachments } from './email-template-files';
import { providerEmailTemplateArea } from './provider-email-template';

/**
 * A mail template's attachments (spec 02 §3, §4, §7): uploaded after the template is created or updated, one
 * document per request (PDF, PNG or JPEG by content, plugins/uploads.ts; a file lying about its type is a 415),
 * with an optional `?form=` (≤ 100 characters, plain text: what the attachment is for). The client's: POST
 * /emailtemplate/uploadattachment?emailTemplateId= and DELETE /emailtemplate/deleteattachment?emailTemplateId=
 * &attachmentId= (409 "Cannot delete file …" while a queued mail will carry it, email-template-files.ts). The
 * provider's (master only): POST /{product}/mailtemplate/upload?emailTemplateId=, and DELETE
 * /{product}/mailtemplate/deleteattachment?emailTemplateId=&attachmentId=, which the contract does not name:
 * without it a master could take a wrong file off every client's fallback template only by deleting the template.
 * Each answers the template as GET shows it, its version raised (the attachments are part of it), and honours
 * If-Match (412, nothing stored). A template out of reach is a 404 before a byte of the file is read. A file is
 * private: the client's accounts read a client's (GET /blob), masters the provider's.
 */

/** A mail is no archive: a handful of papers at most. */
const MAX_ATTACHMENTS = 10;

const uploadQuery = Type.Object({ emailTemplateId: idQuerySchema, form: Type.Optional(plainText(100)) });

async function changeAttachments(ctx: ServerContext, decl: ResourceDeclaration, reach: KitReach, id: number, expected: IfMatch,
  change: (tx: Queryable) => Promise<unknown>): Promise<Row> {
  return ctx.db.transaction(async (tx) => {
    await lockRow(tx, decl, reach, id, expected);
    const [stored] = await tx.query<{ type: number }>('SELECT email_template_type_id AS type FROM email_templates WHERE id = $1', [id]);
    await refuseProviderOnlyType(tx, reach, stored?.type);
    await change(tx);
    await tx.query('UPDATE email_templates SET version = version + 1 WHERE id = $1', [id]);
    return (await readRow(tx, decl, reach, id))!;
  });
}

/** Stores the file as a private blob of the template's owner (no client for the provider's) and links it. */
async function attach(tx: Queryable, decl: ResourceDeclaration, reach: KitReach, id: number, upload: Upload, form: string): Promise<void> {
  const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM email_template_attachments WHERE email_template_id = $1', [id]);
  if ((count?.n ?? 0) >= MAX_ATTACHMENTS) throw badRequest(`A mail template has at most ${MAX_ATTACHMENTS} attachments; delete one first.`);
  const owner = decl.provider ? null : reach.clientId;
  const [blob] = await tx.query<{ id: number }>(
    `INSERT INTO blobs (client_id, name, original_file_name, content_type, data, is_public) VALUES ($1, $2, $3, $4, $5, false) RETURNING id`,
    [owner, `mail-${randomUUID()}.${upload.kind.extensions[0]}`, upload.fileName, upload.kind.contentType, upload.data]);
  await tx.query('INSERT INTO email_template_attachments (client_id, email_template_id, blob_id, form) VALUES ($1, $2, $3, $4)',
    [owner, id, blob!.id, form.trim()]);
}

function registerUploadRoute(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks, decl: ResourceDeclaration, path: string): void {
  const { write, reach } = kitAccess(ctx, auth, decl);
  // Multipart is parsed in this scope only; every other route keeps answering it with 415.
  app.register(async (uploads) => {
    await registerUploads(uploads);
    uploads.post<{ Querystring: { emailTemplateId: string; form?: string } }>(
      path,
      { onRequest: write, schema: { querystring: uploadQuery }, ...takesUpload({ kinds: DOCUMENT_KINDS }) },
      async (request, reply) => {
        const scope = await reach(request);
        const id = Number(request.query.emailTemplateId);
        // Refuse an unreachable template before reading the file.
        await ctx.db.transaction((tx) => lockRow(tx, decl, scope, id, undefined));
        const upload = await readSingleUpload(request);
        const row = await changeAttachments(ctx, decl, scope, id, ifMatchOf(request), (tx) => attach(tx, decl, scope, id, upload, request.query.form ?? ''));
        sendVersion(reply, row.version);
        return ok([row]);
      },
    );
  });
}

function registerRemoveRoute(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks, decl: ResourceDeclaration, path: string): void {
  const { write, reach } = kitAccess(ctx, auth, decl);
  app.delete<{ Querystring: { emailTemplateId: string; attachmentId: string } }>(
    path,
    { onRequest: write, schema: { querystring: Type.Object({ emailTemplateId: idQuerySchema, attachmentId: idQuerySchema }) } },
    async (request, reply) => {
      const id = Number(request.query.emailTemplateId);
      const attachmentId = Number(request.query.attachmentId);
      const row = await changeAttachments(ctx, decl, await reach(request), id, ifMatchOf(request), async (tx) => {
        const removed = await removeAttachments(tx, id, attachmentId);
        if (removed.length === 0) throw notFound(`Attachment ${attachmentId} was not found.`);
      });
      sendVersion(reply, row.version);
      return ok([row]);
    },
  );
}

export function registerEmailTemplateAttachments(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const provider = providerEmailTemplateArea(ctx.config.product);
  registerUploadRoute(app, ctx, auth, emailTemplate, '/emailtemplate/uploadattachment');
  registerRemoveRoute(app, ctx, auth, emailTemplate, '/emailtemplate/deleteattachment');
  registerUploadRoute(app, ctx, auth, provider, `/${ctx.config.product}/mailtemplate/upload`);
  registerRemoveRoute(app, ctx, auth, provider, `/${ctx.config.product}/mailtemplate/deleteattachment`);
}
