import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../contract/types/drivers';
import { RememberedReads, changesData, scriptTables, writtenTables } from '../../server/db/remembered-reads';
import { tablesRead } from '../../server/db/statement-tables';
import { bearer, createTestServer, loginAs, type TestServer } from './helpers';

/**
 * Reads PGlite answers from memory until the next write (issue 21 point 3): a list's count and page must
 * still be right the moment a write has been answered, whichever way the write came.
 */
let t: TestServer;
let token: string;

beforeAll(async () => {
  t = await createTestServer();
  token = (await loginAs(t.app, 'supervisor')).access_token;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

interface ListAnswer {
  results: Driver[];
  resultCount: number;
}

async function driverList(query = ''): Promise<ListAnswer> {
  const res = await t.app.inject({ method: 'GET', url: `/api-admin/driver?pageSize=5${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListAnswer>();
}

describe('the driver list remembered until the next write', () => {
  it('counts and shows a driver created, renamed and deleted through the API at once', async () => {
    const before = await driverList();
    expect((await driverList()).resultCount).toBe(before.resultCount);
    const created = await t.app.inject({
      method: 'POST', url: '/api-admin/driver', headers: bearer(token),
      payload: { emailAddress: 'aaaa.remembered@demo-mobility.test', firstName: 'Remy', surname: 'Aaaremembered' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const afterCreate = await driverList();
    expect(afterCreate.resultCount).toBe(before.resultCount + 1);
    const mine = afterCreate.results.find((d) => d.surname === 'Aaaremembered');
    expect(mine).toBeDefined();

    await t.db.query('UPDATE drivers SET surname = $1, version = version + 1 WHERE id = $2', ['Aaaremembered Two', mine!.id]);
    expect((await driverList()).results.map((d) => d.surname)).toContain('Aaaremembered Two');

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api-admin/driver?driverId=${mine!.id}`, headers: bearer(token) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const afterDelete = await driverList();
    expect(afterDelete.resultCount).toBe(before.resultCount);
    expect(afterDelete.results.map((d) => d.id)).not.toContain(mine!.id);
  });

  it('counts a write made inside a transaction once it has committed, and not one that rolled back', async () => {
    const before = (await driverList('&includeOnlyActive=true')).resultCount;
    const [one] = await t.db.query<{ id: number }>('SELECT id FROM drivers d WHERE d.is_active AND d.client_id = (SELECT id FROM clients WHERE name = $1) LIMIT 1', ['demo']);
    await expect(t.db.transaction(async (tx) => {
      await tx.query('UPDATE drivers SET is_active = false WHERE id = $1', [one!.id]);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect((await driverList('&includeOnlyActive=true')).resultCount).toBe(before);
    await t.db.transaction((tx) => tx.query('UPDATE drivers SET is_active = false WHERE id = $1', [one!.id]));
    expect((await driverList('&includeOnlyActive=true')).resultCount).toBe(before - 1);
    await t.db.query('UPDATE drivers SET is_active = true WHERE id = $1', [one!.id]);
    expect((await driverList('&includeOnlyActive=true')).resultCount).toBe(before);
  });
});

describe('what counts as a write', () => {
  it('takes a plain SELECT or WITH read as a read, everything else (and a job-queue statement never) as a write', () => {
    expect(changesData('SELECT count(*) FROM drivers d WHERE d.client_id = $1')).toBe(false);
    expect(changesData('  with x AS (SELECT 1) SELECT * FROM x')).toBe(false);
    expect(changesData('SELECT d.date_updated FROM drivers d')).toBe(false);
    for (const sql of ['INSERT INTO drivers VALUES (1)', 'update drivers SET x = 1', 'DELETE FROM drivers', 'TRUNCATE drivers',
      'WITH gone AS (DELETE FROM drivers RETURNING id) SELECT count(*) FROM gone', "SELECT nextval('drivers_id_seq')",
      'SELECT id FROM drivers FOR UPDATE', 'ANALYZE drivers', 'SET search_path TO public', 'BEGIN',
      'UPDATE bulk_runs SET state = 1 WHERE job_id IN (SELECT id FROM pgboss.job)']) {
      expect(changesData(sql), sql).toBe(true);
    }
    expect(changesData('WITH next AS (SELECT id FROM pgboss.job FOR UPDATE SKIP LOCKED) UPDATE pgboss.job j SET state = 1')).toBe(false);
    expect(changesData('INSERT INTO pgboss.job (name) VALUES ($1) ON CONFLICT DO NOTHING')).toBe(false);
  });

  it('takes pg-boss\'s maintenance scripts (every two minutes on every node) for no change, and any other script for anything', () => {
    const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<string, (...args: unknown[]) => string>;
    const lockedScript = (query: string) => plans.locked!('pgboss', query);
    for (const query of [plans.failJobsByTimeout!('pgboss'), plans.archive!('pgboss', '12 hours', '7 days'), plans.drop!('pgboss', '7 days')]) {
      expect(scriptTables(lockedScript(query)), query).toEqual([]);
    }
    for (const script of [plans.create!('pgboss', 24), lockedScript('DELETE FROM pgboss.job; UPDATE drivers SET x = 1'),
      lockedScript('DELETE FROM pgboss.job; DROP TABLE drivers'), "DO $$ BEGIN PERFORM 1; END $$; DELETE FROM pgboss.job",
      'CREATE TABLE t (id int); ALTER TABLE t ADD COLUMN n int', 'ANALYZE drivers; VACUUM drivers']) {
      expect(scriptTables(script), script).toBeNull();
    }
  });

  it('keeps no answer read while a write began or ended, none of more than 100 rows, and never SQL that reads the clock', async () => {
    const reads = new RememberedReads();
    let calls = 0;
    const read = () => reads.read('SELECT n FROM t', [1], async () => [{ n: ++calls }]);
    expect(await read()).toEqual([{ n: 1 }]);
    expect(await read()).toEqual([{ n: 1 }]);
    reads.noteWrite();
    expect(await read()).toEqual([{ n: 2 }]);

    let finish!: (rows: { n: number }[]) => void;
    const slow = reads.read('SELECT n FROM t', [2], () => new Promise<{ n: number }[]>((done) => { finish = done; }));
    reads.noteWrite();
    finish([{ n: 10 }]);
    expect(await slow).toEqual([{ n: 10 }]);
    expect(await reads.read('SELECT n FROM t', [2], async () => [{ n: 11 }])).toEqual([{ n: 11 }]);

    let bigReads = 0;
    for (let i = 0; i < 2; i++) await reads.read('SELECT n FROM big', [], async () => Array.from({ length: 101 }, () => ({ n: ++bigReads })));
    expect(bigReads).toBe(202);

    let clockReads = 0;
    for (let i = 0; i < 2; i++) await reads.read('SELECT now() AS n', [], async () => [{ n: ++clockReads }]);
    expect(clockReads).toBe(2);
  });
});

describe('a remembered answer is shared, so no caller can change it', () => {
  it('refuses a change to the rows, their arrays or json a caller was given, and answers the next caller the same', async () => {
    const reads = new RememberedReads();
    const read = () => reads.read<{ n: number; ids: number[]; json: { a: string } }>('SELECT n, ids, json FROM t', [1],
      async () => [{ n: 1, ids: [1, 2], json: { a: 'x' } }]);
    const first = await read();
    expect(() => { first[0]!.n = 99; }).toThrow(TypeError);
    expect(() => { first[0]!.ids.push(3); }).toThrow(TypeError);
    expect(() => { first[0]!.json.a = 'changed'; }).toThrow(TypeError);
    expect(() => { (first as unknown[]).push({ n: 2 }); }).toThrow(TypeError);
    expect(() => { delete (first[0] as Partial<{ n: number }>).n; }).toThrow(TypeError);
    expect(await read()).toEqual([{ n: 1, ids: [1, 2], json: { a: 'x' } }]);
  });

  it('keeps at most 200 answers, forgetting the oldest first', async () => {
    const reads = new RememberedReads();
    const runs = new Map<number, number>();
    const read = (n: number) => reads.read(n % 2 ? 'SELECT odd' : 'SELECT even', [n], async () => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      return [{ n }];
    });
    for (let n = 0; n <= 200; n++) await read(n);
    await read(200);
    await read(1);
    expect(runs.get(200)).toBe(1);
    expect(runs.get(1)).toBe(1);
    await read(0);
    expect(runs.get(0)).toBe(2);
  });

  it('is frozen as PGlite hands it to a route', async () => {
    const [row] = await t.db.remembered!<{ id: number; ids: number[] }>('SELECT id, ARRAY[id] AS ids FROM drivers ORDER BY id LIMIT 1');
    expect(() => { row!.ids.push(0); }).toThrow(TypeError);
    expect((await t.db.remembered!<{ id: number; ids: number[] }>('SELECT id, ARRAY[id] AS ids FROM drivers ORDER BY id LIMIT 1'))[0]!.ids).toEqual([row!.id]);
  });
});

describe('a write forgets only what it can have changed', () => {
  it('reads the tables of FROM and JOIN, cannot tell a comma join, and takes the targets a write names', () => {
    expect([...tablesRead('SELECT count(*) FROM drivers d JOIN "public".clients c ON c.id = d.client_id WHERE EXISTS (SELECT 1 FROM Orders o)')!])
      .toEqual(['drivers', 'clients', 'orders']);
    expect(tablesRead('SELECT 1 FROM drivers d, orders o WHERE o.driver_id = d.id')).toBeNull();
    expect(writtenTables('INSERT INTO bulk_run_prices (id) SELECT id FROM car_types')).toEqual(['bulk_run_prices']);
    expect(writtenTables('WITH gone AS (DELETE FROM public.drivers RETURNING id) SELECT count(*) FROM gone')).toEqual(['drivers']);
    expect(writtenTables('ANALYZE drivers')).toBeNull();
    expect(writtenTables('SELECT t.version FROM drivers t WHERE t.id = $1 FOR UPDATE OF t')).toEqual([]);
    expect(writtenTables('SELECT id FROM mail_logs WHERE id = $1 FOR NO KEY UPDATE SKIP LOCKED')).toEqual([]);
    expect(writtenTables('SELECT nextval($1) FOR UPDATE')).toBeNull();
    expect(writtenTables('WITH x AS (SELECT id FROM drivers FOR UPDATE) DELETE FROM drivers WHERE id IN (SELECT id FROM x)')).toEqual(['drivers']);
  });

  it('keeps an answer through a write to another table, forgets it on a write to its own or one that cascades to it', async () => {
    const reads = new RememberedReads();
    reads.setDependents(new Map([['clients', ['drivers']]]));
    let calls = 0;
    const read = () => reads.read('SELECT count(*) AS n FROM drivers d WHERE d.client_id = $1', [1], async () => [{ n: ++calls }]);
    const comma = () => reads.read('SELECT 1 AS n FROM drivers d, orders o', [], async () => [{ n: ++calls }]);
    await read();
    await comma();
    reads.noteWrite(['bulk_run_prices']);
    expect(await read()).toEqual([{ n: 1 }]);
    expect(await comma()).toEqual([{ n: 3 }]);
    reads.noteWrite(['clients']);
    expect(await read()).toEqual([{ n: 4 }]);
    reads.noteWrite(['drivers']);
    expect(await read()).toEqual([{ n: 5 }]);
    reads.setDependents(null);
    reads.noteWrite(['bulk_run_prices']);
    expect(await read()).toEqual([{ n: 6 }]);
  });

  const bindingsOf = (driverId: number) =>
    t.db.remembered!<{ n: number }>('SELECT count(*)::int AS n FROM driver_arrangement_bindings b WHERE b.driver_id = $1', [driverId]);

  it('keeps a page through writes, also in a transaction, to tables it does not read, and follows cascades and triggers of the schema', async () => {
    const [bound] = await t.db.query<{ driver_id: number }>('SELECT driver_id FROM driver_arrangement_bindings ORDER BY driver_id LIMIT 1');
    const first = await bindingsOf(bound!.driver_id);
    expect(first[0]!.n).toBeGreaterThan(0);
    await t.db.query("UPDATE release_notes SET version = version WHERE false");
    await t.db.transaction((tx) => tx.query('UPDATE bulk_runs SET attempts = attempts WHERE false'));
    expect(await bindingsOf(bound!.driver_id)).toBe(first);

    // Deleting the driver cascades to its bindings (a foreign key of migration 0005): the remembered count goes.
    await t.db.transaction(async (tx) => {
      await tx.query('DELETE FROM driver_order_statuses WHERE driver_id = $1', [bound!.driver_id]);
      await tx.query('DELETE FROM orders WHERE driver_id = $1', [bound!.driver_id]);
      await tx.query('DELETE FROM drivers WHERE id = $1', [bound!.driver_id]);
    });
    expect((await bindingsOf(bound!.driver_id))[0]!.n).toBe(0);

    // A trigger of migration 0017 raises the arrangement setting's version when the calculator setting's flag changes.
    const settingVersion = (id: number) => t.db.remembered!<{ version: number }>('SELECT version FROM car_arrangement_settings s WHERE s.car_arrangement_id = $1', [id]);
    const [calc] = await t.db.query<{ car_arrangement_id: number }>('SELECT car_arrangement_id FROM car_arrangement_calculator_settings LIMIT 1');
    const before = (await settingVersion(calc!.car_arrangement_id))[0]!.version;
    await t.db.query('UPDATE car_arrangement_calculator_settings SET is_active_online_for_drivers = NOT is_active_online_for_drivers WHERE car_arrangement_id = $1',
      [calc!.car_arrangement_id]);
    expect((await settingVersion(calc!.car_arrangement_id))[0]!.version).toBe(before + 1);
  });

  it('forgets an answer read through a view when a table the view reads is written', async () => {
    await t.db.query('CREATE VIEW remembered_test_notes AS SELECT count(*)::int AS n FROM release_notes');
    try {
      const viaView = () => t.db.remembered!<{ n: number }>('SELECT n FROM remembered_test_notes v');
      // The DDL makes the server read its schema again; until it has, every write forgets everything.
      let kept = false;
      for (let attempt = 0; attempt < 100 && !kept; attempt++) {
        const first = await viaView();
        await t.db.query('UPDATE bulk_runs SET attempts = attempts WHERE false');
        kept = (await viaView()) === first;
        if (!kept) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(kept).toBe(true);
      const before = await viaView();
      await t.db.query('UPDATE release_notes SET version = version WHERE false');
      expect(await viaView()).not.toBe(before);
    } finally {
      await t.db.query('DROP VIEW remembered_test_notes');
    }
  });
});

describe('GET /health', () => {
  it('answers that the server is up, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
