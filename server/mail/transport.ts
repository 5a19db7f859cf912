import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Queryable } from '../db/db';

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

interface SettingRow {
  sender_name: string;
  sender_address: string;
  transport: 'smtp' | 'ews' | 'service';
  host: string | null;
  port: number | null;
  username: string | null;
  password: string | null;
  use_ssl: boolean;
}

export async function deliveryFor(db: Queryable, clientId: number, sinkDir: string,
  decrypt: (sealed: string) => string): Promise<Delivery> {
  const [setting] = await db.query<SettingRow>(
    `SELECT sender_name, sender_address, transport, host, port, username, password_encrypted AS password, use_ssl FROM email_settings
     WHERE client_id = $1 AND car_arrangement_id IS NULL AND mobility_container_id IS NULL ORDER BY id LIMIT 1`, [clientId]);
  const sender = setting ? { name: setting.sender_name, address: setting.sender_address } : null;
  if (setting?.transport === 'ews') return { host: 'ews', sender, send: () => Promise.reject(new PermanentMailError(EWS_NOT_SUPPORTED)) };
  if (setting?.transport === 'smtp' && setting.host && setting.port) {
    const options: SMTPTransport.Options = {
      host: setting.host, port: setting.port,
      // SSL on port 465 is TLS from the first byte; on any other port it means STARTTLS, required.
      secure: setting.use_ssl && setting.port === 465, requireTLS: setting.use_ssl && setting.port !== 465, ignoreTLS: !setting.use_ssl,
      connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS,
      ...(setting.username ? { auth: { user: setting.username, pass: setting.password ? decrypt(setting.password) : '' } } : {}),
    };
    const transport = nodemailer.createTransport(options);
    return { host: setting.host, sender, send: async (message) => { await transport.sendMail(message); } };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    host: 'local sink',
    sender,
    async send(message) {
      const info = await transport.sendMail(message);
      mkdirSync(sinkDir, { recursive: true });
      const name = String(message.messageId ?? Date.now()).replace(/[^A-Za-z0-9.-]/g, '_');
      writeFileSync(join(sinkDir, `${name}.eml`), info.message as Buffer);
    },
  };
}

/** SMTP answers 5xx for what will never work (unknown mailbox, refused sender); everything else may pass later. */
export function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentMailError) return true;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
