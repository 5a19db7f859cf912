import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../contract/types/accounts';
import type { AreaDef } from '../../src/areas/area';

/**
 * Issue 18: accounts on the resource kit — the kit's loaded multiple choice, its after-save step (an account's
 * products, spec 02 §4), fields for one feature only (products: master), the 'arrangementReach' variant
 * (/arrangement/account lists the accounts limited to the selected arrangement) — and what the account module
 * puts on the wire, through a stubbed fetch.
 */

const sent: { url: string; method: string; body: unknown }[] = [];
let answer: (url: string) => unknown = () => ({ results: [], successful: true });

let kit: {
  area: typeof import('../../src/areas/area');
  areas: typeof import('../../src/areas');
  account: typeof import('../../src/areas/account');
  accounts: typeof import('../../src/api/accounts');
  values: typeof import('../../src/features/resource-form/resource-form-values');
  query: typeof import('../../src/features/resource-list/resource-list-query');
};

beforeAll(async () => {
  // ofetch captures fetch when the client is created, so the stub must exist before the modules load.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
    return Response.json(answer(url));
  });
  kit = {
    area: await import('../../src/areas/area'),
    areas: await import('../../src/areas'),
    account: await import('../../src/areas/account'),
    accounts: await import('../../src/api/accounts'),
    values: await import('../../src/features/resource-form/resource-form-values'),
    query: await import('../../src/features/resource-list/resource-list-query'),
  };
});

afterEach(() => {
  sent.length = 0;
  answer = () => ({ results: [], successful: true });
});

const accountRow = (id: number, over: Partial<Account> = {}): Account => ({
  id, version: 3, emailAddress: `user${id}@demo.test`, firstName: 'Anna', prefixSurname: 'de', surname: `Vries${id}`, role: 'subsupervisor',
  isActive: true, receivesOrderEmails: false, operatingCompanyIds: [4], carArrangementIds: [], mobilityContainerIds: [],
  amwProducts: [{ id: 1, name: 'OMR', url: 'https://omr.test' }, { id: 2, name: 'Mobility', url: 'https://m.test' }],
  dateLastLogin: null, invitationPending: true, bindings: { operatingCompanies: [], carArrangements: [], mobilityContainers: [] }, ...over,
});

const area = () => kit.account.accountArea as AreaDef<any>;
const master = () => true;
const supervisor = (feature: string) => feature !== 'productMenu';

describe('the account area', () => {
  it('serves /component/account (every account) and /arrangement/account (those limited to the arrangement), not /mobility', () => {
    expect(kit.areas.areaOfPath('/component/account')).toEqual({ area: area(), section: 'component' });
    expect(kit.areas.areaOfPath('/arrangement/account/create')).toEqual({ area: area(), section: 'arrangement' });
    expect(kit.areas.areaOfPath('/mobility/account')).toBeNull();
    expect(kit.query.variantFilters(area(), 'component', null)).toEqual({});
    expect(kit.query.variantFilters(area(), 'arrangement', 7)).toEqual({ carArrangementId: '7' });
    // Nothing to ask before the arrangement is known.
    expect(kit.query.variantFilters(area(), 'arrangement', null)).toBeNull();
  });

  it('starts a new account active, as sub-supervisor, limited to the arrangement whose list it was made from', () => {
    const fresh = kit.values.newValues(area(), 'arrangement', 7);
    expect(fresh).toMatchObject({ emailAddress: '', role: 'subsupervisor', isActive: true, carArrangementIds: [7], operatingCompanyIds: [], mobilityContainerIds: [] });
    expect(fresh).not.toHaveProperty('carArrangementId');
    expect(kit.values.newValues(area(), 'component', null)).toMatchObject({ carArrangementIds: [] });
  });

  it('shows the products to a master only, read from the account as ids and never sent with the account', () => {
    const forSupervisor = kit.area.areaFor(area(), supervisor);
    const forMaster = kit.area.areaFor(area(), master);
    expect(forSupervisor.fields.map((field) => field.name)).not.toContain('productIds');
    expect(forMaster).toBe(area());
    const values = kit.values.formValues(forMaster, accountRow(5));
    expect(values.productIds).toEqual([1, 2]);
    expect(kit.values.formValues(forSupervisor, accountRow(5))).not.toHaveProperty('productIds');
    const body = kit.values.wireValues(forMaster, 'component', { ...values, operatingCompanyIds: [4, 9] }, 'update');
    expect(body).not.toHaveProperty('productIds');
    expect(body).toMatchObject({ emailAddress: 'user5@demo.test', role: 'subsupervisor', operatingCompanyIds: [4, 9], carArrangementIds: [] });
  });

  it('wants an e-mail address and a role before anything is sent; an empty multiple choice is empty', () => {
    const fresh = { ...kit.values.newValues(area(), 'component', null), role: null };
    expect(kit.values.missingRequired(area(), 'component', fresh)).toEqual(['emailAddress', 'role']);
    const required: AreaDef<any> = { ...area(), fields: [{ name: 'ids', kind: 'choice', multiple: true, required: true, options: async () => [] }] };
    expect(kit.values.missingRequired(required, 'component', { ids: [] })).toEqual(['ids']);
    expect(kit.values.missingRequired(required, 'component', { ids: [3] })).toEqual([]);
  });

  it('saves the products after the account, with its id (master), and leaves them alone for anyone else', async () => {
    answer = () => ({ results: [accountRow(5, { version: 4 })], successful: true });
    const saved = accountRow(5);
    const signal = new AbortController().signal;
    const after = await area().afterSave!(saved, { productIds: [2] }, signal);
    expect(sent).toEqual([{ url: '/api-admin/amw/accountproducts', method: 'POST', body: { accountId: 5, products: [2] } }]);
    expect(after.version).toBe(4);
    sent.length = 0;
    expect(await area().afterSave!(saved, {}, signal)).toBe(saved);
    expect(sent).toEqual([]);
  });

  it('offers only the roles the server says this user may give', async () => {
    answer = () => ({ results: [{ name: 'master', rank: 5, assignable: false }, { name: 'supervisor', rank: 4, assignable: true }, { name: 'subsupervisor', rank: 1, assignable: true }], successful: true });
    const role = area().fields.find((field) => field.name === 'role')!;
    if (role.kind !== 'select') throw new Error('role is a select');
    expect(await role.allowed!(new AbortController().signal)).toEqual(['supervisor', 'subsupervisor']);
    expect(sent[0]!.url).toBe('/api-admin/role');
  });
});

