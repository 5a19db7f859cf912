import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver, OperatingCompany } from '../../contract/types/drivers';
import type { DriverSearchResult, RoleName } from '../../contract/types/core';
import { bearer, createTestServer, envelopeOf, failureOf, loginAs, type TestServer } from './helpers';

/**
 * The driver list's filters beyond the contract's (issue 5 point 2): several statuses at once, the
 * list's search `q`, the operating companies the filter offers, and the fleet-management and
 * lease-system lists with their roles — always within the acting client and the caller's reach.
 */
let t: TestServer;
type Who = RoleName | 'polish';
const tokens = new Map<Who, string>();
let demo: number;
let polish: number;
const company = new Map<string, number>();
const TODAY = '2026-03-02'; // the test clock's day

/** Who signs in: each demo role of the demo client, and the Polish client's supervisor. */
const SIGN_INS: readonly [Who, RoleName, string?][] = [
  ['master', 'master'], ['supervisor', 'supervisor'], ['bulk', 'bulk'], ['fleetmanagement', 'fleetmanagement'],
  ['subsupervisor', 'subsupervisor'], ['polish', 'supervisor', 'flota-pl'],
];

beforeAll(async () => {
  t = await createTestServer();
  for (const [who, role, client] of SIGN_INS) tokens.set(who, (await loginAs(t.app, role, client)).access_token);
  const clientIds = new Map((await t.db.query<{ id: number; name: string }>('SELECT id, name FROM clients')).map((c) => [c.name, c.id]));
  demo = clientIds.get('demo')!;
  polish = clientIds.get('flota-pl')!;
  for (const c of await t.db.query<{ id: number; name: string }>('SELECT id, name FROM operating_companies')) company.set(c.name, c.id);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = (url: string, who: Who = 'supervisor') => t.app.inject({ method: 'GET', url, headers: bearer(tokens.get(who)!) });

interface ListAnswer<T = Driver> {
  results: T[];
  resultCount: number;
  nextCursor: string | null;
}

async function list(url: string, who: Who = 'supervisor'): Promise<ListAnswer> {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  envelopeOf(res);
  return res.json<ListAnswer>();
}

/** Drivers of `clientId` matching a SQL condition on d. */
async function count(where: string, params: unknown[] = [], clientId = demo): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM drivers d WHERE d.client_id = $1 AND ${where}`, [clientId, ...params]);
  return row!.n;
}

const EXPIRED = `(d.date_expiration IS NOT NULL AND d.date_expiration < DATE '${TODAY}')`;

describe('GET /api-admin/driver: several statuses', () => {
  it('lists the drivers matching ANY chosen status', async () => {
    const blocked = await count('d.is_blocked');
    const generic = await count('d.is_generic');
    const either = await count('(d.is_blocked OR d.is_generic)');
    expect(blocked).toBeGreaterThan(0);
    expect(generic).toBeGreaterThan(0);
    const answer = await list('/api-admin/driver?status=blocked,generic&pageSize=500');
    expect(answer.resultCount).toBe(either);
    expect(answer.results.every((d) => d.isBlocked || d.isGeneric)).toBe(true);
    expect(answer.results.some((d) => d.isBlocked && !d.isGeneric) && answer.results.some((d) => d.isGeneric && !d.isBlocked)).toBe(true);
    expect((await list('/api-admin/driver?status=expired,watchingOnly')).resultCount).toBe(await count(`(${EXPIRED} OR d.is_watching_only)`));
    // Repeating a status changes nothing; active and inactive together leave out only the active-but-expired.
    expect((await list('/api-admin/driver?status=blocked,blocked')).resultCount).toBe(blocked);
    expect((await list('/api-admin/driver?status=active,inactive')).resultCount).toBe(await count(`NOT (d.is_active AND ${EXPIRED})`));
  });

  it('refuses an unknown status with a reason that names it, and malformed lists', async () => {
    const unknown = failureOf(await get('/api-admin/driver?status=active,sleeping'));
    expect(unknown.status).toBe(400);
    expect(unknown.reason).toContain('"sleeping"');
    expect(unknown.reason).toContain('watchingOnly');
    for (const bad of ['status=active,', 'status=,active', 'status=active%20', 'status=', 'operatingCompanyId=0', 'operatingCompanyId=1,,2', 'operatingCompanyId=x']) {
      const failure = failureOf(await get(`/api-admin/driver?${bad}`));
      expect(failure.status, bad).toBe(400);
      expect(failure.reason, bad).toMatch(/querystring\.(status|operatingCompanyId)/);
    }
  });

  it('filters on several operating companies', async () => {
    const noord = company.get('Demo Mobility Noord')!;
    const zuid = company.get('Demo Mobility Zuid')!;
    expect((await list(`/api-admin/driver?operatingCompanyId=${noord},${zuid}`)).resultCount)
      .toBe(await count('d.operating_company_id = ANY ($2::int[])', [[noord, zuid]]));
    // Another client's company matches none of this client's drivers.
    expect((await list(`/api-admin/driver?operatingCompanyId=${company.get('Flota Warszawa')}`)).resultCount).toBe(0);
  });
});

describe('GET /api-admin/driver?q= (the list\'s search box)', () => {
  const matches = (d: Driver, term: string) =>
    [d.firstName, d.prefixSurname ?? '', d.surname, d.emailAddress].some((field) => field.toLowerCase().includes(term.toLowerCase()));

  it('keeps the drivers where every term matches first name, prefix, surname or e-mail', async () => {
    const [sample] = await t.db.query<{ first_name: string; surname: string }>(
      `SELECT first_name, surname FROM drivers WHERE client_id = $1 AND prefix_surname <> '' ORDER BY id LIMIT 1`, [demo]);
    const terms = [sample!.first_name.slice(0, 3).toUpperCase(), sample!.surname.slice(1)];
    const answer = await list(`/api-admin/driver?q=${encodeURIComponent(`  ${terms.join('   ')} `)}&pageSize=500`);
    expect(answer.resultCount).toBeGreaterThan(0);
    expect(answer.resultCount).toBe(await count(
      terms.map((_, i) => `(d.first_name || ' ' || d.prefix_surname || ' ' || d.surname || ' ' || d.email_address) ILIKE $${i + 2}`).join(' AND '),
      terms.map((term) => `%${term}%`)));
    expect(answer.results.every((d) => terms.every((term) => matches(d, term)))).toBe(true);
    // The search combines with the other filters and pages like the rest of the list.
    const first = await list(`/api-admin/driver?q=${encodeURIComponent(terms[1]!)}&pageSize=5`);
    const second = await list(`/api-admin/driver?q=${encodeURIComponent(terms[1]!)}&pageSize=5&after=${first.nextCursor}`);
    expect(second.results.some((d) => first.results.some((f) => f.id === d.id))).toBe(false);
    expect(second.results.every((d) => matches(d, terms[1]!))).toBe(true);
    const blocked = await list(`/api-admin/driver?q=${encodeURIComponent(terms[1]!)}&status=blocked&pageSize=500`);
    expect(blocked.results.every((d) => d.isBlocked && matches(d, terms[1]!))).toBe(true);
  });

  it('takes % and _ literally', async () => {
    const underscores = await count(`d.email_address LIKE '%\\_%'`);
    expect(underscores).toBeGreaterThan(10);
    const answer = await list('/api-admin/driver?q=_&pageSize=500');
    expect(answer.resultCount).toBe(underscores);
    expect(answer.results.every((d) => d.emailAddress.includes('_'))).toBe(true);
    expect((await list('/api-admin/driver?q=%25')).resultCount).toBe(0);
    expect((await list('/api-admin/driver?q=a%25e')).resultCount).toBe(0);
    expect((await list(`/api-admin/driver?q=${encodeURIComponent('\\')}`)).resultCount).toBe(0);
    // The top bar's search shares the matching.
    const top = await get('/api-admin/driver?search=_&pageSize=50');
    expect(top.json<ListAnswer<DriverSearchResult>>().results.every((d) => d.emailAddress.includes('_'))).toBe(true);
    expect(top.json<ListAnswer<DriverSearchResult>>().resultCount).toBe(underscores);
  });

  it('never finds another client\'s drivers, nor drivers outside an operating company', async () => {
    expect(await count(`d.email_address LIKE '%@flota-pl.test'`, [], polish)).toBeGreaterThan(0);
    for (const who of ['supervisor', 'master', 'subsupervisor'] as const) {
      expect((await list('/api-admin/driver?q=flota-pl', who)).resultCount, who).toBe(0);
    }
    expect((await list('/api-admin/driver?q=flota-pl', 'polish')).resultCount).toBe(await count('true', [], polish));
    // The sub-supervisor administers Noord: a Zuid-only driver found by the supervisor stays out of reach.
    const [zuidOnly] = await t.db.query<{ email_address: string }>(
      `SELECT d.email_address FROM drivers d JOIN driver_arrangement_bindings b ON b.driver_id = d.id
       JOIN car_arrangements a ON a.id = b.car_arrangement_id AND a.display_name = 'Leaseregeling Directie'
       WHERE d.client_id = $1 LIMIT 1`, [demo]);
    const q = encodeURIComponent(zuidOnly!.email_address);
    expect((await list(`/api-admin/driver?q=${q}`)).resultCount).toBe(1);
    expect((await list(`/api-admin/driver?q=${q}`, 'subsupervisor')).resultCount).toBe(0);
  });

  it('refuses a search over 200 characters or 10 terms, with a reason', async () => {
    const long = failureOf(await get(`/api-admin/driver?q=${'a'.repeat(201)}`));
    expect(long).toEqual({ status: 400, reason: 'querystring.q must be at most 200 characters' });
    expect((await get(`/api-admin/driver?q=${'a'.repeat(200)}`)).statusCode).toBe(200);
    const many = failureOf(await get(`/api-admin/driver?q=${encodeURIComponent('a b c d e f g h i j k')}`));
    expect(many).toEqual({ status: 400, reason: 'querystring.q: a search has at most 10 terms.' });
    // Blank means no search.
    expect((await list('/api-admin/driver?q=%20%20')).resultCount).toBe(await count('true'));
  });
});

describe('GET /api-admin/operatingcompany', () => {
  const companies = async (who: Who, query = '') => {
    const res = await get(`/api-admin/operatingcompany${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: OperatingCompany[] }>().results;
  };

  it('lists the acting client\'s companies with their contract fields', async () => {
    const rows = await companies('supervisor');
    expect(rows.map((c) => c.name)).toEqual(['Demo Mobility Noord', 'Demo Mobility Zuid']);
    expect(rows[0]).toEqual({
      id: company.get('Demo Mobility Noord'), version: 1, name: 'Demo Mobility Noord', debtorNumber: '', address: '', postalCode: '', city: 'Groningen', attachments: [],
    });
    expect((await companies('master')).map((c) => c.name)).toEqual(['Demo Mobility Noord', 'Demo Mobility Zuid']);
    expect((await companies('polish')).map((c) => c.name)).toEqual(['Flota Warszawa']);
    const [one] = await companies('supervisor', `?operatingCompanyId=${company.get('Demo Mobility Zuid')}`);
    expect(one!.name).toBe('Demo Mobility Zuid');
  });

  it('lists its attachments', async () => {
    const zuid = company.get('Demo Mobility Zuid')!;
    const [blob] = await t.db.query<{ id: number }>(
      `INSERT INTO blobs (client_id, name, original_file_name, content_type, data)
       VALUES ($1, 'oc-zuid-terms.pdf', 'Voorwaarden Zuid.pdf', 'application/pdf', '\\x255044462d') RETURNING id`, [demo]);
    const [attachment] = await t.db.query<{ id: number }>(
      'INSERT INTO operating_company_attachments (client_id, operating_company_id, blob_id) VALUES ($1, $2, $3) RETURNING id', [demo, zuid, blob!.id]);
    const [row] = await companies('supervisor', `?operatingCompanyId=${zuid}`);
    expect(row!.attachments).toEqual([{ id: attachment!.id, blobName: 'oc-zuid-terms.pdf', fileName: 'Voorwaarden Zuid.pdf', contentType: 'application/pdf' }]);
  });

  it('shows a scoped administrator only their own company, and a sub-supervisor may read it for the filter', async () => {
    expect((await companies('subsupervisor')).map((c) => c.name)).toEqual(['Demo Mobility Noord']);
    const outside = failureOf(await get(`/api-admin/operatingcompany?operatingCompanyId=${company.get('Demo Mobility Zuid')}`, 'subsupervisor'));
    expect(outside.status).toBe(404);
  });

  it('answers 404 for another client\'s or a deleted company, 403 for a fleet manager, 400 for a bad id', async () => {
    const polishCompany = company.get('Flota Warszawa')!;
    for (const who of ['supervisor', 'master'] as const) {
      expect(failureOf(await get(`/api-admin/operatingcompany?operatingCompanyId=${polishCompany}`, who)).status, who).toBe(404);
    }
    expect(failureOf(await get('/api-admin/operatingcompany', 'fleetmanagement')).status).toBe(403);
    expect(failureOf(await get('/api-admin/operatingcompany?operatingCompanyId=abc')).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api-admin/operatingcompany' })).statusCode).toBe(401);

    const [deleted] = await t.db.query<{ id: number }>(
      `INSERT INTO operating_companies (client_id, name, is_deleted) VALUES ($1, 'Demo Mobility Oud', true) RETURNING id`, [demo]);
    expect((await companies('supervisor')).map((c) => c.name)).not.toContain('Demo Mobility Oud');
    expect(failureOf(await get(`/api-admin/operatingcompany?operatingCompanyId=${deleted!.id}`)).status).toBe(404);
  });
});

