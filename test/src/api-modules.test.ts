import { beforeAll, describe, expect, it, vi } from 'vitest';

/** What the app's API modules put on the wire, seen through a stubbed fetch. */
const sent: { url: string; method: string; body: string | null; headers: Headers }[] = [];
let answer: () => Response = () => Response.json({ results: [{}], successful: true });

let api: {
  clientsetting: typeof import('../../src/api/clientsetting');
  account: typeof import('../../src/api/account');
  ticket: typeof import('../../src/api/ticket');
  auth: typeof import('../../src/api/auth');
  store: typeof import('../../src/api/session-store');
  driver: typeof import('../../src/api/driver');
  provider: typeof import('../../src/api/provider');
  cararrangement: typeof import('../../src/api/cararrangement');
  drivers: typeof import('../../src/api/drivers');
  orders: typeof import('../../src/api/orders');
  download: typeof import('../../src/api/download');
  analyzer: typeof import('../../src/api/analyzer');
};

beforeAll(async () => {
  // ofetch captures fetch when the client is created, so the stub must exist before the modules load.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? init.body : init?.body ? String(init.body) : null,
      headers: new Headers(init?.headers),
    });
    return answer();
  });
  api = {
    clientsetting: await import('../../src/api/clientsetting'),
    account: await import('../../src/api/account'),
    ticket: await import('../../src/api/ticket'),
    auth: await import('../../src/api/auth'),
    store: await import('../../src/api/session-store'),
    driver: await import('../../src/api/driver'),
    provider: await import('../../src/api/provider'),
    cararrangement: await import('../../src/api/cararrangement'),
    drivers: await import('../../src/api/drivers'),
    orders: await import('../../src/api/orders'),
    download: await import('../../src/api/download'),
    analyzer: await import('../../src/api/analyzer'),
  };
});

function last() {
  return sent[sent.length - 1]!;
}

