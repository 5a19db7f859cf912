import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { failedAnswer } from '../../server/mail/connection-test';
import { EWS_NOT_SUPPORTED } from '../../server/mail/transport';
import { failureOf } from './helpers';
import { kitHarness } from './kit-contract';
import { CAPTURE_TARGETS, startSmtpCapture, type SmtpCapture } from './smtp-capture';

/**
 * E-mail settings (issue 17 point 1; server/areas/email-setting.ts): the three variants and their reach, "already in
 * another email setting", the write-only password, 412, bad input and the connection test against a real SMTP server.
 */
const h = kitHarness(CAPTURE_TARGETS);
let smtp: SmtpCapture;
let container = { bound: 0, pilot: 0 };

type Row = Record<string, unknown> & { id: number; version: number };
const rowOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: Row[] }>().results[0]!;
};
const byId = (id: number) => `/emailsetting?emailSettingId=${id}`;

/** An arrangement of the demo client without a setting, under Demo Mobility Noord when `inNoord`. */
async function freshArrangement(inNoord = false): Promise<number> {
  const [{ id }] = (await h.t.db.query<{ id: number }>(
    "INSERT INTO car_arrangements (client_id, display_name) VALUES ($1, 'Mail ' || gen_random_uuid()) RETURNING id", [h.ids.demo])) as [{ id: number }];
  if (inNoord) {
    await h.t.db.query(
      `INSERT INTO operating_company_car_arrangements (client_id, operating_company_id, car_arrangement_id)
       SELECT $1, id, $2 FROM operating_companies WHERE name = 'Demo Mobility Noord'`, [h.ids.demo, id]);
  }
  return id;
}

const smtpBody = (extra: Record<string, unknown> = {}) => ({
  senderName: 'Lease <Team>', senderAddress: 'lease@demo-mobility.test', transport: 'smtp', host: '127.0.0.1', port: 2525, useSsl: false, ...extra,
});

async function create(extra: Record<string, unknown>): Promise<Row> {
  return rowOf(await h.call('supervisor', 'POST', '/emailsetting', smtpBody(extra)));
}

async function sealedOf(id: number): Promise<string | null> {
  const [row] = await h.t.db.query<{ password_encrypted: string | null }>('SELECT password_encrypted FROM email_settings WHERE id = $1', [id]);
  return row!.password_encrypted;
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const named = async (name: string) => (await h.t.db.query<{ id: number }>('SELECT id FROM mobility_containers WHERE display_name = $1', [name]))[0]!.id;
  container = { bound: await named('Mobiliteitsbudget'), pilot: await named('Flexibel reizen (pilot)') };
}, 60_000);
afterAll(() => smtp?.close());

