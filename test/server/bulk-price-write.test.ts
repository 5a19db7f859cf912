import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { writeWindow, type PartBatch } from '../../server/jobs/bulk-price-write';
import { statementsOf } from '../../server/jobs/bulk-run-part';
import type { PricedColumns } from '../../server/jobs/bulk-pricing-task';
import { openSeededDb, testClock } from './helpers';

/**
 * The window statement (issue 40) on its own: what a window writes, counts and removes for each part, and nothing for a
 * part another worker holds. The bulk-run tests run it through whole runs; this one sets each case up exactly.
 */
const WORKER = '00000000-0000-0000-0000-00000000000a';
const OTHER = '00000000-0000-0000-0000-00000000000b';
let db: Db;
let clientId: number;
let arrangements: [number, number];
let versions: number[];
let runId: number;

const priced = (rows: [version: number, price: number | null][]): PricedColumns => ({
  versionId: rows.map(([v]) => v), categoryId: rows.map(() => null), durationMonths: rows.map(() => 48), kmPerYear: rows.map(() => 20000),
  leasePrice: rows.map(([, p]) => p), ownContribution: rows.map(([, p]) => (p === null ? null : 0)), allowed: rows.map(([, p]) => p !== null),
  error: rows.map(([v, p]) => (p === null ? `version ${v} has no consumer price` : null)),
});

const prices = async (arrangementId: number) => new Map((await db.query<{ version_id: number; price: number | null; run_id: number }>(
  'SELECT version_id, lease_price::float8 AS price, run_id FROM bulk_run_prices WHERE car_arrangement_id = $1 ORDER BY version_id', [arrangementId]))
  .map((r) => [r.version_id, [r.price, r.run_id]]));

const part = async (arrangementId: number) => (await db.query<Record<string, unknown>>(
  `SELECT cursor_version_id AS cursor, versions_done AS done, new_prices AS "new", changed_prices AS changed, errors, error_samples AS samples
   FROM bulk_run_arrangements WHERE run_id = $1 AND car_arrangement_id = $2`, [runId, arrangementId]))[0];

beforeAll(async () => {
  db = await openSeededDb(testClock());
  const cars = await db.query<{ id: number; client_id: number }>("SELECT id, client_id FROM car_arrangements WHERE data_object_type = 'car' ORDER BY id LIMIT 2");
  clientId = cars[0]!.client_id;
  arrangements = [cars[0]!.id, cars[1]!.id];
  versions = (await db.query<{ id: number }>('SELECT id FROM car_types ORDER BY id LIMIT 6')).map((v) => v.id);
  const [older] = await db.query<{ id: number }>("INSERT INTO bulk_runs (client_id, status, requested_at, started_at, finished_at) VALUES ($1, 'finished', now(), now(), now()) RETURNING id", [clientId]);
  await db.query('DELETE FROM bulk_run_prices WHERE car_arrangement_id = ANY ($1::int[])', [arrangements]);
  // An older run's prices of the first arrangement: versions 0–3 at 100, 101, 102, 103; 5 past the window.
  await db.query(
    `INSERT INTO bulk_run_prices (client_id, car_arrangement_id, version_id, run_id, duration_months, km_per_year, lease_price, own_contribution, allowed)
     SELECT $1, $2, v, $3, 48, 20000, 100 + o - 1, 0, true FROM unnest($4::int[]) WITH ORDINALITY AS u (v, o)`,
    [clientId, arrangements[0], older!.id, [versions[0], versions[1], versions[2], versions[3]]]);
  await db.query(
    `INSERT INTO bulk_run_prices (client_id, car_arrangement_id, version_id, run_id, duration_months, km_per_year, lease_price, own_contribution, allowed)
     VALUES ($1, $2, $3, $4, 48, 20000, 555, 0, true)`, [clientId, arrangements[0], versions[5], older!.id]);
  const [run] = await db.query<{ id: number }>("INSERT INTO bulk_runs (client_id, status, requested_at, started_at) VALUES ($1, 'running', now(), now()) RETURNING id", [clientId]);
  runId = run!.id;
  for (const [position, id] of arrangements.entries()) {
    await db.query(
      `INSERT INTO bulk_run_arrangements (run_id, client_id, car_arrangement_id, display_name, position, state, worker_id, heartbeat_at)
       VALUES ($1, $2, $3, 'part', $4, 'running', $5, now())`, [runId, clientId, id, position, WORKER]);
  }
}, 60_000);
afterAll(() => db?.close());