describe('GET /api-admin/fleetmanagement/driver and /api-admin/leasewise/driver', () => {
  const AREAS = [
    { path: '/api-admin/fleetmanagement/driver', column: 'fleet_management_driver_id', param: 'fleetManagementDriverId', field: 'fleetManagementDriverId' },
    { path: '/api-admin/leasewise/driver', column: 'lease_wise_driver_id', param: 'leaseWiseDriverId', field: 'leaseWiseDriverId' },
  ] as const;

  it('lists only the drivers with that system\'s id, filtered and keyset-paged like the driver list', async () => {
    for (const area of AREAS) {
      const withId = await count(`d.${area.column} IS NOT NULL`);
      expect(withId).toBeGreaterThan(0);
      expect(withId).toBeLessThan(await count('true'));
      const first = await list(`${area.path}?pageSize=50`);
      expect(first.resultCount, area.path).toBe(withId);
      expect(first.results.every((d) => d[area.field] !== null)).toBe(true);
      const second = await list(`${area.path}?pageSize=50&after=${first.nextCursor}`);
      expect(second.results.some((d) => first.results.some((f) => f.id === d.id))).toBe(false);
      const filtered = await list(`${area.path}?status=inactive,blocked&pageSize=500`);
      expect(filtered.resultCount).toBe(await count(`d.${area.column} IS NOT NULL AND (NOT d.is_active OR d.is_blocked)`));
      expect(failureOf(await get(`${area.path}?pageSize=501`)).status).toBe(400);
      expect(failureOf(await get(`${area.path}?status=nope`)).reason).toContain('"nope"');
    }
  });

  it('answers the one driver holding an id, with bindings; none, or another client\'s, is an empty list', async () => {
    const [polishDriver] = await t.db.query<{ id: number }>('SELECT id FROM drivers WHERE client_id = $1 ORDER BY id LIMIT 1', [polish]);
    await t.db.query(`UPDATE drivers SET fleet_management_driver_id = 'FM-PL-1', lease_wise_driver_id = 'LW-PL-1' WHERE id = $1`, [polishDriver!.id]);
    for (const area of AREAS) {
      const [known] = await t.db.query<{ id: number; external: string }>(
        `SELECT id, ${area.column} AS external FROM drivers WHERE client_id = $1 AND ${area.column} IS NOT NULL ORDER BY id LIMIT 1`, [demo]);
      const one = await list(`${area.path}?${area.param}=${known!.external}`);
      expect(one.results.map((d) => d.id)).toEqual([known!.id]);
      expect(one.results[0]!.carArrangementCategoryBindings?.length).toBeGreaterThan(0);
      expect((await list(`${area.path}?${area.param}=NOPE-1`)).results).toEqual([]);
      const other = area.param === 'fleetManagementDriverId' ? 'FM-PL-1' : 'LW-PL-1';
      expect((await list(`${area.path}?${area.param}=${other}`)).results).toEqual([]);
      if (area.param === 'leaseWiseDriverId') {
        // flota-pl has no lease-system licence (issue 35 point 4): its own lease-system id is no way in either.
        expect(failureOf(await get(`${area.path}?${area.param}=${other}`, 'polish'))).toEqual({ status: 403, reason: 'The lease-system integration is not active for this client.' });
      } else {
        expect((await list(`${area.path}?${area.param}=${other}`, 'polish')).results.map((d) => d.id)).toEqual([polishDriver!.id]);
      }
      expect(failureOf(await get(`${area.path}?${area.param}=${encodeURIComponent('x y')}`)).status).toBe(400);
    }
  });

  it('lets a fleet manager read the fleet-management list but not the driver list; keeps the other roles to their areas', async () => {
    expect((await list('/api-admin/fleetmanagement/driver', 'fleetmanagement')).resultCount).toBe(await count('d.fleet_management_driver_id IS NOT NULL'));
    expect(failureOf(await get('/api-admin/driver', 'fleetmanagement')).status).toBe(403);
    expect(failureOf(await get('/api-admin/leasewise/driver', 'fleetmanagement')).status).toBe(403);
    for (const who of ['supervisor', 'master', 'bulk'] as const) {
      expect((await get('/api-admin/fleetmanagement/driver', who)).statusCode, who).toBe(200);
      expect((await get('/api-admin/leasewise/driver', who)).statusCode, who).toBe(200);
    }
    expect(failureOf(await get('/api-admin/fleetmanagement/driver', 'subsupervisor')).status).toBe(403);
    expect(failureOf(await get('/api-admin/leasewise/driver', 'subsupervisor')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api-admin/fleetmanagement/driver' })).statusCode).toBe(401);
  });
});
