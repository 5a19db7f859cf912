import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientCheck, ClientSetting, CurrentAccount, Envelope, Language, Licenses } from '../../contract/types/core';
import { bearer, createTestServer, envelopeOf, failureOf, signInEveryone, type TestServer, type TestSigner } from './helpers';

/** Client settings, licences, languages, client check, current account, tickets and blobs. */
let t: TestServer;
let tokens = new Map<TestSigner, string>();

beforeAll(async () => {
  t = await createTestServer();
  tokens = await signInEveryone(t.app);
});
afterAll(() => t.close());

const as = (who: TestSigner) => bearer(tokens.get(who)!);

async function results<T>(url: string, headers = {}): Promise<T[]> {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(res).results as T[];
}

const update = (name: string, primaryColor: string) => ({
  displayName: name,
  email: 'beheer@example.test',
  phoneNumber: '+31 10 000 0000',
  primaryColor,
  secondaryColor: '#222222',
  primaryFontFamily: "'Open Sans', sans-serif",
});

describe('GET /api-admin/clientsetting', () => {
  it('answers the public setting by client name, lower-casing it, for the login page', async () => {
    const [setting] = await results<ClientSetting>('/api-admin/clientsetting?clientName=DEMO');
    expect(setting).toMatchObject({ name: 'demo', countryCarData: 'NL', currency: 'EUR', primaryColor: '#0b5cad' });
    expect(setting!.languages.find((l) => l.isDefault)?.culture.languageCulture).toBe('nl-NL');
    expect(setting!.languages).toHaveLength(6);

    const logo = await t.app.inject({ url: setting!.logoUrl! });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['content-security-policy']).toBe('sandbox');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.body).toMatch(/^<svg/);
    expect(logo.body).not.toMatch(/<script/i);

    const [polish] = await results<ClientSetting>('/api-admin/clientsetting?clientName=flota-pl');
    expect(polish).toMatchObject({ currency: 'PLN', countryCarData: 'PL' });
    expect(polish!.primaryColor).not.toBe(setting!.primaryColor);
    expect(polish!.languages.find((l) => l.isDefault)?.culture.languageCulture).toBe('pl-PL');
  });

  it('answers 404 for an unknown client and 400 without any client', async () => {
    expect(failureOf(await t.app.inject({ url: '/api-admin/clientsetting?clientName=nobody' }))).toEqual({
      status: 404,
      reason: 'The client could not be found.',
    });
    expect(failureOf(await t.app.inject({ url: '/api-admin/clientsetting' })).status).toBe(400);
    expect(failureOf(await t.app.inject({ url: '/api-admin/clientsetting?clientName=../x' })).status).toBe(400);
  });

  it('answers the own client when signed in; only a master may name another', async () => {
    const [own] = await results<ClientSetting>('/api-admin/clientsetting?clientName=flota-pl', as('supervisor'));
    expect(own!.name).toBe('demo');
    const [polish] = await results<ClientSetting>('/api-admin/clientsetting', as('polish'));
    expect(polish!.name).toBe('flota-pl');
    const [viaMaster] = await results<ClientSetting>('/api-admin/clientsetting?clientName=flota-pl', as('master'));
    expect(viaMaster!.name).toBe('flota-pl');
    // A bad token is a 401 even where anonymous access is allowed: the app must refresh, not fall back.
    expect(failureOf(await t.app.inject({ url: '/api-admin/clientsetting?clientName=demo', headers: bearer('y'.repeat(43)) })).status).toBe(401);
  });
});

describe('PUT /api-admin/clientsetting', () => {
  const put = (headers: Record<string, string>, body: object) =>
    t.app.inject({ method: 'PUT', url: '/api-admin/clientsetting', headers, payload: body });

  it('is refused below supervisor (403) and without a token (401)', async () => {
    for (const role of ['bulk', 'fleetmanagement', 'subsupervisor'] as const) {
      expect(failureOf(await put(as(role), update('Hacked', '#000000'))).status).toBe(403);
    }
    expect(failureOf(await put({}, update('Hacked', '#000000'))).status).toBe(401);
    const [setting] = await results<ClientSetting>('/api-admin/clientsetting?clientName=demo');
    expect(setting!.displayName).toBe('Demo Mobility B.V.');
  });

  it("changes only the signed-in supervisor's own client", async () => {
    const res = await put(as('supervisor'), update('Demo Renamed', '#ABCDEF'));
    expect(res.statusCode).toBe(200);
    const [updated] = envelopeOf(res).results as ClientSetting[];
    expect(updated).toMatchObject({ name: 'demo', displayName: 'Demo Renamed', primaryColor: '#abcdef' });

    const [polish] = await results<ClientSetting>('/api-admin/clientsetting?clientName=flota-pl');
    expect(polish!.displayName).toBe('Flota Polska Sp. z o.o.');

    const polishRes = await put(as('polish'), update('Flota Zmieniona', '#123456'));
    expect(envelopeOf(polishRes).results).toMatchObject([{ name: 'flota-pl', displayName: 'Flota Zmieniona' }]);
    const [demo] = await results<ClientSetting>('/api-admin/clientsetting?clientName=demo');
    expect(demo!.displayName).toBe('Demo Renamed');
  });
});

