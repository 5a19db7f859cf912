import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Driver } from '../../contract/types/drivers';
import type { CarWithLeasePrice } from '../../contract/types/cars';
import { buildApp } from '../../server/app';
import { openDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { LISTENER_NAME } from '../../server/db/postgres';
import { seedIfEmpty } from '../../server/db/seed';
import { bearer, loginAs, testConfig } from './helpers';
import { postgresDatabase, type PostgresDatabase } from './postgres-database';

/**
 * Two server processes on one PostgreSQL, each remembering reads (issue 21 point 3): a write through A shows in B's
 * next read as soon as its commit's announcement has arrived (polled up to a second), a rolled-back write announces
 * nothing, and while B cannot listen it serves nothing from memory. A write straight to the database, which announces
 * nothing, shows where B remembers an answer and where it does not. An empty database of its own on the run's
 * cluster (postgres-database.ts), so the schema is made here, through A.
 */
let database: PostgresDatabase;
const dbs: Db[] = [];
const apps: FastifyInstance[] = [];
const tokens: string[] = [];
/** A connection outside the server: its writes announce nothing. */
let unannounced: pg.Client;

beforeAll(async () => {
  database = await postgresDatabase({ empty: true });
  // B opens before the schema exists: the migrations run through A announce everything, and B reads the schema again.
  for (let i = 0; i < 2; i++) dbs.push(await openDb({ dataDir: 'unused', databaseUrl: database.url, listen: { retryMs: 300 } }));
  await migrate(dbs[0]!);
  await seedIfEmpty(dbs[0]!);
  for (const db of dbs) {
    const app = buildApp({ db, config: testConfig() });
    apps.push(app);
    await app.ready();
    tokens.push((await loginAs(app, 'supervisor')).access_token);
  }
  unannounced = new pg.Client({ connectionString: database.url });
  await unannounced.connect();
}, 120_000);

afterAll(async () => {
  await unannounced?.end();
  for (const app of apps) await app.close();
  for (const db of dbs) await db.close();
  await database?.close();
});

const [A, B] = [0, 1];

async function get<T>(server: number, url: string): Promise<T> {
  const res = await apps[server]!.inject({ method: 'GET', url: `/api-admin${url}`, headers: bearer(tokens[server]!) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: T }>().results;
}

async function send(server: number, method: 'PUT' | 'POST', url: string, payload: object): Promise<void> {
  const res = await apps[server]!.inject({ method, url: `/api-admin${url}`, headers: bearer(tokens[server]!), payload });
  expect(res.statusCode, res.body).toBe(200);
}

/** `read` again every 20 ms until `seen` holds, for at most a second; the last answer. */
async function withinASecond<T>(read: () => Promise<T>, seen: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 1_000;
  let value = await read();
  while (!seen(value) && Date.now() < until) {
    await new Promise((done) => setTimeout(done, 20));
    value = await read();
  }
  return value;
}

describe('two servers on one PostgreSQL, each remembering reads', () => {
  it('shows a driver edited through A in B\'s next list once the announcement arrived', async () => {
    const list = () => get<Driver[]>(B, '/driver?pageSize=5');
    const [driver] = await list();
    await unannounced.query("UPDATE drivers SET first_name = 'Unannounced' WHERE id = $1", [driver!.id]);
    // B remembers its page: a write nobody announced does not show…
    expect((await list())[0]!.firstName).toBe(driver!.firstName);
    await send(A, 'PUT', '/driver', { id: driver!.id, firstName: 'Announced' });
    // …one through A does.
    const seen = await withinASecond(list, (drivers) => drivers[0]!.firstName === 'Announced');
    expect(seen[0]).toMatchObject({ id: driver!.id, firstName: 'Announced' });
  });

  it('prices B\'s car list by the arrangement settings A changed', async () => {
    const [{ id: arrangement }] = (await dbs[A]!.query<{ id: number }>(
      "SELECT a.id FROM car_arrangements a JOIN clients c ON c.id = a.client_id WHERE c.name = 'demo' AND a.display_name = 'Leaseregeling 2026'")) as [{ id: number }];
    const page = () => get<CarWithLeasePrice[]>(B, `/car/extended/new?carArrangementId=${arrangement}&pageSize=5`);
    const refused = (cars: CarWithLeasePrice[]) => cars.every((car) => car.refusals.some((r) => r.reason === 'consumerPriceAboveMax'));
    expect(refused(await page())).toBe(false);
    await unannounced.query('UPDATE car_arrangement_settings SET max_consumer_price = 1 WHERE car_arrangement_id = $1', [arrangement]);
    expect(refused(await page())).toBe(false);

    await send(A, 'PUT', '/cararrangementsetting', { carArrangementId: arrangement, maxConsumerPrice: 2 });
    expect(refused(await withinASecond(page, refused))).toBe(true);
    await send(A, 'PUT', '/cararrangementsetting', { carArrangementId: arrangement, maxConsumerPrice: null });
    expect(refused(await withinASecond(page, (cars) => !refused(cars)))).toBe(false);
  });

  it('moves an order A approved out of B\'s open orders', async () => {
    type OrderPage = [{ items: { id: number; status: string }[]; totalCount: number }];
    const open = async () => (await get<OrderPage>(B, '/order?includePaginationInfo=true'))[0];
    const before = await open();
    const order = before.items[0]!;
    await send(A, 'POST', '/order', { orderId: order.id, agreement: true, sendMail: false });
    const after = await withinASecond(open, (orders) => orders.totalCount === before.totalCount - 1);
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.items.map((o) => o.id)).not.toContain(order.id);
  });
});

describe('announcements between the processes\' databases', () => {
  const notes = 'SELECT count(*)::int AS n FROM release_notes r';
  const countOn = async (db: Db) => (await db.remembered!<{ n: number }>(notes))[0]!.n;
  const note = (db: Db, subject: string) => db.query("INSERT INTO release_notes (type, date, subject) VALUES ('fix', '1.0', $1)", [subject]);

  it('announces nothing for a rolled-back write: B keeps what it remembered, and it shows nothing', async () => {
    const surname = 'SELECT d.surname FROM drivers d WHERE d.id = (SELECT min(id) FROM drivers)';
    const remembered = await dbs[B]!.remembered!<{ surname: string }>(surname);
    await expect(dbs[A]!.transaction(async (tx) => {
      await tx.query('UPDATE drivers SET surname = $1 WHERE id = (SELECT min(id) FROM drivers)', ['Rolled back']);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    // Announcements arrive in commit order: once B has heard a later commit, it would have heard the rolled-back one.
    const before = await countOn(dbs[B]!);
    await note(dbs[A]!, 'a later commit');
    expect(await withinASecond(() => countOn(dbs[B]!), (n) => n === before + 1)).toBe(before + 1);
    expect(await dbs[B]!.remembered!(surname)).toBe(remembered);
    expect(remembered[0]!.surname).not.toBe('Rolled back');
    expect((await dbs[A]!.remembered!<{ surname: string }>(surname))[0]!.surname).toBe(remembered[0]!.surname);
  });

  it('serves nothing from memory while the listening connection is lost, and remembers again once it listens', async () => {
    const rememberedTwice = async () => (await dbs[B]!.remembered!(notes)) === (await dbs[B]!.remembered!(notes));
    expect(await rememberedTwice()).toBe(true);
    const start = await countOn(dbs[B]!);

    // This database's listeners only: other files' databases share the run's cluster.
    await unannounced.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [LISTENER_NAME]);
    expect(await withinASecond(rememberedTwice, (same) => !same)).toBe(false);
    // Lost: a write B cannot hear of shows at once, since nothing is kept.
    await unannounced.query("INSERT INTO release_notes (type, date, subject) VALUES ('fix', '1.0', 'while B is deaf')");
    expect(await countOn(dbs[B]!)).toBe(start + 1);

    // Listening again (after 300 ms): remembered again, and announcements heard again.
    expect(await withinASecond(rememberedTwice, (same) => same)).toBe(true);
    expect(await countOn(dbs[B]!)).toBe(start + 1);
    await note(dbs[A]!, 'after B listens again');
    expect(await withinASecond(() => countOn(dbs[B]!), (n) => n === start + 2)).toBe(start + 2);
  });
});
