import type { EmailSettingTest } from '../areas/email-setting';
import { EWS_NOT_SUPPORTED, SINK_HOST, smtpTransportOf, type MailSettingRow } from './transport';

/**
 * "Test connection" of an e-mail setting (issue 17 point 1): asks the setting's server exactly as delivery would
 * (transport.ts builds both), with nodemailer's verify(): connect, greet, STARTTLS or TLS as the setting says, and
 * log in when it names a user. The answer says what the server said, or why it could not be reached; a server
 * that refuses is an answer (successful: false), not a failure of the call. Only the server's own lines are kept:
 * what we sent (the login) never is.
 */

/** An interactive test waits less than delivery does (transport.ts): an administrator is looking at the screen. */
const TEST_TIMEOUT_MS = 10_000;
/** What the answer keeps of the server's lines. */
const ANSWER_MAX = 2_000;

export const sinkAnswer = (sinkDir: string) =>
  `Mail is not sent to a server: it is written to the local sink folder ${sinkDir} (MAIL_SINK_DIR), one .eml file per mail.`;

/** Opens the sealed password, or says why it cannot be used (sealed under another key: enter it again). */
function opener(decrypt: (sealed: string) => string) {
  return (sealed: string) => {
    try {
      return decrypt(sealed);
    } catch {
      throw new Error('The stored password cannot be opened on this server (MAIL_SECRET_KEY changed?): enter it again.');
    }
  };
}

export async function testConnection(setting: MailSettingRow, sinkDir: string, decrypt: (sealed: string) => string): Promise<EmailSettingTest> {
  if (setting.transport === 'ews') return { successful: false, host: setting.host ?? '', answer: EWS_NOT_SUPPORTED };
  if (setting.transport !== 'smtp' || !setting.host || !setting.port) return { successful: true, host: SINK_HOST, answer: sinkAnswer(sinkDir) };
  const host = `${setting.host}:${setting.port}`;
  const said: string[] = [];
  const logger = {
    debug(entry: { tnx?: string }, message: string) {
      if (entry?.tnx === 'server') said.push(message);
    },
  };
  const answer = (lead: string) => [lead, ...said].join('\n').slice(0, ANSWER_MAX);
  try {
    const transport = smtpTransportOf({ ...setting, host: setting.host, port: setting.port }, opener(decrypt), {
      connectionTimeout: TEST_TIMEOUT_MS, greetingTimeout: TEST_TIMEOUT_MS, socketTimeout: TEST_TIMEOUT_MS,
      transactionLog: true, logger: logger as never,
    });
    try {
      await transport.verify();
    } finally {
      transport.close();
    }
    return { successful: true, host, answer: answer(`${host} accepted the connection${setting.username ? ' and the login' : ''}.`) };
  } catch (error) {
    return { successful: false, host, answer: answer(String((error as Error).message ?? error)) };
  }
}
