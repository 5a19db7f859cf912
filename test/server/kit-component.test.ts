import { describe, expect, it } from 'vitest';
import { component } from '../../server/areas/component';
import { describeKitContract, kitHarness } from './kit-contract';
import { failureOf } from './helpers';

const h = kitHarness();
let nr = 0;
const nextNr = () => `CMP-T${++nr}`;

describeKitContract(h, {
  area: component, create: { get componentNr() { return nextNr(); }, description: 'Winterbanden', price: 28.5 }, mainField: 'description', mainMax: 50, plainSearched: true,
});

describe('components', () => {
  it('are read and written by bulk and above (the access table\'s components)', async () => {
    expect((await h.call('subsupervisor', 'GET', '/component')).statusCode).toBe(403);
    expect((await h.call('fleetmanagement', 'GET', '/component')).statusCode).toBe(403);
    const res = await h.call('bulk', 'POST', '/component', { carArrangementId: h.ids.arrangementIn, componentNr: 'CMP-BLK', description: 'Pechhulp', price: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0]).toMatchObject({ componentNr: 'CMP-BLK', description: 'Pechhulp', price: 4, carArrangementName: 'Leaseregeling 2026', version: 1 });
  });

  it('lists the seeded Dutch components of an arrangement by ?arrangementId=, as the contract spells it', async () => {
    const list = (await h.call('bulk', 'GET', `/component?arrangementId=${h.ids.arrangementOut}`)).json<{ results: { componentNr: string; description: string }[] }>().results;
    // The contract's cases add rows of their own here; the seeded ones are CMP-WIN and CMP-VRV.
    const seeded = list.filter((r) => ['CMP-WIN', 'CMP-VRV'].includes(r.componentNr));
    expect(seeded.map((r) => r.description)).toEqual(['Vervangend vervoer binnen 4 uur', 'Winterbanden']);
    expect(failureOf(await h.call('bulk', 'GET', `/component?arrangementId=${h.ids.arrangementOut}&carArrangementId=${h.ids.arrangementIn}`)).status).toBe(400);
  });

  it('keeps the lease system\'s number and description: sent back unchanged they pass, changed they are a 400', async () => {
    const row = (await h.call('bulk', 'POST', '/component', { carArrangementId: h.ids.arrangementIn, componentNr: 'CMP-ONE', description: 'Onderhoud' })).json().results[0];
    const same = await h.call('bulk', 'PUT', '/component', { ...row, price: 9.95 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().results[0]).toMatchObject({ componentNr: 'CMP-ONE', description: 'Onderhoud', price: 9.95, version: 2 });
    expect(failureOf(await h.call('bulk', 'PUT', '/component', { id: row.id, componentNr: 'CMP-TWO' })).reason).toBe('body.componentNr cannot be changed once created');
    expect(failureOf(await h.call('bulk', 'PUT', '/component', { id: row.id, description: 'Anders' })).reason).toBe('body.description cannot be changed once created');
    expect((await h.call('bulk', 'GET', `/component?componentId=${row.id}`)).json().results[0]).toMatchObject({ componentNr: 'CMP-ONE', description: 'Onderhoud', version: 2 });
  });

  it('takes a price in whole cents only, so it reads back exactly as sent', async () => {
    const row = (await h.call('bulk', 'POST', '/component', { carArrangementId: h.ids.arrangementIn, componentNr: 'CMP-CTS', description: 'Laadpas', price: 19.99 })).json().results[0];
    expect(row.price).toBe(19.99);
    for (const price of [0.005, 1e-300, 12.345]) {
      expect(failureOf(await h.call('bulk', 'PUT', '/component', { id: row.id, price }))).toEqual({ status: 400, reason: 'body.price must have at most 2 decimals' });
    }
    expect((await h.call('bulk', 'GET', `/component?componentId=${row.id}`)).json().results[0]).toMatchObject({ price: 19.99, version: 1 });
  });

  it('refuses a component number the arrangement already has (409), also when moving one there', async () => {
    const dup = await h.call('bulk', 'POST', '/component', { carArrangementId: h.ids.arrangementIn, componentNr: 'CMP-WIN', description: 'Winterbanden' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual(['This arrangement already has a component with this component number.']);
    const other = (await h.call('bulk', 'POST', '/component', { carArrangementId: h.ids.bike, componentNr: 'CMP-WIN', description: 'Winterbanden' })).json().results[0];
    expect((await h.call('bulk', 'PUT', '/component', { id: other.id, carArrangementId: h.ids.arrangementIn })).statusCode).toBe(409);
  });

  it('refuses a negative price and a malformed component number', async () => {
    expect(failureOf(await h.call('bulk', 'POST', '/component', { carArrangementId: h.ids.arrangementIn, componentNr: 'CMP-X', description: 'X', price: -1 })).status).toBe(400);
    expect(failureOf(await h.call('bulk', 'POST', '/component', { carArrangementId: h.ids.arrangementIn, componentNr: 'CMP <b>', description: 'X' })).reason)
      .toBe('body.componentNr has an invalid format');
  });
});
