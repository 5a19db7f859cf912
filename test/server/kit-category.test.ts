import { describe, expect, it } from 'vitest';
import { category } from '../../server/areas/category';
import { describeKitContract, kitHarness } from './kit-contract';
import { bearer, failureOf, loginAs } from './helpers';
import { BOUNDARY } from './sweep/requests';

const h = kitHarness();
let nr = 100;

describeKitContract(h, {
  area: category, create: { get categoryNumber() { return ++nr; }, displayName: 'Categorie Test', fuels: ['d', 'l'], normLease: 525.5 },
  mainField: 'displayName', mainMax: 100, plainSearched: true,
});

const multipart = (fileName: string, data: Buffer) => Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
  data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);
const upload = async (categoryId: number, fileName: string, data: Buffer) => h.t.app.inject({
  method: 'POST', url: `/api-admin/category/uploadattachment?categoryId=${categoryId}`, payload: multipart(fileName, data),
  headers: { ...bearer((await loginAs(h.t.app, 'bulk')).access_token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});

describe('categories', () => {
  it('are read and written by bulk and above, with their fuels, norm lease and the seeded document', async () => {
    expect((await h.call('subsupervisor', 'GET', '/category')).statusCode).toBe(403);
    // The contract's cases add categories numbered from 101; the seeded ones are 1 to 4.
    const list = (await h.call('bulk', 'GET', `/category?carArrangementId=${h.ids.arrangementIn}`)).json<{ results: { categoryNumber: number; displayName: string }[] }>().results
      .filter((c) => c.categoryNumber <= 4);
    expect(list.map((c) => c.displayName)).toEqual(['Categorie 1 – Instap', 'Categorie 2 – Midden', 'Categorie 3 – Hoger kader', 'Categorie 4 – Directie']);
    expect(list[0]).toMatchObject({ categoryNumber: 1, fuels: ['d', 'l'], normLease: 450, attachments: [{ fileName: 'Categorieregeling 2026.pdf', contentType: 'application/pdf' }] });
    const res = await h.call('bulk', 'POST', '/category', { carArrangementId: h.ids.arrangementIn, categoryNumber: 7, displayName: 'Categorie 7', fuels: ['e', 'l'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0]).toMatchObject({ categoryNumber: 7, fuels: ['e', 'l'], normLease: null, attachments: [], version: 1 });
  });

  it('needs petrol or diesel in a car arrangement and each fuel once, storing nothing otherwise', async () => {
    const post = (fuels: string[]) => h.call('bulk', 'POST', '/category', { carArrangementId: h.ids.arrangementIn, categoryNumber: 8, displayName: 'Elektrisch', fuels });
    expect(failureOf(await post(['e']))).toEqual({ status: 400, reason: 'body.fuels must include petrol (l) or diesel (d)' });
    expect(failureOf(await post([]))).toEqual({ status: 400, reason: 'body.fuels must include petrol (l) or diesel (d)' });
    expect(failureOf(await post(['d', 'e', 'd']))).toEqual({ status: 400, reason: 'body.fuels: Fuel codes can only be specified at max once' });
    expect(failureOf(await post(['x']))).toMatchObject({ status: 400, reason: expect.stringMatching(/^body\.fuels\.0 must be one of ag, d, dh, e, g, l, lh, w, o/) });
    expect((await h.call('bulk', 'GET', `/category?carArrangementId=${h.ids.arrangementIn}&q=Elektrisch`)).json().results).toEqual([]);
    const ok = await post(['d', 'e']);
    expect(ok.json().results[0]).toMatchObject({ fuels: ['d', 'e'] });
  });

  it('replaces the fuels only when a PUT sends them, raising the version', async () => {
    const row = (await h.call('bulk', 'POST', '/category', { carArrangementId: h.ids.arrangementIn, categoryNumber: 9, displayName: 'Hybride', fuels: ['l', 'lh'] })).json().results[0];
    const renamed = (await h.call('bulk', 'PUT', '/category', { id: row.id, displayName: 'Hybride plus' })).json().results[0];
    expect(renamed).toMatchObject({ fuels: ['l', 'lh'], version: 2 });
    const refuelled = (await h.call('bulk', 'PUT', '/category', { ...renamed, fuels: ['d', 'dh'] })).json().results[0];
    expect(refuelled).toMatchObject({ displayName: 'Hybride plus', fuels: ['d', 'dh'], version: 3 });
    expect(failureOf(await h.call('bulk', 'PUT', '/category', { id: row.id, fuels: ['e'] })).reason).toBe('body.fuels must include petrol (l) or diesel (d)');
  });

  it('lets a bike plan\'s categories go without fuels', async () => {
    const res = await h.call('bulk', 'POST', '/category', { carArrangementId: h.ids.bike, categoryNumber: 9, displayName: 'Bakfiets', fuels: [] });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a number the arrangement already has (409) and a delete while orders name the category (409)', async () => {
    const dup = await h.call('bulk', 'POST', '/category', { carArrangementId: h.ids.arrangementIn, categoryNumber: 1, displayName: 'Dubbel', fuels: ['d'] });
    expect(failureOf(dup)).toEqual({ status: 409, reason: 'This arrangement already has a category with this category number.' });
    const [ordered] = await h.t.db.query<{ id: number; version: number }>(
      'SELECT c.id, c.version FROM categories c WHERE EXISTS (SELECT 1 FROM orders o WHERE o.category_id = c.id) ORDER BY c.id LIMIT 1');
    const res = await h.call('supervisor', 'DELETE', `/category?categoryId=${ordered!.id}`);
    expect(failureOf(res)).toEqual({ status: 409, reason: 'This category cannot be deleted because orders were placed in it.' });
  });
});

describe('category attachments', () => {
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

  it('uploads a document checked by content, answers the category with it, and deletes it again', async () => {
    const row = (await h.call('bulk', 'POST', '/category', { carArrangementId: h.ids.arrangementIn, categoryNumber: 42, displayName: 'Met bijlage', fuels: ['l'] })).json().results[0];
    const added = await upload(row.id, '../../Voorwaarden.pdf', pdf);
    expect(added.statusCode, added.body).toBe(200);
    const withFile = added.json().results[0];
    expect(withFile).toMatchObject({ id: row.id, version: 2, attachments: [{ fileName: 'Voorwaarden.pdf', contentType: 'application/pdf' }] });
    expect(added.headers.etag).toBe('"2"');
    const lying = await upload(row.id, 'terms.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(lying.statusCode).toBe(415);
    const attachmentId = withFile.attachments[0].id;
    const removed = await h.call('bulk', 'DELETE', `/category/deleteattachment?categoryId=${row.id}&attachmentId=${attachmentId}`);
    expect(removed.json().results[0]).toMatchObject({ attachments: [], version: 3 });
    expect(failureOf(await h.call('bulk', 'DELETE', `/category/deleteattachment?categoryId=${row.id}&attachmentId=${attachmentId}`)).status).toBe(404);
    const blobs = await h.t.db.query('SELECT 1 FROM blobs b WHERE b.name = $1', [withFile.attachments[0].blobName]);
    expect(blobs).toEqual([]);
  });

  it('answers 404 for a category out of the scoped administrator\'s reach, before reading the file', async () => {
    const [outside] = await h.t.db.query<{ id: number }>('SELECT id FROM categories WHERE car_arrangement_id = $1 LIMIT 1', [h.ids.arrangementOut]);
    await h.asScopedSupervisor(async () => {
      const res = await h.call('supervisor', 'DELETE', `/category/deleteattachment?categoryId=${outside!.id}&attachmentId=1`);
      expect(res.statusCode).toBe(404);
    });
  });
});
