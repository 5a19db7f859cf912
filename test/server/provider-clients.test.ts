import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientListItem, Language, Licenses } from '../../contract/types/core';
import type { ProviderClient } from '../../contract/areas/provider-client';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';
import { bearer, createTestServer, envelopeOf, failureOf, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * The provider's client administration and languages (issue 18 point 3): GET/POST/PUT /amw/client,
 * GET /amw/language (?clientId=) and GET /amw/products — master only, search, one transaction per create,
 * 409 on a taken name, 412 on a stale version, and licences and deactivation taking effect at once.
 */
let t: TestServer;
let tokens = new Map<TestSigner, string>();
let ids: { demo: number; polish: number };

beforeAll(async () => {
  t = await createTestServer();
  tokens = await signInEveryone(t.app);
  const clients = await t.db.query<{ id: number; name: string }>('SELECT id, name FROM clients');
  ids = { demo: clients.find((c) => c.name === 'demo')!.id, polish: clients.find((c) => c.name === 'flota-pl')!.id };
});
afterAll(() => t.close());

const as = (who: TestSigner) => bearer(tokens.get(who)!);
const get = (url: string, who: TestSigner = 'master') => t.app.inject({ method: 'GET', url, headers: as(who) });
const rows = async <T>(url: string, who: TestSigner = 'master') => envelopeOf(await get(url, who)).results as T[];
const write = (method: 'POST' | 'PUT', payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: '/api-admin/amw/client', payload: payload as object, headers: { ...as('master'), ...headers } });
const clientCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients'))[0]!.n;

const NEW_CLIENT = {
  name: 'fietsplan-be', displayName: 'Fietsplan Vlaanderen BV', debtorNumber: 'D-40001', email: 'info@fietsplan.leasedesk.test',
  phoneNumber: '+32 9 123 45 67', countryCarData: 'BE', currency: 'EUR', primaryColor: '#0E7C66', secondaryColor: '#f2c14e',
  primaryFontFamily: 'Arial, sans-serif', languages: ['nl-BE', 'fr-FR'], defaultLanguage: 'nl-BE', isMobilityModuleEnabled: true,
};

