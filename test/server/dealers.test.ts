import { describe, expect, it } from 'vitest';
import { dealer } from '../../server/areas/dealer';
import { describeKitContract, kitHarness } from './kit-contract';
import { failureOf } from './helpers';

/** Dealers (a kit area) and an arrangement's preferred dealers (spec 02 §3, §7 "Dealer", "Preferred dealers"). */
const h = kitHarness();

describeKitContract(h, {
  area: dealer, create: { name: 'Autobedrijf Test', city: 'Utrecht', address: 'Stationsplein 1', email: 'test@dealer.test', phoneNumber: '+31 30 000 0000', mantelNumber: null },
  mainField: 'name', mainMax: 100, plainSearched: true,
});

type Row = Record<string, unknown> & { id: number; version: number };
const results = async <T = Row>(who: 'supervisor' | 'master', url: string) => {
  const res = await h.call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: T[] }>().results;
};
const brandId = async (name: string) => (await h.t.db.query<{ id: number }>('SELECT id FROM brands WHERE name = $1', [name]))[0]!.id;
const newDealer = async (name: string, mantelNumber: string | null = null) =>
  (await h.call('supervisor', 'POST', '/dealer', { name, city: 'Breda', mantelNumber })).json<{ results: Row[] }>().results[0]!;

describe('dealers', () => {
  it('lists the seeded dealers by name and a mantel contract\'s dealers by ?mantelNumber=', async () => {
    const all = await results('supervisor', '/dealer?q=Bochane');
    expect(all).toEqual([expect.objectContaining({ name: 'Bochane BMW', city: 'Amsterdam', mantelNumber: 'M-1001', version: 1 })]);
    const contract = await results('supervisor', '/dealer?mantelNumber=M-1002');
    expect(contract.map((row) => row.name)).toEqual(['Dealer Groep Zuid BMW', 'Volvo Broekhuis']);
    expect(failureOf(await h.call('supervisor', 'GET', '/dealer?mantelNumber=M%20100')).reason).toMatch(/^querystring\.mantelNumber /);
  });

  it('are supervisor and above', async () => {
    for (const who of ['bulk', 'subsupervisor', 'fleetmanagement'] as const) expect((await h.call(who, 'GET', '/dealer')).statusCode, who).toBe(403);
    expect(failureOf(await h.call('bulk', 'POST', '/dealer', { name: 'Bulk' })).status).toBe(403);
  });
});

