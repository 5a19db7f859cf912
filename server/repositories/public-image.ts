import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { Upload } from '../plugins/uploads';

/**
 * One public image of a row (the client's logo and favicon, an arrangement's logo, a container's logo and favicon):
 * the checked upload becomes a public blob under a random name (the drivers' environment and the login page show
 * it), `point` makes the row refer to it (or to nothing when `upload` is null: the contract's POST without a body),
 * and the file it replaces is deleted, all in the caller's transaction, so no blob is ever left behind.
 * Answers whether anything changed: removing what is not there changes nothing.
 */
export async function replacePublicImage(
  tx: Queryable,
  { clientId, prefix, upload, current, point }: {
    clientId: number;
    /** Blob-name prefix, so a stored file says what it is ('cl' client logo, 'mcf' container favicon …). */
    prefix: string;
    upload: Upload | null;
    /** The blob the row refers to now. */
    current: number | null;
    point(blobId: number | null): Promise<unknown>;
  },
): Promise<boolean> {
  if (!upload && current === null) return false;
  let blobId: number | null = null;
  if (upload) {
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO blobs (client_id, name, original_file_name, content_type, data, is_public) VALUES ($1, $2, $3, $4, $5, true) RETURNING id`,
      [clientId, `${prefix}-${randomUUID()}.${upload.kind.extensions[0]}`, upload.fileName, upload.kind.contentType, upload.data]);
    blobId = created!.id;
  }
  await point(blobId);
  if (current !== null) await tx.query('DELETE FROM blobs WHERE client_id = $1 AND id = $2', [clientId, current]);
  return true;
}
