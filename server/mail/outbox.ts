import type { Queryable } from '../db/db';
import type { ServerConfig } from '../config';
import type { JobQueue } from '../jobs/job-queue';
import { headerLine } from '../plain-output';
import { renderMail, type MailContent } from './render';

/**
 * The outbox (issue 17 point 3): a mail is a mail_logs row ('queued') and a pg-boss delivery job, both written in
 * the transaction of the change that causes it (driver created or reset, welcome mail sent, order decided), so a
 * change that fails sends nothing and a committed one is never forgotten, also across a restart. The mail is
 * rendered from its template as the change sees the data (render.ts); the delivery worker (delivery.ts) sends it,
 * with the template's attachments, and records the outcome on the same row.
 */
export interface OutgoingMail extends MailContent {
  to: string;
  /** The link key the mail shows as `key=[hidden]`, sealed (ctx.secrets): only the delivery worker opens it (hidden-keys.ts). */
  sealedKey?: string;
}

/** What code that causes mail needs: the job queue, and where the drivers' own site is (the login.url variable). */
export interface Mailer {
  jobs: JobQueue;
  driverPortalUrl: string;
}

export const mailerOf = (ctx: { jobs: JobQueue; config: Pick<ServerConfig, 'driverPortalUrl'> }): Mailer =>
  ({ jobs: ctx.jobs, driverPortalUrl: ctx.config.driverPortalUrl });

export const MAIL_QUEUE = 'mail-delivery';

/**
 * The delivery queue: retried with a doubling delay; a job is expired (and given to another worker) only well
 * after an SMTP conversation has timed out (transport.ts), so one mail is never in two workers' hands.
 */
export const mailQueueOf = (config: Pick<ServerConfig, 'mailRetryLimit' | 'mailRetryDelaySeconds'>) =>
  ({ name: MAIL_QUEUE, retryLimit: config.mailRetryLimit, retryDelay: config.mailRetryDelaySeconds, expireInSeconds: 5 * 60 });

/** The client's own address (client setting e-mail) sends, else the product's no-reply address. */
const FALLBACK_SENDER = 'noreply@leasedesk.test';

export async function queueMail(tx: Queryable, mailer: Mailer, clientId: number, mail: OutgoingMail, now: Date): Promise<number> {
  const rendered = await renderMail(tx, clientId, mail);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO mail_logs (client_id, from_address, to_address, subject, sent_at, message, body_html, email_template_id,
       car_arrangement_id, mobility_container_id, status, sealed_key)
     SELECT $1, COALESCE(NULLIF((SELECT email FROM client_settings WHERE client_id = $1), ''), $2), $3, $4, $5, $6, $7, $8, $9, $10, 'queued', $11
     RETURNING id`,
    // Recipient and subject become headers: one clean line each, whatever names were put into them.
    [clientId, FALLBACK_SENDER, headerLine(mail.to), headerLine(rendered.subject).slice(0, 500), now, rendered.text.slice(0, 2000),
      rendered.html, rendered.templateId, mail.carArrangementId ?? null, mail.mobilityContainerId ?? null, mail.sealedKey ?? null],
  );
  await mailer.jobs.sendInTransaction(tx, MAIL_QUEUE, { mailLogId: row!.id });
  return row!.id;
}
