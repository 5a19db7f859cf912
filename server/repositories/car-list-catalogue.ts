import type { Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import type { PriceFacts } from './car-price';

/**
 * The not-added list's catalogue — what pricing reads of every version, and the lists' order — read again after a
 * write to the catalogue only where it changed (issue 40 point 4: reading 100k versions' facts cost 0.5–1 s on PGlite,
 * mostly moving the answer out of it, and sorting them for the order 0.3–0.6 s).
 *
 * Which versions changed: each row's xmin is the transaction that wrote it, so a block of 64 ids whose count and
 * sum of xmin are the same holds the same rows (a write gives each row it touches a newer transaction's id; a write
 * that removes rows and adds as many adds newer ids than it removes). That fingerprint of the whole catalogue costs
 * ~40–120 ms at 100k (one remembered row); a changed block is read again, its fingerprint read with its facts in the
 * same statement, so what is kept is always what that fingerprint says. What the facts take from the models and
 * segments (each model's brand and segment code: a few thousand rows) is read apart and joined here, fingerprinted
 * whole by xmin: a write there reads those few rows again, not every version. The order is read again only when a
 * changed block's ids, models or names changed (a price import keeps it), or the models' brands and names or the
 * brands' names did — fingerprinted by content, so a model that only moved to another segment keeps it; its statement
 * carries the fingerprint it was read at. State is kept per database handle.
 */

/*
 * The lists' order (car-lists.ts pages by it).
 */

export type IdsRow = { ids: Uint8Array | null };

const decodedIds = new WeakMap<Uint8Array, Int32Array>();

/** The ids of an idsSql answer; decoded once per remembered answer. */
export function idsOf(row: IdsRow | undefined): Int32Array {
  const bytes = row?.ids;
  if (!bytes) return new Int32Array(0);
  let ids = decodedIds.get(bytes);
  if (!ids) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    ids = new Int32Array(bytes.byteLength / 4);
    for (let i = 0; i < ids.length; i++) ids[i] = view.getInt32(i * 4);
    decodedIds.set(bytes, ids);
  }
  return ids;
}

/** The whole catalogue in the lists' order, and each version's place in it. */
export interface CatalogueOrder {
  ids: Int32Array;
  rank: Map<number, number>;
}

/**
 * ORDER over the whole catalogue with one lower() a version instead of three: the models ranked first (a few thousand),
 * equal brand and model names sharing a rank as ORDER would tie them. Half the time of sorting by ORDER at 100k.
 */
export const CATALOGUE_ORDER = `WITH ranked AS (SELECT m.id, dense_rank() OVER (ORDER BY lower(b.name), lower(m.name)) AS place FROM models m JOIN brands b ON b.id = m.brand_id)
  SELECT string_agg(int4send(t.id), ''::bytea ORDER BY ranked.place, lower(t.name), t.id) AS ids FROM car_types t JOIN ranked ON ranked.id = t.model_id`;

/** What pricing reads of every catalogue version, a column an array, with each version's brand and model. */
export type CatalogueFacts = { [K in keyof Omit<PriceFacts, 'fixed_price' | 'brand_name' | 'model_name' | 'name'>]: readonly PriceFacts[K][] }
  & { brand_id: readonly number[]; model_id: readonly number[] };

/** 64 ids a block: a price change to 100 versions spread over the catalogue reads ~6,400 versions again, not all of them. */
const BLOCK_BITS = 6;
const XMIN = (table: string) => `count(*) || ':' || coalesce(sum(${table}.xmin::text::bigint), 0)`;
/** The rows the facts take from the models and segments, fingerprinted whole. */
const MODELS_AROUND = `(SELECT ${XMIN('m')} FROM models m) || '/' || (SELECT ${XMIN('s')} FROM segments s)`;
/** What the order reads of the models and brands — brand, names — by content: a model's other columns leave it. */
const ORDER_AROUND = `(SELECT md5(coalesce(string_agg(m.id || ':' || m.brand_id || ':' || lower(m.name), ',' ORDER BY m.id), '')) FROM models m)
  || (SELECT md5(coalesce(string_agg(b.id || ':' || lower(b.name), ',' ORDER BY b.id), '')) FROM brands b)`;

