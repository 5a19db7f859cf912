import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpLeaseSystem } from '../../server/lease-system/http';
import { loadConfig } from '../../server/config';
import { bearer, createTestServer, loginAs } from './helpers';

/**
 * The real lease system's adapter (server/lease-system/http.ts) against a tiny fake lease system: its Dutch answers
 * mapped to ours, the bearer token sent, 404 read as "unknown", and a slow, failing or odd answer a 502 naming it.
 */
let server: Server;
let base = '';
const seen: IncomingMessage[] = [];

const ANSWERS: Record<string, unknown> = {
  '/ls/debtors/D-10001/mantels': [{ mantelNummer: 'M-1', omschrijving: 'Raamcontract', actief: true }, { mantelNummer: 'M-0', omschrijving: 'Oud', actief: false }],
  '/ls/debtors/D-10001/mantels/M-1/contractvormen': [{ code: 'OL', omschrijving: 'Operational lease', geldig: true }],
  '/ls/debtors/D-10001/mantels/M-1/componenten': [{ componentNr: 'C-1', omschrijving: 'Winterbanden' }],
  '/ls/debtors/D-10001/mantels/M-1/opties': [{ code: 'O-1', omschrijving: 'Trekhaak', standaardIndienGekozen: true }],
  '/ls/debtors/D-10001/profielen': [{ code: 'STD', omschrijving: 'Standaard' }],
  '/ls/debtors/D-10001/berijders/LW-1': { id: 'LW-1', voornaam: 'Noor', tussenvoegsel: '', achternaam: 'Jansen', email: 'noor@x.test', telefoon: null },
  '/ls/debtors/ODD/mantels': [{ mantelNummer: 42 }],
};

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request);
    const url = request.url ?? '';
    if (url.startsWith('/ls/debtors/SLOW/')) return void setTimeout(() => response.end('[]'), 1500);
    if (url.startsWith('/ls/debtors/DOWN/')) return void response.writeHead(503).end('down');
    const answer = ANSWERS[url];
    if (answer === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ls`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (debtorNumber: string | null) => ({ clientId: 1, debtorNumber });
const adapter = () => httpLeaseSystem({ url: base, token: 'secret-token', timeoutMs: 300 });

describe('the HTTP lease system', () => {
  it('maps the lease system\'s answers to ours and sends the bearer token', async () => {
    const ls = adapter();
    const demo = client('D-10001');
    expect(await ls.mantels(demo)).toEqual([
      { mantelNumber: 'M-1', description: 'Raamcontract', isActive: true }, { mantelNumber: 'M-0', description: 'Oud', isActive: false }]);
    expect(await ls.contractTypes(demo, 'M-1')).toEqual([{ code: 'OL', description: 'Operational lease', isValid: true }]);
    expect(await ls.components(demo, 'M-1')).toEqual([{ componentNr: 'C-1', description: 'Winterbanden' }]);
    expect(await ls.optionAccessories(demo, 'M-1')).toEqual([{ code: 'O-1', description: 'Trekhaak', isStandardIfChosen: true }]);
    expect(await ls.profiles(demo)).toEqual([{ code: 'STD', description: 'Standaard' }]);
    expect(await ls.driver(demo, 'LW-1')).toEqual({
      leaseWiseDriverId: 'LW-1', firstName: 'Noor', prefixSurname: null, surname: 'Jansen', emailAddress: 'noor@x.test', telephoneNr: null, debtorNumber: null,
    });
    expect(seen.at(-1)!.headers.authorization).toBe('Bearer secret-token');
  });

  it('reads a 404 as unknown: no contract types, no components, no driver', async () => {
    const ls = adapter();
    expect(await ls.contractTypes(client('D-10001'), 'M-9')).toBeNull();
    expect(await ls.components(client('D-10001'), 'M-9')).toEqual([]);
    expect(await ls.driver(client('D-10001'), 'LW-9')).toBeNull();
  });

  it('answers 502 with the reason for a timeout, an error status, an odd answer or a client without debtor number', async () => {
    const ls = adapter();
    const started = Date.now();
    await expect(ls.mantels(client('SLOW'))).rejects.toMatchObject({ statusCode: 502, message: expect.stringMatching(/no answer in time/) });
    expect(Date.now() - started).toBeLessThan(1400);
    await expect(ls.mantels(client('DOWN'))).rejects.toMatchObject({ statusCode: 502, message: expect.stringMatching(/status 503/) });
    await expect(ls.mantels(client('ODD'))).rejects.toMatchObject({ statusCode: 502, message: expect.stringMatching(/unexpected form/) });
    await expect(ls.profiles(client(null))).rejects.toMatchObject({ statusCode: 502, message: expect.stringMatching(/no debtor number/) });
  });

  it('is chosen by LEASE_SYSTEM_URL, with the token and timeout from the environment', () => {
    expect(loadConfig({}).leaseSystem).toEqual({ kind: 'simulated' });
    expect(loadConfig({ LEASE_SYSTEM_URL: `${base}/`, LEASE_SYSTEM_TOKEN: 't', LEASE_SYSTEM_TIMEOUT_MS: '800' }).leaseSystem)
      .toEqual({ kind: 'http', url: base, token: 't', timeoutMs: 800 });
    expect(() => loadConfig({ LEASE_SYSTEM_URL: 'not a url' })).toThrow(/LEASE_SYSTEM_URL/);
  });
});

describe('the routes over the HTTP lease system (LEASE_SYSTEM_URL set)', () => {
  it('answer the mantels and the coupling check from it, and a 502 when it fails', async () => {
    const t = await createTestServer({ leaseSystem: { kind: 'http', url: base, token: 'secret-token', timeoutMs: 300 } });
    try {
      const headers = bearer((await loginAs(t.app, 'bulk')).access_token);
      const mantels = await t.app.inject({ method: 'GET', url: '/api-admin/leasewise/mantels', headers });
      expect(mantels.json()).toMatchObject({ successful: true, results: [{ mantelNumber: 'M-1' }, { mantelNumber: 'M-0', isActive: false }] });
      // Leaseregeling 2026's mantel M-1001 is the simulated system's, not this one's: the check says so and stores it.
      const id = (await t.db.query<{ id: number }>("SELECT id FROM car_arrangements WHERE display_name = 'Leaseregeling 2026'"))[0]!.id;
      const check = await t.app.inject({ method: 'GET', url: `/api-admin/cararrangement/mantelcontractkoppelingcheck?arrangementId=${id}`, headers });
      expect(check.json().results[0]).toMatchObject({ mantelNumber: 'M-1001', isCoupled: false, problem: 'unknownMantel' });
      expect((await t.db.query<{ valid: boolean }>('SELECT is_mantel_contract_valid AS valid FROM car_arrangements WHERE id = $1', [id]))[0]!.valid).toBe(false);
      await t.db.query("UPDATE clients SET debtor_number = 'DOWN' WHERE name = 'demo'");
      const down = await t.app.inject({ method: 'GET', url: '/api-admin/leasewise/profiles', headers });
      expect(down.statusCode).toBe(502);
      expect(down.json().errors[0]).toMatch(/status 503/);
    } finally {
      await t.close();
    }
  }, 60_000);
});