describe('the account module', () => {
  it('lists every account once and pages and searches them itself (name or e-mail, every word)', async () => {
    const rows = Array.from({ length: 25 }, (_, n) => accountRow(n + 1));
    answer = () => ({ results: rows, successful: true });
    const page2 = await kit.accounts.accountApi.list({ pageIndex: 2, pageSize: 20, q: '', filters: {} });
    expect(sent[0]!.url).toBe('/api-admin/account?includeBindings=true');
    expect(page2).toMatchObject({ resultCount: 25 });
    expect(page2.rows.map((row) => row.id)).toEqual([21, 22, 23, 24, 25]);
    const found = await kit.accounts.accountApi.list({ pageIndex: 1, pageSize: 20, q: 'anna VRIES12', filters: {} });
    expect(found.rows.map((row) => row.id)).toEqual([12]);
    expect((await kit.accounts.accountApi.list({ pageIndex: 1, pageSize: 20, q: 'user3@', filters: {} })).rows.map((row) => row.id)).toEqual([3]);
  });

  it("asks an arrangement's accounts at /cararrangement/accounts", async () => {
    await kit.accounts.accountApi.list({ pageIndex: 1, pageSize: 20, q: '', filters: { carArrangementId: '7' } });
    expect(sent[0]!.url).toBe('/api-admin/cararrangement/accounts?carArrangementId=7');
  });

  it('reads one account with its bindings, invites again, and names an account by its whole name', async () => {
    answer = () => ({ results: [accountRow(5)], successful: true });
    await kit.accounts.accountApi.get(5);
    await kit.accounts.resendInvitation(5);
    expect(sent.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'GET /api-admin/account?accountId=5&includeBindings=true', 'POST /api-admin/account/invite?accountId=5',
    ]);
    expect(kit.accounts.accountName(accountRow(5))).toBe('Anna de Vries5');
    expect(kit.accounts.accountName({ firstName: 'Jan', prefixSurname: '', surname: 'Smit' })).toBe('Jan Smit');
  });
});

describe("the account area's own words for the server's rules", () => {
  it('name the rank, role, own-account and reach refusals as the server words them (server/areas/account-rules.ts)', async () => {
    const rules = await import('../../server/areas/account-rules');
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return kit.area.refusalOf(area(), (error as Error).message)?.key;
      }
      throw new Error('the rule did not refuse');
    };
    const supervisor = { clientId: 1, accountId: 7, role: 'supervisor', arrangementIds: null } as never;
    const scoped = { clientId: 1, accountId: 7, role: 'supervisor', arrangementIds: [3], operatingCompanyIds: [] } as never;
    expect(refusal(() => rules.checkCeiling(supervisor, { role: 'master' }, undefined))).toBe('rankAbove');
    expect(refusal(() => rules.checkCeiling(supervisor, { role: 'bulk' }, 'master'))).toBe('roleAbove');
    expect(refusal(() => rules.checkScopedWriter(scoped, {}, {}, { operatingCompanyIds: [], carArrangementIds: [] }, true))).toBe('outsideReach');
    expect(kit.area.refusalOf(area(), 'You cannot delete your own account.')?.key).toBe('deleteSelf');
    expect(kit.area.refusalOf(area(), 'There already exists an account with the specified e-mail address.')).toBeNull();
  });
});

