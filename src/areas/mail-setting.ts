import { lazy } from 'react';
import type { EmailSetting } from '../../server/areas/email-setting';
import { createResourceApi, onePath } from '../api/resource';
import { PASSWORD_BOUND_TO } from '../api/types-mail-setting';
import type { FieldValues } from '../api/resource';
import { defineArea } from './area';
import { ownerColumn } from './mail-owner';

/** The kinds of delivery (spec 02 §3 "SMTP/EWS/service"), as server/areas/email-setting.ts MAIL_TRANSPORTS. */
const TRANSPORTS = ['smtp', 'ews', 'service'] as const;
/** SMTP and EWS name a server; 'service' hands mail to the provider's own service (the demo: its local sink). */
const namesServer = (values: FieldValues) => values.transport !== 'service';

/** Saving would clear the stored password: it was given for another server or user, and no new one is typed. */
const clearsPassword = (values: FieldValues, record: FieldValues | null) =>
  record?.hasPassword === true && !values.password && PASSWORD_BOUND_TO.some((field) => (values[field] ?? null) !== (record[field] ?? null));

/**
 * E-mail settings (spec 02 §3 "Mail setting", §7 "Mail") at /arrangement/mail/setting (the selected arrangement's),
 * /mobility/mail/setting (the current container's) and /component/mail/setting (every setting, the client's default
 * first; a new one there is the default): supervisor and above. The password is write-only: never read back, an empty
 * field keeps the stored one (the edit screen says whether one is stored), unless the transport, host, port or user
 * name changes: then the server clears it, and the form warns before saving (issue 35). "already in another email setting" and
 * "IsOrderEmailActive" refusals are shown raw for 20 s (the toast catalogue, spec 01 §8). Below the edit form: the
 * connection test. Above list and form: what each kind of delivery does, EWS's limit said plainly.
 */
export const mailSettingArea = defineArea<EmailSetting>({
  key: 'mailSetting',
  api: createResourceApi<EmailSetting>({ paths: onePath('/emailsetting'), idParam: 'emailSettingId', noun: 'E-mail setting' }),
  variants: 'arrangementOrContainer',
  columns: [
    ownerColumn,
    { name: 'senderName' },
    { name: 'senderAddress' },
    { name: 'transport', format: 'choices', labels: 'mailSetting.transports' },
    { name: 'host' },
  ],
  fields: [
    { name: 'senderName', kind: 'text', maxLength: 100, required: true },
    { name: 'senderAddress', kind: 'text', maxLength: 254, type: 'email', required: true },
    { name: 'transport', kind: 'select', choices: TRANSPORTS, labels: 'mailSetting.transports', required: true },
    { name: 'host', kind: 'text', maxLength: 253, nullable: true, required: true, shownWhen: namesServer },
    { name: 'port', kind: 'number', min: 1, max: 65535, step: 1, required: true, shownWhen: namesServer },
    { name: 'useSsl', kind: 'checkbox', shownWhen: namesServer },
    { name: 'username', kind: 'text', maxLength: 254, nullable: true, shownWhen: namesServer },
    { name: 'password', kind: 'text', maxLength: 200, type: 'password', writeOnly: true, shownWhen: namesServer, warnWhen: clearsPassword },
    { name: 'font', kind: 'text', maxLength: 100, nullable: true },
    { name: 'isOrderEmailActive', kind: 'checkbox' },
  ],
  defaults: { transport: 'smtp', port: 587, useSsl: false, isOrderEmailActive: false },
  afterCreate: 'list',
  notice: lazy(() => import('../screens/component/mail/transport-notice')),
  extraPanel: lazy(() => import('../screens/component/mail/connection-panel')),
});
