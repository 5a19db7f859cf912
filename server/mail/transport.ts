import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Queryable } from '../db/db';
import { smtpTargetOf, SmtpTargetRefused, type SmtpTargetRule } from './smtp-target';
import { PASSWORD_BOUND_TO } from '../../contract/types/mail-setting';

/**
 * How a client's mail leaves (issue 17 point 3): through the SMTP server of its default e-mail setting, or — with
 * no SMTP setting, as in the demo — into the local sink folder (MAIL_SINK_DIR, one .eml file per mail) so the
 * demo works offline and a developer can open what was sent. EWS (Exchange Web Services) cannot be delivered from
 * here: such a mail fails at once with a reason that says so, instead of pretending.
 */
export interface Delivery {
  /** Shown in the mail log's host column. */
  host: string;
  /** The setting's sender, which replaces the outbox row's default one. */
  sender: { name: string; address: string } | null;
  send(message: SendMailOptions): Promise<void>;
}

export class PermanentMailError extends Error {}

export const EWS_NOT_SUPPORTED = 'EWS (Exchange Web Services) delivery is not available on this server: choose SMTP in the e-mail setting.';

/** Seconds an SMTP conversation may take; below the delivery job's expiry, so a slow server never lets a second worker take the same mail. */
const SMTP_TIMEOUT_MS = 60_000;

/** The mail log's host for mail written to the sink folder. */
export const SINK_HOST = 'local sink';

/** An email_settings row as the transports read it (its password still sealed). */
export interface MailSettingRow {
  sender_name: string;
  sender_address: string;
  transport: 'smtp' | 'ews' | 'service';
  host: string | null;
  port: number | null;
  username: string | null;
  password: string | null;
  use_ssl: boolean;
}

const SETTING_COLUMNS = 'sender_name, sender_address, transport, host, port, username, password_encrypted AS password, use_ssl';

/** One setting of the client by id, if it exists (the caller has checked the row is in reach). */
export async function settingOf(db: Queryable, clientId: number, id: number): Promise<MailSettingRow | undefined> {
  const [setting] = await db.query<MailSettingRow>(`SELECT ${SETTING_COLUMNS} FROM email_settings WHERE client_id = $1 AND id = $2`, [clientId, id]);
  return setting;
}

/** An SMTP setting that names its server; anything else goes to the sink (service) or nowhere (EWS). */
const isSmtp = (setting: MailSettingRow | undefined): setting is MailSettingRow & { host: string; port: number } =>
  setting?.transport === 'smtp' && !!setting.host && !!setting.port;

/** Opens a stored secret, bound to the values given (SecretBox); throws when it does not open with them. */
export type OpenSecret = (sealed: string, boundTo?: readonly unknown[]) => string;

/**
 * The stored password, if it opens for exactly this transport, host, port and user name (it was sealed bound to
 * them): a row changed outside the rules logs in without it, and fails as a wrong password would.
 */
function passwordOf(setting: MailSettingRow, open: OpenSecret): string {
  if (!setting.password) return '';
  try {
    // The same fields, in the same order, as the kit sealed it with (email-setting.ts `secret.boundTo`).
    return open(setting.password, PASSWORD_BOUND_TO.map((field) => setting[field]));
  } catch {
    return '';
  }
}

/**
 * The nodemailer SMTP transport of a setting: delivery and the connection test (testConnection) use this one, so
 * the test checks exactly what sending will do. The host is resolved and checked first (smtp-target.ts) and the
 * connection goes to that address, TLS still verifying the name; a refused target throws SmtpTargetRefused.
 * `extra` adds options (the test's timeouts and transaction log).
 */
export async function smtpTransportOf(setting: MailSettingRow & { host: string; port: number }, open: OpenSecret, rule: SmtpTargetRule,
  extra: SMTPTransport.Options = {}) {
  const target = await smtpTargetOf(setting.host, setting.port, rule, extra.connectionTimeout ?? SMTP_TIMEOUT_MS);
  const options: SMTPTransport.Options = {
    host: target.address, port: setting.port, ...(target.servername ? { servername: target.servername } : {}),
    // SSL on port 465 is TLS from the first byte; on any other port it means STARTTLS, required.
    secure: setting.use_ssl && setting.port === 465, requireTLS: setting.use_ssl && setting.port !== 465, ignoreTLS: !setting.use_ssl,
    connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS,
    ...(setting.username ? { auth: { user: setting.username, pass: passwordOf(setting, open) } } : {}),
    ...extra,
  };
  return nodemailer.createTransport(options);
}

/** A target the rule refuses will never be reached by trying again: the mail fails at once, saying why. */
async function checkedTransportOf(setting: MailSettingRow & { host: string; port: number }, open: OpenSecret, rule: SmtpTargetRule) {
  try {
    return await smtpTransportOf(setting, open, rule);
  } catch (error) {
    if (error instanceof SmtpTargetRefused) throw new PermanentMailError(`This server does not connect to ${setting.host}:${setting.port}: ${error.message}`);
    throw error;
  }
}

/** How mail leaves under `setting` (none: the sink). */
export function deliveryOf(setting: MailSettingRow | undefined, sinkDir: string, open: OpenSecret, rule: SmtpTargetRule): Delivery {
  const sender = setting ? { name: setting.sender_name, address: setting.sender_address } : null;
  if (setting?.transport === 'ews') return { host: 'ews', sender, send: () => Promise.reject(new PermanentMailError(EWS_NOT_SUPPORTED)) };
  if (isSmtp(setting)) {
    return {
      host: setting.host,
      sender,
      async send(message) {
        const transport = await checkedTransportOf(setting, open, rule);
        try {
          await transport.sendMail(message);
        } finally {
          transport.close();
        }
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    host: SINK_HOST,
    sender,
    async send(message) {
      const info = await transport.sendMail(message);
      mkdirSync(sinkDir, { recursive: true });
      const name = String(message.messageId ?? Date.now()).replace(/[^A-Za-z0-9.-]/g, '_');
      writeFileSync(join(sinkDir, `${name}.eml`), info.message as Buffer);
    },
  };
}

/** Where a mail belongs: its arrangement or container (either may be null). */
export interface MailPlace {
  carArrangementId: number | null;
  mobilityContainerId: number | null;
}

/** The setting that sends a mail: its arrangement's, else its container's, else the client's default. */
export async function placeSettingOf(db: Queryable, clientId: number, place: MailPlace): Promise<MailSettingRow | undefined> {
  const [setting] = await db.query<MailSettingRow>(
    `SELECT ${SETTING_COLUMNS} FROM email_settings WHERE client_id = $1
       AND (car_arrangement_id = $2 OR mobility_container_id = $3 OR (car_arrangement_id IS NULL AND mobility_container_id IS NULL))
     ORDER BY CASE WHEN car_arrangement_id IS NOT NULL THEN 0 WHEN mobility_container_id IS NOT NULL THEN 1 ELSE 2 END LIMIT 1`,
    [clientId, place.carArrangementId, place.mobilityContainerId]);
  return setting;
}

/** A mail leaves through the setting of its place (placeSettingOf), to a target the server's rule allows. */
export async function deliveryFor(
  db: Queryable, clientId: number, place: MailPlace, sinkDir: string, open: OpenSecret, rule: SmtpTargetRule,
): Promise<Delivery> {
  return deliveryOf(await placeSettingOf(db, clientId, place), sinkDir, open, rule);
}

/** SMTP answers 5xx for what will never work (unknown mailbox, refused sender); everything else may pass later. */
export function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentMailError) return true;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
