import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardFigureKey } from '../../contract/types/dashboard';
import { bearer, envelopeOf, createTestServer, loginAs, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * GET /api-admin/dashboard (issue 37 points 1 and 2): each figure equals the resultCount of the list it links to, for
 * every reader (a master, a supervisor, a sub-supervisor scoped to operating companies, fleet management, another
 * client's supervisor); figures of lists a reader cannot open are absent; the counts follow writes and the clock.
 */
let t: TestServer;
let tokens: Map<TestSigner, string>;

beforeAll(async () => {
  t = await createTestServer();
  tokens = await signInEveryone(t.app);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = (url: string, who: TestSigner) => t.app.inject({ method: 'GET', url: `/api-admin${url}`, headers: bearer(tokens.get(who)!) });

async function dashboard(who: TestSigner): Promise<Dashboard> {
  const res = await get('/dashboard', who);
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(res).results[0] as Dashboard;
}

const figure = (board: Dashboard, key: DashboardFigureKey) => board.figures.find((f) => f.key === key)?.count;

/** The API list each figure links to (the screens' links send these same filters), and how its count is read. */
const LISTS: Record<DashboardFigureKey, string> = {
  ordersWaiting: '/order?status=open&pageSize=1',
  driversExpiring: '/driver?expiration=withinThirtyDays&pageSize=1',
  driversExpiredActive: '/driver?attention=expiredStillActive&pageSize=1',
  driversWithoutCategory: '/driver?attention=withoutCategory&pageSize=1',
  welcomeMailsNotSent: '/driver?emailNotSent=true&pageSize=1',
  arrangementsStaleRun: '/cararrangement?attention=staleRun',
  arrangementsInactive: '/cararrangement?attention=inactive',
  arrangementsWithoutCategories: '/cararrangement?attention=withoutCategories',
  mantelContractsInvalid: '/cararrangement?attention=invalidMantel',
  containersInactive: '/mobilitycontainer?attention=inactive&pageSize=1',
  productTypesDuplicate: '/mobilityproduct?attention=duplicateType&pageSize=1',
  mailFailed: '/logemails?attention=failedRecently&pageSize=1',
  releaseNotesUnseen: '/releasenotes/unseencount?amwCode=OMR',
  providerClients: '/amw/client?pageSize=1',
  providerClientsStaleRun: '/amw/client?attention=staleRun&pageSize=1',
};

async function listCount(key: DashboardFigureKey, who: TestSigner): Promise<number> {
  const res = await get(LISTS[key], who);
  expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
  const body = res.json<{ results: { unseenCount?: number; totalCount?: number }[]; resultCount?: number }>();
  if (key === 'releaseNotesUnseen') return body.results[0]!.unseenCount!;
  if (key === 'ordersWaiting') return body.results[0]?.totalCount ?? body.resultCount ?? 0;
  return body.resultCount!;
}

describe('GET /api-admin/dashboard', () => {
  const READERS: readonly TestSigner[] = ['master', 'supervisor', 'subsupervisor', 'fleetmanagement', 'polish'];

  it.each(READERS)('gives %s each figure as its list counts it', async (who) => {
    const board = await dashboard(who);
    for (const { key, count } of board.figures) expect(count, key).toBe(await listCount(key, who));
  });

  it('shows the demo supervisor real work to do, and the master the provider view as well', async () => {
    const supervisor = await dashboard('supervisor');
    const shown = supervisor.figures.filter((f) => f.count > 0).map((f) => f.key);
    expect(shown).toEqual(expect.arrayContaining(['ordersWaiting', 'driversExpiring', 'welcomeMailsNotSent', 'arrangementsInactive']));
    expect(supervisor.figures.map((f) => f.key)).not.toContain('providerClients');
    expect(supervisor.bulkRun?.state).toBeDefined();
    const master = await dashboard('master');
    expect(figure(master, 'providerClients')).toBeGreaterThan(1);
    expect(master.figures.map((f) => f.key)).toContain('providerClientsStaleRun');
  });

  it('leaves out what a reader cannot open', async () => {
    const sub = (await dashboard('subsupervisor')).figures.map((f) => f.key);
    expect(sub).toContain('ordersWaiting');
    expect(sub).not.toContain('mailFailed');
    expect(sub).not.toContain('releaseNotesUnseen');
    expect((await dashboard('subsupervisor')).bulkRun).toBeNull();
    const fleet = (await dashboard('fleetmanagement')).figures.map((f) => f.key);
    expect(fleet).not.toContain('driversExpiring');
    expect(fleet).not.toContain('arrangementsInactive');
  });

  it('refuses the bulk user (the access table: everyone except bulk) and a caller without a token', async () => {
    expect((await get('/dashboard', 'bulk')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api-admin/dashboard' })).statusCode).toBe(401);
  });

  it('says when the oldest waiting order was placed', async () => {
    const board = await dashboard('supervisor');
    const waiting = board.figures.find((f) => f.key === 'ordersWaiting')!;
    const [oldest] = await t.db.query<{ at: Date }>(
      "SELECT min(date_ordered) AS at FROM orders WHERE client_id = (SELECT id FROM clients WHERE name = 'demo') AND status = 'open'");
    expect(waiting.oldest).toBe(new Date(oldest!.at).toISOString());
  });

  it('follows a write: an arrangement switched off for drivers counts as inactive at once', async () => {
    const before = figure(await dashboard('supervisor'), 'arrangementsInactive')!;
    const [active] = await t.db.query<{ id: number }>(
      `SELECT cs.car_arrangement_id AS id FROM car_arrangement_calculator_settings cs JOIN clients c ON c.id = cs.client_id
       WHERE c.name = 'demo' AND cs.is_active_online_for_drivers LIMIT 1`);
    await t.db.query('UPDATE car_arrangement_calculator_settings SET is_active_online_for_drivers = false WHERE car_arrangement_id = $1', [active!.id]);
    try {
      const after = await dashboard('supervisor');
      expect(figure(after, 'arrangementsInactive')).toBe(before + 1);
      expect(figure(after, 'arrangementsInactive')).toBe(await listCount('arrangementsInactive', 'supervisor'));
    } finally {
      await t.db.query('UPDATE car_arrangement_calculator_settings SET is_active_online_for_drivers = true WHERE car_arrangement_id = $1', [active!.id]);
    }
  });

  it('counts a driver without category by the flag its bindings keep, through every kind of binding write', async () => {
    // A driver of the demo client bound to a category, and a category of that arrangement to move it to and delete.
    const [bound] = await t.db.query<{ driverId: number; arrangementId: number; categoryId: number; clientId: number }>(
      `SELECT b.driver_id AS "driverId", b.car_arrangement_id AS "arrangementId", b.category_id AS "categoryId", b.client_id AS "clientId"
         FROM driver_arrangement_bindings b JOIN clients c ON c.id = b.client_id
        WHERE c.name = 'demo' AND b.category_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM driver_arrangement_bindings o WHERE o.driver_id = b.driver_id AND o.car_arrangement_id <> b.car_arrangement_id)
        ORDER BY b.driver_id LIMIT 1`);
    const flag = async () => (await t.db.query<{ flag: boolean }>('SELECT has_category AS flag FROM drivers WHERE id = $1', [bound!.driverId]))[0]!.flag;
    const counted = async () => figure(await dashboard('supervisor'), 'driversWithoutCategory')!;
    const before = await counted();
    expect(await flag()).toBe(true);
    const setCategory = (category: number | null) => t.db.query(
      'UPDATE driver_arrangement_bindings SET category_id = $3 WHERE driver_id = $1 AND car_arrangement_id = $2', [bound!.driverId, bound!.arrangementId, category]);
    try {
      await setCategory(null);
      expect(await flag()).toBe(false);
      expect(await counted()).toBe(before + 1);
      expect(await counted()).toBe(await listCount('driversWithoutCategory', 'supervisor'));
      await setCategory(bound!.categoryId);
      expect(await flag()).toBe(true);
      expect(await counted()).toBe(before);

      // Removed and added again; then its category deleted, which sets the binding's category to NULL.
      await t.db.query('DELETE FROM driver_arrangement_bindings WHERE driver_id = $1 AND car_arrangement_id = $2', [bound!.driverId, bound!.arrangementId]);
      expect(await flag()).toBe(false);
      const [category] = await t.db.query<{ id: number }>(
        `INSERT INTO categories (client_id, car_arrangement_id, category_number, display_name) VALUES ($1, $2, 9876, 'Dashboard flag test') RETURNING id`,
        [bound!.clientId, bound!.arrangementId]);
      await t.db.query('INSERT INTO driver_arrangement_bindings (client_id, driver_id, car_arrangement_id, category_id) VALUES ($1, $2, $3, $4)',
        [bound!.clientId, bound!.driverId, bound!.arrangementId, category!.id]);
      expect(await flag()).toBe(true);
      expect(await counted()).toBe(before);
      await t.db.query('DELETE FROM categories WHERE id = $1', [category!.id]);
      expect(await flag()).toBe(false);
      expect(await counted()).toBe(before + 1);
    } finally {
      await setCategory(bound!.categoryId);
    }
    expect(await flag()).toBe(true);
    expect(await counted()).toBe(before);
  });

  it('refuses an attention filter a list does not have, naming it', async () => {
    for (const url of ['/driver?attention=staleRun', '/cararrangement?attention=expiredStillActive', '/mobilitycontainer?attention=nope', '/logemails?attention=inactive']) {
      const res = await get(url, 'supervisor');
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toContain('attention');
    }
  });
  // Last: it moves the clock a week on.
  it('follows the clock: a run goes stale after 7 days', async () => {
    const before = figure(await dashboard('supervisor'), 'arrangementsStaleRun')!;
    const [fresh] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM car_arrangement_calculator_settings cs JOIN clients c ON c.id = cs.client_id
       WHERE c.name = 'demo' AND cs.is_active_online_for_drivers AND cs.date_last_run >= $1::timestamptz - interval '7 days'`, [t.clock.now()]);
    t.clock.advanceSeconds(8 * 86_400);
    // A week later the session has long expired: sign in again.
    tokens.set('supervisor', (await loginAs(t.app, 'supervisor')).access_token);
    const later = await dashboard('supervisor');
    expect(figure(later, 'arrangementsStaleRun')).toBe(before + fresh!.n);
    expect(figure(later, 'arrangementsStaleRun')).toBe(await listCount('arrangementsStaleRun', 'supervisor'));
  });

});
