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
});
