import type { Queryable } from '../db/db';
import { conflict } from '../plugins/http-errors';

/**
 * The files of mail templates: each attachment is a blob of its own (the client's; the provider's have none),
 * removed with the attachment or the template. A mail waiting in the outbox takes its template's attachments
 * when it is sent (mail_logs.email_template_id, server/mail/delivery.ts), so while one waits its template's files
 * cannot go: "Cannot delete file" (spec 02 §8) with the reason, 409, nothing changed. Once it has left, nothing
 * holds them.
 */

async function refuseWhileQueued(tx: Queryable, templateId: number): Promise<void> {
  const [row] = await tx.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM mail_logs WHERE email_template_id = $1 AND status = 'queued'", [templateId]);
  const n = row?.n ?? 0;
  if (n > 0) {
    throw conflict(`Cannot delete file: ${n} ${n === 1 ? 'mail' : 'mails'} waiting to be sent will carry it; try again once ${n === 1 ? 'it has' : 'they have'} been sent.`);
  }
}

/** Removes attachments (all of the template, or the one named) and their files; the ids removed. */
export async function removeAttachments(tx: Queryable, templateId: number, attachmentId?: number): Promise<number[]> {
  const rows = await tx.query<{ id: number; blob_id: number }>(
    'SELECT id, blob_id FROM email_template_attachments WHERE email_template_id = $1 AND ($2::int IS NULL OR id = $2) FOR UPDATE',
    [templateId, attachmentId ?? null]);
  const blobs = rows.map((r) => r.blob_id);
  if (rows.length > 0) await refuseWhileQueued(tx, templateId);
  await tx.query('DELETE FROM email_template_attachments WHERE id = ANY ($1::int[])', [rows.map((r) => r.id)]);
  await tx.query('DELETE FROM blobs WHERE id = ANY ($1::int[])', [blobs]);
  return rows.map((r) => r.id);
}

/** A template's `deleting` rule: its files go with it (no foreign key cascades to a blob). */
export async function removeTemplateFiles(tx: Queryable, _clientId: number, id: number): Promise<null> {
  await removeAttachments(tx, id);
  return null;
}