describe('access', () => {
  it('answers masters only', async () => {
    for (const url of ['/api-admin/amw/client', `/api-admin/amw/client?clientId=${ids.demo}`, '/api-admin/amw/language', '/api-admin/amw/products']) {
      expect((await get(url)).statusCode).toBe(200);
      for (const who of ['supervisor', 'bulk', 'subsupervisor', 'fleetmanagement', 'polish'] as const) expect((await get(url, who)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('GET /amw/client', () => {
  const names = async (q: string) => (await rows<ProviderClient>(`/api-admin/amw/client?q=${encodeURIComponent(q)}`)).map((c) => c.name);

  it('lists every client with its setting, licences and languages', async () => {
    const res = await get('/api-admin/amw/client?pageSize=20&pageIndex=1');
    expect(res.json().resultCount).toBe(3);
    const demo = (envelopeOf(res).results as ProviderClient[]).find((c) => c.name === 'demo');
    expect(demo).toMatchObject({
      displayName: 'Demo Mobility B.V.', debtorNumber: 'D-10001', isActive: true, countryCarData: 'NL', currency: 'EUR',
      primaryColor: '#0b5cad', defaultLanguage: 'nl-NL', isMobilityModuleEnabled: true, hasLeaseWise: true,
    });
    expect(demo!.languages).toEqual(['nl-NL', 'nl-BE', 'en-EN', 'fr-FR', 'de-DE', 'pl-PL']);
  });

  it('searches like the customer switcher: every word in the name, display name or debtor number', async () => {
    expect(await names('flota 20001')).toEqual(['flota-pl']);
    expect(await names('MOBILITY d-100')).toEqual(['demo']);
    expect(await names('demo polska')).toEqual([]);
    expect(await names('  ')).toEqual(['demo', 'flota-pl', 'vloot-be']);
    expect(await names('nv 3000')).toEqual(['vloot-be']);
    // % and _ are characters, not patterns.
    expect(await names('%')).toEqual([]);
  });

  it('reads one client with its ETag, and 404 for an unknown id', async () => {
    const res = await get(`/api-admin/amw/client?clientId=${ids.polish}`);
    const [polish] = envelopeOf(res).results as ProviderClient[];
    expect(res.headers.etag).toBe(`"${polish!.version}"`);
    expect(polish).toMatchObject({ name: 'flota-pl', currency: 'PLN', languages: ['en-EN', 'pl-PL'], defaultLanguage: 'pl-PL' });
    expect(failureOf(await get('/api-admin/amw/client?clientId=999999')).status).toBe(404);
  });
});

describe('POST /amw/client', () => {
  it('creates the client with its setting, licences and languages; it can be found and switched to', async () => {
    const res = await write('POST', NEW_CLIENT);
    expect(res.statusCode, res.body).toBe(200);
    const [created] = envelopeOf(res).results as ProviderClient[];
    expect(created).toMatchObject({ ...NEW_CLIENT, primaryColor: '#0e7c66', isActive: true, version: 1, hasLeaseWise: false, isOrderModuleEnabled: false });
    expect(res.headers.etag).toBe('"1"');
    const switcher = await rows<ClientListItem>('/api-admin/language/clients');
    expect(switcher.map((c) => c.name)).toContain('fietsplan-be');
    expect((await get(`/api-admin/amw/switchclient?clientid=${created!.id}`, 'master')).statusCode).toBe(200);
    // The switched master reads the new client's own licences and setting.
    expect((await rows<Licenses>('/api-admin/clientsetting/licenses'))[0]).toMatchObject({ isMobilityModuleEnabled: true, hasLeaseWise: false });
    const setting = (await rows<{ languages: Language[] }>('/api-admin/clientsetting'))[0]!;
    expect(setting.languages.map((l) => [l.culture.languageCulture, l.isDefault])).toEqual([['nl-BE', true], ['fr-FR', false]]);
    expect((await get(`/api-admin/amw/switchclient?clientid=${ids.demo}`, 'master')).statusCode).toBe(200);
  });

  it('refuses a taken name with a 409 and stores nothing', async () => {
    const before = await clientCount();
    const res = await write('POST', { ...NEW_CLIENT, displayName: 'Another' });
    expect(failureOf(res)).toEqual({ status: 409, reason: 'A client with this name already exists.' });
    expect(await clientCount()).toBe(before);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 'Upper Case' }, /body\.name/],
      [{ countryCarData: 'DE' }, /body\.countryCarData/],
      [{ primaryColor: 'red' }, /body\.primaryColor/],
      [{ primaryFontFamily: 'x; } body { color: red' }, /body\.primaryFontFamily/],
      [{ languages: [] }, /body\.languages/],
      [{ defaultLanguage: 'de-DE' }, /body\.defaultLanguage must be one of body\.languages/],
      [{ role: 'master' }, /role/],
    ];
    const before = await clientCount();
    for (const [change, reason] of cases) {
      const res = await write('POST', { ...NEW_CLIENT, name: 'bad-input', ...change });
      expect(failureOf(res).status, JSON.stringify(change)).toBe(400);
      expect(failureOf(res).reason).toMatch(reason);
    }
    expect(await clientCount()).toBe(before);
  });

  it('is one transaction: a language refused after the client was inserted leaves nothing behind', async () => {
    // The product stops offering de-DE (as if retired), so the languages step fails after clients, setting and licences were written.
    await t.db.query("UPDATE cultures SET language_culture = 'de-AT' WHERE language_culture = 'de-DE'");
    try {
      const before = await clientCount();
      const res = await write('POST', { ...NEW_CLIENT, name: 'half-stored', languages: ['nl-NL', 'de-DE'], defaultLanguage: 'nl-NL' });
      expect(failureOf(res)).toEqual({ status: 400, reason: 'body.languages: de-DE is not a language of the product' });
      expect(await clientCount()).toBe(before);
      expect(await t.db.query("SELECT 1 FROM clients WHERE name = 'half-stored'")).toEqual([]);
    } finally {
      await t.db.query("UPDATE cultures SET language_culture = 'de-DE' WHERE language_culture = 'de-AT'");
    }
  });
});

describe('PUT /amw/client', () => {
  const read = async (id: number) => (await rows<ProviderClient>(`/api-admin/amw/client?clientId=${id}`))[0]!;

  it('saves what GET returned, and what it sends with the current version', async () => {
    const polish = await read(ids.polish);
    const same = await write('PUT', polish, { 'if-match': `"${polish.version}"` });
    expect(same.statusCode, same.body).toBe(200);
    const [asSent] = envelopeOf(same).results as ProviderClient[];
    expect({ ...asSent, version: polish.version }).toEqual(polish);
    const res = await write('PUT', { id: ids.polish, displayName: 'Flota Polska S.A.', languages: ['pl-PL', 'en-EN', 'de-DE'] }, { 'if-match': `"${asSent!.version}"` });
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = envelopeOf(res).results as ProviderClient[];
    expect(saved).toMatchObject({ displayName: 'Flota Polska S.A.', languages: ['en-EN', 'de-DE', 'pl-PL'], defaultLanguage: 'pl-PL', version: asSent!.version + 1 });
    // Put back as seeded: other tests read flota-pl's name.
    expect((await write('PUT', { id: ids.polish, displayName: polish.displayName, languages: polish.languages })).statusCode).toBe(200);
  });

  it('refuses a stale version with a 412 and writes nothing', async () => {
    const polish = await read(ids.polish);
    const res = await write('PUT', { id: ids.polish, displayName: 'Stale' }, { 'if-match': `"${polish.version - 1}"` });
    expect(failureOf(res).status).toBe(412);
    expect(res.headers.etag).toBe(`"${polish.version}"`);
    expect(await read(ids.polish)).toEqual(polish);
  });

  it('keeps the name fixed and refuses unknown fields', async () => {
    expect(failureOf(await write('PUT', { id: ids.polish, name: 'flota-2' }))).toEqual({ status: 400, reason: 'body.name cannot be changed once created' });
    expect(failureOf(await write('PUT', { id: ids.polish, clientId: ids.demo })).status).toBe(400);
    expect(failureOf(await write('PUT', { id: 999999, displayName: 'Nobody' })).status).toBe(404);
  });

  it('switches a licence at once: the client\'s GET /clientsetting/licenses follows', async () => {
    const licences = async () => (await rows<Licenses>('/api-admin/clientsetting/licenses', 'polish'))[0]!;
    expect((await licences()).isMobilityModuleEnabled).toBe(true);
    expect((await write('PUT', { id: ids.polish, isMobilityModuleEnabled: false, hasLeaseWise: true })).statusCode).toBe(200);
    expect(await licences()).toMatchObject({ isMobilityModuleEnabled: false, hasLeaseWise: true });
    expect((await write('PUT', { id: ids.polish, isMobilityModuleEnabled: true, hasLeaseWise: false })).statusCode).toBe(200);
  });

  it('deactivates a client: its accounts cannot sign in, its sessions end, the switcher leaves it out; reactivating undoes it', async () => {
    const signIn = () => t.app.inject({ method: 'POST', url: '/api-admin-auth/', payload: { username: demoAccount('supervisor', 'flota-pl').email, password: DEMO_PASSWORD } });
    expect((await write('PUT', { id: ids.polish, isActive: false })).statusCode).toBe(200);
    expect(failureOf(await signIn()).reason).toBe('This account is inactive and therefore has no access to the online environment(s).');
    expect((await get('/api-admin/clientsetting/licenses', 'polish')).statusCode).toBe(401);
    expect((await rows<ClientListItem>('/api-admin/language/clients')).map((c) => c.name)).not.toContain('flota-pl');
    expect((await rows<ProviderClient>('/api-admin/amw/client?q=flota'))[0]!.isActive).toBe(false);

    expect((await write('PUT', { id: ids.polish, isActive: true })).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
  });

  it('refuses to deactivate the client the master is signed in to', async () => {
    const res = await write('PUT', { id: ids.demo, isActive: false });
    expect(failureOf(res).status).toBe(409);
    expect((await read(ids.demo)).isActive).toBe(true);
  });
});

describe('GET /amw/language and /amw/products', () => {
  it('lists every language with its culture and how many clients offer it', async () => {
    const languages = await rows<Language & { clientCount: number; culture: { displayName: string } }>('/api-admin/amw/language');
    const offered = await t.db.query<{ culture: string; n: number }>(
      `SELECT cu.language_culture AS culture, count(cl.client_id)::int AS n FROM cultures cu JOIN languages l ON l.culture_id = cu.id
       LEFT JOIN client_languages cl ON cl.language_id = l.id GROUP BY cu.language_culture`);
    expect(languages.map((l) => l.culture.languageCulture)).toEqual(['nl-NL', 'nl-BE', 'en-EN', 'fr-FR', 'de-DE', 'pl-PL']);
    for (const language of languages) expect(language.clientCount).toBe(offered.find((o) => o.culture === language.culture.languageCulture)!.n);
    expect(languages.find((l) => l.culture.languageCulture === 'pl-PL')).toMatchObject({ displayName: 'Polski', culture: { displayName: 'Polski' } });
  });

  it('lists the languages one client offers with its default, 404 for an unknown client', async () => {
    const languages = await rows<Language>(`/api-admin/amw/language?clientId=${ids.polish}`);
    expect(languages.map((l) => [l.culture.languageCulture, l.isDefault])).toContainEqual(['pl-PL', true]);
    expect(languages.filter((l) => l.isDefault)).toHaveLength(1);
    expect(failureOf(await get('/api-admin/amw/language?clientId=999999')).status).toBe(404);
    expect(failureOf(await get('/api-admin/amw/language?clientId=abc')).status).toBe(400);
  });

  it('lists the provider\'s products', async () => {
    expect(await rows('/api-admin/amw/products')).toEqual([
      { id: expect.any(Number), code: 'omr', name: 'Online Mobility Request', url: 'https://omr.leasedesk.test' },
      { id: expect.any(Number), code: 'mobidisk', name: 'Mobidisk', url: 'https://mobidisk.leasedesk.test' },
    ]);
  });
});
