import type { Queryable } from '../db/db';
import { headerLine } from '../plain-output';

/**
 * The mails the reference server sends, as rows of mail_logs (spec 02 §3 "Mail log": from, to,
 * subject, date, message) in the same transaction as the change that causes them, so a failed change
 * sends nothing. It has no SMTP connection of its own: an installation's mailer delivers from these
 * rows, and the mail-log screens read them.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  /** A one-line summary for the log (at most 2,000 characters are kept). */
  message: string;
}

/** The client's own address (client setting e-mail) sends, else the product's no-reply address. */
const FALLBACK_SENDER = 'noreply@leasedesk.test';

export async function queueMail(tx: Queryable, clientId: number, mail: OutgoingMail, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO mail_logs (client_id, from_address, to_address, subject, sent_at, message)
     SELECT $1, COALESCE(NULLIF((SELECT email FROM client_settings WHERE client_id = $1), ''), $2), $3, $4, $5, $6`,
    // Recipient and subject become headers: one clean line each, whatever names were put into them.
    [clientId, FALLBACK_SENDER, headerLine(mail.to), headerLine(mail.subject).slice(0, 500), now, mail.message.slice(0, 2000)],
  );
}
