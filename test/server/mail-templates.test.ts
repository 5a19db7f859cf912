import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { emailTemplate } from '../../server/areas/email-template';
import { tinyPdf } from '../../server/db/seed-mail-templates';
import { describeKitContract, kitHarness } from './kit-contract';
import { bearer, failureOf, loginAs } from './helpers';
import { PNG, multipartBody, multipartHeaders, type SweepFile } from './sweep/requests';

/**
 * Issue 17 point 2 (server): the client's mail templates (/emailtemplate) — the kit contract, the default,
 * per-arrangement and per-container variants with their reach, one template of a type per place, types only for
 * the provider refused to non-masters (spec 02 §5), hostile rich text in every part, and attachments checked by
 * content, deleted unless a waiting mail still carries them ("Cannot delete file", spec 02 §8).
 */
const h = kitHarness();
const PDF: SweepFile = { fileName: 'voorwaarden.pdf', contentType: 'application/pdf', data: tinyPdf('Voorwaarden') };

/** Types made for this file, so every created template is the first of its type in its place (they are unique per type and place). */
const spareTypes: number[] = [];
let typeOnlyForProvider = 0;
let welcomeType = 0;
let containerBound = 0;

beforeAll(async () => {
  const rows = await h.t.db.query<{ id: number }>(
    "INSERT INTO email_template_types (type_number, name) SELECT n, 'Test ' || n FROM generate_series(20, 79) n RETURNING id");
  spareTypes.push(...rows.map((r) => r.id));
  [{ id: typeOnlyForProvider }] = await h.t.db.query<{ id: number }>(
    "INSERT INTO email_template_types (type_number, name, is_only_for_product) VALUES (90, 'Alleen provider', true) RETURNING id") as [{ id: number }];
  [{ id: welcomeType }] = await h.t.db.query<{ id: number }>('SELECT id FROM email_template_types WHERE type_number = 0') as [{ id: number }];
  [{ id: containerBound }] = await h.t.db.query<{ id: number }>("SELECT id FROM mobility_containers WHERE display_name = 'Mobiliteitsbudget'") as [{ id: number }];
});

describeKitContract(h, {
  area: emailTemplate,
  create: {
    // A fresh type for every create: the contract creates several rows in one place.
    get emailTemplateTypeId() { return spareTypes.shift(); },
    subject: 'Welkom {{driver.firstName}}',
    header: '<p>Beste {{driver.firstName}},</p>',
    body: '<p>Kies je auto op {{login.url}}.</p>',
    footer: '<p>Groet</p>',
  },
  mainField: 'subject',
  mainMax: 200,
  plainSearched: true,
  richField: 'body',
});

const rowOf = (res: LightMyRequestResponse) => res.json<{ results: Record<string, unknown>[] }>().results[0]!;
const template = (extra: Record<string, unknown> = {}) =>
  ({ emailTemplateTypeId: spareTypes.shift(), subject: 'Onderwerp', body: '<p>Tekst</p>', ...extra });
async function created(extra: Record<string, unknown> = {}, who: 'supervisor' | 'master' = 'supervisor') {
  const res = await h.call(who, 'POST', '/emailtemplate', template(extra));
  expect(res.statusCode, res.body).toBe(200);
  return rowOf(res);
}
const upload = (id: unknown, file: SweepFile, query = '', headers: Record<string, string> = {}) =>
  h.call('supervisor', 'POST', `/emailtemplate/uploadattachment?emailTemplateId=${String(id)}${query}`, multipartBody(file), { ...multipartHeaders(), ...headers });

