import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { loadConfig } from '../../server/config';

/**
 * A real SMTP server in the test process (smtp-server) that keeps what it receives, parsed (mailparser), and can
 * refuse: `refuse(451)` answers the next recipient with a temporary failure, `refuse(550)` with a permanent one.
 * It records every connection and every sign-in attempt as sent (over plain text, which it allows), and accepts
 * only the account given to `acceptLogin` (none: every sign-in is refused with 535).
 */
export interface SmtpLogin {
  username: string;
  password: string;
}

export interface SmtpCapture {
  port: number;
  received: ParsedMail[];
  /** How many connections it accepted. */
  connections(): number;
  logins: SmtpLogin[];
  acceptLogin(login: SmtpLogin): void;
  refuse(code: 451 | 550, times?: number): void;
  /** Resolves when `count` mails have arrived (or throws after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** The standard SMTP ports and every port a capture of this test file listens (or listened) on, as captures start. */
const capturePorts: number[] = [...loadConfig({}).smtpAllowedPorts];

/**
 * Server configuration that lets delivery and the connection test reach this file's captures: local hosts
 * (they listen on 127.0.0.1) and their ports. The server reads the port list at each connection, so a capture
 * started after the server is reachable too; port 1 and other ports stay refused.
 */
export const CAPTURE_TARGETS = { smtpAllowLocalHosts: true, smtpAllowedPorts: capturePorts } as const;

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ParsedMail[] = [];
  const refusals: (451 | 550)[] = [];
  const logins: SmtpLogin[] = [];
  let accepted: SmtpLogin | null = null;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], allowInsecureAuth: true, logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      const login = { username: auth.username ?? '', password: auth.password ?? '' };
      logins.push(login);
      if (accepted && login.username === accepted.username && login.password === accepted.password) return callback(null, { user: login.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      const code = refusals.shift();
      if (!code) return callback();
      const error = Object.assign(new Error(code === 451 ? 'Try again later' : 'Mailbox unavailable'), { responseCode: code });
      return callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const port = (server.server.address() as { port: number }).port;
  capturePorts.push(port);
  return {
    port,
    received,
    connections: () => connections,
    logins,
    acceptLogin(login) {
      accepted = login;
    },
    refuse(code, times = 1) {
      for (let i = 0; i < times; i++) refusals.push(code);
    },
    async waitFor(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`${received.length} of ${count} mails arrived in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
