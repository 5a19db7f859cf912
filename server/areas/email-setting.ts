import { Type } from 'typebox';
import type { Queryable } from '../db/db';
import { defineResource, type CheckContext, type RowOf } from '../kit/declaration';
import { CONTAINER_VARIANT, nullable, textColumn, VARIANT } from '../kit/fields';
import { targetReason } from '../mail/smtp-target';
import { PASSWORD_BOUND_TO } from '../../src/api/types-mail-setting';
import { conflict } from '../plugins/http-errors';
import { emailSchema, plainText } from '../routes/schemas';

export const MAIL_TRANSPORTS = ['smtp', 'ews', 'service'] as const;

/** Host names as the table keeps them: letters, digits, dots and hyphens (no scheme, no path, no port). */
const hostSchema = Type.String({ pattern: '^[A-Za-z0-9.-]{1,253}$' });
/** A font family list as CSS names it, without anything that could end the declaration (the table's CHECK). */
const fontSchema = Type.String({ pattern: "^[A-Za-z0-9 ,'-]{1,100}$" });
/**
 * A password as sent: any printable text (no control characters, which no SMTP server takes), at most 200
 * characters so its sealed form stays within the column; never trimmed, spaces may belong to it.
 */
const passwordSchema = Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });

/** Which of the three variants a row is, for the "already in another email setting" reasons. */
const SCOPES = [
  { field: 'carArrangementId', column: 'car_arrangement_id', noun: 'Car arrangement' },
  { field: 'mobilityContainerId', column: 'mobility_container_id', noun: 'Mobility container' },
] as const;

/**
 * An arrangement or container is in at most one setting, and a client has one default (spec 02 §8 "already in
 * another email setting", shown raw by the app): a 409 naming it. The unique indexes (migrations 0004, 0027)
 * say the same for two writes racing past this check (the declaration's `duplicate`).
 */
async function refuseSecondSetting(tx: Queryable, clientId: number, row: Record<string, unknown>, id: unknown): Promise<void> {
  const other = (condition: string, params: unknown[]) => tx.query(
    `SELECT 1 FROM email_settings WHERE client_id = $1 AND id IS DISTINCT FROM $2::int AND ${condition}`, [clientId, id ?? null, ...params]);
  for (const scope of SCOPES) {
    const value = row[scope.field];
    if (typeof value === 'number' && (await other(`${scope.column} = $3`, [value])).length > 0) {
      throw conflict(`${scope.noun} ${value} is already in another email setting.`);
    }
  }
  if (row.carArrangementId === null && row.mobilityContainerId === null
    && (await other('car_arrangement_id IS NULL AND mobility_container_id IS NULL', [])).length > 0) {
    throw conflict('The client default is already in another email setting: change that one instead.');
  }
}

/**
 * Spec 02 §8 names "IsOrderEmailActive" among the reasons shown raw; §5 says "At least one administrator must
 * receive order e-mails". Read together: a setting that sends order e-mails (isOrderEmailActive) needs someone
 * to send them to — an active administrator of the client who receives order e-mails (accounts.receives_order_emails).
 * Turning it on when nobody does would send every order mail into the void, so it is a 400 saying so.
 */
async function orderMailReason(tx: Queryable, clientId: number, row: Record<string, unknown>): Promise<string | null> {
  if (row.isOrderEmailActive !== true) return null;
  const [admin] = await tx.query(
    "SELECT 1 FROM accounts WHERE client_id = $1 AND is_active AND receives_order_emails AND role IN ('supervisor', 'subsupervisor', 'master') LIMIT 1", [clientId]);
  return admin ? null : 'IsOrderEmailActive cannot be turned on: no active administrator of this client receives order e-mails.';
}

/**
 * The rules across fields (the kit refuses an arrangement's and a container's at once): a server for SMTP and EWS,
 * an SMTP server the server connects to (a port of SMTP_ALLOWED_PORTS, no local address given as such; the name's
 * addresses are checked when connecting), then the two above.
 */
