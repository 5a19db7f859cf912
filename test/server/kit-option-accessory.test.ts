import { describe, expect, it } from 'vitest';
import { optionAccessory } from '../../server/areas/option-accessory';
import { describeKitContract, kitHarness } from './kit-contract';
import { failureOf } from './helpers';

const h = kitHarness();
const path = '/arrangementoptionaccessories';

describeKitContract(h, {
  area: optionAccessory, create: { code: 'OPT-NAV', description: 'Navigatiesysteem', defaultSelected: true, price: 850 }, mainField: 'description', mainMax: 50,
  plainSearched: true,
});

describe('option accessories', () => {
  it('are read and written by bulk and above (the access table\'s options)', async () => {
    expect((await h.call('subsupervisor', 'GET', path)).statusCode).toBe(403);
    const res = await h.call('bulk', 'POST', path, { carArrangementId: h.ids.bike, description: 'Fietstas', defaultSelected: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0]).toMatchObject({ code: '', description: 'Fietstas', defaultSelected: false, price: null, carArrangementName: 'Fietsplan' });
  });

  it('answers one by ?id= as the contract spells it, and lists an arrangement\'s by ?arrangementId=', async () => {
    const list = (await h.call('bulk', 'GET', `${path}?arrangementId=${h.ids.arrangementOut}`)).json<{ results: { id: number; description: string }[] }>().results;
    // The contract's cases add rows of their own here (Navigatiesysteem); the seeded ones follow.
    expect(list.map((r) => r.description)).toEqual(expect.arrayContaining(['Panoramadak', 'Privacyglas achter']));
    const one = await h.call('bulk', 'GET', `${path}?id=${list.find((r) => r.description === 'Panoramadak')!.id}`);
    expect(one.headers.etag).toBe('"1"');
    expect(one.json().results[0]).toMatchObject({ code: 'OPT-PAN', defaultSelected: false, price: 1150 });
  });

  it("refuses an option the lease system marks 'standard if chosen', on create and on relinking, writing nothing", async () => {
    const reason = "Option OPT-TRK is 'standard if chosen' in the lease system and cannot be linked.";
    const created = await h.call('bulk', 'POST', path, { carArrangementId: h.ids.arrangementIn, code: 'opt-trk', description: 'Trekhaak' });
    expect(failureOf(created)).toEqual({ status: 400, reason: reason.replace('OPT-TRK', 'opt-trk') });
    const row = (await h.call('bulk', 'POST', path, { carArrangementId: h.ids.arrangementIn, code: 'OPT-OUD', description: 'Niet meer in het leasesysteem' })).json().results[0];
    expect(row.code).toBe('OPT-OUD');
    expect(failureOf(await h.call('bulk', 'PUT', path, { id: row.id, code: 'OPT-TRK' }, { 'if-match': '"1"' })).reason).toBe(reason);
    expect((await h.call('bulk', 'GET', `${path}?id=${row.id}`)).json().results[0]).toEqual(row);
  });

  it('refuses a description over 50 characters and a defaultSelected that is not a boolean', async () => {
    const base = { carArrangementId: h.ids.arrangementIn };
    expect(failureOf(await h.call('bulk', 'POST', path, { ...base, description: 'x'.repeat(51) })).reason).toBe('body.description must be at most 50 characters');
    expect(failureOf(await h.call('bulk', 'POST', path, { ...base, description: 'Matten', defaultSelected: 'true' })).reason).toBe('body.defaultSelected must be boolean');
  });
});
