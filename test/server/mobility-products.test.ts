import { beforeAll, describe, expect, it } from 'vitest';
import { mobilityProduct } from '../../server/areas/mobility-product';
import type { MobilityProduct } from '../../contract/areas/mobility-product';
import { HAS_MOBILITY_PRODUCTS } from '../../server/repositories/arrangement-write';
import { failureOf } from './helpers';
import { describeKitContract } from './kit-contract';
import { mobilityHarness, rowOf, rowsOf } from './mobility-support';

/** Mobility products and their cards (issue 16): the kit contract, the type rules, container and arrangement reach. */
const h = mobilityHarness();
const create: Record<string, unknown> = { displayName: 'Kitkaart', type: 'card', cardDisplayName: 'OV-kaart', cardValue: 99.95 };
beforeAll(() => { create.mobilityContainerId = h.mobility.budget; });

describeKitContract(h, { area: mobilityProduct, create, mainField: 'displayName', mainMax: 100, plainSearched: true });

const post = (who: Parameters<typeof h.call>[0], body: Record<string, unknown>) => h.call(who, 'POST', '/mobilityproduct', body);
const byId = (id: number) => `/mobilityproduct?mobilityProductId=${id}`;
const products = () => h.count('SELECT count(*)::int AS n FROM mobility_products');