async function settingRules(row: Record<string, unknown>, tx: Queryable, clientId: number, write: CheckContext): Promise<string | null> {
  if (row.transport !== 'service') {
    for (const field of ['host', 'port'] as const) {
      if (row[field] === null) return `body.${field} is required for transport ${String(row.transport)}`;
    }
  }
  const target = row.transport === 'smtp' ? targetReason(row.host as string, row.port as number, write.config) : null;
  if (target) return target;
  await refuseSecondSetting(tx, clientId, row, write.stored.id);
  return orderMailReason(tx, clientId, row);
}

/**
 * E-mail settings (spec 02 §3 "Mail setting", §7 "Mail"): GET /emailsetting (the list; ?includeOnlyDefault=true the
 * client's default; ?carArrangementId= and ?containerId= one arrangement's or container's; ?emailSettingId= one
 * with its ETag), POST, PUT (If-Match), DELETE ?emailSettingId= (If-Match); POST /emailsetting/testconnection
 * (email-setting-test.ts) asks the server. A setting is the client's default (no arrangement, no container), one
 * arrangement's (in the caller's arrangement reach) or one mobility container's (the mobility rule and the caller's
 * container reach); each at most once (409 "already in another email setting").
 *
 * Row: { id, version, carArrangementId | null, mobilityContainerId | null, senderName, senderAddress, transport
 * ('smtp' | 'ews' | 'service': the local sink, MAIL_SINK_DIR), host, port, username, useSsl, font,
 * isOrderEmailActive, hasPassword, carArrangementName, mobilityContainerName }. `password` is write-only: a string is
 * stored sealed (ctx.secrets, AES-256-GCM) bound to the transport, host, port and user name, null clears it, leaving it
 * out keeps it — unless the write changes one of those four, which clears it; no GET ever answers it or its sealed
 * form. SMTP and EWS need host and port (400); an SMTP port outside SMTP_ALLOWED_PORTS or a local address is a 400.
 *
 * Access: the access table's `mail` (supervisor and above).
 */
export const emailSetting = defineResource({
  noun: 'E-mail setting',
  paths: { get: '/emailsetting', post: '/emailsetting', put: '/emailsetting', delete: '/emailsetting' },
  idParam: 'emailSettingId',
  table: 'email_settings',
  writable: {
    ...VARIANT.writable,
    ...CONTAINER_VARIANT.writable,
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
  columns: {
    ...VARIANT.columns,
    ...CONTAINER_VARIANT.columns,
    senderName: textColumn('sender_name'),
    senderAddress: { column: 'sender_address' },
    transport: { column: 'transport' },
    host: { column: 'host' },
    port: { column: 'port' },
    username: textColumn('username'),
    // Given for this server and user only: changing any of them without sending it again clears it (issue 35).
    password: { column: 'password_encrypted', secret: { boundTo: PASSWORD_BOUND_TO } },
    useSsl: { column: 'use_ssl' },
    font: { column: 'font' },
    isOrderEmailActive: { column: 'is_order_email_active' },
  },
  readOnly: {
    ...VARIANT.readOnly,
    ...CONTAINER_VARIANT.readOnly,
    hasPassword: Type.Boolean(),
  },
  readOnlySql: {
    ...VARIANT.readOnlySql,
    ...CONTAINER_VARIANT.readOnlySql,
    hasPassword: 't.password_encrypted IS NOT NULL',
  },
  feature: { read: 'mail', write: 'mail' },
  variants: { containers: true },
  duplicate: 'This arrangement, container or client default is already in another email setting.',
  search: "t.sender_name || ' ' || t.sender_address",
  // The default first, then arrangements' and containers' by name.
  orderBy: `(t.car_arrangement_id IS NOT NULL OR t.mobility_container_id IS NOT NULL),
    lower(COALESCE(${VARIANT.readOnlySql.carArrangementName}, ${CONTAINER_VARIANT.readOnlySql.mobilityContainerName}, ''))`,
  check: settingRules,
});

/** The row GET answers; `password` is write-only and never in it. */
export type EmailSetting = Omit<RowOf<typeof emailSetting>, 'password'>;
/** What a POST or PUT may send: the row's writable fields, `password` among them. */
export type EmailSettingWrite = Partial<RowOf<typeof emailSetting>>;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

/** What POST /emailsetting/testconnection answers: whether the server accepted us, which host, and what it said. */
export interface EmailSettingTest {
  successful: boolean;
  host: string;
  answer: string;
}
