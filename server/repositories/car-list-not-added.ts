import type { NotAddedCar, NotAddedReason } from '../../contract/types/cars';
import type { Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import { pricingContextOf, priceVersion, type PriceFacts, type PricingContext } from './car-pricing';
import { changedCatalogue, type CatalogueFacts } from './car-list-catalogue';
import { contextKey, reasonsInterner, refusalReasons, type ReasonsInterner } from './car-list-refusals';
import type { Reach } from './scope';
import { CATALOGUE_ORDER, idsOf, idsSql, pageOfIds, searched, searchParams, versionsByIds, type CarListQuery, type CatalogueOrder, type IdsRow, type Paged } from './car-lists';

/**
 * POST /car/notadded (spec 02 §7, issue 40 point 4): the versions an arrangement does not offer, each with every
 * reason. Most reasons are the calculation's, so every version the search leaves is priced — from facts remembered
 * per catalogue, with each pricing context's refusals kept beside them. Paging and the catalogue order are
 * car-lists.ts's.
 */

/**
 * What pricing reads of every catalogue version, a column an array, in one row: remembered for every arrangement and
 * search until the catalogue changes. Read as 100k rows it cost four times as much (an object a version).
 */
const CATALOGUE_FACTS = `SELECT array_agg(t.id) AS id, array_agg(m.brand_id) AS brand_id, array_agg(t.model_id) AS model_id,
  array_agg(t.fuel_code) AS fuel_code, array_agg(t.body_type) AS body_type, array_agg(t.energy_label) AS energy_label, array_agg(t.co2) AS co2,
  array_agg(t.consumer_price::float8) AS consumer_price, array_agg(t.fiscal_value::float8) AS fiscal_value, array_agg(sg.segment_code) AS segment_code
  FROM car_types t JOIN models m ON m.id = t.model_id LEFT JOIN segments sg ON sg.id = m.segment_id`;

/** The arrangement's own part: its fixed prices and blocked brands and models, one remembered row. */
const ARRANGEMENT_FACTS = `SELECT
  (SELECT json_object_agg(car_type_id, price::float8) FROM fixed_lease_prices WHERE client_id = $1 AND car_arrangement_id = $2) AS fixed,
  (SELECT array_agg(brand_id) FROM blocked_brand_models WHERE client_id = $1 AND car_arrangement_id = $2 AND model_id IS NULL) AS brands,
  (SELECT array_agg(model_id) FROM blocked_brand_models WHERE client_id = $1 AND car_arrangement_id = $2 AND model_id IS NOT NULL) AS models`;

interface ArrangementFacts {
  fixed: Record<string, number> | null;
  brands: number[] | null;
  models: number[] | null;
}

/** The facts of version `i` of the catalogue's columns, as leaseResultOf reads them. */
const factsAt = (c: CatalogueFacts, i: number, fixed: ArrangementFacts['fixed']): PriceFacts => ({
  id: c.id[i]!, fuel_code: c.fuel_code[i]!, body_type: c.body_type[i]!, energy_label: c.energy_label[i]!, co2: c.co2[i]!,
  consumer_price: c.consumer_price[i]!, fiscal_value: c.fiscal_value[i]!, segment_code: c.segment_code[i]!, fixed_price: fixed?.[c.id[i]!] ?? null,
});

/** How many pricing contexts' refusals are kept per catalogue (arrangements, and their settings as edited). */
const KEPT_CONTEXTS = 8;

/** A version's refusals, or why it cannot be priced (a 409, thrown only when the list holds it). */
type Refusals = readonly NotAddedReason[] | Error;

const refusalsOrError = (ctx: PricingContext, v: PriceFacts, intern: ReasonsInterner): Refusals => {
  try {
    return intern(refusalReasons(ctx, v));
  } catch (error) {
    return error as Error;
  }
};

/** The few fixed-price versions' refusals, priced as the walk meets them: nothing to share. */
const keepAll: ReasonsInterner = (reasons) => reasons;

const rememberedRefusals = new WeakMap<CatalogueFacts, Map<string, readonly Refusals[]>>();

/**
 * The catalogue priced last: after a write to the catalogue its facts are read again, and a version whose facts are
 * the same keeps its refusals (a write changes a few versions; pricing all 100k again cost 1.3–2.6 s). Held until
 * another catalogue is priced, with the refusals kept for it.
 */
let lastCatalogue: CatalogueFacts | null = null;

/** The facts pricing reads of version `i` of `a` and `j` of `b` are the same (the id aside: the same id found them). */
const sameFacts = (a: CatalogueFacts, i: number, b: CatalogueFacts, j: number) =>
  a.consumer_price[i] === b.consumer_price[j] && a.fiscal_value[i] === b.fiscal_value[j] && a.co2[i] === b.co2[j]
  && a.fuel_code[i] === b.fuel_code[j] && a.body_type[i] === b.body_type[j] && a.energy_label[i] === b.energy_label[j]
  && a.segment_code[i] === b.segment_code[j];

/** Every version's refusals under `ctx`, those of `prior`'s versions with the same facts taken from `priorRefusals`. */
function priceCatalogue(ctx: PricingContext, catalogue: CatalogueFacts, prior: { catalogue: CatalogueFacts; refusals: readonly Refusals[] } | null): Refusals[] {
  const intern = reasonsInterner();
  // Mostly at the same place (car-list-catalogue.ts patches a changed block in place): looked up only when not.
  const priorIds = prior?.catalogue.id;
  return catalogue.id.map((id, i) => {
    const j = priorIds?.[i] === id ? i : prior ? indexOf(prior.catalogue).get(id) : undefined;
    if (j !== undefined && sameFacts(catalogue, i, prior!.catalogue, j)) return prior!.refusals[j]!;
    return refusalsOrError(ctx, factsAt(catalogue, i, null), intern);
  });
}

/**
 * The calculation's refusals of every catalogue version without a fixed price, by its place in the catalogue's
 * columns: computed once for the remembered catalogue and context (a pure calculation of them), so neither paging nor
 * a blocked brand or a fixed price costs pricing the catalogue again (walkCatalogue prices the few fixed ones).
 */
function catalogueRefusals(ctx: PricingContext, catalogue: CatalogueFacts): readonly Refusals[] {
  let byContext = rememberedRefusals.get(catalogue);
  if (!byContext) rememberedRefusals.set(catalogue, (byContext = new Map()));
  const key = contextKey(ctx);
  let refusals = byContext.get(key);
  if (!refusals) {
    const priorRefusals = lastCatalogue && lastCatalogue !== catalogue ? rememberedRefusals.get(lastCatalogue)?.get(key) : undefined;
    refusals = priceCatalogue(ctx, catalogue, priorRefusals ? { catalogue: lastCatalogue!, refusals: priorRefusals } : null);
    if (byContext.size >= KEPT_CONTEXTS) byContext.clear();
    byContext.set(key, refusals);
  }
  if (lastCatalogue !== catalogue) lastCatalogue = catalogue;
  return refusals;
}

const catalogueIndexes = new WeakMap<CatalogueFacts, Map<number, number>>();

/** Each version's place in the catalogue's columns. */
function indexOf(catalogue: CatalogueFacts): Map<number, number> {
  let index = catalogueIndexes.get(catalogue);
  if (!index) catalogueIndexes.set(catalogue, (index = new Map(catalogue.id.map((id, i) => [id, i]))));
  return index;
}

/** The not-added list: its ids in the lists' order, and each one's reasons. */
interface NotAdded {
  ids: Int32Array;
  reasons: ReadonlyMap<number, readonly NotAddedReason[]>;
}

/** What the list is kept for when no search narrows it. */
const EVERY_VERSION = {};

/** Not-added lists by the remembered answers they were made of (compared by identity: a write replaces them). */
const keptLists = new WeakMap<object, WeakMap<object, WeakMap<object, WeakMap<object, NotAdded>>>>();

/** The list kept for `keys`, else `make`'s, kept unless null. */
function keptList(keys: readonly [object, object, object, object], make: () => NotAdded | null): NotAdded | null {
  const [refusals, order, arrangement, search] = keys;
  let byOrder = keptLists.get(refusals);
  if (!byOrder) keptLists.set(refusals, (byOrder = new WeakMap()));
  let byArrangement = byOrder.get(order);
  if (!byArrangement) byOrder.set(order, (byArrangement = new WeakMap()));
  let bySearch = byArrangement.get(arrangement);
  if (!bySearch) byArrangement.set(arrangement, (bySearch = new WeakMap()));
  let list = bySearch.get(search) ?? null;
  if (!list && (list = make())) bySearch.set(search, list);
  return list;
}

/**
 * The not-added versions in the lists' order with their reasons, kept for the answers they were made of, so another
 * page costs no walk over the catalogue; null when the catalogue changed between its reads.
 */
function notAddedInOrder(ctx: PricingContext, order: CatalogueOrder, catalogue: CatalogueFacts, arrangement: ArrangementFacts,
  searchedIds: Int32Array | null): NotAdded | null {
  if (order.ids.length !== (catalogue.id?.length ?? 0)) return null;
  if (order.ids.length === 0) return { ids: new Int32Array(0), reasons: new Map() };
  const refusals = catalogueRefusals(ctx, catalogue);
  return keptList([refusals, order, arrangement, searchedIds ?? EVERY_VERSION], () => walkCatalogue(ctx, order, catalogue, refusals, arrangement, searchedIds));
}

/** Every version `searchedIds` (null: all) holds, in the catalogue's order, that is blocked or refused, with why. */
function walkCatalogue(ctx: PricingContext, order: CatalogueOrder, catalogue: CatalogueFacts, refusals: readonly Refusals[], arrangement: ArrangementFacts,
  searchedIds: Int32Array | null): NotAdded | null {
  const index = indexOf(catalogue);
  const searchedSet = searchedIds && new Set(searchedIds);
  const brands = new Set(arrangement.brands), models = new Set(arrangement.models);
  const reasons = new Map<number, readonly NotAddedReason[]>();
  for (const id of order.ids) {
    if (searchedSet && !searchedSet.has(id)) continue;
    const i = index.get(id);
    if (i === undefined) return null;
    const refused = arrangement.fixed?.[id] === undefined ? refusals[i]! : refusalsOrError(ctx, factsAt(catalogue, i, arrangement.fixed), keepAll);
    if (refused instanceof Error) throw refused;
    const brandBlocked = brands.has(catalogue.brand_id[i]!), modelBlocked = models.has(catalogue.model_id[i]!);
    // Most versions are refused and not blocked: their kept refusals are shared, not copied (100k arrays a walk).
    const why = brandBlocked || modelBlocked ? [
      ...(brandBlocked ? ['brandBlocked' as const] : []), ...(modelBlocked ? ['modelBlocked' as const] : []), ...refused,
    ] : refused;
    if (why.length > 0) reasons.set(id, why);
  }
  return { ids: Int32Array.from(reasons.keys()), reasons };
}

/**
 * The not-added list's versions with their reasons: the catalogue as kept and read again where it changed
 * (car-list-catalogue.ts), the arrangement's facts and the search remembered; or everything read afresh once when
 * the catalogue's facts and order disagree (a write between their reads).
 */
async function notAddedList(db: Queryable, ctx: PricingContext, reach: Reach, q: CarListQuery): Promise<NotAdded> {
  const search = searchParams(q);
  const rest = async (query: typeof rememberedQuery) => {
    const [arrangement] = (await query<ArrangementFacts>(db, ARRANGEMENT_FACTS, [reach.clientId, q.carArrangementId])) as [ArrangementFacts];
    const searchedIds = search.every((value) => value === null) ? null : idsOf((await query<IdsRow>(db, idsSql(searched(1)), search))[0]);
    return { arrangement, searchedIds };
  };
  const { catalogue, order } = await changedCatalogue(db);
  const remembered = await rest(rememberedQuery);
  const list = notAddedInOrder(ctx, order, catalogue, remembered.arrangement, remembered.searchedIds);
  if (list) return list;
  const plain = async <T>(d: Queryable, sql: string, params?: unknown[]) => d.query<T>(sql, params);
  const [freshOrder] = await db.query<IdsRow>(CATALOGUE_ORDER);
  const ids = idsOf(freshOrder);
  const [freshCatalogue] = (await db.query<CatalogueFacts>(CATALOGUE_FACTS)) as [CatalogueFacts];
  const fresh = await rest(plain);
  return notAddedInOrder(ctx, { ids, rank: new Map() }, freshCatalogue, fresh.arrangement, fresh.searchedIds) ?? { ids: new Int32Array(0), reasons: new Map() };
}

/**
 * POST /car/notadded: the versions the arrangement does not offer, each with every reason — blocked brand or
 * model, and the calculation's refusals (segments, CO2, label, fiscal value, consumer price, options, lease
 * limits). A refusal on the lease price cannot be a SQL filter, so every version the search leaves is priced from
 * its facts — once per catalogue, fixed prices and pricing context (`catalogueRefusals`) — then the page's versions
 * are read whole.
 */
export async function notAddedCars(db: Queryable, reach: Reach, q: CarListQuery): Promise<Paged<NotAddedCar>> {
  const ctx = await pricingContextOf(db, reach, q.carArrangementId, 'body.carArrangementId');
  const { ids, reasons } = await notAddedList(db, ctx, reach, q);
  const pageIds = pageOfIds(ids, q.page);
  const rows = await versionsByIds(db, reach.clientId, q.carArrangementId, pageIds);
  return {
    rows: rows.map((row) => {
      const { allowed: _, ...car } = priceVersion(ctx, row);
      return { ...car, reasons: [...reasons.get(row.id)!] };
    }),
    total: reasons.size,
  };
}