/** Each block's count and sum of xmin ("block:count:sum,…"), and the models' and the order's fingerprints: one row. */
export const FINGERPRINT = `SELECT (SELECT string_agg(f.b || ':' || f.fp, ',') FROM (SELECT t.id >> ${BLOCK_BITS} AS b, ${XMIN('t')} AS fp FROM car_types t GROUP BY 1) f) AS blocks,
  ${MODELS_AROUND} AS models, ${ORDER_AROUND} AS around`;

interface FingerprintRow {
  blocks: string | null;
  models: string;
  around: string;
}

/** The blocks' facts ($1: block numbers), each with its fingerprint as this statement saw it. */
const BLOCK_FACTS = `SELECT t.id >> ${BLOCK_BITS} AS b, ${XMIN('t')} AS fp,
  array_agg(t.id ORDER BY t.id) AS id, array_agg(t.model_id ORDER BY t.id) AS model_id,
  array_agg(t.fuel_code ORDER BY t.id) AS fuel_code, array_agg(t.body_type ORDER BY t.id) AS body_type, array_agg(t.energy_label ORDER BY t.id) AS energy_label,
  array_agg(t.co2 ORDER BY t.id) AS co2, array_agg(t.consumer_price::float8 ORDER BY t.id) AS consumer_price,
  array_agg(t.fiscal_value::float8 ORDER BY t.id) AS fiscal_value, array_agg(t.name ORDER BY t.id) AS name
  FROM car_types t WHERE t.id >> ${BLOCK_BITS} = ANY ($1::int[]) GROUP BY 1`;

/** Every model's brand and segment code, with the fingerprint this statement saw. */
const MODEL_FACTS = `SELECT ${MODELS_AROUND} AS fp, coalesce(array_agg(m.id), '{}') AS id, coalesce(array_agg(m.brand_id), '{}') AS brand_id,
  coalesce(array_agg(sg.segment_code), '{}') AS segment_code FROM models m LEFT JOIN segments sg ON sg.id = m.segment_id`;

/** The columns a block holds: the version's own. */
const COLUMNS = ['id', 'model_id', 'fuel_code', 'body_type', 'energy_label', 'co2', 'consumer_price', 'fiscal_value'] as const;
type VersionFacts = { [K in (typeof COLUMNS)[number]]: CatalogueFacts[K] };

type Block = { b: number; fp: string; name: string[] } & { [K in (typeof COLUMNS)[number]]: CatalogueFacts[K][number][] };

interface ModelFacts {
  fp: string;
  id: number[];
  brand_id: number[];
  segment_code: (string | null)[];
}

/** The order with the fingerprint its statement saw. */
const ORDER_WITH_FINGERPRINT = `SELECT o.ids, f.blocks, f.around FROM (${CATALOGUE_ORDER}) o, (${FINGERPRINT}) f`;

interface State {
  blocks: Map<number, Block>;
  /** The models' facts as last read. */
  models: ModelFacts | null;
  /** The order, and the fingerprints it holds for: a block's is moved on when it is read again with the same ids, models and names. */
  order: { order: CatalogueOrder; blocks: Map<number, string>; around: string } | null;
  /** The catalogue assembled for a remembered fingerprint answer. */
  built: WeakMap<object, { catalogue: CatalogueFacts; order: CatalogueOrder }>;
  /** The last versions' columns assembled: kept while no block changes (and all kept for it), patched where blocks change. */
  last: { catalogue: VersionFacts; layout: Layout } | null;
  /** The last catalogue: those columns with the models' (brand, segment code); the same object while neither changed. */
  joined: { versions: VersionFacts; models: ModelFacts; catalogue: CatalogueFacts } | null;
  /** Blocks read again since `last` was assembled; null: assemble anew. */
  changed: Set<number> | null;
}

