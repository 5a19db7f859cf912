import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ServerConfig } from '../../server/config';
import type { ResourceDeclaration } from '../../server/kit/declaration';
import { bearer, createTestServer, failureOf, scopeToCompanies, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * The wire contract every resource-kit area keeps (issue 13), run against one declaration: list shape
 * and paging, search, ETag and If-Match (412 with nothing written), a PUT of exactly what GET returned,
 * strict bodies, other client's ids, arrangement reach of a scoped administrator, hostile rich text.
 * Each kit-<area>.test.ts calls it with a valid body and adds what only that area has.
 */
export interface KitCase {
  area: ResourceDeclaration;
  /** A valid POST body (carArrangementId, when the area has variants, is set by the suite). */
  create: Record<string, unknown>;
  /** A text field and its limit, for the over-long and wrong-type cases (and the search, when it is the searched one). */
  mainField: string;
  mainMax: number;
  /** Whether mainField is plain text (control characters refused) and what `?q=` searches. */
  plainSearched: boolean;
  /** The rich-text field, when the area has one. */
  richField?: string;
}

export interface KitHarness {
  t: TestServer;
  ids: { demo: number; arrangementIn: number; arrangementOut: number; bike: number };
  call(who: TestSigner, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Runs `fn` while the demo supervisor is scoped to Demo Mobility Noord (Leaseregeling 2026, Fietsplan). */
  asScopedSupervisor<T>(fn: () => Promise<T>): Promise<T>;
}

/** One server per test file, with tokens and the arrangements the cases need. */
export function kitHarness(overrides: Partial<ServerConfig> = {}): KitHarness {
  const h = { ids: {} } as KitHarness;
  let tokens = new Map<TestSigner, string>();
  beforeAll(async () => {
    h.t = await createTestServer(overrides);
    tokens = await signInEveryone(h.t.app);
    const id = async (sql: string, params: unknown[]) => (await h.t.db.query<{ id: number }>(sql, params))[0]!.id;
    const arrangement = (name: string) => id('SELECT id FROM car_arrangements WHERE display_name = $1', [name]);
    h.ids = {
      demo: await id("SELECT id FROM clients WHERE name = 'demo'", []),
      arrangementIn: await arrangement('Leaseregeling 2026'),
      arrangementOut: await arrangement('Leaseregeling Directie'),
      bike: await arrangement('Fietsplan'),
    };
  }, 60_000);
  afterAll(() => h.t?.close());
  h.call = (who, method, url, payload, headers = {}) =>
    h.t.app.inject({ method, url: `/api-admin${url}`, headers: { ...bearer(tokens.get(who)!), ...headers }, ...(payload ? { payload } : {}) });
  h.asScopedSupervisor = async (fn) => {
    const [{ account, company }] = (await h.t.db.query<{ account: number; company: number }>(
      `SELECT (SELECT id FROM accounts WHERE email_address = 'supervisor@demo.leasedesk.test') AS account,
              (SELECT id FROM operating_companies WHERE name = 'Demo Mobility Noord') AS company`)) as [{ account: number; company: number }];
    await scopeToCompanies(h.t.db, h.ids.demo, account, [company]);
    try {
      return await fn();
    } finally {
      await scopeToCompanies(h.t.db, h.ids.demo, account, []);
    }
  };
  return h;
}

const rowOf = (res: LightMyRequestResponse) => res.json<{ results: Record<string, unknown>[] }>().results[0]!;

export function describeKitContract(h: KitHarness, c: KitCase): void {
  const { area } = c;
  const byId = (id: unknown) => `${area.paths.get}?${area.idParam}=${String(id)}`;
  const body = (extra: Record<string, unknown> = {}) => ({ ...c.create, ...(area.variants ? { carArrangementId: h.ids.arrangementIn } : {}), ...extra });
  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await h.call('supervisor', 'POST', area.paths.post, body(extra));
    expect(res.statusCode, res.body).toBe(200);
    return rowOf(res);
  };
  const stored = async (id: unknown) => rowOf(await h.call('master', 'GET', byId(id)));

  describe(`${area.noun}: the kit contract`, () => {
    it('lists with resultCount and pages with pageSize and pageIndex', async () => {
      await create();
      await create();
      const all = (await h.call('supervisor', 'GET', area.paths.get)).json<{ results: unknown[]; successful: boolean; resultCount: number }>();
      expect(all.successful).toBe(true);
      expect(all.resultCount).toBe(all.results.length);
      const page = (await h.call('supervisor', 'GET', `${area.paths.get}?pageSize=1&pageIndex=2`)).json<{ results: unknown[]; resultCount: number }>();
      expect(page.results).toEqual([all.results[1]]);
      expect(page.resultCount).toBe(all.resultCount);
      expect((await h.call('supervisor', 'GET', `${area.paths.get}?pageSize=101`)).statusCode).toBe(400);
    });

    if (c.plainSearched) it('searches its main text case-insensitively, with % and _ taken literally', async () => {
      const row = await create({ [c.mainField]: 'Zoek_100% ZEKER' });
      const hits = async (q: string) => (await h.call('supervisor', 'GET', `${area.paths.get}?q=${encodeURIComponent(q)}`)).json<{ results: { id: number }[] }>().results;
      expect((await hits('zoek_100%')).map((r) => r.id)).toContain(row.id);
      expect(await hits('zoek%100')).toEqual([]);
    });

    it('creates with version 1 and answers one row by its id with an ETag', async () => {
      const res = await h.call('supervisor', 'POST', area.paths.post, body());
      expect(res.headers.etag).toBe('"1"');
      const row = rowOf(res);
      expect(row.version).toBe(1);
      const one = await h.call('supervisor', 'GET', byId(row.id));
      expect(one.headers.etag).toBe('"1"');
      expect(rowOf(one)).toEqual(row);
    });

    it('takes back exactly what GET returned, raising the version', async () => {
      const row = await create();
      const res = await h.call('supervisor', 'PUT', area.paths.put, row, { 'if-match': '"1"' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers.etag).toBe('"2"');
      expect(rowOf(res)).toEqual({ ...row, version: 2 });
      // Without If-Match (external callers of the original contract) the write proceeds; naming only the id changes nothing.
      expect((await h.call('supervisor', 'PUT', area.paths.put, row)).headers.etag).toBe('"3"');
      expect((await h.call('supervisor', 'PUT', area.paths.put, { id: row.id })).headers.etag).toBe('"3"');
    });

    it('refuses a stale If-Match with 412, the current ETag and nothing written', async () => {
      const row = await create();
      await h.call('supervisor', 'PUT', area.paths.put, row, { 'if-match': '"1"' });
      const stale = await h.call('supervisor', 'PUT', area.paths.put, { id: row.id, [c.mainField]: 'Verloren wijziging' }, { 'if-match': '"1"' });
      expect(stale.statusCode).toBe(412);
      expect(stale.headers.etag).toBe('"2"');
      expect(stale.json()).toEqual({ results: [], successful: false, errors: ['This record was changed by someone else in the meantime.'] });
      expect((await h.call('supervisor', 'DELETE', byId(row.id).replace(area.paths.get, area.paths.delete), undefined, { 'if-match': '"1"' })).statusCode).toBe(412);
      expect(await stored(row.id)).toEqual({ ...row, version: 2 });
    });

    it('refuses unknown fields, wrong types and over-long text with a reason, storing nothing', async () => {
      const row = await create();
      const cases: [object, RegExp][] = [
        [{ id: row.id, foo: 1 }, /^body\.foo is not allowed$/],
        [{ id: row.id, [c.mainField]: 42 }, new RegExp(`^body\\.${c.mainField} must be string$`)],
        [{ id: row.id, [c.mainField]: 'x'.repeat(c.mainMax + 1) }, new RegExp(`^body\\.${c.mainField} must be at most ${c.mainMax} characters$`)],
        ...(c.plainSearched ? [[{ id: row.id, [c.mainField]: 'a\u202Eb' }, /must not contain control or bidirectional-override characters/] as [object, RegExp]] : []),
        [{ id: 'x' }, /^body\.id must be integer$/],
      ];
      for (const [payload, reason] of cases) {
        const res = failureOf(await h.call('supervisor', 'PUT', area.paths.put, payload));
        expect(res.status).toBe(400);
        expect(res.reason).toMatch(reason);
      }
      const before = (await h.call('master', 'GET', area.paths.get)).json<{ resultCount: number }>().resultCount;
      expect(failureOf(await h.call('supervisor', 'POST', area.paths.post, body({ bar: true }))).reason).toBe('body.bar is not allowed');
      expect((await h.call('master', 'GET', area.paths.get)).json<{ resultCount: number }>().resultCount).toBe(before);
      expect(await stored(row.id)).toEqual(row);
    });

    it("answers another client's supervisor 404 for its rows and changes nothing", async () => {
      const row = await create();
      expect((await h.call('polish', 'GET', byId(row.id))).statusCode).toBe(404);
      expect((await h.call('polish', 'PUT', area.paths.put, { id: row.id, [c.mainField]: 'Overgenomen' })).statusCode).toBe(404);
      expect((await h.call('polish', 'DELETE', byId(row.id).replace(area.paths.get, area.paths.delete))).statusCode).toBe(404);
      const list = (await h.call('polish', 'GET', area.paths.get)).json<{ results: { id: number }[] }>().results;
      expect(list.map((r) => r.id)).not.toContain(row.id);
      expect(await stored(row.id)).toEqual(row);
    });

    if (c.richField) it('stores hostile rich text clean', async () => {
      const richField = c.richField!;
      const hostile = [
        '<p>ok</p><img src=x onerror=alert(1)>', '<svg><script>alert(1)</script></svg>',
        '<a href="javascript:alert(1)">x</a>', '<a href="data:text/html,<script>alert(1)</script>">d</a>',
        '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      ].join('');
      const row = await create({ [richField]: hostile });
      const html = String(row[richField]);
      expect(html).toBe('<p>ok</p><a rel="noopener noreferrer">x</a><a rel="noopener noreferrer">d</a>');
      expect(String((await stored(row.id))[richField])).toBe(html);
    });

    it('deletes with the current If-Match, answering [{ id }]', async () => {
      const row = await create();
      const url = byId(row.id).replace(area.paths.get, area.paths.delete);
      const res = await h.call('supervisor', 'DELETE', url, undefined, { 'if-match': '"1"' });
      expect(res.json()).toEqual({ results: [{ id: row.id }], successful: true, errors: [] });
      expect((await h.call('supervisor', 'GET', byId(row.id))).statusCode).toBe(404);
    });

    if (area.variants) describeVariants(h, c, body, create, byId, stored);
  });
}

function describeVariants(
  h: KitHarness, c: KitCase, body: (extra?: Record<string, unknown>) => Record<string, unknown>,
  create: (extra?: Record<string, unknown>) => Promise<Record<string, unknown>>, byId: (id: unknown) => string, stored: (id: unknown) => Promise<Record<string, unknown>>,
): void {
  const { area } = c;
  const list = async (query: string) => (await h.call('master', 'GET', `${area.paths.get}?${query}`)).json<{ results: { carArrangementId: number | null }[] }>().results;

  if (area.variants?.arrangementOnly) it('keeps every row under one arrangement: none without one, the list filtered by it', async () => {
    const { carArrangementId: _dropped, ...withoutArrangement } = body();
    expect(failureOf(await h.call('supervisor', 'POST', area.paths.post, withoutArrangement)).reason).toMatch(/carArrangementId/);
    expect(failureOf(await h.call('supervisor', 'POST', area.paths.post, body({ carArrangementId: null }))).status).toBe(400);
    const row = await create({ carArrangementId: h.ids.arrangementOut });
    expect(failureOf(await h.call('supervisor', 'PUT', area.paths.put, { id: row.id, carArrangementId: null })).status).toBe(400);
    const own = await list(`carArrangementId=${h.ids.arrangementOut}`);
    expect(own.map((r) => (r as { id?: number }).id)).toContain(row.id);
    expect(own.every((r) => r.carArrangementId === h.ids.arrangementOut)).toBe(true);
    const alias = area.queryAliases?.carArrangementId;
    if (alias) expect(await list(`${alias}=${h.ids.arrangementOut}`)).toEqual(own);
  });
  else it('keeps default and per-arrangement variants apart', async () => {
    await create({ carArrangementId: null });
    await create({ carArrangementId: h.ids.arrangementOut });
    const defaults = await list('includeOnlyDefault=true');
    expect(defaults.length).toBeGreaterThan(0);
    expect(defaults.every((r) => r.carArrangementId === null)).toBe(true);
    const own = await list(`carArrangementId=${h.ids.arrangementOut}`);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.carArrangementId === h.ids.arrangementOut)).toBe(true);
  });

  it("answers a scoped administrator 404 for an arrangement outside reach, changing nothing", async () => {
    const outside = await create({ carArrangementId: h.ids.arrangementOut });
    await h.asScopedSupervisor(async () => {
      expect((await h.call('supervisor', 'GET', `${area.paths.get}?carArrangementId=${h.ids.arrangementOut}`)).statusCode).toBe(404);
      expect((await h.call('supervisor', 'GET', byId(outside.id))).statusCode).toBe(404);
      expect((await h.call('supervisor', 'PUT', area.paths.put, { id: outside.id, [c.mainField]: 'Buiten bereik' })).statusCode).toBe(404);
      expect((await h.call('supervisor', 'DELETE', byId(outside.id).replace(area.paths.get, area.paths.delete))).statusCode).toBe(404);
      expect((await h.call('supervisor', 'POST', area.paths.post, body({ carArrangementId: h.ids.arrangementOut }))).statusCode).toBe(404);
      const own = await create({ carArrangementId: h.ids.arrangementIn });
      expect((await h.call('supervisor', 'PUT', area.paths.put, { id: own.id, carArrangementId: h.ids.arrangementOut })).statusCode).toBe(404);
      expect(await stored(own.id)).toEqual(own);
      const visible = (await h.call('supervisor', 'GET', area.paths.get)).json<{ results: { id: number }[] }>().results.map((r) => r.id);
      expect(visible).not.toContain(outside.id);
    });
    expect(await stored(outside.id)).toEqual(outside);
  });
}
