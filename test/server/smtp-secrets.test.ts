import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ServerConfig } from '../../server/config';
import { loadConfig } from '../../server/config';
import { failedAnswer } from '../../server/mail/connection-test';
import { bearer, createTestServer, failureOf, loginAs, type TestServer } from './helpers';
import { CAPTURE_TARGETS, startSmtpCapture, type SmtpCapture } from './smtp-capture';

/**
 * Issue 35 point 2, as the outside probe did it: a stored SMTP password is used only with the transport, host, port
 * and user name it was stored with, and "test connection" is no probe of the server's own network — recording SMTP
 * servers in this process see every connection and every sign-in.
 */
const SECRET = 'Alleen voor deze server 2026!';
const LOGIN = { username: 'lease', password: SECRET };

interface Side {
  t: TestServer;
  tokens: Record<'master' | 'supervisor', string>;
  settingId: number;
}

type Row = Record<string, unknown> & { id: number; hasPassword: boolean };

async function sideOf(overrides: Partial<ServerConfig>): Promise<Side> {
  const t = await createTestServer(overrides);
  const tokens = { master: (await loginAs(t.app, 'master')).access_token, supervisor: (await loginAs(t.app, 'supervisor')).access_token };
  const [{ id }] = (await t.db.query<{ id: number }>(
    `SELECT id FROM email_settings WHERE client_id = (SELECT id FROM clients WHERE name = 'demo')
       AND car_arrangement_id IS NULL AND mobility_container_id IS NULL`)) as [{ id: number }];
  return { t, tokens, settingId: id };
}

const call = (side: Side, who: 'master' | 'supervisor', method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) =>
  side.t.app.inject({ method, url: `/api-admin${url}`, headers: bearer(side.tokens[who]), ...(payload ? { payload } : {}) });

const rowOf = (res: LightMyRequestResponse): Row => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: Row[] }>().results[0]!;
};

/** The client's default setting, PUT by `who` with `fields` (no If-Match: the latest version). */
const put = async (side: Side, who: 'master' | 'supervisor', fields: object) => call(side, who, 'PUT', '/emailsetting', { id: side.settingId, ...fields });

const testConnection = async (side: Side) =>
  rowOf(await call(side, 'supervisor', 'POST', `/emailsetting/testconnection?emailSettingId=${side.settingId}`)) as unknown as
    { successful: boolean; host: string; answer: string };

const sealedOf = async (side: Side) =>
  (await side.t.db.query<{ sealed: string | null }>('SELECT password_encrypted AS sealed FROM email_settings WHERE id = $1', [side.settingId]))[0]!.sealed;

/** The master's setting at `port` of 127.0.0.1 with the user and its password. */
const storeAt = async (side: Side, port: number) =>
  rowOf(await put(side, 'master', { transport: 'smtp', host: '127.0.0.1', port, useSsl: false, username: LOGIN.username, password: SECRET }));

const carriesSecret = (capture: SmtpCapture) => capture.logins.some((login) => login.password === SECRET);