describe('a bulk run window written for all parts in one statement', () => {
  it("writes new and changed prices, leaves unchanged ones, removes those no longer offered in the window's range and counts each part", async () => {
    const [first, second] = arrangements;
    const [v0, v1, v2, v3, v4, v5] = versions as [number, number, number, number, number, number];
    const before = await prices(first);
    const batches: PartBatch[] = [
      // v0 unchanged, v1 changed, v2 no longer offered, v3 now without a price, v4 new; v5 lies past the window.
      { arrangementId: first, after: 0, priced: priced([[v0, 100], [v1, 111], [v3, null], [v4, 104]]), samples: [`version ${v3} has no consumer price`] },
      { arrangementId: second, after: 0, priced: priced([[v0, 200], [v4, 204]]), samples: [] },
    ];
    const now = new Date('2026-03-02T10:00:00Z');
    expect(await writeWindow(db, { clientId, runId, workerId: WORKER }, v4, batches, now)).toEqual({ held: [first, second], written: 5 });
    expect(await prices(first)).toEqual(new Map([
      [v0, before.get(v0)], [v1, [111, runId]], [v3, [null, runId]], [v4, [104, runId]], [v5, before.get(v5)]]));
    expect(await prices(second)).toEqual(new Map([[v0, [200, runId]], [v4, [204, runId]]]));
    // New: a price where there was none (v4; v3 has none now); changed: another run's price that differs (v1).
    expect(await part(first)).toEqual({ cursor: v4, done: 4, new: 1, changed: 1, errors: 1, samples: [`version ${v3} has no consumer price`] });
    expect(await part(second)).toEqual({ cursor: v4, done: 2, new: 2, changed: 0, errors: 0, samples: [] });

    // The same window again (a resumed attempt): nothing differs, nothing is written; this run's own prices are not "changed".
    const again = await writeWindow(db, { clientId, runId, workerId: WORKER }, v4, batches.map((b) => ({ ...b })), now);
    expect(again.written).toBe(0);
    expect((await part(first))!.changed).toBe(1);
  });

  it('writes nothing for a part another worker took over, and the others as usual', async () => {
    const [first, second] = arrangements;
    const v5 = versions[5]!;
    await db.query('UPDATE bulk_run_arrangements SET worker_id = $3 WHERE run_id = $1 AND car_arrangement_id = $2', [runId, second, OTHER]);
    const storedBefore = await prices(second);
    const partBefore = await part(second);
    const result = await writeWindow(db, { clientId, runId, workerId: WORKER }, v5, [
      { arrangementId: first, after: versions[4]!, priced: priced([[v5, 105]]), samples: [] },
      { arrangementId: second, after: versions[4]!, priced: priced([[v5, 205]]), samples: [] },
    ], new Date('2026-03-02T10:01:00Z'));
    expect(result).toEqual({ held: [first], written: 1 });
    expect((await prices(first)).get(v5)).toEqual([105, runId]);
    expect([await prices(second), await part(second)]).toEqual([storedBefore, partBefore]);
  });
});

describe("a window's parts cut into statements of bounded size (PGlite)", () => {
  it('groups parts in order up to the row budget, a part larger than it alone, none empty', () => {
    const rows = (sizes: number[], budget: number) => statementsOf(sizes, (n) => n, budget);
    expect(rows([120, 120, 30, 200, 90, 300, 10], 250)).toEqual([[120, 120], [30, 200], [90], [300], [10]]);
    expect(rows([120, 120, 30], Number.POSITIVE_INFINITY)).toEqual([[120, 120, 30]]);
    expect(rows([0, 0, 250, 0], 250)).toEqual([[0, 0, 250], [0]]);
    expect(rows([], 250)).toEqual([]);
  });
});
