import { lazy } from 'react';
import { emailSetting, MAIL_TRANSPORTS, type EmailSetting } from '../../contract/areas/email-setting';
import { createResourceApi } from '../api/resource';
import { PASSWORD_BOUND_TO } from '../../contract/types/mail-setting';
import type { FieldValues } from '../api/resource';
import { defineArea } from './area';
import { ownerColumn } from './mail-owner';

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
 * connection test. Above list and form: what each kind of delivery does, EWS's limit said plainly. Limits as
 * contract/areas/email-setting.ts states them; host and port are required only while shown (the server's rule).
 */
export const mailSettingArea = defineArea<EmailSetting>({
  key: 'mailSetting',
  contract: emailSetting,
  api: createResourceApi<EmailSetting>(emailSetting),
  variants: 'arrangementOrContainer',
  columns: [
    ownerColumn,
    { name: 'senderName' },
    { name: 'senderAddress' },
    { name: 'transport', format: 'choices', labels: 'mailSetting.transports' },
    { name: 'host' },
  ],
  fields: [
    { name: 'senderName', kind: 'text' },
    { name: 'senderAddress', kind: 'text', type: 'email' },
    { name: 'transport', kind: 'select', choices: MAIL_TRANSPORTS, labels: 'mailSetting.transports' },
    { name: 'host', kind: 'text', nullable: true, required: true, shownWhen: namesServer },
    { name: 'port', kind: 'number', required: true, shownWhen: namesServer },
    { name: 'useSsl', kind: 'checkbox', shownWhen: namesServer },
    { name: 'username', kind: 'text', nullable: true, shownWhen: namesServer },
    { name: 'password', kind: 'text', type: 'password', writeOnly: true, shownWhen: namesServer, warnWhen: clearsPassword },
    { name: 'font', kind: 'text', nullable: true },
    { name: 'isOrderEmailActive', kind: 'checkbox' },
  ],
  defaults: { transport: 'smtp', port: 587, useSsl: false, isOrderEmailActive: false },
  afterCreate: 'list',
  notice: lazy(() => import('../screens/component/mail/transport-notice')),
  extraPanel: lazy(() => import('../screens/component/mail/connection-panel')),
});
