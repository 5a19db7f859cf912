import type { EmailSettingTest } from '../areas/email-setting';
import type { SmtpTargetRule } from './smtp-target';
import { EWS_NOT_SUPPORTED, SINK_HOST, smtpTransportOf, type MailSettingRow, type OpenSecret } from './transport';

/**
 * "Test connection" of an e-mail setting (issue 17 point 1): asks the setting's server exactly as delivery would
 * (transport.ts builds both), with nodemailer's verify(): connect, greet, STARTTLS or TLS as the setting says, and
 * log in when it names a user. A server that refuses is an answer (successful: false), not a failure of the call.
 *
 * Every failure answers the same sentence (issue 35 point 2): a target the server does not connect to (smtp-target.ts),
 * a closed port, a timeout, a TLS or a login failure cannot be told apart, so the test is no probe of which hosts and
 * ports answer. Success shows the server's greeting line; nothing we sent (the login) is ever in an answer.
 */

/** An interactive test waits less than delivery does (transport.ts): an administrator is looking at the screen. */
const TEST_TIMEOUT_MS = 10_000;
/** What a success keeps of the greeting line. */
const GREETING_MAX = 500;

export const sinkAnswer = (sinkDir: string) =>
  `Mail is not sent to a server: it is written to the local sink folder ${sinkDir} (MAIL_SINK_DIR), one .eml file per mail.`;

export const failedAnswer = (host: string) =>
  `The connection test failed: ${host} did not accept a connection and sign-in with these settings.`;

export async function testConnection(setting: MailSettingRow, sinkDir: string, open: OpenSecret, rule: SmtpTargetRule): Promise<EmailSettingTest> {
  if (setting.transport === 'ews') return { successful: false, host: setting.host ?? '', answer: EWS_NOT_SUPPORTED };
  if (setting.transport !== 'smtp' || !setting.host || !setting.port) return { successful: true, host: SINK_HOST, answer: sinkAnswer(sinkDir) };
  const host = `${setting.host}:${setting.port}`;
  let greeting = '';
  const logger = {
    debug(entry: { tnx?: string }, message: string) {
      if (entry?.tnx === 'server' && greeting === '') greeting = message.split('\n')[0]!.slice(0, GREETING_MAX);
    },
  };
  try {
    const transport = await smtpTransportOf({ ...setting, host: setting.host, port: setting.port }, open, rule, {
      connectionTimeout: TEST_TIMEOUT_MS, greetingTimeout: TEST_TIMEOUT_MS, socketTimeout: TEST_TIMEOUT_MS,
      transactionLog: true, logger: logger as never,
    });
    try {
      await transport.verify();
    } finally {
      transport.close();
    }
  } catch {
    return { successful: false, host, answer: failedAnswer(host) };
  }
  const signedIn = setting.username ? ' and the sign-in' : '';
  return { successful: true, host, answer: [`${host} accepted the connection${signedIn}.`, greeting].filter(Boolean).join('\n') };
}
