import type { Queryable } from '../db/db';
import type { ServerConfig } from '../config';
import type { JobQueue } from '../jobs/job-queue';
import { headerLine } from '../plain-output';

/**
 * The outbox (issue 17 point 3): a mail is a mail_logs row ('queued') and a pg-boss delivery job, both written in
 * the transaction of the change that causes it (driver created or reset, welcome mail sent, order decided), so a
 * change that fails sends nothing and a committed one is never forgotten, also across a restart. The delivery
 * worker (delivery.ts) sends it and records the outcome on the same row.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  /** A one-line summary for the log (at most 2,000 characters are kept), and the text of the mail. */
  message: string;
}

export const MAIL_QUEUE = 'mail-delivery';

/**
 * The delivery queue: retried with a doubling delay; a job is expired (and given to another worker) only well
 * after an SMTP conversation has timed out (transport.ts), so one mail is never in two workers' hands.
 */
export const mailQueueOf = (config: Pick<ServerConfig, 'mailRetryLimit' | 'mailRetryDelaySeconds'>) =>
  ({ name: MAIL_QUEUE, retryLimit: config.mailRetryLimit, retryDelay: config.mailRetryDelaySeconds, expireInSeconds: 5 * 60 });

/** The client's own address (client setting e-mail) sends, else the product's no-reply address. */
const FALLBACK_SENDER = 'noreply@leasedesk.test';

export async function queueMail(tx: Queryable, jobs: JobQueue, clientId: number, mail: OutgoingMail, now: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO mail_logs (client_id, from_address, to_address, subject, sent_at, message, status)
     SELECT $1, COALESCE(NULLIF((SELECT email FROM client_settings WHERE client_id = $1), ''), $2), $3, $4, $5, $6, 'queued'
     RETURNING id`,
    // Recipient and subject become headers: one clean line each, whatever names were put into them.
    [clientId, FALLBACK_SENDER, headerLine(mail.to), headerLine(mail.subject).slice(0, 500), now, mail.message.slice(0, 2000)],
  );
  await jobs.sendInTransaction(tx, MAIL_QUEUE, { mailLogId: row!.id });
  return row!.id;
}
