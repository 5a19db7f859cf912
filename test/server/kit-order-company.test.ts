import { describe, expect, it } from 'vitest';
import { orderCompany } from '../../server/areas/order-company';
import { describeKitContract, kitHarness } from './kit-contract';

const h = kitHarness();

describeKitContract(h, {
  area: orderCompany, create: { name: 'Lease B.V.', city: 'Utrecht', email: 'info@lease.test' }, mainField: 'name', mainMax: 100,
  plainSearched: true, richField: 'fixedText',
});

describe('order companies', () => {
  it('cannot delete one still named on orders (409), and nothing is deleted', async () => {
    const [used] = await h.t.db.query<{ id: number; version: number }>(
      'SELECT c.id, c.version FROM order_companies c WHERE EXISTS (SELECT 1 FROM orders o WHERE o.order_company_id = c.id) LIMIT 1');
    const res = await h.call('supervisor', 'DELETE', `/ordercompanies?orderCompanyId=${used!.id}`);
    expect(res.statusCode).toBe(409);
    expect((await h.call('supervisor', 'GET', `/ordercompanies?orderCompanyId=${used!.id}`)).statusCode).toBe(200);
  });

  it('refuse an invalid e-mail address and a bad postal code with a reason', async () => {
    expect((await h.call('supervisor', 'POST', '/ordercompanies', { name: 'X', email: 'geen-adres' })).json().errors).toEqual(['body.email must be a valid email']);
    // The table's rule (a dot in the domain) is the schema's too, so it is a 400 with a reason, never a 500.
    expect((await h.call('supervisor', 'POST', '/ordercompanies', { name: 'X', email: 'info@localhost' })).statusCode).toBe(400);
    expect((await h.call('supervisor', 'POST', '/ordercompanies', { name: 'X', postalCode: '<b>' })).json().errors).toEqual(['body.postalCode has an invalid format']);
  });

  it("are read by supervisors and above only (the access table's orderCompanies)", async () => {
    expect((await h.call('subsupervisor', 'GET', '/ordercompanies')).statusCode).toBe(403);
    expect((await h.call('bulk', 'GET', '/ordercompanies')).statusCode).toBe(403);
  });
});
