import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * A real SMTP server in the test process (smtp-server) that keeps what it receives, parsed (mailparser), and can
 * refuse: `refuse(451)` answers the next recipient with a temporary failure, `refuse(550)` with a permanent one.
 */
export interface SmtpCapture {
  port: number;
  received: ParsedMail[];
  refuse(code: 451 | 550, times?: number): void;
  /** Resolves when `count` mails have arrived (or throws after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ParsedMail[] = [];
  const refusals: (451 | 550)[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
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
  return {
    port,
    received,
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
