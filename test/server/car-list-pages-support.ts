import { beforeAll, describe, expect, it } from 'vitest';
import type { CarWithLeasePrice, NotAddedCar } from '../../contract/types/cars';
import type { Queryable } from '../../server/db/db';
import { FROM, OFFERED } from '../../server/repositories/car-lists';
import { leaseResultOf, pricingContextOf, type PriceFacts } from '../../server/repositories/car-pricing';

/**
 * Any page of a car list is the page an OFFSET read gives (issue 40 point 4): the lists order their ids by the
 * remembered catalogue order instead of sorting in SQL, so each page here is checked against the plain SQL order —
 * with a search and filters, and after the catalogue, a blocked brand and a fixed price change.
 */

/** The server and database a suite runs on (PGlite: car-list-pages.test.ts; PostgreSQL: car-list-pages-postgres.test.ts). */
export interface PagesTarget {
  db: Queryable;
  /** A supervisor's POST to /api-admin`path`. */
  post(path: string, body: object): Promise<{ statusCode: number; body: string; json<T>(): T }>;
  clientId: number;
  arrangementId: number;
}

const ORDER = 'lower(b.name), lower(m.name), lower(t.name), t.id';
const SEARCH = `($3::text IS NULL OR strpos(lower(b.name || ' ' || m.name || ' ' || t.name), lower($3::text)) > 0) AND ($4::text IS NULL OR t.fuel_code = $4)`;

let h: () => PagesTarget;

type Paged<T> = { results: T[]; resultCount: number };
interface Asked { filterText?: string; fuelCode?: string }

async function listed<T extends { id: number }>(path: string, asked: Asked, pageSize: number, pageIndex: number): Promise<Paged<T>> {
  const res = await h().post(path, { carArrangementId: h().arrangementId, ...asked, pageSize, pageIndex });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Paged<T>>();
}

/** The offered versions the list should hold, in order, read the old way. */
async function offeredByOffset(asked: Asked, where = 'true'): Promise<number[]> {
  const rows = await h().db.query<{ id: number }>(`SELECT t.id FROM ${FROM} WHERE ${OFFERED} AND ${SEARCH} AND ${where} ORDER BY ${ORDER}`,
    [h().clientId, h().arrangementId, asked.filterText ?? null, asked.fuelCode ?? null]);
  return rows.map((row) => row.id);
}

/**
 * The versions the not-added list should hold, priced the old way: each version of the catalogue that the arrangement
 * blocks or cannot price. Whether a version is one depends on the version alone, not on the search: priced once per
 * check, for all five searches.
 */
async function notAddedVersions(): Promise<Set<number>> {
  const ctx = await pricingContextOf(h().db, { clientId: h().clientId, arrangementIds: null, operatingCompanyIds: null } as never, h().arrangementId, 'test');
  const rows = await h().db.query<PriceFacts & { offered: boolean }>(
    `SELECT t.id, t.fuel_code, t.body_type, t.energy_label, t.co2, t.consumer_price::float8 AS consumer_price, t.fiscal_value::float8 AS fiscal_value,
       sg.segment_code, f.price::float8 AS fixed_price,
       NOT EXISTS (SELECT 1 FROM blocked_brand_models x WHERE x.client_id = $1 AND x.car_arrangement_id = $2 AND (x.model_id = m.id OR (x.brand_id = b.id AND x.model_id IS NULL))) AS offered
     FROM ${FROM}`, [h().clientId, h().arrangementId]);
  return new Set(rows.filter((row) => !row.offered || leaseResultOf(ctx, row).result.refusals.length > 0).map((row) => row.id));
}

/** The not-added versions the search leaves, in SQL order. */
async function notAddedByOffset(asked: Asked, notAdded: ReadonlySet<number>): Promise<number[]> {
  const rows = await h().db.query<{ id: number }>(`SELECT t.id FROM ${FROM} WHERE ${SEARCH} ORDER BY ${ORDER}`,
    [h().clientId, h().arrangementId, asked.filterText ?? null, asked.fuelCode ?? null]);
  return rows.map((row) => row.id).filter((id) => notAdded.has(id));
}

