import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { OperatingCompany } from '../../contract/types/drivers';
import { FILE_KINDS, MAX_UPLOAD_BYTES, sanitiseFileName } from '../../server/plugins/uploads';
import { bearer, createTestServer, envelopeOf, failureOf, scopeToCompanies, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * Operating-company writes (spec 02 §7): create, change, soft delete and attachments, with the
 * client and operating-company scope, the access table's roles, strict bodies and checked uploads.
 */
let t: TestServer;
type Who = TestSigner;
let tokens = new Map<TestSigner, string>();
let demo: number;
const company = new Map<string, number>();

beforeAll(async () => {
  t = await createTestServer();
  tokens = await signInEveryone(t.app);
  demo = (await t.db.query<{ id: number }>("SELECT id FROM clients WHERE name = 'demo'"))[0]!.id;
  for (const c of await t.db.query<{ id: number; name: string }>('SELECT id, name FROM operating_companies')) company.set(c.name, c.id);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const API = '/api-admin/operatingcompany';
const headers = (who: Who) => bearer(tokens.get(who)!);
const get = (url: string, who: Who = 'supervisor') => t.app.inject({ method: 'GET', url, headers: headers(who) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who: Who = 'supervisor') =>
  t.app.inject({ method, url, headers: headers(who), ...(payload === undefined ? {} : { payload: payload as object }) });

function companyOf(res: LightMyRequestResponse): OperatingCompany {
  expect(res.statusCode, res.body).toBe(200);
  const body = envelopeOf(res);
  expect(body.successful).toBe(true);
  expect(body.results).toHaveLength(1);
  return body.results[0] as OperatingCompany;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  return (await t.db.query<{ n: number }>(sql, params))[0]!.n;
}

/** Everything a refused write must leave untouched. */
const snapshot = async () => ({
  companies: await t.db.query('SELECT * FROM operating_companies ORDER BY id'),
  blobs: await count('SELECT count(*)::int AS n FROM blobs'),
  attachments: await count('SELECT count(*)::int AS n FROM operating_company_attachments'),
});

async function create(name: string, who: Who = 'supervisor'): Promise<OperatingCompany> {
  return companyOf(await send('POST', API, { name }, who));
}

describe('POST, PUT, DELETE /api-admin/operatingcompany', () => {
  it('creates a company with trimmed fields and lists it', async () => {
    const created = companyOf(await send('POST', API, {
      name: '  Demo Mobility West ', debtorNumber: 'DEB-77', address: 'Stationsplein 1', postalCode: '3511 ED', city: ' Utrecht',
    }));
    expect(created).toEqual({
      id: expect.any(Number), version: 1, name: 'Demo Mobility West', debtorNumber: 'DEB-77', address: 'Stationsplein 1', postalCode: '3511 ED',
      city: 'Utrecht', attachments: [],
    });
    const list = envelopeOf(await get(API)).results as OperatingCompany[];
    expect(list.map((c) => c.name)).toEqual(['Demo Mobility Noord', 'Demo Mobility West', 'Demo Mobility Zuid']);
    expect(companyOf(await get(`${API}?operatingCompanyId=${created.id}`))).toEqual(created);
    // Only the name is required; a master creates for the acting client too.
    expect(companyOf(await send('POST', API, { name: 'Demo Mobility Oost' }, 'master'))).toMatchObject({ name: 'Demo Mobility Oost', city: '' });
  });

  it('updates only the fields sent: absent ones stay, "" empties an optional one', async () => {
    const { id } = await create('Demo Lease Centrum');
    const changed = companyOf(await send('PUT', API, { id, name: 'Demo Lease Centraal', address: 'Markt 2', city: 'Amersfoort' }));
    expect(changed).toEqual({ id, version: 2, name: 'Demo Lease Centraal', debtorNumber: '', address: 'Markt 2', postalCode: '', city: 'Amersfoort', attachments: [] });
    expect(companyOf(await send('PUT', API, { id, name: 'Demo Lease Centraal' }))).toMatchObject({ address: 'Markt 2', city: 'Amersfoort' });
    expect(companyOf(await send('PUT', API, { id, city: '' }))).toMatchObject({ name: 'Demo Lease Centraal', address: 'Markt 2', city: '' });
    // Keeping its own name (in another case) is no clash with itself.
    expect(companyOf(await send('PUT', API, { id, name: 'DEMO Lease Centraal' })).name).toBe('DEMO Lease Centraal');
  });

  it('soft-deletes: the row stays with is_deleted, reads answer 404, a second delete too', async () => {
    const { id } = await create('Demo Tijdelijk');
    const res = await send('DELETE', `${API}?operatingCompanyId=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelopeOf(res).results).toEqual([{ id }]);
    expect(await t.db.query('SELECT is_deleted FROM operating_companies WHERE id = $1', [id])).toEqual([{ is_deleted: true }]);
    expect(failureOf(await get(`${API}?operatingCompanyId=${id}`)).status).toBe(404);
    expect((envelopeOf(await get(API)).results as OperatingCompany[]).map((c) => c.id)).not.toContain(id);
    expect(failureOf(await send('DELETE', `${API}?operatingCompanyId=${id}`)).status).toBe(404);
    expect(failureOf(await send('PUT', API, { id, name: 'Demo Tijdelijk' })).status).toBe(404);
  });

  it('refuses a name the client already uses, in any case, with 409 and nothing stored', async () => {
    const before = await snapshot();
    for (const name of ['Demo Mobility Zuid', 'demo mobility zuid', ' Demo Mobility Zuid ']) {
      const refused = failureOf(await send('POST', API, { name }));
      expect(refused.status, name).toBe(409);
      expect(refused.reason).toMatch(/already exists/);
    }
    expect(failureOf(await send('PUT', API, { id: company.get('Demo Mobility Noord'), name: 'DEMO MOBILITY ZUID' })).status).toBe(409);
    expect(await snapshot()).toEqual(before);
    // Another client's names are no clash.
    expect(companyOf(await send('POST', API, { name: 'Demo Mobility Zuid' }, 'polish')).name).toBe('Demo Mobility Zuid');
  });

  it('gives a deleted company\'s name to a new company; the deleted one is renamed and stays deleted with its links', async () => {
    const old = await create('Demo Fusie');
    const [arrangement] = await t.db.query<{ id: number }>("SELECT id FROM car_arrangements WHERE display_name = 'Fietsplan'");
    await t.db.query('INSERT INTO operating_company_car_arrangements (client_id, operating_company_id, car_arrangement_id) VALUES ($1, $2, $3)',
      [demo, old.id, arrangement!.id]);
    await send('DELETE', `${API}?operatingCompanyId=${old.id}`);
    const renewed = await create('Demo Fusie');
    expect(renewed.id).not.toBe(old.id);
    expect(renewed.attachments).toEqual([]);
    expect(await t.db.query('SELECT name, is_deleted FROM operating_companies WHERE id = $1', [old.id]))
      .toEqual([{ name: `Demo Fusie (deleted #${old.id})`, is_deleted: true }]);
    expect(await count('SELECT count(*)::int AS n FROM operating_company_car_arrangements WHERE operating_company_id = $1', [renewed.id])).toBe(0);
    // A renamed-away name fits the 100 characters even when the name already used all of them.
    const long = await create('L'.repeat(100));
    await send('DELETE', `${API}?operatingCompanyId=${long.id}`);
    await create('L'.repeat(100));
    const [renamed] = await t.db.query<{ name: string }>('SELECT name FROM operating_companies WHERE id = $1', [long.id]);
    expect(renamed!.name).toHaveLength(100);
    expect(renamed!.name.endsWith(` (deleted #${long.id})`)).toBe(true);
  });
});

describe('scope', () => {
  it('never reaches another client\'s company: 404 like a missing id, nothing changed', async () => {
    const polishId = company.get('Flota Warszawa')!;
    const before = await snapshot();
    for (const who of ['supervisor', 'master'] as const) {
      expect(failureOf(await get(`${API}?operatingCompanyId=${polishId}`, who)).status, who).toBe(404);
      expect(failureOf(await send('PUT', API, { id: polishId, name: 'Overgenomen' }, who)).status, who).toBe(404);
      expect(failureOf(await send('DELETE', `${API}?operatingCompanyId=${polishId}`, undefined, who)).status, who).toBe(404);
      expect(failureOf(await upload(polishId, [pdfPart()], who)).status, who).toBe(404);
    }
    const missing = failureOf(await send('PUT', API, { id: 999_999, name: 'Niemand' }));
    expect(missing.status).toBe(404);
    expect(failureOf(await send('PUT', API, { id: polishId, name: 'Niemand' })).reason).toBe(missing.reason.replace('999999', String(polishId)));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the sub-supervisor (scoped to Noord) every write by role', async () => {
    const before = await snapshot();
    expect(failureOf(await send('POST', API, { name: 'Demo Sub' }, 'subsupervisor')).status).toBe(403);
    for (const name of ['Demo Mobility Zuid', 'Demo Mobility Noord']) {
      const id = company.get(name)!;
      expect(failureOf(await send('PUT', API, { id, name: `${name} X` }, 'subsupervisor')).status, name).toBe(403);
      expect(failureOf(await send('DELETE', `${API}?operatingCompanyId=${id}`, undefined, 'subsupervisor')).status, name).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  describe('a supervisor scoped to Demo Mobility Noord', () => {
    let supervisorId: number;
    beforeAll(async () => {
      supervisorId = (await t.db.query<{ id: number }>("SELECT id FROM accounts WHERE email_address = 'supervisor@demo.leasedesk.test'"))[0]!.id;
      await scopeToCompanies(t.db, demo, supervisorId, [company.get('Demo Mobility Noord')!]);
    });
    afterAll(async () => {
      await scopeToCompanies(t.db, demo, supervisorId, []);
    });

    it('cannot create (403 with the reason) nor touch Zuid (404), nothing changed', async () => {
      const zuid = company.get('Demo Mobility Zuid')!;
      const before = await snapshot();
      const refused = failureOf(await send('POST', API, { name: 'Demo Eigen' }));
      expect(refused).toEqual({ status: 403, reason: expect.stringMatching(/only your own operating companies/) });
      expect(failureOf(await send('PUT', API, { id: zuid, name: 'Demo Mobility Zuid', city: 'Breda' })).status).toBe(404);
      expect(failureOf(await send('DELETE', `${API}?operatingCompanyId=${zuid}`)).status).toBe(404);
      expect(failureOf(await upload(zuid, [pdfPart()])).status).toBe(404);
      expect(await snapshot()).toEqual(before);
    });

    it('changes their own company', async () => {
      const noord = company.get('Demo Mobility Noord')!;
      expect(companyOf(await send('PUT', API, { id: noord, name: 'Demo Mobility Noord', city: 'Groningen', address: 'Vismarkt 1' })))
        .toMatchObject({ id: noord, address: 'Vismarkt 1' });
    });
  });
});

describe('roles', () => {
  it.each(['bulk', 'fleetmanagement'] as const)('refuses %s every write with 403, nothing changed', async (who) => {
    const zuid = company.get('Demo Mobility Zuid')!;
    const before = await snapshot();
    expect(failureOf(await send('POST', API, { name: 'Demo Rol' }, who)).status).toBe(403);
    expect(failureOf(await send('PUT', API, { id: zuid, name: 'Demo Rol' }, who)).status).toBe(403);
    expect(failureOf(await send('DELETE', `${API}?operatingCompanyId=${zuid}`, undefined, who)).status).toBe(403);
    expect(failureOf(await upload(zuid, [pdfPart()], who)).status).toBe(403);
    expect(failureOf(await send('DELETE', `${API}/attachment?operatingCompanyId=${zuid}&attachmentId=1`, undefined, who)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: API, payload: { name: 'Anoniem' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${API}/attachment?operatingCompanyId=1`, ...multipart([pdfPart()]) })).statusCode).toBe(401);
  });
});

describe('validation', () => {
  const zuid = () => company.get('Demo Mobility Zuid')!;
  const refusals: [string, 'POST' | 'PUT', () => unknown, RegExp][] = [
    ['an unknown field', 'POST', () => ({ name: 'Demo X', role: 'master' }), /body\.role is not allowed/],
    // An id on create is what GET showed: accepted and ignored (versions.test.ts); a field GET never shows is not.
    ['a field GET does not show, on create', 'POST', () => ({ name: 'Demo X', isDeleted: true }), /body\.isDeleted is not allowed/],
    ['a field GET does not show', 'PUT', () => ({ id: zuid(), name: 'Demo X', isDeleted: true }), /body\.isDeleted is not allowed/],
    ['a number as name', 'POST', () => ({ name: 42 }), /body\.name must be string/],
    ['a number as city', 'PUT', () => ({ id: zuid(), name: 'Demo X', city: 12 }), /body\.city must be string/],
    ['a string id', 'PUT', () => ({ id: String(zuid()), name: 'Demo X' }), /body\.id must be integer/],
    ['no name', 'POST', () => ({ city: 'Delft' }), /body\.name is required/],
    ['an empty name', 'POST', () => ({ name: '' }), /body\.name must not be blank/],
    ['a blank name', 'POST', () => ({ name: '   ' }), /body\.name must not be blank/],
    ['a blank name on update', 'PUT', () => ({ id: zuid(), name: '    ' }), /body\.name must not be blank/],
    ['a tab in the name', 'PUT', () => ({ id: zuid(), name: 'Demo\tX' }), /body\.name must not contain control or bidirectional-override characters/],
    ['a name over 100 characters', 'POST', () => ({ name: 'N'.repeat(101) }), /body\.name must be at most 100 characters/],
    ['an address over 200 characters', 'POST', () => ({ name: 'Demo X', address: 'A'.repeat(201) }), /body\.address must be at most 200/],
    ['a line break in the name', 'POST', () => ({ name: 'Demo\nX' }), /body\.name must not contain control or bidirectional-override characters/],
    ['a debtor number with spaces', 'POST', () => ({ name: 'Demo X', debtorNumber: 'DEB 1' }), /body\.debtorNumber has an invalid format/],
    ['markup as postal code', 'POST', () => ({ name: 'Demo X', postalCode: '<b>1234</b>' }), /body\.postalCode has an invalid format/],
    ['a body that is not an object', 'POST', () => ['Demo X'], /body must be object/],
  ];

  it.each(refusals)('refuses %s with 400 and a reason, nothing stored', async (_label, method, body, reason) => {
    const before = await snapshot();
    const refused = failureOf(await send(method, API, body()));
    expect(refused.status).toBe(400);
    expect(refused.reason).toMatch(reason);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses prototype keys and bad query ids', async () => {
    const before = await snapshot();
    const proto = await t.app.inject({
      method: 'POST', url: API, headers: { ...headers('supervisor'), 'content-type': 'application/json' }, payload: '{"name":"Demo X","__proto__":{"a":1}}',
    });
    expect(failureOf(proto).status).toBe(400);
    expect(failureOf(await send('DELETE', API)).reason).toMatch(/querystring\.operatingCompanyId is required/);
    expect(failureOf(await send('DELETE', `${API}?operatingCompanyId=0`)).status).toBe(400);
    expect(failureOf(await send('DELETE', `${API}/attachment?operatingCompanyId=${zuid()}`)).reason).toMatch(/attachmentId is required/);
    expect(await snapshot()).toEqual(before);
  });
});

// ---- uploads -------------------------------------------------------------------------------------

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built by hand, so the test decides every header a client could lie in. */
function multipart(parts: Part[]) {
  const boundary = '----leasedesk-test-boundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n`
      + `${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`),
    Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n'
  + 'trailer << /Root 1 0 R >>\n%%EOF\n');
// A 1×1 transparent PNG: signature, IHDR, IDAT, IEND.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

const pdfPart = (filename = 'Voorwaarden 2026.pdf'): Part => ({ name: 'file', filename, contentType: 'application/pdf', data: PDF });

function upload(companyId: number, parts: Part[], who: Who = 'supervisor') {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST', url: `${API}/attachment?operatingCompanyId=${companyId}`, payload: body.payload, headers: { ...headers(who), ...body.headers },
  });
}

const blobOf = (blobName: string, who?: Who) =>
  t.app.inject({ method: 'GET', url: `/api-admin/blob?blobName=${blobName}`, ...(who ? { headers: headers(who) } : {}) });

describe('attachments', () => {
  let target: OperatingCompany;
  beforeAll(async () => {
    target = await create('Demo Bijlagen');
  });
  afterEach(async () => {
    // Each case starts from a company without attachments.
    for (const a of companyOf(await get(`${API}?operatingCompanyId=${target.id}`)).attachments) {
      await send('DELETE', `${API}/attachment?operatingCompanyId=${target.id}&attachmentId=${a.id}`);
    }
  });

  it('stores a PDF and a PNG as private blobs, served to the owning client only', async () => {
    const withPdf = companyOf(await upload(target.id, [pdfPart()]));
    expect(withPdf.attachments).toEqual([
      { id: expect.any(Number), blobName: expect.stringMatching(/^oc-[0-9a-f-]{36}\.pdf$/), fileName: 'Voorwaarden 2026.pdf', contentType: 'application/pdf' },
    ]);
    const withPng = companyOf(await upload(target.id, [{ name: 'file', filename: 'logo.png', contentType: 'image/png', data: PNG }]));
    expect(withPng.attachments.map((a) => [a.fileName, a.contentType])).toEqual([['Voorwaarden 2026.pdf', 'application/pdf'], ['logo.png', 'image/png']]);
    expect(await t.db.query('SELECT is_public FROM blobs WHERE name = ANY ($1::text[])', [withPng.attachments.map((a) => a.blobName)]))
      .toEqual([{ is_public: false }, { is_public: false }]);

    for (const [attachment, bytes] of [[withPng.attachments[0]!, PDF], [withPng.attachments[1]!, PNG]] as const) {
      for (const who of ['supervisor', 'master'] as const) {
        const served = await blobOf(attachment.blobName, who);
        expect(served.statusCode, who).toBe(200);
        expect(served.headers['content-type']).toBe(attachment.contentType);
        expect(served.headers['cache-control']).toBe('private, no-store');
        expect(served.rawPayload.equals(bytes)).toBe(true);
      }
      expect(failureOf(await blobOf(attachment.blobName, 'polish')).status).toBe(404);
      expect(failureOf(await blobOf(attachment.blobName)).status).toBe(404);
    }
  });

  it('decides the type by content: a JPEG sent as octet-stream is stored as JPEG, a PNG named .pdf gets .png added', async () => {
    const stored = companyOf(await upload(target.id, [
      { name: 'document', filename: 'scan.JPG', contentType: 'application/octet-stream', data: JPEG },
    ]));
    expect(stored.attachments.map((a) => [a.fileName, a.contentType])).toEqual([['scan.JPG', 'image/jpeg']]);
    const renamed = companyOf(await upload(target.id, [{ name: 'file', filename: 'contract.pdf', contentType: 'application/pdf', data: PNG }]));
    expect(renamed.attachments[1]).toMatchObject({ fileName: 'contract.pdf.png', contentType: 'image/png' });
  });

  it('stores a safe file name: no path parts, no control or bidi characters, at most 120 characters', async () => {
    const res = await upload(target.id, [pdfPart('..\\..\\windows\\system32\\fact\u202Euur\u0007.pdf')]);
    expect(companyOf(res).attachments[0]!.fileName).toBe('factuur.pdf');
    expect(sanitiseFileName('../../etc/passwd', FILE_KINDS.pdf)).toBe('passwd.pdf');
    expect(sanitiseFileName('...', FILE_KINDS.png)).toBe('attachment.png');
    expect(sanitiseFileName('', FILE_KINDS.jpeg)).toBe('attachment.jpg');
    expect(sanitiseFileName('a<b>:"c".jpeg', FILE_KINDS.jpeg)).toBe('abc.jpeg');
    const long = sanitiseFileName(`${'é'.repeat(300)}.pdf`, FILE_KINDS.pdf);
    expect(long).toHaveLength(120);
    expect(long.endsWith('é.pdf')).toBe(true);
  });

  const refusals: [string, () => Part[], number, RegExp][] = [
    ['HTML named .pdf and sent as application/pdf', () => [{ name: 'file', filename: 'terms.pdf', contentType: 'application/pdf',
      data: '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>' }], 415, /not an allowed type \(PDF, PNG, JPEG\)/],
    ['an SVG with script named .png', () => [{ name: 'file', filename: 'logo.png', contentType: 'image/png',
      data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }], 415, /not an allowed type/],
    ['a PDF header that is not at the start', () => [{ name: 'file', filename: 'x.pdf', data: ` ${PDF.toString('latin1')}` }], 415, /not an allowed type/],
    ['a file over 5 MB', () => [{ name: 'file', filename: 'big.pdf', contentType: 'application/pdf',
      data: Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF.length, 0x20)]) }], 413, /larger than 5 MB/],
    ['an empty file', () => [{ name: 'file', filename: 'empty.pdf', contentType: 'application/pdf', data: '' }], 400, /The file is empty/],
    ['two files', () => [pdfPart(), pdfPart('second.pdf')], 400, /exactly one file/],
    ['a file and a field', () => [pdfPart(), { name: 'note', data: 'hello' }], 400, /exactly one file/],
    ['a field and no file', () => [{ name: 'note', data: 'hello' }], 400, /exactly one file/],
    ['an empty form', () => [], 400, /no file/],
  ];

  it.each(refusals)('refuses %s, nothing stored', async (_label, parts, status, reason) => {
    const before = await snapshot();
    const refused = failureOf(await upload(target.id, parts()));
    expect(refused.status).toBe(status);
    expect(refused.reason).toMatch(reason);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts exactly 5 MB, refuses JSON and other bodies with 415', async () => {
    const atLimit = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES - PDF.length, 0x20)]);
    expect(companyOf(await upload(target.id, [{ name: 'file', filename: 'limit.pdf', data: atLimit }])).attachments).toHaveLength(1);
    const before = await snapshot();
    const json = await send('POST', `${API}/attachment?operatingCompanyId=${target.id}`, { file: PDF.toString('base64') });
    expect(failureOf(json)).toEqual({ status: 415, reason: expect.stringMatching(/multipart\/form-data/) });
    const text = await t.app.inject({
      method: 'POST', url: `${API}/attachment?operatingCompanyId=${target.id}`, payload: '%PDF-1.4', headers: { ...headers('supervisor'), 'content-type': 'text/plain' },
    });
    expect(failureOf(text).status).toBe(415);
    // Multipart stays refused on routes that take none.
    const elsewhere = multipart([pdfPart()]);
    expect(failureOf(await t.app.inject({ method: 'POST', url: API, payload: elsewhere.payload, headers: { ...headers('supervisor'), ...elsewhere.headers } })).status)
      .toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an upload to a deleted or unknown company with 404, nothing stored', async () => {
    const gone = await create('Demo Weg');
    await send('DELETE', `${API}?operatingCompanyId=${gone.id}`);
    const before = await snapshot();
    expect(failureOf(await upload(gone.id, [pdfPart()])).status).toBe(404);
    expect(failureOf(await upload(999_999, [pdfPart()])).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes an attachment: the link and the blob go; another company\'s or client\'s id is a 404', async () => {
    const [attachment] = companyOf(await upload(target.id, [pdfPart()])).attachments;
    const path = (companyId: number, attachmentId = attachment!.id) => `${API}/attachment?operatingCompanyId=${companyId}&attachmentId=${attachmentId}`;
    const before = await snapshot();
    expect(failureOf(await send('DELETE', path(company.get('Demo Mobility Zuid')!))).status).toBe(404);
    expect(failureOf(await send('DELETE', path(target.id), undefined, 'polish')).status).toBe(404);
    expect(failureOf(await send('DELETE', path(company.get('Flota Warszawa')!), undefined, 'polish')).status).toBe(404);
    expect(await snapshot()).toEqual(before);

    expect(companyOf(await send('DELETE', path(target.id))).attachments).toEqual([]);
    expect(await count('SELECT count(*)::int AS n FROM blobs WHERE name = $1', [attachment!.blobName])).toBe(0);
    expect(failureOf(await blobOf(attachment!.blobName, 'supervisor')).status).toBe(404);
    expect(failureOf(await send('DELETE', path(target.id))).status).toBe(404);
  });
});

describe('GET list: the kit\'s list contract (q, pageSize, pageIndex, resultCount)', () => {
  const names = ['Paging Alfa', 'paging beta', 'Paging 100%', 'Paging_x', 'Paging Gamma'];
  beforeAll(async () => {
    for (const name of names) await create(name);
  });

  const list = async (query: string, who: Who = 'supervisor') => {
    const res = await get(`${API}?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ results: OperatingCompany[]; successful: boolean; resultCount: number }>();
    expect(body.successful).toBe(true);
    return { names: body.results.map((c) => c.name), resultCount: body.resultCount };
  };

  it('searches the name case-insensitively and pages it by name, counting every match', async () => {
    const sorted = ['Paging 100%', 'Paging Alfa', 'paging beta', 'Paging Gamma', 'Paging_x'];
    expect(await list('q=PAGING')).toEqual({ names: sorted, resultCount: 5 });
    expect(await list('q=paging&pageSize=2')).toEqual({ names: sorted.slice(0, 2), resultCount: 5 });
    expect(await list('q=paging&pageSize=2&pageIndex=2')).toEqual({ names: sorted.slice(2, 4), resultCount: 5 });
    expect(await list('q=paging&pageSize=2&pageIndex=3')).toEqual({ names: sorted.slice(4), resultCount: 5 });
    expect(await list('q=paging&pageSize=2&pageIndex=9')).toEqual({ names: [], resultCount: 5 });
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list('q=%25')).names).toEqual(['Paging 100%']);
    expect((await list('q=_')).names).toEqual(['Paging_x']);
  });

  it('answers every company in reach without pageSize, as the driver form\'s dropdown needs', async () => {
    const all = await list('');
    expect(all.names).toEqual(expect.arrayContaining([...names, 'Demo Mobility Noord', 'Demo Mobility Zuid']));
    expect(all.resultCount).toBe(all.names.length);
    // The sub-supervisor, scoped to Noord, pages and searches within reach only.
    expect(await list('pageSize=10', 'subsupervisor')).toEqual({ names: ['Demo Mobility Noord'], resultCount: 1 });
    expect(await list('q=paging', 'subsupervisor')).toEqual({ names: [], resultCount: 0 });
    expect(await list('q=paging', 'polish')).toEqual({ names: [], resultCount: 0 });
  });

  it.each(['pageSize=0', 'pageSize=101', 'pageSize=abc', 'pageSize=10&pageIndex=0', 'pageSize=10&pageIndex=-1', `q=${'x'.repeat(201)}`])(
    'refuses ?%s with 400',
    async (query) => {
      expect(failureOf(await get(`${API}?${query}`)).status).toBe(400);
    },
  );
});