describe('mail template variants', () => {
  it('keeps the default, an arrangement\'s and a container\'s apart, filtered by ?carArrangementId= and ?containerId=', async () => {
    const type = spareTypes.shift();
    const byDefault = await created({ emailTemplateTypeId: type });
    const ofArrangement = await created({ emailTemplateTypeId: type, carArrangementId: h.ids.arrangementIn });
    const ofContainer = await created({ emailTemplateTypeId: type, mobilityContainerId: containerBound });
    expect(ofContainer).toMatchObject({ mobilityContainerId: containerBound, mobilityContainerName: 'Mobiliteitsbudget', carArrangementId: null });
    const ids = async (query: string) => (await h.call('supervisor', 'GET', `/emailtemplate?${query}`)).json<{ results: { id: number }[] }>().results.map((r) => r.id);
    const defaults = await ids('includeOnlyDefault=true');
    expect(defaults).toContain(byDefault.id);
    expect(defaults).not.toContain(ofArrangement.id);
    expect(defaults).not.toContain(ofContainer.id);
    expect(await ids(`containerId=${containerBound}`)).toEqual([ofContainer.id]);
    expect(await ids(`carArrangementId=${h.ids.arrangementIn}`)).toContain(ofArrangement.id);
    expect(await ids(`carArrangementId=${h.ids.arrangementIn}`)).not.toContain(ofContainer.id);
  });

  it('allows one template of a type per place (409) and never one arrangement\'s and one container\'s at once (400)', async () => {
    const type = spareTypes.shift();
    await created({ emailTemplateTypeId: type, carArrangementId: h.ids.arrangementOut });
    const twice = failureOf(await h.call('supervisor', 'POST', '/emailtemplate', template({ emailTemplateTypeId: type, carArrangementId: h.ids.arrangementOut })));
    expect(twice).toEqual({ status: 409, reason: 'There already is a mail template of this type and language for this arrangement, container or client default.' });
    const both = failureOf(await h.call('supervisor', 'POST', '/emailtemplate', template({ carArrangementId: h.ids.arrangementIn, mobilityContainerId: containerBound })));
    expect(both.status).toBe(400);
    expect(both.reason).toMatch(/^body\.mobilityContainerId must be null when body\.carArrangementId is set/);
    const row = await created({ carArrangementId: h.ids.arrangementIn });
    expect(failureOf(await h.call('supervisor', 'PUT', '/emailtemplate', { id: row.id, mobilityContainerId: containerBound })).status).toBe(400);
    expect((await h.call('master', 'GET', `/emailtemplate?emailTemplateId=${String(row.id)}`)).headers.etag).toBe('"1"');
  });

  it("answers another client's container and an unknown type 404, writing nothing", async () => {
    const before = (await h.call('master', 'GET', '/emailtemplate')).json<{ resultCount: number }>().resultCount;
    expect((await h.call('polish', 'POST', '/emailtemplate', template({ mobilityContainerId: containerBound }))).statusCode).toBe(404);
    expect((await h.call('polish', 'GET', `/emailtemplate?containerId=${containerBound}`)).statusCode).toBe(404);
    expect(failureOf(await h.call('supervisor', 'POST', '/emailtemplate', template({ emailTemplateTypeId: 999999 })))).toEqual({ status: 404, reason: 'Mail template type 999999 was not found.' });
    expect((await h.call('master', 'GET', '/emailtemplate')).json<{ resultCount: number }>().resultCount).toBe(before);
  });

  it('is a supervisor\'s: lower roles are refused', async () => {
    for (const who of ['subsupervisor', 'bulk', 'fleetmanagement'] as const) {
      expect((await h.call(who, 'GET', '/emailtemplate')).statusCode).toBe(403);
      expect((await h.call(who, 'POST', '/emailtemplate', template())).statusCode).toBe(403);
    }
  });

  it('stores hostile markup clean in the header and footer too; the subject is plain text', async () => {
    const hostile = '<p>ok</p><img src=x onerror=alert(1)><svg><script>alert(1)</script></svg><a href="javascript:alert(1)">x</a>';
    const row = await created({ header: hostile, footer: hostile, subject: '<b>Welkom</b>' });
    expect(row.header).toBe('<p>ok</p><a rel="noopener noreferrer">x</a>');
    expect(row.footer).toBe('<p>ok</p><a rel="noopener noreferrer">x</a>');
    expect(row.subject).toBe('<b>Welkom</b>');
    expect(failureOf(await h.call('supervisor', 'POST', '/emailtemplate', template({ subject: 'Regel\nnog een' }))).reason).toMatch(/^body\.subject must not contain control/);
    expect(failureOf(await h.call('supervisor', 'POST', '/emailtemplate', template({ subject: '   ' }))).reason).toMatch(/^body\.subject/);
  });
});

