import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { tinyPdf } from '../../server/db/seed-mail-templates';
import { bearer, createTestServer, failureOf, loginAs, signInEveryone, type TestServer, type TestSigner } from './helpers';
import { multipartBody, multipartHeaders, type SweepFile } from './sweep/requests';

/**
 * Issue 17 point 5 (server): the provider level of mail, master only (spec 02 §6, §7 "Provider level"):
 * /amw/mailtemplate (+ /upload), /amw/mailtemplatetype (isOnlyForAmw) and /amw/mailtemplatevariable, under the
 * configured product key.
 */
let t: TestServer;
let tokens = new Map<TestSigner, string>();
const PDF: SweepFile = { fileName: 'algemeen.pdf', contentType: 'application/pdf', data: tinyPdf('Algemene voorwaarden') };
let nextTypeNumber = 40;

beforeAll(async () => {
  t = await createTestServer();
  tokens = await signInEveryone(t.app);
}, 60_000);

afterAll(() => t?.close());

const call = (who: TestSigner, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api-admin${url}`, headers: { ...bearer(tokens.get(who)!), ...headers }, ...(payload ? { payload } : {}) });
const rowOf = (res: LightMyRequestResponse) => res.json<{ results: Record<string, unknown>[] }>().results[0]!;

async function newType(extra: Record<string, unknown> = {}) {
  const res = await call('master', 'POST', '/amw/mailtemplatetype', { typeNumber: nextTypeNumber++, name: 'Herinnering', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return rowOf(res);
}
async function providerTemplate(extra: Record<string, unknown> = {}) {
  const type = await newType();
  const res = await call('master', 'POST', '/amw/mailtemplate', { emailTemplateTypeId: type.id, subject: 'Herinnering {{driver.firstName}}', body: '<p>Vergeet je auto niet.</p>', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return rowOf(res);
}
const uploadTo = (who: TestSigner, id: unknown, file: SweepFile, headers: Record<string, string> = {}) =>
  call(who, 'POST', `/amw/mailtemplate/upload?emailTemplateId=${String(id)}`, multipartBody(file), { ...multipartHeaders(), ...headers });

describe('the provider level is a master\'s', () => {
  it('refuses every other caller, of any client, on every route', async () => {
    const template = await providerTemplate();
    const routes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['templates', 'GET', '/amw/mailtemplate'], ['a template', 'PUT', '/amw/mailtemplate', { id: template.id, subject: 'Overgenomen' }],
      ['a template', 'DELETE', `/amw/mailtemplate?emailTemplateId=${String(template.id)}`],
      ['types', 'GET', '/amw/mailtemplatetype'], ['a type', 'POST', '/amw/mailtemplatetype', { typeNumber: 98, name: 'X' }],
      ['variables', 'GET', '/amw/mailtemplatevariable'], ['a variable', 'POST', '/amw/mailtemplatevariable', { name: 'x' }],
    ];
    for (const who of ['supervisor', 'subsupervisor', 'bulk', 'fleetmanagement', 'polish'] as const) {
      for (const [what, method, url, payload] of routes) expect((await call(who, method, url, payload)).statusCode, `${who}: ${method} ${what}`).toBe(403);
      expect((await uploadTo(who, template.id, PDF)).statusCode, `${who}: upload`).toBe(403);
    }
    expect(rowOf(await call('master', 'GET', `/amw/mailtemplate?emailTemplateId=${String(template.id)}`))).toEqual(template);
  });
});

describe('provider templates', () => {
  it('belong to no client: apart from every client\'s own, one of a type (409)', async () => {
    const template = await providerTemplate();
    expect(template).toMatchObject({ version: 1, attachments: [], header: '', footer: '' });
    const [stored] = await t.db.query<{ client_id: number | null }>('SELECT client_id FROM email_templates WHERE id = $1', [template.id]);
    expect(stored!.client_id).toBeNull();
    expect((await call('master', 'GET', `/emailtemplate?emailTemplateId=${String(template.id)}`)).statusCode).toBe(404);
    const [clientOwn] = await t.db.query<{ id: number }>("SELECT id FROM email_templates WHERE client_id = (SELECT id FROM clients WHERE name = 'demo') LIMIT 1");
    expect((await call('master', 'GET', `/amw/mailtemplate?emailTemplateId=${clientOwn!.id}`)).statusCode).toBe(404);
    expect(failureOf(await call('master', 'POST', '/amw/mailtemplate', { emailTemplateTypeId: template.emailTemplateTypeId, subject: 'Nog een', body: '<p>x</p>' })))
      .toEqual({ status: 409, reason: 'The provider already has a mail template of this type and language.' });
  });

  it('are seeded for welcome, order and login, in Dutch, with the variables', async () => {
    const rows = (await call('master', 'GET', '/amw/mailtemplate')).json<{ results: { typeNumber: number; subject: string; body: string }[] }>().results;
    const seeded = rows.filter((r) => r.typeNumber <= 2);
    expect(seeded.map((r) => r.typeNumber)).toEqual([0, 1, 2]);
    expect(seeded[0]!.body).toContain('{{arrangement.name}}');
    expect(seeded[1]!.subject).toBe('Je bestelling {{order.number}}');
  });

  it('take back what GET returned, refuse a stale If-Match and unknown fields, and store hostile markup clean', async () => {
    const template = await providerTemplate();
    const saved = await call('master', 'PUT', '/amw/mailtemplate', template, { 'if-match': '"1"' });
    expect(saved.headers.etag).toBe('"2"');
    expect((await call('master', 'PUT', '/amw/mailtemplate', { id: template.id, subject: 'Te laat' }, { 'if-match': '"1"' })).statusCode).toBe(412);
    expect(failureOf(await call('master', 'PUT', '/amw/mailtemplate', { id: template.id, carArrangementId: 1 })).reason).toBe('body.carArrangementId is not allowed');
    const hostile = await call('master', 'PUT', '/amw/mailtemplate', { id: template.id, header: '<p onclick="x()">Hoi</p><script>alert(1)</script>', footer: '<iframe src="https://evil.test"></iframe><p>Groet</p>' });
    expect(rowOf(hostile)).toMatchObject({ header: '<p>Hoi</p>', footer: '<p>Groet</p>', subject: template.subject, version: 3 });
  });

  it('take attachments by content, which only masters may read and remove, and lose them with the template', async () => {
    const template = await providerTemplate();
    const lying: SweepFile = { fileName: 'algemeen.pdf', contentType: 'application/pdf', data: Buffer.from('<svg onload="alert(1)"></svg>') };
    expect((await uploadTo('master', template.id, lying)).statusCode).toBe(415);
    expect((await uploadTo('master', template.id, PDF, { 'if-match': '"5"' })).statusCode).toBe(412);
    const res = await call('master', 'POST', `/amw/mailtemplate/upload?emailTemplateId=${String(template.id)}&form=Voorwaarden`, multipartBody(PDF), multipartHeaders());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    const [attachment] = rowOf(res).attachments as [{ fileName: string; form: string; url: string }];
    expect(attachment).toMatchObject({ fileName: 'algemeen.pdf', form: 'Voorwaarden' });
    const read = async (role: 'master' | 'supervisor') =>
      t.app.inject({ method: 'GET', url: attachment.url, headers: bearer((await loginAs(t.app, role)).access_token) });
    const file = await read('master');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF.data)).toBe(true);
    expect((await read('supervisor')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: attachment.url })).statusCode).toBe(404);
    const again = rowOf(await uploadTo('master', template.id, PDF));
    const [, second] = again.attachments as [unknown, { attachmentId: number; url: string }];
    const remove = `/amw/mailtemplate/deleteattachment?emailTemplateId=${String(template.id)}&attachmentId=${second.attachmentId}`;
    expect((await call('supervisor', 'DELETE', remove)).statusCode).toBe(403);
    const removed = await call('master', 'DELETE', remove, undefined, { 'if-match': `"${String(again.version)}"` });
    expect(rowOf(removed)).toMatchObject({ version: (again.version as number) + 1, attachments: [{ fileName: 'algemeen.pdf' }] });
    expect(await t.db.query('SELECT 1 FROM blobs WHERE name = $1', [second.url.split('blobName=')[1]])).toEqual([]);
    expect((await call('master', 'DELETE', `/amw/mailtemplate?emailTemplateId=${String(template.id)}`)).statusCode).toBe(200);
    expect(await t.db.query('SELECT 1 FROM blobs WHERE name = $1', [attachment.url.split('blobName=')[1]])).toEqual([]);
  });
});

describe('provider mail template types', () => {
  it('are written with isOnlyForAmw and a unique number 0–99', async () => {
    const type = await newType({ isOnlyForAmw: true });
    expect(type).toEqual({ id: type.id, version: 1, typeNumber: type.typeNumber, name: 'Herinnering', isOnlyForAmw: true });
    expect(failureOf(await call('master', 'POST', '/amw/mailtemplatetype', { typeNumber: type.typeNumber, name: 'Dubbel' })))
      .toEqual({ status: 409, reason: 'A mail template type with this number already exists.' });
    expect(failureOf(await call('master', 'POST', '/amw/mailtemplatetype', { typeNumber: 100, name: 'Te hoog' })).reason).toMatch(/^body\.typeNumber must be at most 99/);
    expect(failureOf(await call('master', 'PUT', '/amw/mailtemplatetype', { id: type.id, isOnlyForProduct: false })).reason).toBe('body.isOnlyForProduct is not allowed');
    const saved = await call('master', 'PUT', '/amw/mailtemplatetype', { ...type, isOnlyForAmw: false }, { 'if-match': '"1"' });
    expect(rowOf(saved)).toMatchObject({ isOnlyForAmw: false, version: 2 });
  });

  it('cannot go while templates use them (409 with the reason), and can once they do not', async () => {
    const template = await providerTemplate();
    const typeId = template.emailTemplateTypeId as number;
    const refused = failureOf(await call('master', 'DELETE', `/amw/mailtemplatetype?emailTemplateTypeId=${typeId}`));
    expect(refused).toEqual({ status: 409, reason: 'This mail template type cannot be deleted because 1 mail template uses it.' });
    expect((await call('master', 'GET', `/amw/mailtemplatetype?emailTemplateTypeId=${typeId}`)).statusCode).toBe(200);
    await call('master', 'DELETE', `/amw/mailtemplate?emailTemplateId=${String(template.id)}`);
    expect((await call('master', 'DELETE', `/amw/mailtemplatetype?emailTemplateTypeId=${typeId}`)).statusCode).toBe(200);
  });
});

describe('provider mail template variables', () => {
  it('are identifiers, unique per prefix and name, and offered to every template editor', async () => {
    const res = await call('master', 'POST', '/amw/mailtemplatevariable', { prefix: 'car', name: 'brand_name' });
    expect(res.statusCode, res.body).toBe(200);
    const variable = rowOf(res);
    expect(variable).toEqual({ id: variable.id, version: 1, prefix: 'car', name: 'brand_name' });
    for (const [body, field] of [
      [{ name: '1st' }, 'name'], [{ name: 'first.name' }, 'name'], [{ name: '<b>x</b>' }, 'name'], [{ name: `a${'b'.repeat(60)}` }, 'name'],
      [{ name: 'ok', prefix: 'a-b' }, 'prefix'], [{ name: 'ok', prefix: '{{x}}' }, 'prefix'], [{ prefix: 'car' }, 'name'],
    ] as const) {
      expect(failureOf(await call('master', 'POST', '/amw/mailtemplatevariable', body)).reason).toMatch(new RegExp(`^body(\\.${field})? `));
    }
    expect(failureOf(await call('master', 'POST', '/amw/mailtemplatevariable', { prefix: 'car', name: 'brand_name' })))
      .toEqual({ status: 409, reason: 'A mail template variable with this prefix and name already exists.' });
    expect((await call('master', 'POST', '/amw/mailtemplatevariable', { name: 'brand_name' })).statusCode).toBe(200);
    const offered = (await call('supervisor', 'GET', '/emailtemplate/variables')).json<{ results: { id: number }[] }>().results.map((v) => v.id);
    expect(offered).toContain(variable.id);
    expect((await call('master', 'DELETE', `/amw/mailtemplatevariable?emailTemplateVariableId=${String(variable.id)}`, undefined, { 'if-match': '"1"' })).statusCode).toBe(200);
  });
});

describe('another product key', () => {
  it('serves the provider level under it, the flag spelled after it', async () => {
    const other = await createTestServer({ product: 'xyz' });
    try {
      const token = bearer((await loginAs(other.app, 'master')).access_token);
      const types = await other.app.inject({ method: 'GET', url: '/api-admin/xyz/mailtemplatetype', headers: token });
      expect(types.json<{ results: Record<string, unknown>[] }>().results[0]).toMatchObject({ typeNumber: 0, isOnlyForXyz: false });
      expect((await other.app.inject({ method: 'GET', url: '/api-admin/amw/mailtemplatetype', headers: token })).statusCode).toBe(404);
      expect((await other.app.inject({ method: 'GET', url: '/api-admin/xyz/mailtemplate', headers: token })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