const states = new WeakMap<object, State>();

const parsed = new WeakMap<object, Map<number, string>>();

function blocksOf(row: { blocks: string | null }): Map<number, string> {
  let map = parsed.get(row);
  if (!map) {
    map = new Map();
    for (const part of row.blocks?.split(',') ?? []) {
      const at = part.indexOf(':');
      map.set(Number(part.slice(0, at)), part.slice(at + 1));
    }
    parsed.set(row, map);
  }
  return map;
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => value === b[i]);
/** What of a block the order reads: its ids, their models and names. */
const sameForOrder = (a: Block, b: Block) => sameList(a.id, b.id) && sameList(a.model_id, b.model_id) && sameList(a.name, b.name);

function orderOfIds(ids: Int32Array): CatalogueOrder {
  const rank = new Map<number, number>();
  ids.forEach((id, place) => rank.set(id, place));
  return { ids, rank };
}

/** Each block's first place in an assembled catalogue's columns, and its length. */
type Layout = Map<number, { at: number; length: number }>;

/** The blocks' columns end to end, in block order; preallocated (pushing 1M values cost ~100 ms). */
function assembled(blocks: Map<number, Block>): { catalogue: VersionFacts; layout: Layout } {
  const numbers = [...blocks.keys()].sort((a, b) => a - b);
  const layout: Layout = new Map();
  let total = 0;
  for (const b of numbers) {
    const length = blocks.get(b)!.id.length;
    layout.set(b, { at: total, length });
    total += length;
  }
  const out = Object.fromEntries(COLUMNS.map((column) => [column, new Array<unknown>(total)])) as Record<(typeof COLUMNS)[number], unknown[]>;
  for (const b of numbers) write(out, blocks.get(b)!, layout.get(b)!.at);
  return { catalogue: out as unknown as VersionFacts, layout };
}

function write(out: Record<(typeof COLUMNS)[number], unknown[]>, block: Block, at: number): void {
  for (const column of COLUMNS) {
    const from = block[column] as unknown[];
    const to = out[column];
    for (let i = 0; i < from.length; i++) to[at + i] = from[i];
  }
}

/** `last` with the blocks `changed` written over their places: a copy, when every one of them kept its length. */
function patched(last: { catalogue: VersionFacts; layout: Layout }, blocks: Map<number, Block>, changed: readonly number[]): { catalogue: VersionFacts; layout: Layout } | null {
  if (blocks.size !== last.layout.size || changed.some((b) => last.layout.get(b)?.length !== blocks.get(b)?.id.length)) return null;
  const out = Object.fromEntries(COLUMNS.map((column) => [column, (last.catalogue[column] as readonly unknown[]).slice()])) as Record<(typeof COLUMNS)[number], unknown[]>;
  for (const b of changed) write(out, blocks.get(b)!, last.layout.get(b)!.at);
  return { catalogue: out as unknown as VersionFacts, layout: last.layout };
}

/**
 * The versions' columns with each one's brand and segment code from its model. A model deleted between the two reads
 * leaves its versions with brand -1 and no segment for this answer; its versions went with it, so the next call reads
 * their blocks again.
 */
function joined(versions: VersionFacts, models: ModelFacts): CatalogueFacts {
  const at = new Map(models.id.map((id, i) => [id, i]));
  const brand_id = new Array<number>(versions.id.length);
  const segment_code = new Array<string | null>(versions.id.length);
  versions.model_id.forEach((model, i) => {
    const m = at.get(model);
    brand_id[i] = m === undefined ? -1 : models.brand_id[m]!;
    segment_code[i] = m === undefined ? null : models.segment_code[m]!;
  });
  return { ...versions, brand_id, segment_code } as CatalogueFacts;
}

/**
 * The catalogue's facts and order, from what is kept for `db` and the blocks that changed since; the same objects while
 * nothing changed (the refusals and lists kept for them stay). A write meanwhile can make them disagree with each
 * other (the caller then reads both afresh) but never outlives the next read: it forgets the fingerprint.
 */