describe('types only for the provider', () => {
  it('are left out of GET /emailtemplate/types for a non-master, and listed for a master', async () => {
    const types = async (who: 'supervisor' | 'master') =>
      (await h.call(who, 'GET', '/emailtemplate/types')).json<{ results: { id: number; typeNumber: number; isOnlyForAmw: boolean }[] }>().results;
    const forSupervisor = await types('supervisor');
    expect(forSupervisor.map((t) => t.typeNumber)).toEqual(expect.arrayContaining([0, 1, 2]));
    expect(forSupervisor.map((t) => t.id)).not.toContain(typeOnlyForProvider);
    expect(forSupervisor.every((t) => !t.isOnlyForAmw)).toBe(true);
    expect((await types('master')).map((t) => t.id)).toContain(typeOnlyForProvider);
    expect((await h.call('subsupervisor', 'GET', '/emailtemplate/types')).statusCode).toBe(403);
  });

  it('are refused to a non-master with the reason (create, change, delete, attachments), and a master\'s to use', async () => {
    const refused = failureOf(await h.call('supervisor', 'POST', '/emailtemplate', template({ emailTemplateTypeId: typeOnlyForProvider })));
    expect(refused.status).toBe(403);
    expect(refused.reason).toMatch(/is for the provider only/);
    const mine = await created();
    expect(failureOf(await h.call('supervisor', 'PUT', '/emailtemplate', { id: mine.id, emailTemplateTypeId: typeOnlyForProvider })).status).toBe(403);
    const masters = await created({ emailTemplateTypeId: typeOnlyForProvider }, 'master');
    expect(failureOf(await h.call('supervisor', 'PUT', '/emailtemplate', { id: masters.id, subject: 'Overgenomen' })).status).toBe(403);
    expect((await h.call('supervisor', 'DELETE', `/emailtemplate?emailTemplateId=${String(masters.id)}`)).statusCode).toBe(403);
    expect((await upload(masters.id, PDF)).statusCode).toBe(403);
    expect(rowOf(await h.call('master', 'GET', `/emailtemplate?emailTemplateId=${String(masters.id)}`))).toEqual(masters);
    expect((await h.call('master', 'PUT', '/emailtemplate', { id: masters.id, subject: 'Van de provider' })).statusCode).toBe(200);
  });
});

describe('variables for the editor', () => {
  it('are the provider\'s, readable by every template editor', async () => {
    const res = await h.call('supervisor', 'GET', '/emailtemplate/variables');
    const names = res.json<{ results: { prefix: string; name: string }[] }>().results.map((v) => `${v.prefix}.${v.name}`);
    expect(names).toEqual(expect.arrayContaining(['driver.firstName', 'driver.surname', 'driver.email', 'arrangement.name', 'client.name', 'order.number', 'order.reason', 'login.url']));
    expect((await h.call('bulk', 'GET', '/emailtemplate/variables')).statusCode).toBe(403);
  });
});

