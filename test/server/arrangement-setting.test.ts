import { describe, expect, it } from 'vitest';
import { kitHarness } from './kit-contract';
import { failureOf } from './helpers';
import { PNG, multipartBody, multipartHeaders, type SweepFile } from './sweep/requests';

/** The arrangement settings (spec 02 §3 "Arrangement settings", §5, §7; issue 14 point 3). */
const h = kitHarness();
const PATH = '/cararrangementsetting';
type Row = Record<string, unknown>;
const rowOf = (res: { json(): unknown }) => (res.json() as { results: Row[] }).results[0]!;
const fresh = async () => (await h.call('supervisor', 'POST', '/cararrangement', { displayName: `Settings ${Math.random().toString(36).slice(2, 8)}` })).json().results[0].id as number;
const read = async (id: number) => h.call('supervisor', 'GET', `${PATH}?carArrangementId=${id}`);
const put = (body: object, headers: Record<string, string> = {}) => h.call('supervisor', 'PUT', PATH, body, headers);

const upload = (id: number, file: SweepFile | null, who: 'supervisor' | 'bulk' = 'supervisor') =>
  h.call(who, 'POST', `${PATH}/uploadlogo?carArrangementId=${id}`, file ? multipartBody(file) : undefined, file ? multipartHeaders() : {});

