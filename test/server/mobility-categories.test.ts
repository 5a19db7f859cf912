import { beforeAll, describe, expect, it } from 'vitest';
import type { MobilityCategory } from '../../contract/areas/mobility-category';
import { mobilityCategory } from '../../server/areas/mobility-category';
import { failureOf } from './helpers';
import { describeKitContract } from './kit-contract';
import { mobilityHarness, rowOf, rowsOf } from './mobility-support';

/** Mobility categories (issue 16): the kit contract, container reach, budgets and the delete rule. */
const h = mobilityHarness();
const create: Record<string, unknown> = { displayName: 'Kitbudget', maxBudget: 450.5 };
beforeAll(() => { create.mobilityContainerId = h.mobility.budget; });

describeKitContract(h, { area: mobilityCategory, create, mainField: 'displayName', mainMax: 100, plainSearched: true });

const post = (who: Parameters<typeof h.call>[0], body: Record<string, unknown>) => h.call(who, 'POST', '/mobilitycategory', body);
const byId = (id: number) => `/mobilitycategory?mobilityCategoryId=${id}`;

describe('mobility categories', () => {
  it('keeps a budget at 0 to 1,000,000 with at most 2 decimals, storing nothing else', async () => {
    const before = await h.count('SELECT count(*)::int AS n FROM mobility_categories');
    for (const [maxBudget, reason] of [[-1, /^body.maxBudget must be at least 0$/], [1_000_000.01, /^body.maxBudget must be at most 1000000$/], [12.345, /maxBudget must have at most 2 decimals/], ['12', /maxBudget must be number/]] as const) {
      const res = failureOf(await post('supervisor', { mobilityContainerId: h.mobility.budget, displayName: 'Te veel', maxBudget }));
      expect(res.status).toBe(400);
      expect(res.reason).toMatch(reason);
    }
    expect(failureOf(await post('supervisor', { mobilityContainerId: h.mobility.budget, displayName: '   ', maxBudget: 1 })).status).toBe(400);
    expect(failureOf(await post('supervisor', { displayName: 'Zonder container', maxBudget: 1 })).reason).toMatch(/mobilityContainerId/);
    expect(await h.count('SELECT count(*)::int AS n FROM mobility_categories')).toBe(before);
    const top = rowOf<MobilityCategory>(await post('supervisor', { mobilityContainerId: h.mobility.budget, displayName: '  Directie  ', maxBudget: 1_000_000 }));
    expect(top).toEqual({ id: expect.any(Number), version: 1, mobilityContainerId: h.mobility.budget, mobilityContainerName: 'Mobiliteitsbudget', displayName: 'Directie', maxBudget: 1_000_000 });
  });

  it('lets a sub-supervisor change the categories of its bound container only', async () => {
    const own = await post('subsupervisor', { mobilityContainerId: h.mobility.budget, displayName: 'Eigen', maxBudget: 100 });
    expect(own.statusCode, own.body).toBe(200);
    const row = rowOf<MobilityCategory>(own);
    expect((await h.call('subsupervisor', 'PUT', '/mobilitycategory', { id: row.id, maxBudget: 150 }, { 'if-match': '"1"' })).statusCode).toBe(200);

    const before = await h.count('SELECT count(*)::int AS n FROM mobility_categories WHERE mobility_container_id = $1', [h.mobility.pilot]);
    const refused = failureOf(await post('subsupervisor', { mobilityContainerId: h.mobility.pilot, displayName: 'Pilot', maxBudget: 100 }));
    expect(refused).toEqual({ status: 404, reason: 'The mobility container could not be found.' });
    const pilot = rowOf<MobilityCategory>(await post('supervisor', { mobilityContainerId: h.mobility.pilot, displayName: 'Pilot extra', maxBudget: 100 }));
    expect((await h.call('subsupervisor', 'GET', byId(pilot.id))).statusCode).toBe(404);
    expect((await h.call('subsupervisor', 'PUT', '/mobilitycategory', { id: pilot.id, maxBudget: 1 })).statusCode).toBe(404);
    expect((await h.call('subsupervisor', 'DELETE', byId(pilot.id))).statusCode).toBe(404);
    expect((await h.call('subsupervisor', 'GET', `/mobilitycategory?mobilityContainerId=${h.mobility.pilot}`)).statusCode).toBe(404);
    const visible = rowsOf<MobilityCategory>(await h.call('subsupervisor', 'GET', '/mobilitycategory'));
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every((c) => c.mobilityContainerId === h.mobility.budget)).toBe(true);
    expect(await h.count('SELECT count(*)::int AS n FROM mobility_categories WHERE mobility_container_id = $1', [h.mobility.pilot])).toBe(before + 1);
    expect(rowOf(await h.call('master', 'GET', byId(pilot.id)))).toEqual(pilot);
  });

  it('never moves a category to another container', async () => {
    const row = rowOf<MobilityCategory>(await post('supervisor', { mobilityContainerId: h.mobility.budget, displayName: 'Vast', maxBudget: 10 }));
    expect(failureOf(await h.call('supervisor', 'PUT', '/mobilitycategory', { ...row, mobilityContainerId: h.mobility.pilot })))
      .toEqual({ status: 400, reason: 'body.mobilityContainerId cannot be changed once created' });
    expect(rowOf(await h.call('supervisor', 'GET', byId(row.id)))).toEqual(row);
  });

  it('filters the list by container, another client’s or an unknown one being a 404', async () => {
    const list = rowsOf<MobilityCategory>(await h.call('supervisor', 'GET', `/mobilitycategory?mobilityContainerId=${h.mobility.pilot}`));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.mobilityContainerId === h.mobility.pilot)).toBe(true);
    // Each row names its container, for the list of every container's categories.
    const [{ name }] = await h.t.db.query<{ name: string }>('SELECT display_name AS name FROM mobility_containers WHERE id = $1', [h.mobility.pilot]) as [{ name: string }];
    expect(new Set(list.map((c) => c.mobilityContainerName))).toEqual(new Set([name]));
    expect((await h.call('polish', 'GET', `/mobilitycategory?mobilityContainerId=${h.mobility.pilot}`)).statusCode).toBe(404);
    expect(rowsOf(await h.call('polish', 'GET', '/mobilitycategory'))).toEqual([]);
    expect((await h.call('supervisor', 'GET', '/mobilitycategory?mobilityContainerId=999999')).statusCode).toBe(404);
    expect((await h.call('supervisor', 'GET', '/mobilitycategory?mobilityContainerId=abc')).statusCode).toBe(400);
  });

  it('refuses bulk, fleet management and a client without the licence', async () => {
    for (const who of ['bulk', 'fleetmanagement'] as const) {
      expect((await h.call(who, 'GET', '/mobilitycategory')).statusCode).toBe(403);
      expect((await post(who, { mobilityContainerId: h.mobility.budget, displayName: 'X', maxBudget: 1 })).statusCode).toBe(403);
    }
    await h.withoutLicence(h.ids.demo, async () => {
      expect((await h.call('supervisor', 'GET', '/mobilitycategory')).statusCode).toBe(403);
      expect((await post('master', { mobilityContainerId: h.mobility.budget, displayName: 'X', maxBudget: 1 })).statusCode).toBe(403);
    });
  });

  it('refuses to delete a category drivers have, and keeps its products uncategorised once it goes', async () => {
    const row = rowOf<MobilityCategory>(await post('supervisor', { mobilityContainerId: h.mobility.budget, displayName: 'Tijdelijk', maxBudget: 75 }));
    const [driver] = await h.t.db.query<{ id: number }>('SELECT id FROM drivers WHERE client_id = $1 AND mobility_category_id IS NULL ORDER BY id LIMIT 1', [h.ids.demo]);
    await h.t.db.query('UPDATE drivers SET mobility_category_id = $1 WHERE id = $2', [row.id, driver!.id]);
    const product = rowOf<{ id: number }>(await h.call('supervisor', 'POST', '/mobilityproduct', {
      mobilityContainerId: h.mobility.budget, mobilityCategoryId: row.id, displayName: 'Tijdelijke kaart', type: 'card', cardDisplayName: 'Kaart', cardValue: 10,
    }));

    expect(failureOf(await h.call('supervisor', 'DELETE', byId(row.id), undefined, { 'if-match': '"1"' })))
      .toEqual({ status: 409, reason: 'This mobility category cannot be deleted because 1 driver has it as their mobility category.' });
    expect(rowOf(await h.call('supervisor', 'GET', byId(row.id)))).toEqual(row);

    await h.t.db.query('UPDATE drivers SET mobility_category_id = NULL WHERE id = $1', [driver!.id]);
    expect((await h.call('supervisor', 'DELETE', byId(row.id), undefined, { 'if-match': '"1"' })).statusCode).toBe(200);
    expect(rowOf(await h.call('supervisor', 'GET', `/mobilityproduct?mobilityProductId=${product.id}`))).toMatchObject({ id: product.id, mobilityCategoryId: null });
  });
});
