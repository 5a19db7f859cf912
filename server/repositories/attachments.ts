import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { notFound } from '../plugins/http-errors';
import type { Upload } from '../plugins/uploads';

/**
 * Files attached to a row (an operating company's papers, a category's documents): each a private blob of
 * the client (served by GET /blob only to that client's accounts, under a random name that tells nothing)
 * linked through the owner's link table. The callers lock and check the owner first.
 */
export interface AttachmentLinks {
  /** The link table, e.g. operating_company_attachments. */
  table: string;
  /** Its column naming the owner row, e.g. operating_company_id. */
  owner: string;
  /** The start of the blob names, e.g. 'oc'. */
  prefix: string;
}

/** SQL for the owner's attachments as GET shows them, `[{ id, blobName, fileName, contentType }]`; `row` is the owner's alias. */
export function attachmentsJson(links: AttachmentLinks, row: string): string {
  return `COALESCE((SELECT json_agg(json_build_object('id', a.id, 'blobName', b.name, 'fileName', b.original_file_name,
                   'contentType', b.content_type) ORDER BY a.id)
                 FROM ${links.table} a JOIN blobs b ON b.client_id = a.client_id AND b.id = a.blob_id
                 WHERE a.client_id = ${row}.client_id AND a.${links.owner} = ${row}.id), '[]'::json)`;
}

/** Stores a checked upload as a private blob and links it to the owner; returns the link's id. */
export async function linkAttachment(tx: Queryable, links: AttachmentLinks, clientId: number, ownerId: number, upload: Upload): Promise<number> {
  const [blob] = await tx.query<{ id: number }>(
    `INSERT INTO blobs (client_id, name, original_file_name, content_type, data, is_public)
     VALUES ($1, $2, $3, $4, $5, false) RETURNING id`,
    [clientId, `${links.prefix}-${randomUUID()}.${upload.kind.extensions[0]}`, upload.fileName, upload.kind.contentType, upload.data]);
  const [link] = await tx.query<{ id: number }>(
    `INSERT INTO ${links.table} (client_id, ${links.owner}, blob_id) VALUES ($1, $2, $3) RETURNING id`, [clientId, ownerId, blob!.id]);
  return link!.id;
}

/** Unlinks one attachment of the owner and removes its blob; 404 when it is not this owner's. */
export async function unlinkAttachment(tx: Queryable, links: AttachmentLinks, clientId: number, ownerId: number, attachmentId: number): Promise<void> {
  const [link] = await tx.query<{ blob_id: number }>(
    `DELETE FROM ${links.table} WHERE client_id = $1 AND ${links.owner} = $2 AND id = $3 RETURNING blob_id`,
    [clientId, ownerId, attachmentId]);
  if (!link) throw notFound(`Attachment ${attachmentId} was not found.`);
  await tx.query(
    `DELETE FROM blobs WHERE client_id = $1 AND id = $2 AND NOT EXISTS (SELECT 1 FROM ${links.table} WHERE client_id = $1 AND blob_id = $2)`,
    [clientId, link.blob_id]);
}