describe('e-mail setting variants', () => {
  it('serves the seeded default, arrangement and container settings, each filtered by its own query', async () => {
    const all = (await h.call('supervisor', 'GET', '/emailsetting')).json<{ results: Row[]; resultCount: number }>();
    expect(all.resultCount).toBe(all.results.length);
    const defaults = (await h.call('supervisor', 'GET', '/emailsetting?includeOnlyDefault=true')).json<{ results: Row[] }>().results;
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toMatchObject({ carArrangementId: null, mobilityContainerId: null, senderAddress: 'fleet@demo-mobility.test', transport: 'service', hasPassword: false });
    // The default comes first in the list.
    expect(all.results[0]!.id).toBe(defaults[0]!.id);
    const arrangement = (await h.call('supervisor', 'GET', `/emailsetting?carArrangementId=${h.ids.arrangementIn}`)).json<{ results: Row[] }>().results;
    expect(arrangement).toEqual([expect.objectContaining({ carArrangementId: h.ids.arrangementIn, carArrangementName: 'Leaseregeling 2026', mobilityContainerId: null })]);
    const mobility = (await h.call('supervisor', 'GET', `/emailsetting?containerId=${container.bound}`)).json<{ results: Row[] }>().results;
    expect(mobility).toEqual([expect.objectContaining({ mobilityContainerId: container.bound, mobilityContainerName: 'Mobiliteitsbudget', carArrangementId: null })]);
    const one = await h.call('supervisor', 'GET', byId(defaults[0]!.id));
    expect(one.headers.etag).toBe(`"${defaults[0]!.version}"`);
    expect(rowOf(one)).toEqual(defaults[0]);
  });

  it('puts an arrangement or a container in at most one setting, and the client has one default: 409 "already in another email setting"', async () => {
    for (const scope of [{ carArrangementId: h.ids.arrangementIn }, { mobilityContainerId: container.bound }, {}]) {
      const refused = failureOf(await h.call('supervisor', 'POST', '/emailsetting', smtpBody(scope)));
      expect(refused.status).toBe(409);
      expect(refused.reason).toContain('already in another email setting');
    }
    // Moving a setting onto an arrangement that has one is refused the same way, and changes nothing.
    const own = await create({ carArrangementId: await freshArrangement() });
    const moved = failureOf(await h.call('supervisor', 'PUT', '/emailsetting', { id: own.id, carArrangementId: h.ids.arrangementIn }));
    expect([moved.status, moved.reason]).toEqual([409, `Car arrangement ${h.ids.arrangementIn} is already in another email setting.`]);
    expect(rowOf(await h.call('supervisor', 'GET', byId(own.id)))).toEqual(own);
    // Saving a setting as it is does not collide with itself.
    expect(rowOf(await h.call('supervisor', 'PUT', '/emailsetting', own)).version).toBe(2);
  });

  it('keeps a setting one arrangement\'s or one container\'s, never both', async () => {
    const refused = failureOf(await h.call('supervisor', 'POST', '/emailsetting', smtpBody({ carArrangementId: await freshArrangement(), mobilityContainerId: container.pilot })));
    expect(refused.status).toBe(400);
    expect(refused.reason).toMatch(/mobilityContainerId/);
  });

  it('follows the arrangement reach: a supervisor scoped to Noord finds settings outside it missing, and changes nothing', async () => {
    const outside = await create({ carArrangementId: await freshArrangement() });
    const inside = await freshArrangement(true);
    await h.asScopedSupervisor(async () => {
      expect((await h.call('supervisor', 'GET', byId(outside.id))).statusCode).toBe(404);
      expect((await h.call('supervisor', 'GET', `/emailsetting?carArrangementId=${h.ids.arrangementOut}`)).statusCode).toBe(404);
      expect((await h.call('supervisor', 'PUT', '/emailsetting', { id: outside.id, senderName: 'Overgenomen' })).statusCode).toBe(404);
      expect((await h.call('supervisor', 'POST', '/emailsetting/testconnection?emailSettingId=' + outside.id)).statusCode).toBe(404);
      expect((await h.call('supervisor', 'DELETE', byId(outside.id))).statusCode).toBe(404);
      const listed = (await h.call('supervisor', 'GET', '/emailsetting')).json<{ results: Row[] }>().results.map((r) => r.id);
      expect(listed).not.toContain(outside.id);
      // The client default and the containers' settings are the client's, not an arrangement's: still there.
      expect(listed.length).toBeGreaterThan(0);
      expect((await h.call('supervisor', 'POST', '/emailsetting', smtpBody({ carArrangementId: inside }))).statusCode).toBe(200);
    });
    expect(rowOf(await h.call('master', 'GET', byId(outside.id)))).toEqual(outside);
  });

  it('follows the mobility rule for container settings: without the licence they are out of reach', async () => {
    const mobility = rowOf(await h.call('supervisor', 'GET', `/emailsetting?containerId=${container.bound}`));
    await h.t.db.query('UPDATE client_licences SET is_mobility_module_enabled = false WHERE client_id = $1', [h.ids.demo]);
    try {
      expect((await h.call('supervisor', 'GET', byId(mobility.id))).statusCode).toBe(404);
      expect((await h.call('supervisor', 'GET', `/emailsetting?containerId=${container.bound}`)).statusCode).toBe(404);
      expect((await h.call('supervisor', 'POST', '/emailsetting', smtpBody({ mobilityContainerId: container.pilot }))).statusCode).toBe(404);
      const listed = (await h.call('supervisor', 'GET', '/emailsetting')).json<{ results: Row[] }>().results;
      expect(listed.every((r) => r.mobilityContainerId === null)).toBe(true);
    } finally {
      await h.t.db.query('UPDATE client_licences SET is_mobility_module_enabled = true WHERE client_id = $1', [h.ids.demo]);
    }
    const pilot = await create({ mobilityContainerId: container.pilot });
    expect(pilot.mobilityContainerName).toBe('Flexibel reizen (pilot)');
  });

  it("answers another client's supervisor 404 for the demo's settings", async () => {
    const [demoDefault] = (await h.call('supervisor', 'GET', '/emailsetting?includeOnlyDefault=true')).json<{ results: Row[] }>().results;
    expect((await h.call('polish', 'GET', byId(demoDefault!.id))).statusCode).toBe(404);
    expect((await h.call('polish', 'PUT', '/emailsetting', { id: demoDefault!.id, senderName: 'Flota' })).statusCode).toBe(404);
    expect((await h.call('polish', 'POST', `/emailsetting/testconnection?emailSettingId=${demoDefault!.id}`)).statusCode).toBe(404);
    expect((await h.call('polish', 'GET', '/emailsetting')).json<{ results: Row[] }>().results).toEqual([]);
  });
});