describe('arrangement settings', () => {
  it('answers every setting with its version as the ETag, and stores what a PUT sends', async () => {
    const id = await fresh();
    const before = await read(id);
    expect(before.headers.etag).toBe('"1"');
    expect(rowOf(before)).toMatchObject({
      carArrangementId: id, version: 1, isActiveOnlineForDrivers: false, maxLease: null, maxFuelLabel: null, contributionPeriod: 'month',
      defaultExpirationWeeks: 4, showLeasePriceToEmployee: true, hasDriverLicenseCheck: false, segmentsIncluded: [], segmentsExcluded: [], logoUrl: null,
    });
    const change = {
      carArrangementId: id, minLease: 300, maxLease: 950.5, maxCo2: 110, maxFuelLabel: '-', maxOptionsDeviation: 0, maxOptionsDeviationUnit: 'percentage',
      ownContributionPercentage: 1.25, contributionPeriod: 'fourWeeks', defaultExpirationWeeks: 10, showFuelSurplus: true, hasDriverLicenseCheck: true,
      showLeasePriceToSupervisors: false, segmentsIncluded: ['C', 'D'], segmentsExcluded: ['S'],
    };
    const res = await put(change, { 'if-match': '"1"' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(rowOf(res)).toMatchObject({ ...change, version: 2, ownContributionStandard: null });
    const again = await read(id);
    expect(rowOf(again)).toEqual(rowOf(res));
    // What GET returned goes back as it is; what a PUT leaves out stays.
    expect((await put(rowOf(again))).statusCode).toBe(200);
    expect(rowOf(await put({ carArrangementId: id, maxCo2: null }))).toMatchObject({ maxCo2: null, maxLease: 950.5, segmentsIncluded: ['C', 'D'] });
  });

  it('refuses values off the fixed lists and ranges, and min above max, naming the field and storing nothing', async () => {
    const id = await fresh();
    const refused = async (body: object) => failureOf(await put({ carArrangementId: id, ...body })).reason;
    expect(await refused({ maxFuelLabel: 'H' })).toMatch(/^body\.maxFuelLabel/);
    expect(await refused({ maxCo2: 1001 })).toBe('body.maxCo2 must be at most 1000');
    expect(await refused({ maxLease: -1 })).toBe('body.maxLease must be at least 0');
    expect(await refused({ maxLease: 10.005 })).toBe('body.maxLease must have at most 2 decimals');
    expect(await refused({ minBudgetUsePercentage: 101 })).toBe('body.minBudgetUsePercentage must be at most 100');
    expect(await refused({ contributionPeriod: 'week' })).toMatch(/^body\.contributionPeriod/);
    expect(await refused({ defaultExpirationWeeks: 0 })).toBe('body.defaultExpirationWeeks must be at least 1');
    expect(await refused({ maxOptionsDeviationUnit: 'yen' })).toMatch(/^body\.maxOptionsDeviationUnit/);
    expect(await refused({ minLease: 900, maxLease: 800 })).toBe('body.minLease must not be more than maxLease');
    expect(await refused({ ownContributionPercentageMin: 50, ownContributionPercentageMax: 40 })).toBe('body.ownContributionPercentageMin must not be more than ownContributionPercentageMax');
    expect(await refused({ maxOptionsDeviation: 150, maxOptionsDeviationUnit: 'percentage' })).toBe('body.maxOptionsDeviation must be at most 100 when maxOptionsDeviationUnit is percentage');
    expect(await refused({ segmentsIncluded: ['Z'] })).toBe('body.segmentsIncluded: segment Z is not in the catalogue');
    expect(await refused({ segmentsIncluded: ['C'], segmentsExcluded: ['C'] })).toBe('body.segmentsExcluded: segment C cannot be both included and excluded');
    expect(await refused({ role: 'master' })).toBe('body.role is not allowed');
    // The stored side of a pair counts too.
    await put({ carArrangementId: id, maxLease: 500 });
    expect(await refused({ minLease: 600 })).toBe('body.minLease must not be more than maxLease');
    expect(rowOf(await read(id))).toMatchObject({ version: 2, minLease: null, maxLease: 500, maxFuelLabel: null, segmentsIncluded: [] });
  });

  it('keeps the 0-rule of the options deviation as sent: 0 euros and 0 percent are both stored as 0 with their unit', async () => {
    const id = await fresh();
    expect(rowOf(await put({ carArrangementId: id, maxOptionsDeviation: 0, maxOptionsDeviationUnit: 'amount' }))).toMatchObject({ maxOptionsDeviation: 0, maxOptionsDeviationUnit: 'amount' });
    expect(rowOf(await put({ carArrangementId: id, maxOptionsDeviationUnit: 'percentage' }))).toMatchObject({ maxOptionsDeviation: 0, maxOptionsDeviationUnit: 'percentage' });
  });

  it('a stale If-Match is a 412 with nothing written', async () => {
    const id = await fresh();
    await put({ carArrangementId: id, maxLease: 700 });
    const stale = await put({ carArrangementId: id, maxLease: 800 }, { 'if-match': '"1"' });
    expect(failureOf(stale).status).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    expect(rowOf(await read(id))).toMatchObject({ maxLease: 700 });
  });

  it('active online for drivers is the calculator setting\'s flag: saved here, the arrangement list and calculator setting follow', async () => {
    const id = await fresh();
    const active = async () => ((await h.call('supervisor', 'GET', `/cararrangement?carArrangementId=${id}`)).json().results[0].calculatorSettings.isActiveOnlineForDrivers as boolean);
    const calculator = async () => rowOf(await h.call('supervisor', 'GET', `/cararrangementcalculatorsetting?carArrangementId=${id}`));
    expect(rowOf(await put({ carArrangementId: id, isActiveOnlineForDrivers: true }))).toMatchObject({ isActiveOnlineForDrivers: true });
    expect(await active()).toBe(true);
    expect(await calculator()).toMatchObject({ isActiveOnlineForDrivers: true, version: 2 });
    // Switched off through the calculator setting: a settings form read before is stale.
    const version = rowOf(await read(id)).version as number;
    await h.call('supervisor', 'PUT', '/cararrangementcalculatorsetting', { carArrangementId: id, isActiveOnlineForDrivers: false });
    expect(rowOf(await read(id))).toMatchObject({ isActiveOnlineForDrivers: false });
    expect(failureOf(await put({ carArrangementId: id, isActiveOnlineForDrivers: true }, { 'if-match': `"${version}"` })).status).toBe(412);
    expect(await active()).toBe(false);
  });

  it('shows the calculator\'s durations and kilometres read-only', async () => {
    const row = rowOf(await read(h.ids.arrangementIn));
    expect((row.durationKm as unknown[]).length).toBeGreaterThan(0);
    expect((await put({ carArrangementId: h.ids.arrangementIn, durationKm: [] })).statusCode).toBe(200);
    expect(rowOf(await read(h.ids.arrangementIn)).durationKm).toEqual(row.durationKm);
  });

  it('is for supervisors and above, within their reach', async () => {
    const id = await fresh();
    for (const who of ['bulk', 'subsupervisor', 'fleetmanagement'] as const) {
      expect((await h.call(who, 'PUT', PATH, { carArrangementId: id, maxLease: 1 })).statusCode, who).toBe(403);
    }
    expect(failureOf(await h.call('polish', 'PUT', PATH, { carArrangementId: id, maxLease: 1 })).status).toBe(404);
    expect(failureOf(await h.call('supervisor', 'PUT', PATH, { carArrangementId: 999_999, maxLease: 1 })).status).toBe(404);
    await h.asScopedSupervisor(async () => {
      expect(failureOf(await put({ carArrangementId: h.ids.arrangementOut, maxLease: 1 })).status).toBe(404);
      expect(failureOf(await h.call('supervisor', 'GET', `${PATH}?carArrangementId=${h.ids.arrangementOut}`)).status).toBe(404);
      expect(failureOf(await upload(h.ids.arrangementOut, PNG)).status).toBe(404);
      expect(failureOf(await upload(h.ids.arrangementOut, null)).status).toBe(404);
    });
    expect(rowOf(await read(h.ids.arrangementOut))).toMatchObject({ maxLease: 1800, logoUrl: null });
  });

  it('takes a raster logo checked by its content, serves it publicly, and removes it on a POST without a body', async () => {
    const id = await fresh();
    const res = await upload(id, PNG);
    expect(res.statusCode, res.body).toBe(200);
    const logoUrl = rowOf(res).logoUrl as string;
    expect(logoUrl).toMatch(/blobName=al-[0-9a-f-]+\.png$/);
    const blobName = new URL(logoUrl, 'http://x').searchParams.get('blobName');
    const served = await h.t.app.inject({ method: 'GET', url: `/api-admin/blob?blobName=${blobName}` });
    expect(served.headers['content-type']).toBe('image/png');
    // The version stays: an open form is not made stale by its logo.
    expect(res.headers.etag).toBe('"1"');
    const lies = [
      { fileName: 'logo.png', contentType: 'image/png', data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n') },
      { fileName: 'logo.svg', contentType: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    ];
    for (const file of lies) expect(failureOf(await upload(id, file)).status).toBe(415);
    expect(failureOf(await upload(id, { ...PNG, data: Buffer.concat([PNG.data, Buffer.alloc(1024 * 1024)]) })).status).toBe(413);
    expect(failureOf(await upload(id, { ...PNG, data: Buffer.alloc(0) })).status).toBe(400);
    expect(rowOf(await read(id)).logoUrl).toBe(logoUrl);
    expect(failureOf(await upload(id, PNG, 'bulk')).status).toBe(403);

    const removed = await upload(id, null);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(rowOf(removed).logoUrl).toBeNull();
    expect((await h.t.app.inject({ method: 'GET', url: `/api-admin/blob?blobName=${blobName}` })).statusCode).toBe(404);
  });

  it('an arrangement made outside the API, without a settings row, reads as the stored defaults and the first PUT stores them', async () => {
    const [{ id }] = (await h.t.db.query<{ id: number }>("INSERT INTO car_arrangements (client_id, display_name) VALUES ($1, 'Zonder instellingen') RETURNING id", [h.ids.demo])) as [{ id: number }];
    const { version, ...bare } = rowOf(await read(id));
    expect(version).toBeUndefined();
    const stored = rowOf(await put({ carArrangementId: id, maxLease: 600 }));
    expect(stored).toEqual({ ...bare, maxLease: 600, version: 2 });
  });

  it('lists the segment catalogue to choose from', async () => {
    const segments = (await h.call('supervisor', 'GET', '/segments')).json().results as { segmentCode: string }[];
    expect(segments.map((s) => s.segmentCode)).toEqual(expect.arrayContaining(['A', 'C', 'J', 'S']));
    expect((await h.call('bulk', 'GET', '/segments')).statusCode).toBe(403);
  });

  it('seeds the demo arrangements with filled settings and one logo', async () => {
    expect(rowOf(await read(h.ids.arrangementIn))).toMatchObject({
      isActiveOnlineForDrivers: true, maxLease: 1100, maxFuelLabel: 'C', maxOptionsDeviationUnit: 'percentage', segmentsIncluded: ['B', 'C', 'D', 'J'],
      logoUrl: expect.stringContaining('demo-arrangement-logo.png'),
    });
  });
});
