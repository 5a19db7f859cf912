import type { Queryable } from '../db/db';
import { conflict } from '../plugins/http-errors';

/**
 * The files of mail templates: each attachment is a blob of its own (the client's; the provider's have none),
 * removed with the attachment or the template. A mail waiting in the outbox carries the files it was queued
 * with (mail_log_attachments, filled when a mail is rendered), so a file such a mail still needs cannot go:
 * "Cannot delete file" (spec 02 §8) with the reason, 409, nothing changed. Once the mail has left, its log
 * keeps no claim on the file.
 */

async function refuseWhileQueued(tx: Queryable, blobIds: readonly number[]): Promise<void> {
  if (blobIds.length === 0) return;
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(DISTINCT ma.mail_log_id)::int AS n FROM mail_log_attachments ma JOIN mail_logs m ON m.id = ma.mail_log_id
     WHERE ma.blob_id = ANY ($1::int[]) AND m.status = 'queued'`, [blobIds]);
  const n = row?.n ?? 0;
  if (n > 0) {
    throw conflict(`Cannot delete file: ${n} ${n === 1 ? 'mail' : 'mails'} waiting to be sent still ${n === 1 ? 'carries' : 'carry'} it; try again once ${n === 1 ? 'it has' : 'they have'} been sent.`);
  }
}

/** Removes attachments (all of the template, or the one named) and their files; the ids removed. */
export async function removeAttachments(tx: Queryable, templateId: number, attachmentId?: number): Promise<number[]> {
  const rows = await tx.query<{ id: number; blob_id: number }>(
    'SELECT id, blob_id FROM email_template_attachments WHERE email_template_id = $1 AND ($2::int IS NULL OR id = $2) FOR UPDATE',
    [templateId, attachmentId ?? null]);
  const blobs = rows.map((r) => r.blob_id);
  await refuseWhileQueued(tx, blobs);
  await tx.query('DELETE FROM email_template_attachments WHERE id = ANY ($1::int[])', [rows.map((r) => r.id)]);
  await tx.query('DELETE FROM blobs WHERE id = ANY ($1::int[])', [blobs]);
  return rows.map((r) => r.id);
}

/** A template's `deleting` rule: its files go with it (no foreign key cascades to a blob). */
export async function removeTemplateFiles(tx: Queryable, _clientId: number, id: number): Promise<null> {
  await removeAttachments(tx, id);
  return null;
}
