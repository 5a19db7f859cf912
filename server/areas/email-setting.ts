import type { Queryable } from '../db/db';
import { defineResource, type CheckContext } from '../kit/declaration';
import { emailSetting as contract } from '../../contract/areas/email-setting';
import { CONTAINER_VARIANT, textColumn, VARIANT } from '../kit/fields';
import { targetReason } from '../mail/smtp-target';
import { PASSWORD_BOUND_TO } from '../../contract/types/mail-setting';
import { conflict } from '../plugins/http-errors';

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
 * E-mail settings' table and rules (their contract: contract/areas/email-setting.ts); POST /emailsetting/testconnection
 * (email-setting-test.ts) asks the server. An arrangement's setting is in the caller's arrangement reach, a mobility
 * container's follows the mobility rule and the caller's container reach; each at most once (409 "already in another
 * email setting"). Transport 'service' is the local sink (MAIL_SINK_DIR). `password` is stored sealed (ctx.secrets,
 * AES-256-GCM) bound to the transport, host, port and user name; no GET ever answers it or its sealed form. SMTP and
 * EWS need host and port (400); an SMTP port outside SMTP_ALLOWED_PORTS or a local address is a 400.
 *
 * Access: the access table's `mail` (supervisor and above).
 */
export const emailSetting = defineResource({
  ...contract,
  table: 'email_settings',
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

/** What POST /emailsetting/testconnection answers: whether the server accepted us, which host, and what it said. */
export interface EmailSettingTest {
  successful: boolean;
  host: string;
  answer: string;
}
