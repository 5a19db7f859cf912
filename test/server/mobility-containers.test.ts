import { describe, expect, it } from 'vitest';
import { mobilityContainer } from '../../server/areas/mobility-container';
import type { MobilityContainer } from '../../contract/areas/mobility-container';
import type { MobilityCategory } from '../../contract/areas/mobility-category';
import type { MobilityProduct } from '../../contract/areas/mobility-product';
import { failureOf } from './helpers';
import { describeKitContract } from './kit-contract';
import { mobilityHarness, rowOf, rowsOf } from './mobility-support';
import { PNG } from './sweep/requests';

/** Mobility containers (issue 16): the kit contract, the row's counts, who may write, the delete rules and the container's lists. */
const h = mobilityHarness();

describeKitContract(h, { area: mobilityContainer, create: { displayName: 'Kitcontainer', isActive: true }, mainField: 'displayName', mainMax: 100, plainSearched: true });

const byId = (id: number) => `/mobilitycontainer?mobilityContainerId=${id}`;
const post = (who: Parameters<typeof h.call>[0], body: Record<string, unknown>) => h.call(who, 'POST', '/mobilitycontainer', body);

describe('mobility containers', () => {
  it('shows its categories with budgets, its products, bound drivers and open orders', async () => {
    const budget = rowOf<MobilityContainer>(await h.call('supervisor', 'GET', byId(h.mobility.budget)));
    const drivers = await h.count('SELECT count(*)::int AS n FROM driver_mobility_container_bindings WHERE mobility_container_id = $1', [h.mobility.budget]);
    const open = await h.count("SELECT count(*)::int AS n FROM orders WHERE mobility_container_id = $1 AND status = 'open'", [h.mobility.budget]);
    expect(drivers).toBeGreaterThan(0);
    expect(budget).toMatchObject({ displayName: 'Mobiliteitsbudget', isActive: true, driverCount: drivers, openOrderCount: open, logoUrl: null, faviconUrl: null });
    expect(budget.categories.map((c) => [c.displayName, c.maxBudget])).toEqual([['Basis', 300], ['Plus', 600], ['Premium', 900]]);
    // The same rows the category and product areas answer, in their order.
    const categories = rowsOf<MobilityCategory>(await h.call('supervisor', 'GET', `/mobilitycontainer/categories?mobilityContainerId=${h.mobility.budget}`));
    expect(categories).toEqual(rowsOf(await h.call('supervisor', 'GET', `/mobilitycategory?mobilityContainerId=${h.mobility.budget}`)));
    expect(categories.map((c) => ({ id: c.id, displayName: c.displayName, maxBudget: c.maxBudget }))).toEqual(budget.categories);
    const products = rowsOf<MobilityProduct>(await h.call('supervisor', 'GET', `/mobilitycontainer/products?mobilityContainerId=${h.mobility.budget}`));
    expect(products).toEqual(rowsOf(await h.call('supervisor', 'GET', `/mobilityproduct?mobilityContainerId=${h.mobility.budget}`)));
    expect(products.map((p) => p.id)).toEqual(budget.products.map((p) => p.id));
    expect(products.filter((p) => p.type === 'card').map((p) => [p.cardDisplayName, p.cardValue])).toEqual(
      expect.arrayContaining([['NS Business Card', 150], ['OV-chipkaart zakelijk', 100], ['Deelauto-tegoed', 200]]));
  });

  it('answers the container lists only for a container the caller reaches', async () => {
    for (const list of ['categories', 'products']) {
      expect((await h.call('subsupervisor', 'GET', `/mobilitycontainer/${list}?mobilityContainerId=${h.mobility.budget}`)).statusCode).toBe(200);
      expect(failureOf(await h.call('subsupervisor', 'GET', `/mobilitycontainer/${list}?mobilityContainerId=${h.mobility.pilot}`)))
        .toEqual({ status: 404, reason: 'The mobility container could not be found.' });
      expect((await h.call('polish', 'GET', `/mobilitycontainer/${list}?mobilityContainerId=${h.mobility.budget}`)).statusCode).toBe(404);
      expect((await h.call('supervisor', 'GET', `/mobilitycontainer/${list}`)).statusCode).toBe(400);
      expect((await h.call('bulk', 'GET', `/mobilitycontainer/${list}?mobilityContainerId=${h.mobility.budget}`)).statusCode).toBe(403);
    }
  });

  it('is created inactive unless said otherwise, by supervisor and above with the licence only', async () => {
    const created = rowOf<MobilityContainer>(await post('supervisor', { displayName: '  Nieuw budget ' }));
    expect(created).toEqual({
      id: expect.any(Number), version: 1, displayName: 'Nieuw budget', isActive: false, categories: [], products: [],
      logoUrl: null, faviconUrl: null, driverCount: 0, openOrderCount: 0,
    });
    const before = await h.count('SELECT count(*)::int AS n FROM mobility_containers');
    for (const who of ['subsupervisor', 'bulk', 'fleetmanagement'] as const) {
      expect((await post(who, { displayName: 'Niet van mij' })).statusCode).toBe(403);
      expect((await h.call(who, 'PUT', '/mobilitycontainer', { id: h.mobility.budget, displayName: 'Hernoemd' })).statusCode).toBe(403);
      expect((await h.call(who, 'DELETE', byId(created.id))).statusCode).toBe(403);
    }
    await h.withoutLicence(h.ids.demo, async () => {
      expect((await post('master', { displayName: 'Zonder licentie' })).statusCode).toBe(403);
      expect((await h.call('supervisor', 'GET', '/mobilitycontainer')).statusCode).toBe(403);
    });
    expect(failureOf(await post('supervisor', { displayName: 'Rol', role: 'master' }))).toEqual({ status: 400, reason: 'body.role is not allowed' });
    expect(failureOf(await post('supervisor', { displayName: 'Actief', isActive: 'yes' })).status).toBe(400);
    expect(await h.count('SELECT count(*)::int AS n FROM mobility_containers')).toBe(before);
  });

  it('lets the Polish client, licensed without containers, create its first one and see only that', async () => {
    const own = rowOf<MobilityContainer>(await post('polish', { displayName: 'Budżet mobilności', isActive: true }));
    try {
      expect(rowsOf<MobilityContainer>(await h.call('polish', 'GET', '/mobilitycontainer')).map((c) => c.id)).toEqual([own.id]);
      expect((await h.call('supervisor', 'GET', byId(own.id))).statusCode).toBe(404);
      expect((await h.call('polish', 'PUT', '/mobilitycontainer', { id: h.mobility.budget, displayName: 'Przejęty' })).statusCode).toBe(404);
    } finally {
      await h.t.db.query('DELETE FROM mobility_containers WHERE id = $1', [own.id]);
    }
  });

  it('refuses to delete a container holding orders, with the reason, changing nothing', async () => {
    const orders = await h.count('SELECT count(*)::int AS n FROM orders WHERE mobility_container_id = $1', [h.mobility.budget]);
    expect(orders).toBeGreaterThan(0);
    const before = rowOf(await h.call('supervisor', 'GET', byId(h.mobility.budget)));
    expect(failureOf(await h.call('supervisor', 'DELETE', byId(h.mobility.budget))))
      .toEqual({ status: 409, reason: `This mobility container cannot be deleted because ${orders} orders were placed in it.` });
    expect(rowOf(await h.call('supervisor', 'GET', byId(h.mobility.budget)))).toEqual(before);
  });

  it('deletes a container with its categories, products, bindings and files', async () => {
    const container = rowOf<MobilityContainer>(await post('supervisor', { displayName: 'Weg ermee', isActive: true }));
    const category = rowOf<MobilityCategory>(await h.call('supervisor', 'POST', '/mobilitycategory', { mobilityContainerId: container.id, displayName: 'Basis', maxBudget: 50 }));
    await h.call('supervisor', 'POST', '/mobilityproduct', { mobilityContainerId: container.id, mobilityCategoryId: category.id, displayName: 'Kaart', type: 'card', cardDisplayName: 'Kaart', cardValue: 5 });
    const [driver] = await h.t.db.query<{ id: number }>('SELECT id FROM drivers WHERE client_id = $1 AND mobility_category_id IS NULL ORDER BY id LIMIT 1', [h.ids.demo]);
    await h.t.db.query('INSERT INTO driver_mobility_container_bindings (client_id, driver_id, mobility_container_id) VALUES ($1, $2, $3)', [h.ids.demo, driver!.id, container.id]);
    const [account] = await h.t.db.query<{ id: number }>("SELECT id FROM accounts WHERE email_address = 'subsupervisor@demo.leasedesk.test'");
    await h.t.db.query('INSERT INTO account_mobility_container_bindings (client_id, account_id, mobility_container_id) VALUES ($1, $2, $3)', [h.ids.demo, account!.id, container.id]);
    const logo = await h.upload('supervisor', `/mobilitycontainer/uploadlogo?containerId=${container.id}`, PNG);
    expect(logo.statusCode, logo.body).toBe(200);
    const withAll = rowOf<MobilityContainer>(await h.call('supervisor', 'GET', byId(container.id)));
    expect(withAll).toMatchObject({ driverCount: 1, categories: [{ id: category.id }], products: [{ displayName: 'Kaart' }], logoUrl: expect.stringMatching(/^\/api-admin\/blob\?blobName=mcl-/) });
    const blobs = await h.count('SELECT count(*)::int AS n FROM blobs');

    // Deleting what the sub-supervisor is bound to is a supervisor's; it sends the version it saw.
    expect((await h.call('supervisor', 'DELETE', byId(container.id), undefined, { 'if-match': `"${withAll.version}"` })).statusCode).toBe(200);
    expect((await h.call('supervisor', 'GET', byId(container.id))).statusCode).toBe(404);
    expect(await h.count('SELECT count(*)::int AS n FROM mobility_categories WHERE mobility_container_id = $1', [container.id])).toBe(0);
    expect(await h.count('SELECT count(*)::int AS n FROM mobility_products WHERE mobility_container_id = $1', [container.id])).toBe(0);
    expect(await h.count('SELECT count(*)::int AS n FROM driver_mobility_container_bindings WHERE mobility_container_id = $1', [container.id])).toBe(0);
    expect(await h.count('SELECT count(*)::int AS n FROM account_mobility_container_bindings WHERE mobility_container_id = $1', [container.id])).toBe(0);
    expect(await h.count('SELECT count(*)::int AS n FROM blobs')).toBe(blobs - 1);
    expect((await h.t.app.inject({ url: withAll.logoUrl! })).statusCode).toBe(404);
  });
});