describe('the other shell calls', () => {
  it('GET /clientsetting/licenses answers the own client only', async () => {
    expect((await results<Licenses>('/api-admin/clientsetting/licenses', as('subsupervisor')))[0]).toEqual({
      isMobilityModuleEnabled: true,
      isDriverLicenseCheckEnabled: true,
      hasLeaseWise: true,
      isOrderModuleEnabled: true,
      isOrderModuleWithoutLeasingCompany: true,
    });
    const [polish] = await results<Licenses>('/api-admin/clientsetting/licenses', as('polish'));
    expect(polish).toMatchObject({ isMobilityModuleEnabled: true, hasLeaseWise: false });
    expect(failureOf(await t.app.inject({ url: '/api-admin/clientsetting/licenses' })).status).toBe(401);
  });

  it('GET /language and /language/cultures', async () => {
    const product = await results<Language>('/api-admin/language', as('bulk'));
    expect(product.map((l) => l.culture.languageCulture)).toEqual(['nl-NL', 'nl-BE', 'en-EN', 'fr-FR', 'de-DE', 'pl-PL']);
    expect(product.every((l) => !l.isDefault)).toBe(true);
    const cultures = await results<{ languageCulture: string }>('/api-admin/language/cultures', as('bulk'));
    expect(cultures.map((c) => c.languageCulture)).toContain('pl-PL');
  });

  it('POST /client/check answers the GUID or the numeric id of the own client', async () => {
    const check = async (asGuid: boolean, who: 'supervisor' | 'polish') => {
      const res = await t.app.inject({ method: 'POST', url: '/api-admin/client/check', headers: as(who), payload: { asGuid } });
      return (envelopeOf(res).results as ClientCheck[])[0]!;
    };
    expect(await check(true, 'supervisor')).toEqual({ clientId: '5d3f0c1e-8a4b-4c2d-9e6f-000000000001', name: 'demo' });
    expect(await check(false, 'polish')).toEqual({ clientId: expect.stringMatching(/^\d+$/), name: 'flota-pl' });
  });

  it('GET /account/currentloggedinaccount describes the signed-in account', async () => {
    const [master] = await results<CurrentAccount>('/api-admin/account/currentloggedinaccount?amwproduct=omr', as('master'));
    expect(master).toMatchObject({ emailAddress: 'master@demo.leasedesk.test', role: { name: 'master' }, client: { name: 'demo' } });
    expect(master!.amwProducts.map((p) => p.name)).toContain('Online Mobility Request');
    const [sub] = await results<CurrentAccount>('/api-admin/account/currentloggedinaccount', as('subsupervisor'));
    expect(sub!.operatingCompanies.map((o) => o.name)).toEqual(['Demo Mobility Noord']);
    expect(sub!.mobilityContainerBindings).toHaveLength(1);
    expect(sub!.amwProducts).toEqual([]);
  });

  it('POST /ticket/create stores a help request under the caller’s client', async () => {
    const url = '/api-admin/ticket/create?email=help%2Btest@demo.leasedesk.test&client=demo&environment=management&amwproduct=omr';
    const res = await t.app.inject({ method: 'POST', url, headers: as('supervisor') });
    expect(envelopeOf(res).successful).toBe(true);
    const rows = await t.db.query<{ email: string; client_id: number }>('SELECT email, client_id FROM tickets');
    expect(rows).toEqual([{ email: 'help+test@demo.leasedesk.test', client_id: 1 }]);
    expect(failureOf(await t.app.inject({ method: 'POST', url: '/api-admin/ticket/create?email=nope&client=demo', headers: as('supervisor') })).status).toBe(400);
    expect(failureOf(await t.app.inject({ method: 'POST', url })).status).toBe(401);
  });

  it('GET /blob refuses unknown and malformed names', async () => {
    expect(failureOf(await t.app.inject({ url: '/api-admin/blob?blobName=nothing.svg' })).status).toBe(404);
    expect(failureOf(await t.app.inject({ url: '/api-admin/blob?blobName=../../etc/passwd' })).status).toBe(400);
    expect(failureOf(await t.app.inject({ url: '/api-admin/blob' })).status).toBe(400);
  });

  it("GET /blob serves a private file only to its own client's accounts", async () => {
    await t.db.query(
      `INSERT INTO blobs (client_id, name, content_type, data, is_public) VALUES (2, 'pl-private.txt', 'text/plain', $1, false)`,
      [Buffer.from('poufne')],
    );
    const url = '/api-admin/blob?blobName=pl-private.txt';
    expect((await t.app.inject({ url, headers: as('polish') })).body).toBe('poufne');
    expect(failureOf(await t.app.inject({ url, headers: as('supervisor') })).status).toBe(404);
    expect(failureOf(await t.app.inject({ url })).status).toBe(404);
  });
});
