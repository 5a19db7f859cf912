import type PgBoss from 'pg-boss';
import type { ServerContext } from '../context';
import { sanitizeRichText } from '../rich-text';
import { MAIL_QUEUE } from './outbox';
import { revealKey } from './hidden-keys';
import { deliveryFor, isPermanent, PermanentMailError } from './transport';
import { blobBytes } from '../db/blob-bytes';

/**
 * The delivery worker (issue 17 point 3): takes a queued mail's job, sends the mail and records the outcome on its
 * mail_logs row — 'sent' with the host and time, or the error. A temporary failure (a server that does not answer,
 * SMTP 4xx) is thrown back to pg-boss, which tries again with a growing delay up to the queue's retry limit; a
 * permanent one (SMTP 5xx, EWS) or the last attempt marks the row 'failed'. A row already 'sent' is never sent
 * again (a job repeated after a crash between the send and pg-boss's completion), and each mail carries a
 * Message-ID of its own so a receiving server can drop a repeat of the one case no sender can rule out: a crash
 * after the server accepted the mail and before the row was updated.
 *
 * A mail with a link key (an invitation) is logged with the key hidden; the key comes sealed in the row and is put
 * back only into the message being sent (hidden-keys.ts). Once the mail is sent or has finally failed the sealed
 * key is cleared, so nothing stored can produce it again.
 */
interface MailJob {
  mailLogId: number;
}

interface LogRow {
  client_id: number;
  status: string;
  from_address: string;
  to_address: string;
  subject: string;
  message: string;
  body_html: string;
  email_template_id: number | null;
  car_arrangement_id: number | null;
  mobility_container_id: number | null;
  sealed_key: string | null;
}

const KEY_UNREADABLE = 'The link in this mail cannot be completed on this server (MAIL_SECRET_KEY changed?): send the invitation again.';

/** The sealed key of the mail, opened; one that no longer opens can never be sent, so that is a permanent failure. */
function keyOf(ctx: ServerContext, sealed: string | null): string | null {
  if (sealed === null) return null;
  try {
    return ctx.secrets.open(sealed);
  } catch {
    throw new PermanentMailError(KEY_UNREADABLE);
  }
}

/** The files of the template the mail was rendered from, attached as uploaded. */
async function attachmentsOf(ctx: ServerContext, templateId: number | null) {
  if (templateId === null) return [];
  const files = await ctx.db.query<{ file_name: string; content_type: string; data: Uint8Array }>(
    `SELECT b.original_file_name AS file_name, b.content_type, ${blobBytes('b')} AS data FROM email_template_attachments a JOIN blobs b ON b.id = a.blob_id
     WHERE a.email_template_id = $1 ORDER BY a.id`, [templateId]);
  return files.map((file, i) => ({ filename: file.file_name || `attachment-${i + 1}`, contentType: file.content_type, content: Buffer.from(file.data) }));
}

export const messageIdOf = (mailLogId: number, clientId: number) => `<mail-${mailLogId}.${clientId}@leasedesk.mail>`;

export async function deliverMail(ctx: ServerContext, job: PgBoss.JobWithMetadata<MailJob>): Promise<void> {
  const { mailLogId } = job.data;
  const [row] = await ctx.db.query<LogRow>(
    `SELECT client_id, status, from_address, to_address, subject, message, body_html, email_template_id, car_arrangement_id, mobility_container_id, sealed_key
     FROM mail_logs WHERE id = $1`, [mailLogId]);
  if (!row || row.status === 'sent' || row.status === 'failed') return;
  const html = row.body_html || `<p>${sanitizeRichText(row.message)}</p>`;
  const messageId = messageIdOf(mailLogId, row.client_id);
  let host = '';
  let from = row.from_address;
  try {
    const place = { carArrangementId: row.car_arrangement_id, mobilityContainerId: row.mobility_container_id };
    const delivery = await deliveryFor(ctx.db, row.client_id, place, ctx.config.mailSinkDir, ctx.secrets.open, ctx.config);
    host = delivery.host;
    from = delivery.sender?.address ?? from;
    const attachments = await attachmentsOf(ctx, row.email_template_id);
    const key = keyOf(ctx, row.sealed_key);
    const reveal = (text: string) => (key === null ? text : revealKey(text, key));
    await delivery.send({
      from: delivery.sender ?? row.from_address, to: row.to_address, subject: row.subject, text: reveal(row.message), html: reveal(html), messageId, attachments,
    });
  } catch (error) {
    const last = isPermanent(error) || job.retryCount >= job.retryLimit;
    await ctx.db.query(
      `UPDATE mail_logs SET attempts = attempts + 1, host = $2, error_message = $3, status = CASE WHEN $4 THEN 'failed' ELSE status END,
         sealed_key = CASE WHEN $4 THEN NULL ELSE sealed_key END
       WHERE id = $1`, [mailLogId, host.slice(0, 253), String((error as Error).message ?? error).slice(0, 5000), last]);
    if (!last) throw error;
    return;
  }
  await ctx.db.query(
    `UPDATE mail_logs SET status = 'sent', attempts = attempts + 1, host = $2, delivered_at = $3, message_id = $4, error_message = NULL,
       body_html = CASE WHEN body_html = '' THEN $5 ELSE body_html END, from_address = $6, sealed_key = NULL
     WHERE id = $1`, [mailLogId, host.slice(0, 253), ctx.now(), messageId, html, from]);
}

export async function startMailDelivery(ctx: ServerContext): Promise<void> {
  await ctx.jobs.work<MailJob>(MAIL_QUEUE, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: ctx.config.mailPollSeconds },
    async ([job]) => { if (job) await deliverMail(ctx, job); });
}