describe('with local captures allowed (SMTP_ALLOW_LOCAL_HOSTS, their ports in SMTP_ALLOWED_PORTS)', () => {
  let side: Side;
  let first: SmtpCapture;
  let second: SmtpCapture;

  beforeAll(async () => {
    first = await startSmtpCapture();
    second = await startSmtpCapture();
    side = await sideOf(CAPTURE_TARGETS);
  }, 60_000);
  afterAll(async () => {
    await side?.t.close();
    await first?.close();
    await second?.close();
  });

  it('reproduces the probe: a supervisor moving the setting to another port clears the password, and its test never carries it', async () => {
    expect((await storeAt(side, first.port)).hasPassword).toBe(true);
    first.acceptLogin(LOGIN);
    expect(await testConnection(side)).toMatchObject({ successful: true });
    expect(first.logins).toContainEqual(LOGIN);

    const moved = rowOf(await put(side, 'supervisor', { host: '127.0.0.1', port: second.port }));
    expect(moved.hasPassword).toBe(false);
    expect(await sealedOf(side)).toBeNull();
    const before = second.connections();
    const host = `127.0.0.1:${second.port}`;
    const res = await call(side, 'supervisor', 'POST', `/emailsetting/testconnection?emailSettingId=${side.settingId}`);
    expect(rowOf(res)).toEqual({ successful: false, host, answer: failedAnswer(host) });
    expect(res.body).not.toContain(SECRET);
    // It did connect there, and signed in (if at all) without the password given for the first server.
    expect(second.connections()).toBeGreaterThan(before);
    expect(carriesSecret(second)).toBe(false);

    // Given again for the new server, the password is used there.
    expect(rowOf(await put(side, 'supervisor', { password: SECRET })).hasPassword).toBe(true);
    second.acceptLogin(LOGIN);
    expect(await testConnection(side)).toMatchObject({ successful: true, host });
    expect(second.logins).toContainEqual(LOGIN);
  });

  it('clears the password when the transport, host, port or user name changes without it, and keeps it otherwise', async () => {
    const changes: object[] = [{ host: 'localhost' }, { port: second.port }, { username: 'iemand-anders' }, { transport: 'service', host: null, port: null }];
    for (const change of changes) {
      await storeAt(side, first.port);
      expect(rowOf(await put(side, 'supervisor', change)).hasPassword, JSON.stringify(change)).toBe(false);
    }
    await storeAt(side, first.port);
    const sealed = await sealedOf(side);
    // The same values sent back (as the form does), or other fields: kept as stored.
    const same = { transport: 'smtp', host: '127.0.0.1', port: first.port, username: LOGIN.username, senderName: 'Vloot' };
    expect(rowOf(await put(side, 'supervisor', same)).hasPassword).toBe(true);
    expect(await sealedOf(side)).toBe(sealed);
    // A move refused for another reason changes nothing: the password and the old server stay.
    expect(failureOf(await put(side, 'supervisor', { host: 'localhost', port: 1 })).status).toBe(400);
    expect(await sealedOf(side)).toBe(sealed);
    expect(rowOf(await call(side, 'supervisor', 'GET', `/emailsetting?emailSettingId=${side.settingId}`))).toMatchObject({ host: '127.0.0.1', hasPassword: true });
  });

  it('never opens the password for another server, even when the row was changed outside these rules', async () => {
    await storeAt(side, first.port);
    await side.t.db.query('UPDATE email_settings SET port = $2 WHERE id = $1', [side.settingId, second.port]);
    const logins = second.logins.length;
    second.acceptLogin(LOGIN);
    expect(await testConnection(side)).toMatchObject({ successful: false });
    expect(second.logins.slice(logins).some((login) => login.password === SECRET)).toBe(false);
  });

  it('answers a port outside SMTP_ALLOWED_PORTS exactly as a closed port, without connecting', async () => {
    const closed = await startSmtpCapture();
    await closed.close();
    const answerAt = async (port: number) => {
      await side.t.db.query("UPDATE email_settings SET transport = 'smtp', host = '127.0.0.1', port = $2 WHERE id = $1", [side.settingId, port]);
      const answer = await testConnection(side);
      return { ...answer, answer: answer.answer.replace(answer.host, '<host>'), host: answer.host.replace(/:\d+$/, '') };
    };
    const refused = await answerAt(1);
    expect(refused).toEqual(await answerAt(closed.port));
    expect(refused).toEqual({ successful: false, host: '127.0.0.1', answer: failedAnswer('<host>') });
  });
});

describe('with the default rule: no local hosts, standard ports only', () => {
  let side: Side;
  let capture: SmtpCapture;

  beforeAll(async () => {
    capture = await startSmtpCapture();
    // The capture's port is allowed, so what refuses it below is the host rule alone.
    side = await sideOf({ smtpAllowLocalHosts: false, smtpAllowedPorts: [...loadConfig({}).smtpAllowedPorts, capture.port] });
  }, 60_000);
  afterAll(async () => {
    await side?.t.close();
    await capture?.close();
  });

  it('refuses to save a local address or a port outside the list, naming the field and storing nothing', async () => {
    const before = rowOf(await call(side, 'supervisor', 'GET', `/emailsetting?emailSettingId=${side.settingId}`));
    const cases: [object, RegExp][] = [
      [{ host: '127.0.0.1', port: 587 }, /^body\.host must not be a loopback, link-local/],
      [{ host: '169.254.169.254', port: 587 }, /^body\.host/],
      [{ host: '0.0.0.0', port: 587 }, /^body\.host/],
      [{ host: '224.0.0.1', port: 587 }, /^body\.host/],
      [{ host: '255.255.255.255', port: 587 }, /^body\.host/],
      [{ host: 'smtp.example.com', port: 1 }, /^body\.port must be one of the SMTP ports this server connects to: 25, 465, 587, 2525/],
      [{ host: 'smtp.example.com', port: 8080 }, /^body\.port/],
    ];
    for (const [target, reason] of cases) {
      const refused = failureOf(await put(side, 'master', { transport: 'smtp', useSsl: false, ...target }));
      expect([refused.status, refused.reason], JSON.stringify(target)).toEqual([400, expect.stringMatching(reason)]);
    }
    expect(rowOf(await call(side, 'supervisor', 'GET', `/emailsetting?emailSettingId=${side.settingId}`))).toEqual(before);
  });

  it('tests a name that resolves to a loopback address with the one failure sentence, and never connects', async () => {
    rowOf(await put(side, 'master', { transport: 'smtp', host: 'localhost', port: capture.port, useSsl: false }));
    const connections = capture.connections();
    const host = `localhost:${capture.port}`;
    expect(await testConnection(side)).toEqual({ successful: false, host, answer: failedAnswer(host) });
    // A loopback address written into the row outside the rules is refused the same way.
    await side.t.db.query("UPDATE email_settings SET host = '127.0.0.1' WHERE id = $1", [side.settingId]);
    expect(await testConnection(side)).toEqual({ successful: false, host: `127.0.0.1:${capture.port}`, answer: failedAnswer(`127.0.0.1:${capture.port}`) });
    expect(capture.connections()).toBe(connections);
  });
});