describe('preferred dealers', () => {
  it('lists Leaseregeling 2026\'s preferred dealers by brand, city and name, and grouped by brand', async () => {
    const rows = await results('supervisor', `/preferreddealer?carArrangementId=${h.ids.arrangementIn}`);
    const vw = rows.filter((row) => row.brandName === 'Volkswagen');
    expect(vw.map((row) => [row.city, row.name, row.isCentralPurchasing])).toEqual([['Amsterdam', 'Pon Dealer Amsterdam', false], ['Utrecht', 'Van Mossel Volkswagen', true]]);
    const groups = await results<{ brandName: string; dealers: Row[] }>('supervisor', `/preferreddealer/groupedbybrand?carArrangementId=${h.ids.arrangementIn}`);
    expect(groups.map((group) => group.brandName)).toEqual([...groups.map((group) => group.brandName)].sort((a, b) => a.localeCompare(b)));
    expect(groups.find((group) => group.brandName === 'Volkswagen')!.dealers).toEqual(vw);
  });

  it('marks a dealer preferred for a brand, changes its central purchasing, adds several at once and removes one', async () => {
    const arrangement = h.ids.arrangementOut;
    const [one, two] = [await newDealer('Voorkeur Een'), await newDealer('Voorkeur Twee')];
    const kia = await brandId('Kia');
    const marked = await h.call('supervisor', 'POST', '/preferreddealer', { carArrangementId: arrangement, brandId: kia, dealerId: one.id });
    expect(marked.statusCode, marked.body).toBe(200);
    const row = marked.json<{ results: Row[] }>().results[0]!;
    expect(row).toMatchObject({ brandName: 'Kia', name: 'Voorkeur Een', isCentralPurchasing: false, version: 1 });
    // What GET showed comes back with the flag changed; a stale version is refused and nothing changes.
    const central = await h.call('supervisor', 'POST', '/preferreddealer', { ...row, isCentralPurchasing: true }, { 'if-match': '"1"' });
    expect(central.json<{ results: Row[] }>().results[0]).toMatchObject({ id: row.id, isCentralPurchasing: true, version: 2 });
    expect(failureOf(await h.call('supervisor', 'POST', '/preferreddealer', { ...row, isCentralPurchasing: false }, { 'if-match': '"1"' })).status).toBe(412);
    const added = await h.call('supervisor', 'POST', '/preferreddealer/dealers', { carArrangementId: arrangement, brandId: kia, dealerIds: [one.id, two.id] });
    expect(added.json<{ results: Row[] }>().results.map((r) => [r.name, r.isCentralPurchasing])).toEqual([['Voorkeur Een', true], ['Voorkeur Twee', false]]);
    expect((await h.call('supervisor', 'DELETE', `/preferreddealer?preferredDealerId=${row.id}`, undefined, { 'if-match': '"2"' })).statusCode).toBe(200);
    expect((await results('supervisor', `/preferreddealer?carArrangementId=${arrangement}`)).map((r) => r.name)).not.toContain('Voorkeur Een');
    // The dealer itself stays.
    expect((await results('supervisor', `/dealer?dealerId=${one.id}`))[0]).toMatchObject({ name: 'Voorkeur Een' });
  });

  it('turns central purchasing on and off for all brands of an arrangement at once', async () => {
    const on = await results('supervisor', `/preferreddealer/setcentralpurchasingforallbrands?carArrangementId=${h.ids.arrangementIn}`);
    expect(on.length).toBeGreaterThan(0);
    expect(on.every((row) => row.isCentralPurchasing === true)).toBe(true);
    const off = await results('supervisor', `/preferreddealer/removecentralpurchasingforallbrands?carArrangementId=${h.ids.arrangementIn}`);
    expect(off.every((row) => row.isCentralPurchasing === false)).toBe(true);
  });

  it('is for car arrangements in reach, with dealers of the client and a known brand', async () => {
    const dealerId = (await newDealer('Fietsdealer')).id;
    const kia = await brandId('Kia');
    expect(failureOf(await h.call('supervisor', 'POST', '/preferreddealer', { carArrangementId: h.ids.bike, brandId: kia, dealerId })))
      .toEqual({ status: 400, reason: 'body.carArrangementId must be a car arrangement' });
    expect(await results('supervisor', `/preferreddealer?carArrangementId=${h.ids.bike}`)).toEqual([]);
    expect(failureOf(await h.call('supervisor', 'POST', '/preferreddealer', { carArrangementId: h.ids.arrangementIn, brandId: 999999, dealerId })).status).toBe(404);
    expect(failureOf(await h.call('supervisor', 'POST', '/preferreddealer', { carArrangementId: h.ids.arrangementIn, brandId: kia, dealerId: 999999 })).status).toBe(404);
    expect(failureOf(await h.call('supervisor', 'POST', '/preferreddealer/dealers', { carArrangementId: h.ids.arrangementIn, brandId: kia, dealerIds: [] })).reason)
      .toMatch(/^body\.dealerIds /);
    await h.asScopedSupervisor(async () => {
      expect(failureOf(await h.call('supervisor', 'GET', `/preferreddealer/groupedbybrand?carArrangementId=${h.ids.arrangementOut}`)).status).toBe(404);
      expect(failureOf(await h.call('supervisor', 'POST', '/preferreddealer', { carArrangementId: h.ids.arrangementOut, brandId: kia, dealerId })).status).toBe(404);
    });
    expect((await h.call('bulk', 'GET', `/preferreddealer?carArrangementId=${h.ids.arrangementIn}`)).statusCode).toBe(403);
  });
});