/** Every page at `pageSize` — first, middle, last and one past it — against the slice of `expected`. */
async function expectPagesOf(path: string, asked: Asked, expected: readonly number[], pageSize: number): Promise<void> {
  const last = Math.max(1, Math.ceil(expected.length / pageSize));
  for (const index of new Set([1, Math.ceil(last / 2), last, last + 1])) {
    const page = await listed<{ id: number }>(path, asked, pageSize, index);
    expect(page.resultCount, `${path} page ${index} of ${pageSize}`).toBe(expected.length);
    expect(page.results.map((car) => car.id), `${path} page ${index} of ${pageSize}`).toEqual(expected.slice((index - 1) * pageSize, index * pageSize));
  }
}

const SEARCHES: Asked[] = [{}, { filterText: 'a' }, { filterText: 'golf', fuelCode: 'l' }, { fuelCode: 'e' }, { filterText: 'zzzz-none' }];

/** Each list's pages at 20 and 500, for each search: the expected lists read once per search, not once per page size. */
async function expectEveryListAsByOffset(): Promise<void> {
  const notAdded = await notAddedVersions();
  for (const asked of SEARCHES) {
    const lists = [
      ['/car/extended/new', await offeredByOffset(asked)],
      ['/car/new', await offeredByOffset(asked, 't.date_added >= current_date - 30')],
      ['/car/notadded', await notAddedByOffset(asked, notAdded)],
    ] as const;
    for (const size of [20, 500]) {
      for (const [path, expected] of lists) await expectPagesOf(path, asked, expected, size);
    }
  }
}

/** The suite, on `target` (called once the file's beforeAll has made it). */
export function describeCarListPages(target: () => PagesTarget): void {
  h = target;
  let someVersion: CarWithLeasePrice;

  beforeAll(async () => {
    // Fresh versions, so the newly-added list has more than one page of 20.
    await h().db.query(`UPDATE car_types SET date_added = current_date - (id % 60) WHERE id % 3 = 0`);
    someVersion = (await listed<CarWithLeasePrice>('/car/extended/new', {}, 20, 40)).results[0]!;
  }, 60_000);

  describe('a car list\'s pages', () => {
    it('are the pages an OFFSET read gives, at 20 and 500 a page, with a search and filters', async () => {
      await expectEveryListAsByOffset();
    }, 120_000);

    it('follow a catalogue change: a renamed model moves, a new version takes its place, a removed one leaves', async () => {
      await h().db.query('UPDATE models SET name = $2 WHERE id = (SELECT model_id FROM car_types WHERE id = $1)', [someVersion.id, '0 first of all']);
      const [added] = await h().db.query<{ id: number }>(
        `INSERT INTO car_types (model_id, name, fuel_code, body_type, energy_label, co2, consumer_price, fiscal_value, date_added)
         SELECT model_id, 'Aaa new', fuel_code, body_type, energy_label, co2, consumer_price, fiscal_value, current_date FROM car_types WHERE id = $1 RETURNING id`, [someVersion.id]);
      const offered = await offeredByOffset({});
      expect(offered.indexOf(someVersion.id)).not.toBe(39 * 20);
      expect(offered).toContain(added!.id);
      await expectEveryListAsByOffset();
      await h().db.query('DELETE FROM car_types WHERE id = $1', [added!.id]);
      await expectPagesOf('/car/extended/new', {}, await offeredByOffset({}), 20);
    }, 120_000);

    it('follow a blocked brand and a fixed price: the brand leaves the offered pages for the not-added ones', async () => {
      const [block] = await h().db.query<{ id: number }>(
        'INSERT INTO blocked_brand_models (client_id, car_arrangement_id, brand_id) VALUES ($1, $2, $3) RETURNING id', [h().clientId, h().arrangementId, someVersion.brandId]);
      try {
        await h().db.query(`INSERT INTO fixed_lease_prices (client_id, car_arrangement_id, car_type_id, price)
          SELECT $1, $2, id, 1 FROM car_types WHERE id % 7 = 0 ON CONFLICT DO NOTHING`, [h().clientId, h().arrangementId]);
        await expectEveryListAsByOffset();
        const notAdded = await listed<NotAddedCar>('/car/notadded', { filterText: someVersion.brandName }, 500, 1);
        expect(notAdded.results.filter((car) => car.brandId === someVersion.brandId).every((car) => car.reasons.includes('brandBlocked'))).toBe(true);
      } finally {
        await h().db.query('DELETE FROM blocked_brand_models WHERE id = $1', [block!.id]);
      }
      await expectEveryListAsByOffset();
    }, 120_000);
  });
}