describe('attachments', () => {
  it('are uploaded by content with their form, raising the version, and served to the client only', async () => {
    const row = await created();
    const res = await upload(row.id, PDF, '&form=Leasevoorwaarden', { 'if-match': '"1"' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    const [attachment] = rowOf(res).attachments as { attachmentId: number; fileName: string; form: string; url: string }[];
    expect(attachment).toMatchObject({ fileName: 'voorwaarden.pdf', form: 'Leasevoorwaarden', url: expect.stringMatching(/^\/api-admin\/blob\?blobName=mail-/) });
    const fileFor = async (role: 'supervisor', client?: string) =>
      h.t.app.inject({ method: 'GET', url: attachment!.url, headers: bearer((await loginAs(h.t.app, role, client)).access_token) });
    const file = await fileFor('supervisor');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF.data)).toBe(true);
    expect((await fileFor('supervisor', 'flota-pl')).statusCode).toBe(404);
  });

  it('refuse a file lying about its type, a stale If-Match, a template out of reach and a long form, storing nothing', async () => {
    const row = await created();
    const html: SweepFile = { fileName: 'voorwaarden.pdf', contentType: 'application/pdf', data: Buffer.from('<html><script>alert(1)</script></html>') };
    expect((await upload(row.id, html)).statusCode).toBe(415);
    expect((await upload(row.id, PDF, '', { 'if-match': '"7"' })).statusCode).toBe(412);
    expect(failureOf(await upload(row.id, PDF, `&form=${'x'.repeat(101)}`)).reason).toMatch(/^querystring\.form must be at most 100 characters/);
    expect((await upload(row.id, PNG)).statusCode).toBe(200);
    const outside = await created({ carArrangementId: h.ids.arrangementOut });
    await h.asScopedSupervisor(async () => expect((await upload(outside.id, PDF)).statusCode).toBe(404));
    expect((await h.call('polish', 'POST', `/emailtemplate/uploadattachment?emailTemplateId=${String(row.id)}`, multipartBody(PDF), multipartHeaders())).statusCode).toBe(404);
    const stored = rowOf(await h.call('master', 'GET', `/emailtemplate?emailTemplateId=${String(row.id)}`));
    expect((stored.attachments as { fileName: string }[]).map((a) => a.fileName)).toEqual([PNG.fileName]);
    expect(stored.version).toBe(2);
  });

  it('are deleted with their file, except while a waiting mail will carry them: "Cannot delete file"', async () => {
    const row = await created();
    const withFile = rowOf(await upload(row.id, PDF));
    const [{ attachmentId, url }] = withFile.attachments as [{ attachmentId: number; url: string }];
    const [mail] = await h.t.db.query<{ id: number }>(
      `INSERT INTO mail_logs (client_id, from_address, to_address, subject, sent_at, status, email_template_id)
       VALUES ($1, 'a@demo.test', 'b@demo.test', 'Welkom', now(), 'queued', $2) RETURNING id`, [h.ids.demo, row.id]);
    const removeUrl = `/emailtemplate/deleteattachment?emailTemplateId=${String(row.id)}&attachmentId=${attachmentId}`;
    const refused = failureOf(await h.call('supervisor', 'DELETE', removeUrl));
    expect(refused.status).toBe(409);
    expect(refused.reason).toMatch(/^Cannot delete file: 1 mail waiting to be sent will carry it/);
    expect((await h.call('supervisor', 'DELETE', `/emailtemplate?emailTemplateId=${String(row.id)}`)).statusCode).toBe(409);
    await h.t.db.query("UPDATE mail_logs SET status = 'sent' WHERE id = $1", [mail!.id]);
    expect((await h.call('supervisor', 'DELETE', `/emailtemplate/deleteattachment?emailTemplateId=${String(row.id)}&attachmentId=999999`)).statusCode).toBe(404);
    const res = await h.call('supervisor', 'DELETE', removeUrl, undefined, { 'if-match': `"${String(withFile.version)}"` });
    expect(res.statusCode, res.body).toBe(200);
    expect(rowOf(res)).toMatchObject({ attachments: [], version: (withFile.version as number) + 1 });
    const blobName = url.split('blobName=')[1];
    expect(await h.t.db.query('SELECT 1 FROM blobs WHERE name = $1', [blobName])).toEqual([]);
  });

  it('go with their template', async () => {
    const row = await created();
    const [{ url }] = rowOf(await upload(row.id, PDF)).attachments as [{ url: string }];
    expect((await h.call('supervisor', 'DELETE', `/emailtemplate?emailTemplateId=${String(row.id)}`)).statusCode).toBe(200);
    expect(await h.t.db.query('SELECT 1 FROM blobs WHERE name = $1', [url.split('blobName=')[1]])).toEqual([]);
  });
});

describe('the demo seed', () => {
  it('has a default welcome and a Leaseregeling 2026 welcome with the lease conditions as a PDF', async () => {
    const welcome = (await h.call('supervisor', 'GET', `/emailtemplate?pageSize=100`)).json<{ results: Record<string, unknown>[] }>().results
      .filter((r) => r.emailTemplateTypeId === welcomeType && r.mobilityContainerId === null);
    const byDefault = welcome.find((r) => r.carArrangementId === null);
    const ofArrangement = welcome.find((r) => r.carArrangementId === h.ids.arrangementIn);
    expect(byDefault).toMatchObject({ typeNumber: 0, attachments: [] });
    expect(ofArrangement).toMatchObject({ typeNumber: 0, carArrangementName: 'Leaseregeling 2026', attachments: [{ fileName: 'Leasevoorwaarden 2026.pdf', form: 'Leasevoorwaarden' }] });
    expect(String(ofArrangement!.body)).toContain('{{arrangement.name}}');
  });
});
