import { beforeAll, describe, expect, it, vi } from 'vitest';

/** What the catalogue and operating-company API modules put on the wire, seen through a stubbed fetch. */
const sent: { url: string; method: string; body: unknown; headers: Headers }[] = [];
let answer: () => Response = () => Response.json({ results: [{}], successful: true });

let catalogue: typeof import('../../src/api/catalogue');
let companies: typeof import('../../src/api/operating-companies');

beforeAll(async () => {
  // ofetch captures fetch when the client is created, so the stub must exist before the modules load.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ?? null, headers: new Headers(init?.headers) });
    return answer();
  });
  catalogue = await import('../../src/api/catalogue');
  companies = await import('../../src/api/operating-companies');
});

const last = () => sent[sent.length - 1]!;
const company = { id: 4, version: 2, name: 'Demo Mobility Noord', debtorNumber: '', address: '', postalCode: '', city: '', attachments: [] };

describe('catalogue API', () => {
  it('fetches brands and a brand\'s models as the server answers them, without an "all" entry', async () => {
    answer = () => Response.json({ results: [{ id: 1, name: 'Kia', label: '' }], successful: true });
    await expect(catalogue.fetchBrands()).resolves.toEqual([{ id: 1, name: 'Kia', label: '' }]);
    expect(last().url).toBe('/api-admin/brand');
    answer = () => Response.json({ results: [], successful: true });
    await expect(catalogue.fetchModels(7)).resolves.toEqual([]);
    expect(last().url).toBe('/api-admin/model?brandId=7');
  });

  it('asks for every model, the selling brands, a model\'s versions, the fuels and the non-car catalogue', async () => {
    answer = () => Response.json({ results: [], successful: true });
    const calls: [() => Promise<unknown>, string][] = [
      [() => catalogue.fetchAllModels(), '/api-admin/model'],
      [() => catalogue.fetchModelBrands(), '/api-admin/model/brands'],
      [() => catalogue.fetchCarTypes(12), '/api-admin/model/types?modelId=12'],
      [() => catalogue.fetchFuels(), '/api-admin/fuel'],
      [() => catalogue.objectCatalogue.brands('bike'), '/api-admin/api-object/bike/brands'],
      [() => catalogue.objectCatalogue.models('bike', 3), '/api-admin/api-object/bike/models/3'],
      [() => catalogue.objectCatalogue.types('truck', 9), '/api-admin/api-object/truck/types/9'],
    ];
    for (const [call, url] of calls) {
      await expect(call()).resolves.toEqual([]);
      expect(last()).toMatchObject({ url, method: 'GET' });
    }
  });
});

describe('fuels', () => {
  it('are asked once and then served from memory; a failed load is asked again', async () => {
    vi.resetModules();
    const fresh = await import('../../src/api/catalogue');
    answer = () => Response.json({ results: [], successful: false, errors: ['down'] }, { status: 503 });
    const before = sent.length;
    await expect(fresh.fetchFuels()).rejects.toThrow();
    answer = () => Response.json({ results: [{ id: 2, code: 'd', name: 'Diesel' }], successful: true });
    const [first, second] = await Promise.all([fresh.fetchFuels(), fresh.fetchFuels()]);
    expect(first).toEqual([{ id: 2, code: 'd', name: 'Diesel' }]);
    expect(second).toBe(first);
    await fresh.fetchFuels();
    expect(sent.slice(before).filter((call) => call.url === '/api-admin/fuel')).toHaveLength(2);
  });
});

describe('operating-company API', () => {
  it('pages the list through the resource kit and sends If-Match on writes', async () => {
    answer = () => Response.json({ results: [company], successful: true, resultCount: 31 });
    await expect(companies.operatingCompanyApi.list({ pageIndex: 2, pageSize: 10, q: ' noord ', filters: {} })).resolves.toEqual({ rows: [company], resultCount: 31 });
    expect(Object.fromEntries(new URL(last().url, 'http://x').searchParams)).toEqual({ pageIndex: '2', pageSize: '10', q: 'noord' });
    await companies.operatingCompanyApi.remove(4, 2);
    expect(last()).toMatchObject({ url: '/api-admin/operatingcompany?operatingCompanyId=4', method: 'DELETE' });
    expect(last().headers.get('if-match')).toBe('"2"');
    // The dropdown's call stays: every company, no paging.
    await companies.fetchOperatingCompanies();
    expect(last().url).toBe('/api-admin/operatingcompany');
  });

  it('uploads an attachment as multipart form data and answers the company', async () => {
    answer = () => Response.json({ results: [company], successful: true });
    const file = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
    await expect(companies.uploadOperatingCompanyAttachment(4, file)).resolves.toEqual(company);
    expect(last()).toMatchObject({ url: '/api-admin/operatingcompany/attachment?operatingCompanyId=4', method: 'POST' });
    const body = last().body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('scan.pdf');
    // No JSON content type: fetch sets multipart with its boundary.
    expect(last().headers.get('content-type')).toBeNull();
  });

  it('says \'Attachment cannot be uploaded\' when the answer holds no company (spec 02 §8)', async () => {
    answer = () => Response.json({ results: [], successful: true });
    await expect(companies.uploadOperatingCompanyAttachment(4, new File(['x'], 'x.pdf'))).rejects.toThrow(/^Attachment cannot be uploaded$/);
  });

  it('deletes an attachment by company and attachment id', async () => {
    answer = () => Response.json({ results: [company], successful: true });
    await expect(companies.deleteOperatingCompanyAttachment(4, 9)).resolves.toEqual(company);
    expect(last()).toMatchObject({ url: '/api-admin/operatingcompany/attachment?operatingCompanyId=4&attachmentId=9', method: 'DELETE' });
  });
});