describe('the write-only password', () => {
  const SECRET = 'Geheim wachtwoord 2026!';

  it('is stored sealed and never answered by any GET, in any form', async () => {
    const row = await create({ carArrangementId: await freshArrangement(), username: 'lease', password: SECRET });
    expect(row).not.toHaveProperty('password');
    expect(row.hasPassword).toBe(true);
    const sealed = (await sealedOf(row.id))!;
    // Sealed bound to its transport, host, port and user name (secret-box.ts).
    expect(sealed).toMatch(/^v2:/);
    expect(sealed).not.toContain(SECRET);
    for (const url of [byId(row.id), '/emailsetting', `/emailsetting?carArrangementId=${row.carArrangementId}`]) {
      const body = (await h.call('master', 'GET', url)).body;
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain(sealed);
      expect(body).not.toContain(sealed.slice(3, 30));
      expect(body).not.toMatch(/"password"/);
    }
  });

  it('is kept by a PUT that leaves it out (also one of exactly what GET returned), replaced by a string and cleared by null', async () => {
    const row = await create({ carArrangementId: await freshArrangement(), password: SECRET });
    const sealed = await sealedOf(row.id);
    const same = rowOf(await h.call('supervisor', 'PUT', '/emailsetting', { ...row, senderName: 'Nieuwe naam' }, { 'if-match': '"1"' }));
    expect(same.hasPassword).toBe(true);
    expect(await sealedOf(row.id)).toBe(sealed);
    const replaced = rowOf(await h.call('supervisor', 'PUT', '/emailsetting', { id: row.id, password: 'Ander wachtwoord' }));
    expect(replaced.hasPassword).toBe(true);
    expect(await sealedOf(row.id)).not.toBe(sealed);
    const cleared = rowOf(await h.call('supervisor', 'PUT', '/emailsetting', { id: row.id, password: null }));
    expect(cleared.hasPassword).toBe(false);
    expect(await sealedOf(row.id)).toBeNull();
    // hasPassword is shown, never written: sent back it is ignored.
    expect(rowOf(await h.call('supervisor', 'PUT', '/emailsetting', { id: row.id, hasPassword: true })).hasPassword).toBe(false);
  });

  it('is used to log in by the connection test, and the answer does not repeat it', async () => {
    const row = await create({ carArrangementId: await freshArrangement(), port: smtp.port, username: 'lease', password: SECRET });
    const res = await h.call('supervisor', 'POST', `/emailsetting/testconnection?emailSettingId=${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain(Buffer.from(SECRET).toString('base64'));
    expect(smtp.logins).toContainEqual({ username: 'lease', password: SECRET });
    // The capture server does not know the account: the sign-in is refused, answered with the one failure sentence.
    const host = `127.0.0.1:${smtp.port}`;
    expect(rowOf(res)).toEqual({ successful: false, host, answer: failedAnswer(host) });
  });
});

describe('e-mail setting rules and bad input', () => {
  it('refuses a stale If-Match with 412 and nothing written', async () => {
    const row = await create({ carArrangementId: await freshArrangement() });
    await h.call('supervisor', 'PUT', '/emailsetting', { id: row.id, senderName: 'Eerste' }, { 'if-match': '"1"' });
    const stale = await h.call('supervisor', 'PUT', '/emailsetting', { id: row.id, senderName: 'Verloren', password: 'x' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    expect(await sealedOf(row.id)).toBeNull();
    expect((await h.call('supervisor', 'DELETE', byId(row.id), undefined, { 'if-match': '"1"' })).statusCode).toBe(412);
    expect(rowOf(await h.call('supervisor', 'GET', byId(row.id))).senderName).toBe('Eerste');
    const deleted = await h.call('supervisor', 'DELETE', byId(row.id), undefined, { 'if-match': '"2"' });
    expect(deleted.json()).toEqual({ results: [{ id: row.id }], successful: true, errors: [] });
    expect((await h.call('supervisor', 'GET', byId(row.id))).statusCode).toBe(404);
  });

  it('refuses bad input with a reason naming the field, storing nothing', async () => {
    const arrangement = await freshArrangement();
    const cases: [Record<string, unknown>, RegExp][] = [
      [smtpBody({ role: 'master' }), /^body\.role is not allowed$/],
      [smtpBody({ host: null }), /^body\.host is required for transport smtp$/],
      [smtpBody({ port: null }), /^body\.port is required for transport smtp$/],
      [smtpBody({ transport: 'ews', host: null, port: null }), /^body\.host is required for transport ews$/],
      [smtpBody({ senderAddress: 'geen adres' }), /^body\.senderAddress/],
      [smtpBody({ senderAddress: 'a@b' }), /^body\.senderAddress/],
      [smtpBody({ host: 'evil.com/<script>' }), /^body\.host/],
      [smtpBody({ host: 'https://smtp.example.com' }), /^body\.host/],
      [smtpBody({ port: 70000 }), /^body\.port/],
      [smtpBody({ port: 1 }), /^body\.port must be one of the SMTP ports this server connects to: 25, 465, 587, 2525, \d+/],
      [smtpBody({ font: 'Arial; } body { background: url(javascript:alert(1))' }), /^body\.font/],
      [smtpBody({ font: '<img src=x onerror=alert(1)>' }), /^body\.font/],
      [smtpBody({ senderName: 'a\u202Eb' }), /^body\.senderName must not contain control or bidirectional-override characters$/],
      [smtpBody({ senderName: 'Team\r\nBcc: victim@example.com' }), /^body\.senderName/],
      [smtpBody({ password: 'a\nb' }), /^body\.password/],
      [smtpBody({ password: 'x'.repeat(201) }), /^body\.password/],
      [smtpBody({ transport: 'sendmail' }), /^body\.transport/],
    ];
    const before = (await h.call('master', 'GET', '/emailsetting')).json<{ resultCount: number }>().resultCount;
    for (const [payload, reason] of cases) {
      const res = failureOf(await h.call('supervisor', 'POST', '/emailsetting', { ...payload, carArrangementId: arrangement }));
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.reason).toMatch(reason);
    }
    expect((await h.call('master', 'GET', '/emailsetting')).json<{ resultCount: number }>().resultCount).toBe(before);
  });

  it('keeps markup in plain-text fields as text, for the screens to escape', async () => {
    const row = await create({ carArrangementId: await freshArrangement(), senderName: '<img src=x onerror=alert(1)>' });
    expect(row.senderName).toBe('<img src=x onerror=alert(1)>');
  });

  it('lets the service transport go without host and port', async () => {
    const row = await create({ carArrangementId: await freshArrangement(), transport: 'service', host: null, port: null });
    expect(row).toMatchObject({ transport: 'service', host: null, port: null });
  });

  it('turns order e-mails on only when an administrator of the client receives them (IsOrderEmailActive)', async () => {
    const row = await create({ carArrangementId: await freshArrangement() });
    await h.t.db.query('UPDATE accounts SET receives_order_emails = false WHERE client_id = $1', [h.ids.demo]);
    try {
      const refused = failureOf(await h.call('supervisor', 'PUT', '/emailsetting', { id: row.id, isOrderEmailActive: true }));
      expect(refused.status).toBe(400);
      expect(refused.reason).toContain('IsOrderEmailActive');
      // Turning it off, or leaving it off, is always allowed.
      expect((await h.call('supervisor', 'PUT', '/emailsetting', { id: row.id, isOrderEmailActive: false })).statusCode).toBe(200);
    } finally {
      await h.t.db.query("UPDATE accounts SET receives_order_emails = (role = 'supervisor') WHERE client_id = $1", [h.ids.demo]);
    }
    expect(rowOf(await h.call('supervisor', 'PUT', '/emailsetting', { id: row.id, isOrderEmailActive: true })).isOrderEmailActive).toBe(true);
  });

  it('is for supervisor and above (the access table\'s mail)', async () => {
    for (const who of ['subsupervisor', 'bulk', 'fleetmanagement'] as const) {
      expect((await h.call(who, 'GET', '/emailsetting')).statusCode).toBe(403);
      expect((await h.call(who, 'POST', '/emailsetting', smtpBody())).statusCode).toBe(403);
    }
    expect((await h.call('master', 'GET', '/emailsetting')).statusCode).toBe(200);
  });
});

describe('test connection', () => {
  const test = async (id: number) => rowOf(await h.call('supervisor', 'POST', `/emailsetting/testconnection?emailSettingId=${id}`));

  it('reports what a real SMTP server answered', async () => {
    const row = await create({ carArrangementId: await freshArrangement(), port: smtp.port });
    const answer = await test(row.id);
    expect(answer).toMatchObject({ successful: true, host: `127.0.0.1:${smtp.port}` });
    // That it was accepted, and smtp-server's greeting line as it said it.
    expect(String(answer.answer).split('\n')).toEqual([`127.0.0.1:${smtp.port} accepted the connection.`, expect.stringMatching(/^220 /)]);
  });

  it('answers a closed port as a failed test in the one failure sentence, not a 500', async () => {
    const closed = await startSmtpCapture();
    await closed.close();
    const row = await create({ carArrangementId: await freshArrangement(), port: closed.port });
    const host = `127.0.0.1:${closed.port}`;
    expect(await test(row.id)).toEqual({ successful: false, host, answer: failedAnswer(host) });
  });

  it('says that EWS cannot be delivered from here, and that service mail goes to the local sink folder', async () => {
    const ews = await create({ carArrangementId: await freshArrangement(), transport: 'ews', host: 'mail.example.com', port: 443 });
    expect(await test(ews.id)).toEqual({ successful: false, host: 'mail.example.com', answer: EWS_NOT_SUPPORTED });
    const [demoDefault] = (await h.call('supervisor', 'GET', '/emailsetting?includeOnlyDefault=true')).json<{ results: Row[] }>().results;
    const sink = await test(demoDefault!.id);
    expect(sink).toMatchObject({ successful: true, host: 'local sink' });
    expect(sink.answer).toContain('MAIL_SINK_DIR');
  });

  it('refuses an unknown setting with 404 and a missing id with 400', async () => {
    expect((await h.call('supervisor', 'POST', '/emailsetting/testconnection?emailSettingId=999999')).statusCode).toBe(404);
    expect(failureOf(await h.call('supervisor', 'POST', '/emailsetting/testconnection')).reason).toMatch(/emailSettingId/);
    expect((await h.call('subsupervisor', 'POST', '/emailsetting/testconnection?emailSettingId=1')).statusCode).toBe(403);
  });
});
