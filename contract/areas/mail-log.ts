import { Type, type Static } from 'typebox';
import { nullable } from '../schemas';

/**
 * The mail log (spec 02 §3 "Mail log", §6 "Mail log reads and deletes: supervisor only", §7 GET /logemails): one row
 * per mail the outbox queued (server/mail/outbox.ts), with what the delivery worker made of it. Written only by
 * the outbox and the worker; the API reads and deletes (server/areas/mail-log-routes.ts).
 */
export const MAIL_LOG_STATUSES = ['queued', 'sent', 'failed', 'placeholder'] as const;

const listFields = {
  id: Type.Integer(),
  version: Type.Integer({ minimum: 1 }),
  from: Type.String(),
  to: Type.String(),
  cc: Type.String(),
  bcc: Type.String(),
  /** The SMTP host it went through, 'local sink', 'ews'; empty while queued. */
  host: Type.String(),
  subject: Type.String(),
  /** When it was queued (sent_at), ISO 8601. */
  date: Type.String(),
  /** The one-line summary the change that caused the mail wrote. */
  message: Type.String(),
  errorMessage: nullable(Type.String()),
  /** queued → sent or failed; placeholder: written before mail was really sent, never delivered. */
  status: Type.Enum(MAIL_LOG_STATUSES),
  attempts: Type.Integer({ minimum: 0 }),
  deliveredAt: nullable(Type.String()),
};

/** A row of GET /logemails (the list leaves the body out: it may be large). */
export const MailLogListRow = Type.Object(listFields);
/** GET /logemails?logId=: the row with its body, the HTML as sent, cleaned once more by the one allow-list. */
export const MailLogRow = Type.Object({ ...listFields, body: Type.String() });

export type MailLogListItem = Static<typeof MailLogListRow>;
export type MailLog = Static<typeof MailLogRow>;
