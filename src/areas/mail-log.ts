import type { MailLog } from '../../contract/areas/mail-log';
import { createResourceApi } from '../api/resource';
import { DATE_TIME_FORMAT, formatDate } from '../lib/dates';
import { defineArea } from './area';

/** Where the mail log lives on the wire (spec 02 §7 "Mail": GET /logemails, ?logId=, DELETE ?logId=). */
const LOG_PATH = '/logemails';

/**
 * The mail log at /component/mail/logs (spec 02 §3 "Mail log", §6: read and delete, supervisor only): every mail the
 * outbox queued, newest first, with its status (queued, sent, failed) and the error of a failed one. Nothing is
 * written here: a row opens the mail's own view (screens/component/mail-log.tsx) with its sanitised body and delete.
 */
export const mailLogArea = defineArea<MailLog>({
  key: 'mailLog',
  api: createResourceApi<MailLog>({ paths: { get: LOG_PATH, post: LOG_PATH, put: LOG_PATH, delete: LOG_PATH }, idParam: 'logId', noun: 'Mail' }),
  variants: null,
  columns: [
    { name: 'date', value: (row) => formatDate(row.date, DATE_TIME_FORMAT) },
    { name: 'to' },
    { name: 'subject' },
    { name: 'status', format: 'choices', labels: 'mailLog.statuses' },
    { name: 'errorMessage' },
  ],
  fields: [],
  afterCreate: 'list',
  // The dashboard's figures link here narrowed by these (ATTENTION_FILTERS.mailLog).
  attention: 'mailLog',
});