describe('mobility products', () => {
  it('stores an arrangement product with its arrangement’s name and a card product with its card', async () => {
    const arrangement = rowOf<MobilityProduct>(await post('supervisor', {
      mobilityContainerId: h.mobility.budget, mobilityCategoryId: null, displayName: 'Fiets', type: 'arrangement', carArrangementId: h.ids.bike,
    }));
    expect(arrangement).toEqual({
      id: expect.any(Number), version: 1, mobilityContainerId: h.mobility.budget, mobilityContainerName: 'Mobiliteitsbudget', mobilityCategoryId: null, displayName: 'Fiets', type: 'arrangement',
      carArrangementId: h.ids.bike, carArrangementName: 'Fietsplan', cardDisplayName: null, cardValue: null,
    });
    const [category] = await h.t.db.query<{ id: number }>("SELECT id FROM mobility_categories WHERE mobility_container_id = $1 AND display_name = 'Plus'", [h.mobility.budget]);
    const card = rowOf<MobilityProduct>(await post('supervisor', {
      mobilityContainerId: h.mobility.budget, mobilityCategoryId: category!.id, displayName: 'Deelscooter', type: 'card', cardDisplayName: ' Scootertegoed ', cardValue: 25.5,
    }));
    expect(card).toMatchObject({ mobilityCategoryId: category!.id, type: 'card', carArrangementId: null, carArrangementName: null, cardDisplayName: 'Scootertegoed', cardValue: 25.5 });
    // The container shows both, in its list of products.
    const container = rowOf<{ products: { id: number }[] }>(await h.call('supervisor', 'GET', `/mobilitycontainer?mobilityContainerId=${h.mobility.budget}`));
    expect(container.products.map((p) => p.id)).toEqual(expect.arrayContaining([arrangement.id, card.id]));
  });

  it('refuses a product missing the fields of its type or carrying the other type’s, storing nothing', async () => {
    const base = { mobilityContainerId: h.mobility.budget, displayName: 'Onvolledig' };
    const before = await products();
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'card', cardDisplayName: 'Kaart' }, 'body.cardValue is required for a product of type card'],
      [{ type: 'card', cardValue: 10 }, 'body.cardDisplayName is required for a product of type card'],
      [{ type: 'card', cardDisplayName: 'Kaart', cardValue: 10, carArrangementId: h.ids.bike }, 'body.carArrangementId must be null for a product of type card'],
      [{ type: 'arrangement' }, 'body.carArrangementId is required for a product of type arrangement'],
      [{ type: 'arrangement', carArrangementId: h.ids.bike, cardValue: 5 }, 'body.cardValue must be null for a product of type arrangement'],
    ];
    for (const [extra, reason] of cases) expect(failureOf(await post('supervisor', { ...base, ...extra }))).toEqual({ status: 400, reason });
    for (const extra of [{ type: 'bike' }, { type: 'card', cardDisplayName: 'K', cardValue: -1 }, { type: 'card', cardDisplayName: 'K', cardValue: 1.005 }, { type: 'card', cardDisplayName: '', cardValue: 1 }]) {
      expect(failureOf(await post('supervisor', { ...base, ...extra })).status).toBe(400);
    }
    expect(await products()).toBe(before);
  });

  it('changes a card product into an arrangement product when the card fields are sent as null', async () => {
    const card = rowOf<MobilityProduct>(await post('supervisor', { ...create, displayName: 'Wordt fiets' }));
    const half = failureOf(await h.call('supervisor', 'PUT', '/mobilityproduct', { id: card.id, type: 'arrangement', carArrangementId: h.ids.bike }));
    expect(half).toEqual({ status: 400, reason: 'body.cardDisplayName must be null for a product of type arrangement' });
    const res = await h.call('supervisor', 'PUT', '/mobilityproduct',
      { ...card, type: 'arrangement', carArrangementId: h.ids.bike, cardDisplayName: null, cardValue: null }, { 'if-match': '"1"' });
    expect(res.statusCode, res.body).toBe(200);
    expect(rowOf(res)).toMatchObject({ version: 2, type: 'arrangement', carArrangementId: h.ids.bike, carArrangementName: 'Fietsplan', cardDisplayName: null, cardValue: null });
  });

  it('takes a category of its own container only', async () => {
    const [pilotCategory] = await h.t.db.query<{ id: number }>('SELECT id FROM mobility_categories WHERE mobility_container_id = $1 LIMIT 1', [h.mobility.pilot]);
    const before = await products();
    expect(failureOf(await post('supervisor', { ...create, mobilityCategoryId: pilotCategory!.id })))
      .toEqual({ status: 400, reason: 'body.mobilityCategoryId must be a category of the same mobility container' });
    const row = rowOf<MobilityProduct>(await post('supervisor', create));
    expect(failureOf(await h.call('supervisor', 'PUT', '/mobilityproduct', { id: row.id, mobilityCategoryId: pilotCategory!.id })).status).toBe(400);
    expect(failureOf(await post('supervisor', { ...create, mobilityCategoryId: 999999 })).status).toBe(400);
    expect(await products()).toBe(before + 1);
    expect(rowOf(await h.call('supervisor', 'GET', byId(row.id)))).toEqual(row);
  });

  it('offers only arrangements of the client within the caller’s reach (404 otherwise)', async () => {
    const [polishArrangement] = await h.t.db.query<{ id: number }>('SELECT id FROM car_arrangements WHERE client_id = $1 LIMIT 1', [h.mobility.polish]);
    const arrangement = (carArrangementId: number) => ({ mobilityContainerId: h.mobility.budget, displayName: 'Lease', type: 'arrangement', carArrangementId });
    expect(failureOf(await post('supervisor', arrangement(polishArrangement!.id)))).toEqual({ status: 404, reason: `Car arrangement ${polishArrangement!.id} was not found.` });
    const outside = rowOf<MobilityProduct>(await post('supervisor', arrangement(h.ids.arrangementOut)));
    await h.asScopedSupervisor(async () => {
      expect(failureOf(await post('supervisor', arrangement(h.ids.arrangementOut))).status).toBe(404);
      expect((await post('supervisor', arrangement(h.ids.arrangementIn))).statusCode).toBe(200);
      // A product offering an arrangement outside reach may still be renamed: the arrangement sent back as stored is no move.
      expect((await h.call('supervisor', 'PUT', '/mobilityproduct', { ...outside, displayName: 'Lease directie' })).statusCode).toBe(200);
      // Moving it to another arrangement outside reach is refused.
      const inside = rowOf<MobilityProduct>(await post('supervisor', arrangement(h.ids.arrangementIn)));
      expect(failureOf(await h.call('supervisor', 'PUT', '/mobilityproduct', { id: inside.id, carArrangementId: h.ids.arrangementOut })).status).toBe(404);
      expect(rowOf(await h.call('supervisor', 'GET', byId(inside.id)))).toEqual(inside);
    });
  });

  it('lets a sub-supervisor change the products of its bound container only', async () => {
    const own = rowOf<MobilityProduct>(await post('subsupervisor', create));
    expect((await h.call('subsupervisor', 'DELETE', byId(own.id), undefined, { 'if-match': '"1"' })).statusCode).toBe(200);
    const pilot = rowOf<MobilityProduct>(await post('supervisor', { ...create, mobilityContainerId: h.mobility.pilot }));
    expect(failureOf(await post('subsupervisor', { ...create, mobilityContainerId: h.mobility.pilot })))
      .toEqual({ status: 404, reason: 'The mobility container could not be found.' });
    expect((await h.call('subsupervisor', 'GET', byId(pilot.id))).statusCode).toBe(404);
    expect((await h.call('subsupervisor', 'PUT', '/mobilityproduct', { id: pilot.id, displayName: 'Overgenomen' })).statusCode).toBe(404);
    expect((await h.call('subsupervisor', 'DELETE', byId(pilot.id))).statusCode).toBe(404);
    expect(rowsOf<MobilityProduct>(await h.call('subsupervisor', 'GET', '/mobilityproduct')).every((p) => p.mobilityContainerId === h.mobility.budget)).toBe(true);
    expect(rowOf(await h.call('master', 'GET', byId(pilot.id)))).toEqual(pilot);
    for (const who of ['bulk', 'fleetmanagement'] as const) expect((await h.call(who, 'GET', '/mobilityproduct')).statusCode).toBe(403);
    await h.withoutLicence(h.ids.demo, async () => expect((await post('master', create)).statusCode).toBe(403));
  });

  it('keeps an arrangement a product offers from being deleted', async () => {
    const [arrangement] = await h.t.db.query<{ id: number }>("INSERT INTO car_arrangements (client_id, display_name) VALUES ($1, 'Deelauto-regeling') RETURNING id", [h.ids.demo]);
    const product = rowOf<MobilityProduct>(await post('supervisor', { mobilityContainerId: h.mobility.budget, displayName: 'Deelauto', type: 'arrangement', carArrangementId: arrangement!.id }));
    expect(failureOf(await h.call('supervisor', 'DELETE', `/cararrangement?carArrangementId=${arrangement!.id}`))).toEqual({ status: 409, reason: HAS_MOBILITY_PRODUCTS });
    expect((await h.call('supervisor', 'DELETE', byId(product.id))).statusCode).toBe(200);
    expect((await h.call('supervisor', 'DELETE', `/cararrangement?carArrangementId=${arrangement!.id}`)).statusCode).toBe(200);
  });
});
