import type { CarBreakdown, CarOverviewRow, CarSegmentCount, CarWithLeasePrice, NotAddedReason } from '../../contract/types/cars';
import type { Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import type { Page } from '../kit/read';
import { notFound } from '../plugins/http-errors';
import { carArrangementOf, leaseResultOf, pricingContextOf, priceVersion, type PriceFacts, type PricingContext, type VersionRow } from './car-pricing';
import type { Reach } from './scope';
import { catalogueOrder, idsOf, type CatalogueOrder, type IdsRow } from './car-list-catalogue';

/**
 * An arrangement's car lists (spec 02 §7 "Cars", issue 15 point 3). The catalogue is provider-wide and large
 * (100k versions in the benchmark), so everything that SQL can decide is decided there — blocked brands and
 * models, the settings' segments, the search — and only the page's versions are priced (bench/car-extended.ts has
 * the figures). The not-added list is the exception: most of its reasons are the calculation's, so it prices every
 * version the search leaves.
 *
 * Paging (issue 40 point 4): the order (brand, model, version name, each lowercased) is the catalogue's, whatever the
 * arrangement or search, and sorting 70k versions by three lower() texts is what an OFFSET page cost (a deep page
 * sorts all it skips). So the catalogue's order is read once, as one remembered row of ids, and a list reads only
 * which ids it holds (one remembered row, unsorted), orders them by that rank in memory and reads its page by id:
 * any page index costs what the first does.
 */

export interface CarListQuery {
  carArrangementId: number;
  filterText?: string | undefined;
  /** One brand, fuel or segment; null: any. */
  filters?: { brandId: number | null; modelId: number | null; fuelCode: string | null; segmentCode: string | null };
  page: Page;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

const SELECT = `t.id, t.type_id_hist, b.id AS brand_id, b.name AS brand_name, m.id AS model_id, m.name AS model_name, t.name,
  t.fuel_code, t.body_type, t.energy_label, t.co2, t.consumer_price::float8 AS consumer_price, t.fiscal_value::float8 AS fiscal_value,
  sg.segment_code, t.date_added::text AS date_added, f.price::float8 AS fixed_price`;

/** $1 client, $2 arrangement; the fixed price of this arrangement joined in. Also the bulk comparer's (bulk-comparison.ts). */
export const FROM = `car_types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id LEFT JOIN segments sg ON sg.id = m.segment_id
  LEFT JOIN fixed_lease_prices f ON f.client_id = $1 AND f.car_arrangement_id = $2 AND f.car_type_id = t.id`;

const BLOCKED_BRAND = `EXISTS (SELECT 1 FROM blocked_brand_models x WHERE x.client_id = $1 AND x.car_arrangement_id = $2
  AND x.brand_id = b.id AND x.model_id IS NULL)`;
const BLOCKED_MODEL = `EXISTS (SELECT 1 FROM blocked_brand_models x WHERE x.client_id = $1 AND x.car_arrangement_id = $2 AND x.model_id = m.id)`;

/**
 * In the arrangement's segments: none included means every segment; an excluded one never. A model without a
 * segment passes an exclusion but not an inclusion list.
 */
const IN_SEGMENTS = `(NOT EXISTS (SELECT 1 FROM car_arrangement_segments a WHERE a.client_id = $1 AND a.car_arrangement_id = $2 AND a.is_included)
    OR EXISTS (SELECT 1 FROM car_arrangement_segments a WHERE a.client_id = $1 AND a.car_arrangement_id = $2 AND a.is_included AND a.segment_id = m.segment_id))
  AND NOT EXISTS (SELECT 1 FROM car_arrangement_segments a WHERE a.client_id = $1 AND a.car_arrangement_id = $2 AND NOT a.is_included AND a.segment_id = m.segment_id)`;

/** The arrangement ($2) offers the version: brand and model not blocked, in its segments. Also the bulk comparer's. */
export const OFFERED = `NOT ${BLOCKED_BRAND} AND NOT ${BLOCKED_MODEL} AND ${IN_SEGMENTS}`;

/**
 * The search: brand, model and version name as one text ("Golf 1.5" finds across), case-insensitive and
 * literal (strpos: % and _ are characters, not patterns); $3, null for none.
 */
export const searched = (text: number) => `($${text}::text IS NULL OR strpos(lower(b.name || ' ' || m.name || ' ' || t.name), lower($${text}::text)) > 0)
  AND ($${text + 1}::int IS NULL OR b.id = $${text + 1}) AND ($${text + 2}::text IS NULL OR t.fuel_code = $${text + 2})
  AND ($${text + 3}::text IS NULL OR sg.segment_code = $${text + 3}) AND ($${text + 4}::int IS NULL OR m.id = $${text + 4})`;
const SEARCHED = searched(3);

/** $3–$7 of SEARCHED: the search and the filters. */
export const searchParams = (q: CarListQuery) => [
  searchOf(q.filterText), q.filters?.brandId ?? null, q.filters?.fuelCode ?? null, q.filters?.segmentCode ?? null, q.filters?.modelId ?? null,
];
const ORDER = 'lower(b.name), lower(m.name), lower(t.name), t.id';

const searchOf = (text: string | undefined) => (text === undefined || text.trim() === '' ? null : text.trim());

/** The catalogue the search and the order need: FROM without the arrangement's fixed prices. */
const CATALOGUE = 'car_types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id LEFT JOIN segments sg ON sg.id = m.segment_id';

/**
 * The ids `where` leaves, as one bytea of big-endian int4s: one row, so it is remembered like a page
 * (remembered-reads.ts keeps answers of at most 100 rows), at 4 bytes a version (280 KB for 70k).
 */
export const idsSql = (where: string, orderBy?: string) =>
  `SELECT string_agg(int4send(t.id), ''::bytea${orderBy ? ` ORDER BY ${orderBy}` : ''}) AS ids FROM ${CATALOGUE} WHERE ${where}`;

export { catalogueOrder, CATALOGUE_ORDER, idsOf, type CatalogueOrder, type IdsRow } from './car-list-catalogue';

/** `ids` in the catalogue's order; null when one is not in it (the catalogue changed between the two reads). */
function inCatalogueOrder(order: CatalogueOrder, ids: Int32Array): Int32Array | null {
  const places = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const place = order.rank.get(ids[i]!);
    if (place === undefined) return null;
    places[i] = place;
  }
  places.sort();
  for (let i = 0; i < places.length; i++) places[i] = order.ids[places[i]!]!;
  return places;
}

const sortedLists = new WeakMap<Int32Array, { order: CatalogueOrder; ids: Int32Array }>();

/** Every id the list holds (`where` over CATALOGUE, `params` as SEARCHED's), in the lists' order; sorted once per remembered answer. */
async function listIds(db: Queryable, where: string, params: unknown[]): Promise<Int32Array> {
  const order = await catalogueOrder(db);
  const ids = idsOf((await rememberedQuery<IdsRow>(db, idsSql(where), params))[0]);
  const known = sortedLists.get(ids);
  if (known?.order === order) return known.ids;
  const sorted = inCatalogueOrder(order, ids) ?? idsOf((await db.query<IdsRow>(idsSql(where, ORDER), params))[0]);
  sortedLists.set(ids, { order, ids: sorted });
  return sorted;
}

/** The page's slice of `ids`. */
export const pageOfIds = (ids: Int32Array, page: Page) => [...ids.subarray((page.index - 1) * page.size, page.index * page.size)];

/** The versions `ids` as the lists read them (with the arrangement's fixed price), in the order of `ids`. */
export async function versionsByIds(db: Queryable, clientId: number, arrangementId: number, ids: readonly number[]): Promise<VersionRow[]> {
  if (ids.length === 0) return [];
  const rows = await rememberedQuery<VersionRow>(db, `SELECT ${SELECT} FROM ${FROM} WHERE t.id = ANY ($3::int[])`, [clientId, arrangementId, ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function pricedPage(db: Queryable, reach: Reach, q: CarListQuery, where: string, extra: unknown[] = []): Promise<Paged<CarWithLeasePrice>> {
  const ctx = await pricingContextOf(db, reach, q.carArrangementId, 'body.carArrangementId');
  const ids = await listIds(db, where, [reach.clientId, q.carArrangementId, ...searchParams(q), ...extra]);
  const rows = await versionsByIds(db, reach.clientId, q.carArrangementId, pageOfIds(ids, q.page));
  return { rows: rows.map((row) => priceVersion(ctx, row)), total: ids.length };
}

/** POST and GET /car/extended/new: the versions the arrangement offers, each priced. */
export const extendedCars = (db: Queryable, reach: Reach, q: CarListQuery) => pricedPage(db, reach, q, `${OFFERED} AND ${SEARCHED}`);

/** The spec's "newly added": the catalogue's last 30 days, by date_added. */
export const NEW_DAYS = 30;

/** POST /car/new: offered versions added in the last 30 days. Dutch car data only (the caller checks the country). */
export async function newCars(db: Queryable, reach: Reach, q: CarListQuery): Promise<Paged<CarWithLeasePrice>> {
  // The first day as a value, not current_date in the list's read: a read naming the clock is never remembered.
  const [{ since }] = (await db.query<{ since: string }>(`SELECT (current_date - ${NEW_DAYS})::text AS since`)) as [{ since: string }];
  return pricedPage(db, reach, q, `${OFFERED} AND ${SEARCHED} AND t.date_added >= $8::date`, [since]);
}

/** POST /car/new is for clients whose car data is Dutch (spec 01 §6): others answer 404, as the app's country guard shows its 404 page. */
export async function checkDutchCarData(db: Queryable, reach: Reach): Promise<void> {
  const [row] = await db.query<{ country: string }>('SELECT country_car_data AS country FROM client_settings WHERE client_id = $1', [reach.clientId]);
  if (row?.country.toUpperCase() !== 'NL') {
    throw notFound(`Newly added cars are only available for clients with Dutch car data (this client's is ${row?.country ?? 'not set'}).`);
  }
}

type BlockFacts = PriceFacts & { brand_blocked: boolean; model_blocked: boolean };

export const refusalsOf = (ctx: PricingContext, v: PriceFacts): NotAddedReason[] => leaseResultOf(ctx, v).result.refusals.map((r) => r.reason);

/** Why the arrangement does not offer a version: blocked brand or model, and the calculation's refusals; none: offered. */
function reasonsNotOffered(ctx: PricingContext, v: BlockFacts): NotAddedReason[] {
  return [
    ...(v.brand_blocked ? ['brandBlocked' as const] : []), ...(v.model_blocked ? ['modelBlocked' as const] : []),
    ...refusalsOf(ctx, v),
  ];
}


/** GET /car/segments: the segments of the versions the arrangement offers, with how many each. */
export async function offeredSegments(db: Queryable, reach: Reach, carArrangementId: number): Promise<CarSegmentCount[]> {
  await carArrangementOf(db, reach, carArrangementId, 'querystring.carArrangementId');
  return db.query<CarSegmentCount>(
    `SELECT sg.id AS "segmentID", sg.segment_code AS "segmentCode", sg.name, count(*)::int AS count
     FROM car_types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id JOIN segments sg ON sg.id = m.segment_id
     WHERE ${OFFERED} GROUP BY sg.id ORDER BY sg.segment_code`, [reach.clientId, carArrangementId]);
}

/**
 * GET /car/extended/breakdown: one catalogue version priced as the lists price it (the same category choice), with
 * every part of the price and of the own contribution — for the administrator who asks why (issue 15 point 2).
 * Any version of the catalogue, offered or not.
 */
export async function carBreakdown(db: Queryable, reach: Reach, carArrangementId: number, carTypeId: number): Promise<CarBreakdown> {
  const ctx = await pricingContextOf(db, reach, carArrangementId, 'querystring.carArrangementId');
  const [row] = await db.query<VersionRow>(`SELECT ${SELECT} FROM ${FROM} WHERE t.id = $3`, [reach.clientId, carArrangementId, carTypeId]);
  if (!row) throw notFound(`Car type ${carTypeId} was not found.`);
  const { result } = leaseResultOf(ctx, row);
  return {
    ...priceVersion(ctx, row),
    parts: result.parts, ownContributionLines: result.ownContributionLines, normLease: result.normLease, maxLease: result.maxLease, deviations: result.deviations,
  };
}

/**
 * GET /car/overview?carTypeId=: one version across the client's car arrangements in reach — whether each offers it and
 * why not, and its price there (the /component/car_overview view: which policies give an employee this car, at what).
 */
export async function carOverview(db: Queryable, reach: Reach, carTypeId: number): Promise<CarOverviewRow[]> {
  const arrangements = await db.query<{ id: number; display_name: string }>(
    `SELECT id, display_name FROM car_arrangements WHERE client_id = $1 AND data_object_type = 'car' AND ($2::int[] IS NULL OR id = ANY ($2::int[]))
     ORDER BY lower(display_name), id`, [reach.clientId, reach.arrangementIds]);
  if ((await db.query('SELECT 1 FROM car_types WHERE id = $1', [carTypeId])).length === 0) throw notFound(`Car type ${carTypeId} was not found.`);
  const rows: CarOverviewRow[] = [];
  for (const arrangement of arrangements) {
    const ctx = await pricingContextOf(db, reach, arrangement.id, 'querystring.carTypeId');
    const v = await versionWithBlocks(db, reach.clientId, arrangement.id, { id: carTypeId });
    rows.push({ carArrangementId: arrangement.id, carArrangementName: arrangement.display_name, ...priceVersion(ctx, v!), reasons: reasonsNotOffered(ctx, v!) });
  }
  return rows;
}

/**
 * The bulk run's batches (issue 19): the versions the arrangement's car list offers (the same OFFERED rule, no search)
 * after version id `afterId`, by id — a keyset the run resumes from — each read as the lists read it, so the price
 * the run stores is the price the list shows.
 */
export const offeredVersionsAfter = (db: Queryable, clientId: number, arrangementId: number, afterId: number, limit: number) =>
  db.query<VersionRow>(`SELECT ${SELECT} FROM ${FROM} WHERE ${OFFERED} AND t.id > $3 ORDER BY t.id LIMIT $4`, [clientId, arrangementId, afterId, limit]);

/** How many versions the arrangement's car list offers: the run's versions to price. */
export async function offeredVersionCount(db: Queryable, clientId: number, arrangementId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM car_types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id WHERE ${OFFERED}`,
    [clientId, arrangementId]);
  return row?.n ?? 0;
}

/**
 * One catalogue version, by id or by historical type id, as the lists read it, with whether the arrangement blocks its
 * brand or model (the car overview and the analyzer); null when the catalogue has no such version.
 */
export async function versionWithBlocks(db: Queryable, clientId: number, arrangementId: number, by: { id: number } | { typeIdHist: number }): Promise<(VersionRow & BlockFacts) | null> {
  const [v] = await db.query<VersionRow & BlockFacts>(
    `SELECT ${SELECT}, ${BLOCKED_BRAND} AS brand_blocked, ${BLOCKED_MODEL} AS model_blocked FROM ${FROM} WHERE ${'id' in by ? 't.id' : 't.type_id_hist'} = $3`,
    [clientId, arrangementId, 'id' in by ? by.id : by.typeIdHist]);
  return v ?? null;
}