function stateOf(db: Queryable): State {
  let state = states.get(db);
  if (!state) states.set(db, (state = { blocks: new Map(), models: null, order: null, built: new WeakMap(), last: null, joined: null, changed: new Set() }));
  return state;
}

/** The kept order when it holds for the catalogue as `fingerprint` says it is, else the order read again (with its own fingerprint). */
async function orderFor(db: Queryable, state: State, fingerprint: FingerprintRow): Promise<CatalogueOrder> {
  const current = blocksOf(fingerprint);
  const kept = state.order;
  if (kept !== null && kept.around === fingerprint.around && kept.blocks.size === current.size && [...current].every(([b, fp]) => kept.blocks.get(b) === fp)) {
    return kept.order;
  }
  const [row] = (await db.query<IdsRow & FingerprintRow>(ORDER_WITH_FINGERPRINT)) as [IdsRow & FingerprintRow];
  const order = orderOfIds(idsOf(row));
  state.order = { order, blocks: new Map(blocksOf(row)), around: row.around };
  return order;
}

/**
 * The whole catalogue in the lists' order: kept while the catalogue's fingerprint says its versions, models and brands
 * are the rows it was read from (a write that touches none of them keeps it), else read again — one sort of 100k
 * versions by name, 0.3–0.6 s on PGlite. The arrangement and the search do not matter.
 */
export async function catalogueOrder(db: Queryable): Promise<CatalogueOrder> {
  const [fingerprint] = (await rememberedQuery<FingerprintRow>(db, FINGERPRINT)) as [FingerprintRow];
  return orderFor(db, stateOf(db), fingerprint);
}

export async function changedCatalogue(db: Queryable): Promise<{ catalogue: CatalogueFacts; order: CatalogueOrder }> {
  const state = stateOf(db);
  const [fingerprint] = (await rememberedQuery<FingerprintRow>(db, FINGERPRINT)) as [FingerprintRow];
  const known = state.built.get(fingerprint);
  if (known) return known;
  const current = blocksOf(fingerprint);
  for (const b of state.blocks.keys()) {
    if (!current.has(b)) {
      state.blocks.delete(b);
      state.changed = null;
    }
  }
  const stale = [...current].filter(([b, fp]) => state.blocks.get(b)?.fp !== fp).map(([b]) => b);
  if (stale.length > 0) {
    const read = new Map((await db.query<Block>(BLOCK_FACTS, [stale])).map((block) => [block.b, block]));
    for (const b of stale) {
      const block = read.get(b);
      const old = state.blocks.get(b);
      const order = state.order;
      if (order && block && old && order.blocks.get(b) === old.fp && sameForOrder(old, block)) {
        order.blocks.set(b, block.fp);
      }
      if (block) state.blocks.set(b, block);
      else state.blocks.delete(b);
      state.changed?.add(b);
    }
  }
  if (!state.last || !state.changed) state.last = assembled(state.blocks);
  else if (state.changed.size > 0) state.last = patched(state.last, state.blocks, [...state.changed]) ?? assembled(state.blocks);
  state.changed = new Set();
  if (state.models?.fp !== fingerprint.models) [state.models] = (await db.query<ModelFacts>(MODEL_FACTS)) as [ModelFacts];
  const versions = state.last.catalogue;
  const models = state.models!;
  if (state.joined?.versions !== versions || state.joined.models !== models) state.joined = { versions, models, catalogue: joined(versions, models) };
  const { catalogue } = state.joined;
  const order = await orderFor(db, state, fingerprint);
  const answer = { catalogue, order };
  state.built.set(fingerprint, answer);
  return answer;
}

/**
 * Reads the catalogue's order and facts once, when a server has started (main.ts), so that the first car list after a
 * start does not wait for them: ~0.8 s of the database at 100,000 versions (bench/README.md, issue 40 point 4).
 */
export async function warmCatalogue(db: Queryable): Promise<void> {
  await changedCatalogue(db);
}
