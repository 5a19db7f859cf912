import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { CONTAINER_FIELDS, VARIANT_FIELDS } from '../kit/variant-fields';
import { emailSchema, nullable, plainText } from '../schemas';

/** The kinds of delivery (spec 02 §3 "SMTP/EWS/service"); 'service' hands mail to the provider's own service. */
export const MAIL_TRANSPORTS = ['smtp', 'ews', 'service'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

/**
 * Host names as the table keeps them: letters, digits, dots and hyphens (no scheme, no path, no port). maxLength is
 * what the pattern allows (253), stated so a form can say it.
 */
const hostSchema = Type.String({ pattern: '^[A-Za-z0-9.-]{1,253}$', maxLength: 253 });
/** A font family list as CSS names it, without anything that could end the declaration (the table's CHECK); maxLength as the pattern's. */
const fontSchema = Type.String({ pattern: "^[A-Za-z0-9 ,'-]{1,100}$", maxLength: 100 });
/**
 * A password as sent: any printable text (no control characters, which no SMTP server takes), at most 200
 * characters so its sealed form stays within the column; never trimmed, spaces may belong to it.
 */
const passwordSchema = Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });

/**
 * E-mail settings (spec 02 §3 "Mail setting", §7 "Mail"): GET /emailsetting (the list; ?includeOnlyDefault=true the
 * client's default; ?carArrangementId= and ?containerId= one arrangement's or container's; ?emailSettingId= one
 * with its ETag), POST, PUT (If-Match), DELETE ?emailSettingId= (If-Match). A setting is the client's default (no
 * arrangement, no container), one arrangement's or one mobility container's; each at most once.
 *
 * Row: { id, version, carArrangementId | null, mobilityContainerId | null, senderName, senderAddress, transport
 * ('smtp' | 'ews' | 'service'), host, port, username, useSsl, font, isOrderEmailActive, hasPassword,
 * carArrangementName, mobilityContainerName }. `password` is write-only: a string is stored, null clears it, leaving it
 * out keeps it — unless the write changes what it was given for (contract/types/mail-setting.ts PASSWORD_BOUND_TO),
 * which clears it; no GET ever answers it. SMTP and EWS need host and port (the server's rule).
 */
export const emailSetting = defineContract({
  noun: 'E-mail setting',
  paths: { get: '/emailsetting', post: '/emailsetting', put: '/emailsetting', delete: '/emailsetting' },
  idParam: 'emailSettingId',
  writable: {
    ...VARIANT_FIELDS.writable,
    ...CONTAINER_FIELDS.writable,
    senderName: plainText(100, { minLength: 1 }),
    senderAddress: Type.String(emailSchema),
    transport: Type.Enum(MAIL_TRANSPORTS),
    host: nullable(hostSchema),
    port: nullable(Type.Integer({ minimum: 1, maximum: 65535 })),
    username: nullable(plainText(254, { minLength: 1 })),
    password: nullable(passwordSchema),
    useSsl: Type.Boolean(),
    font: nullable(fontSchema),
    isOrderEmailActive: Type.Boolean(),
  },
  required: ['senderName', 'senderAddress', 'transport'],
  readOnly: {
    ...VARIANT_FIELDS.readOnly,
    ...CONTAINER_FIELDS.readOnly,
    hasPassword: Type.Boolean(),
  },
});

/** The row GET answers; `password` is write-only and never in it. */
export type EmailSetting = Omit<RowOf<typeof emailSetting>, 'password'>;
/** What a POST or PUT may send: the row's writable fields, `password` among them. */
export type EmailSettingWrite = Partial<RowOf<typeof emailSetting>>;