describe('API modules', () => {
  it('asks for the client setting by lower-cased client name', async () => {
    answer = () => Response.json({ results: [{ name: 'demo' }], successful: true });
    await expect(api.clientsetting.fetchClientSetting('Demo')).resolves.toEqual({ name: 'demo' });
    expect(last().url).toBe('/api-admin/clientsetting?clientName=demo');
  });

  it('saves the client setting with If-Match and posts or removes its images for the acting client', async () => {
    answer = () => Response.json({ results: [{ id: 7, version: 3 }], successful: true });
    await api.clientsetting.updateClientSetting({ primaryColor: '#c0392b', languages: [{ id: 1, isDefault: true }] }, { version: 2 });
    expect(last()).toMatchObject({ url: '/api-admin/clientsetting', method: 'PUT', body: '{"primaryColor":"#c0392b","languages":[{"id":1,"isDefault":true}]}' });
    expect(last().headers.get('if-match')).toBe('"2"');
    await api.clientsetting.replaceClientImage('logo', 7, new File([new Uint8Array([0x89])], 'logo.png', { type: 'image/png' }));
    expect(last()).toMatchObject({ url: '/api-admin/clientsetting/uploadlogo?clientId=7', method: 'POST' });
    // No body at all removes it (spec 01 §7).
    await api.clientsetting.replaceClientImage('favicon', 7, null);
    expect(last()).toMatchObject({ url: '/api-admin/clientsetting/uploadfavicon?clientId=7', method: 'POST', body: null });
  });

  it('reads and stores the interface preferences; an unreadable answer is no preference at all', async () => {
    answer = () => Response.json({ results: [{ theme: 'light', width: 'fluid' }], successful: true });
    await expect(api.account.fetchPreferencesOrNone()).resolves.toEqual({ theme: 'light', width: 'fluid' });
    expect(last().url).toBe('/api-admin/account/preferences');
    await api.account.savePreferences({ width: 'fluid' });
    expect(last()).toMatchObject({ url: '/api-admin/account/preferences', method: 'PUT', body: '{"width":"fluid"}' });
    answer = () => Response.json({ results: [], successful: false, errors: ['boom'] }, { status: 500 });
    await expect(api.account.fetchPreferencesOrNone()).resolves.toBeNull();
  });

  it('treats an empty results list as a failure, not as a client setting', async () => {
    answer = () => Response.json({ results: [], successful: true });
    await expect(api.clientsetting.fetchClientSetting('demo')).rejects.toThrow(/Empty answer/);
  });

  it('sends the product code with the current-account call', async () => {
    answer = () => Response.json({ results: [{ id: 7 }], successful: true });
    await api.account.fetchCurrentAccount();
    expect(last().url).toBe('/api-admin/account/currentloggedinaccount?amwproduct=omr');
  });

  it('keeps plus signs in the ticket e-mail and swallows a failure', async () => {
    answer = () => Response.json({ results: [], successful: true });
    await expect(api.ticket.createTicket({ email: 'jan+lease@demo.test', client: 'demo' })).resolves.toBe(true);
    const url = new URL(last().url, 'http://x');
    expect(url.searchParams.get('email')).toBe('jan+lease@demo.test');
    expect(url.searchParams.get('environment')).toBe('management');
    answer = () => Response.json({ results: [], successful: false, errors: ['down'] }, { status: 500 });
    await expect(api.ticket.createTicket({ email: 'a@b.c', client: 'demo' })).resolves.toBe(false);
  });

  it('signs in against /api-admin-auth/ with the credentials as JSON', async () => {
    answer = () => Response.json({ access_token: 'a', refresh_token: 'r', expires_in: 60 });
    await api.auth.login({ username: 'u@demo.test', password: 'p' });
    expect(last().url).toBe('/api-admin-auth/');
    expect(last().method).toBe('POST');
    expect(JSON.parse(last().body!)).toEqual({ username: 'u@demo.test', password: 'p' });
  });

  it('sends the hand-over token both as bearer and in the body for a login refresh', async () => {
    answer = () => Response.json({ results: [{ access_token: 'a' }], successful: true });
    await api.auth.loginRefresh('hand-over');
    expect(last().url).toBe('/api-admin/leasewise/loginrefresh');
    expect(last().headers.get('authorization')).toBe('Bearer hand-over');
    expect(JSON.parse(last().body!)).toEqual({ token: 'hand-over' });
  });

  it('searches drivers only once something is typed, with whitespace folded', async () => {
    const before = sent.length;
    await expect(api.driver.searchDrivers('   ')).resolves.toEqual([]);
    expect(sent.length).toBe(before);
    answer = () => Response.json({ results: [{ id: 1 }], successful: true, resultCount: 1 });
    await api.driver.searchDrivers('  jan   de  ');
    const url = new URL(last().url, 'http://x');
    expect(url.pathname).toBe('/api-admin/driver');
    expect(url.searchParams.get('search')).toBe('jan de');
    expect(url.searchParams.get('pageSize')).toBe('10');
  });

  it('switches client through the product path and keeps only the listed client fields', async () => {
    answer = () => Response.json({ results: [{ id: 3, role: { name: 'master' } }], successful: true });
    await api.provider.switchClient(2);
    expect(last().url).toBe('/api-admin/amw/switchclient?clientid=2');
    answer = () =>
      Response.json({ results: [{ id: 2, name: 'flota-pl', displayName: 'Flota', debtorNumber: 'D2', languages: [{ id: 1 }] }], successful: true });
    await expect(api.provider.fetchClients()).resolves.toEqual([{ id: 2, name: 'flota-pl', displayName: 'Flota', debtorNumber: 'D2' }]);
    expect(last().url).toBe('/api-admin/language/clients');
  });

  it('gives an empty arrangement list when the load fails (spec 02 §8)', async () => {
    answer = () => Response.json({ results: [], successful: false, errors: ['down'] }, { status: 500 });
    await expect(api.cararrangement.fetchCarArrangementsOrEmpty()).resolves.toEqual([]);
    expect(last().url).toBe('/api-admin/cararrangement');
  });

  it('lists drivers with only the filters that are set, page size 20 and the keyset cursor', async () => {
    answer = () => Response.json({ results: [{ id: 1 }, { id: 2 }], successful: true, resultCount: 5000, nextCursor: 'c2' });
    await expect(api.drivers.fetchDrivers({ carArrangementId: 3, includeOnlyActive: true, isExpired: false })).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
      resultCount: 5000,
      nextCursor: 'c2',
    });
    let url = new URL(last().url, 'http://x');
    // A section's list comes from the contract's section routes.
    expect(url.pathname).toBe('/api-admin/cararrangement/drivers');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pageSize: '20', carArrangementId: '3', includeOnlyActive: 'true', isExpired: 'false' });
    await api.drivers.fetchDrivers({ mobilityContainerId: 2 });
    url = new URL(last().url, 'http://x');
    expect(url.pathname).toBe('/api-admin/mobilitycontainer/drivers');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pageSize: '20', mobilityContainerId: '2' });

    answer = () => Response.json({ results: [], successful: true, resultCount: 5000 });
    await expect(
      api.drivers.fetchDrivers({
        after: 'c2', pageSize: 30, status: ['watchingOnly', 'blocked'], operatingCompanyId: [], lastLoginFrom: '2026-01-01', emailNotSent: true,
        leaseWiseDriverId: '', q: 'jan de', expiration: 'withinThirtyDays', attention: 'withoutCategory',
      }),
    ).resolves.toEqual({ items: [], resultCount: 5000, nextCursor: null });
    url = new URL(last().url, 'http://x');
    expect(url.pathname).toBe('/api-admin/driver');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pageSize: '30', after: 'c2', status: 'watchingOnly,blocked', lastLoginFrom: '2026-01-01', emailNotSent: 'true', q: 'jan de',
      expiration: 'withinThirtyDays', attention: 'withoutCategory',
    });

    await api.drivers.fetchDrivers({ operatingCompanyId: [4, 7] }, { source: 'fleetmanagement' });
    url = new URL(last().url, 'http://x');
    expect(url.pathname).toBe('/api-admin/fleetmanagement/driver');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pageSize: '20', operatingCompanyId: '4,7' });
  });

  it('reads one driver with bindings and order statuses', async () => {
    answer = () => Response.json({ results: [{ id: 9 }], successful: true });
    await expect(api.drivers.fetchDriver(9)).resolves.toEqual({ id: 9 });
    const url = new URL(last().url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ driverId: '9', includeBindings: 'true', includeOrderStatuses: 'true' });
  });

  it('creates and updates a driver with the input as JSON', async () => {
    const input: import('../../contract/types/drivers').DriverInput = {
      emailAddress: 'jan+lease@demo.test',
      firstName: 'Jan',
      prefixSurname: 'de',
      surname: 'Vries',
      partTimePercentage: 80,
      sendMail: true,
      mobilityCategory: null,
      carArrangementCategoryBindings: [{ carArrangementId: 1, categoryId: 2 }],
      orderStatuses: [{ arrangementType: 'car', hasOrdered: false }],
    };
    answer = () => Response.json({ results: [{ id: 10 }], successful: true });
    await api.drivers.createDriver(input);
    expect([last().method, last().url]).toEqual(['POST', '/api-admin/driver']);
    expect(JSON.parse(last().body!)).toEqual(input);
    await api.drivers.updateDriver({ ...input, id: 10 }, { version: 7 });
    expect([last().method, last().url]).toEqual(['PUT', '/api-admin/driver']);
    expect(JSON.parse(last().body!)).toEqual({ ...input, id: 10 });
    expect(last().headers.get('if-match')).toBe('"7"');
  });

  it('deletes a driver, or resets it with an expiry date', async () => {
    answer = () => Response.json({ results: [], successful: true });
    await api.drivers.deleteDriver(4, { version: 2 });
    expect([last().method, last().url]).toEqual(['DELETE', '/api-admin/driver?driverId=4']);
    expect(last().headers.get('if-match')).toBe('"2"');
    await api.drivers.deleteDriver(4, { reset: { dateExpiration: '2026-12-31' } });
    const url = new URL(last().url, 'http://x');
    expect(last().method).toBe('DELETE');
    expect(Object.fromEntries(url.searchParams)).toEqual({ driverId: '4', resetStatus: 'true', dateExpiration: '2026-12-31' });
  });

  it('asks whether an e-mail exists with its plus signs intact, and skips an empty one', async () => {
    const before = sent.length;
    await expect(api.drivers.emailExists('  ')).resolves.toBe(false);
    expect(sent.length).toBe(before);
    answer = () => Response.json({ results: [true], successful: true });
    await expect(api.drivers.emailExists('jan+lease@demo.test')).resolves.toBe(true);
    const url = new URL(last().url, 'http://x');
    expect(last().method).toBe('POST');
    expect(url.pathname).toBe('/api-admin/driver/emailexists');
    expect(url.searchParams.get('email')).toBe('jan+lease@demo.test');
    expect(last().url).toContain('%2B');
  });

  it('checks a debtor number in the body and sends mail for chosen arrangements', async () => {
    answer = () => Response.json({ results: [false], successful: true });
    await expect(api.drivers.checkDebtorNumber('D-100')).resolves.toBe(false);
    expect([last().method, last().url]).toEqual(['POST', '/api-admin/driver/checkdebtornumber']);
    expect(JSON.parse(last().body!)).toEqual({ debtorNumber: 'D-100' });

    answer = () => Response.json({ results: [], successful: true });
    await api.drivers.sendDriverMail(7, [1, 3]);
    expect([last().method, last().url]).toEqual(['POST', '/api-admin/driver/sendmail?driverId=7']);
    expect(JSON.parse(last().body!)).toEqual([1, 3]);
  });

  it('exports drivers as a blob named by Content-Disposition', async () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    answer = () =>
      new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: { 'content-type': xlsx, 'content-disposition': 'attachment; filename="20261122-drivers.xlsx"' },
      });
    const file = await api.drivers.exportDrivers(3);
    expect(last().url).toBe('/api-admin/driver/export?carArrangementId=3');
    expect(file.fileName).toBe('20261122-drivers.xlsx');
    expect(file.blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));

    answer = () => new Response(new Uint8Array([1]), { headers: { 'content-type': xlsx } });
    await expect(api.drivers.exportDrivers(3)).resolves.toMatchObject({ fileName: 'drivers-3.xlsx' });
  });

  it('reads safe file names from Content-Disposition', () => {
    const name = api.download.fileNameFromDisposition;
    expect(name(`attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.xlsx; filename="resume.xlsx"`)).toBe('résumé.xlsx');
    expect(name('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(name('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(name('attachment; filename="..\\..\\x.xlsx"')).toBe('x.xlsx');
    expect(name('attachment; filename=".."')).toBeNull();
    expect(name('attachment')).toBeNull();
    expect(name(null)).toBeNull();
  });

  it('asks for an order page with the spec defaults and the section scope', async () => {
    const page = { items: [{ id: 1 }], totalCount: 41, pageIndex: 1, pageSize: 20 };
    answer = () => Response.json({ results: [page], successful: true });
    await expect(api.orders.fetchOrderPage({ carArrangementId: 3 })).resolves.toEqual(page);
    let url = new URL(last().url, 'http://x');
    expect(url.pathname).toBe('/api-admin/order');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      includePaginationInfo: 'true',
      pageSize: '20',
      pageIndex: '1',
      name: '',
      status: 'open',
      carArrangementId: '3',
    });

    await api.orders.fetchOrderPage({ mobilityContainerId: 5, status: 'all', pageIndex: 3, name: ' jan ' });
    url = new URL(last().url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      includePaginationInfo: 'true',
      status: 'all',
      pageSize: '20',
      pageIndex: '3',
      name: 'jan',
      mobilityContainerId: '5',
    });
  });

  it('gives an empty order page when the list fails (spec 02 §8)', async () => {
    answer = () => Response.json({ results: [], successful: false, errors: ['down'] }, { status: 500 });
    await expect(api.orders.fetchOrderPageOrEmpty({ carArrangementId: 3, pageIndex: 2 })).resolves.toEqual({
      items: [],
      totalCount: 0,
      pageIndex: 2,
      pageSize: 20,
    });
  });

  it('reads an order detail and posts approvals and rejections', async () => {
    answer = () => Response.json({ results: [{ id: 8, orderNumber: 'O-8' }], successful: true });
    await expect(api.orders.fetchOrderDetail(8)).resolves.toEqual({ id: 8, orderNumber: 'O-8' });
    expect(last().url).toBe('/api-admin/order/detail?orderId=8');

    answer = () => Response.json({ results: [], successful: true });
    await api.orders.postOrderDecision({ orderId: 8, agreement: true });
    expect([last().method, last().url]).toEqual(['POST', '/api-admin/order']);
    expect(JSON.parse(last().body!)).toEqual({ orderId: 8, agreement: true });
    await api.orders.postOrderDecision({ orderId: 8, agreement: false, reason: 'Too expensive' });
    expect(JSON.parse(last().body!)).toEqual({ orderId: 8, agreement: false, reason: 'Too expensive' });
  });

  it('downloads chosen orders as a spreadsheet', async () => {
    answer = () =>
      new Response(new Uint8Array([0x50, 0x4b]), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="20261122_orders.xlsx"',
        },
      });
    const file = await api.orders.downloadOrders({ orders: [1, 2], status: 'approved', addPrivacyData: true, carArrangementId: 3 });
    expect([last().method, last().url]).toEqual(['POST', '/api-admin/order/download']);
    expect(JSON.parse(last().body!)).toEqual({ orders: [1, 2], status: 'approved', addPrivacyData: true, carArrangementId: 3 });
    expect(file.fileName).toBe('20261122_orders.xlsx');
    expect(file.blob.size).toBe(2);
  });

  it('asks the analyzer under /api-omr with the app locale as Accept-Language', async () => {
    const result = { cProbleem: 'a', cOplossing: 'b', available: false, leasePrice: null, findings: [] };
    answer = () => Response.json({ results: [result], successful: true });
    const request = { clientName: 'demo', arrangementId: 1, categoryId: 2, typeIdHist: 3, driverId: null };
    await expect(api.analyzer.analyzeCar(request, { locale: 'de-DE' })).resolves.toEqual(result);
    expect([last().method, last().url]).toEqual(['POST', '/api-omr/getRedenAutoNietGevonden_omrmapi']);
    expect(last().headers.get('accept-language')).toBe('de-DE');
    expect(JSON.parse(last().body!)).toEqual(request);
  });
});
