import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { clientLanguageSql, serverTexts } from '../texts';
import { xlsxFileName, XLSX_CONTENT_TYPE, type CellValue } from '../xlsx';
import type { BulkCompute } from './pricing-pool';
import { nextTurn } from '../db/foreground';
import { versionsPerModel } from './models-in-catalogue';
import type { KeptPrices, StoredPrice } from './kept-prices';
import nlNL from '../../locales/nl-NL/bulkWorkbook.json';
import nlBE from '../../locales/nl-BE/bulkWorkbook.json';
import enEN from '../../locales/en-EN/bulkWorkbook.json';
import frFR from '../../locales/fr-FR/bulkWorkbook.json';
import deDE from '../../locales/de-DE/bulkWorkbook.json';
import plPL from '../../locales/pl-PL/bulkWorkbook.json';

/**
 * The price workbook a bulk run writes per arrangement when its part finishes (issue 19): every version the run
 * priced there, by brand, model and version, with the price or why there is none. Written in the background, so
 * there is no caller's language: the headings are the `bulkWorkbook` namespace in the client's default language.
 * Named like every export (spec 02 §7): date stamp, the arrangement's name made file-safe, `_prices.xlsx`.
 */
const textsIn = serverTexts('bulkWorkbook', { 'nl-NL': nlNL, 'nl-BE': nlBE, 'en-EN': enEN, 'fr-FR': frFR, 'de-DE': deDE, 'pl-PL': plPL });

const COLUMNS = ['versionId', 'brand', 'model', 'version', 'fuel', 'category', 'durationMonths', 'kmPerYear', 'leasePrice', 'ownContribution', 'allowed', 'error'] as const;

/** "Leaseregeling Directie" → "Leaseregeling_Directie"; accents dropped, anything else but letters and digits one underscore. */
export function fileSafe(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 100);
}

export const bulkFileName = (now: Date, displayName: string, arrangementId: number) =>
  xlsxFileName(now, `${fileSafe(displayName) || `arrangement_${arrangementId}`}_prices`);

/** About this many catalogue versions per read: each read is one short wait for the API beside it (bench/README.md). */
export const WORKBOOK_READ_VERSIONS = 250;

/**
 * The catalogue's models in the workbook's order (brand, then model name, case aside), cut into groups of about
 * `versions` catalogue versions. Models the order cannot tell apart (the same brand and model name but for case)
 * share a rank and never go to different groups, so reading group after group gives the order of one read.
 * The ranks come from the database: the order is its collation's, as it was when the workbook was one query.
 */
async function modelGroups(db: Queryable, versions: number, gate: () => Promise<void>): Promise<number[][]> {
  // Short reads rather than one with a count per model (at 100k versions 105–700 ms of PGlite's thread; the ranks ~2–10,
  // the counts 3–5 a statement).
  const ranked = await db.query<{ model_id: number; place: number }>(
    `SELECT m.id AS model_id, dense_rank() OVER (ORDER BY lower(b.name), lower(m.name))::int AS place
     FROM models m JOIN brands b ON b.id = m.brand_id ORDER BY place`);
  const counts = await versionsPerModel(db, gate);
  const models = ranked.map((m) => ({ ...m, versions: counts.get(m.model_id) ?? 0 }));
  const groups: number[][] = [];
  let group: number[] = [];
  let size = 0;
  for (const [i, model] of models.entries()) {
    if (size >= versions && model.place !== models[i - 1]!.place) {
      groups.push(group);
      group = [];
      size = 0;
    }
    group.push(model.model_id);
    size += model.versions;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** A catalogue version as the workbook names it: id, brand, model, version, fuel. */
type Label = [number, string, string, string, string];

/**
 * The catalogue in the workbook's order (brand, model and version name, case aside, then id), a group of models at a
 * time, each read after `gate` (a moment without API requests, db/foreground.ts): PGlite runs a query on the server's
 * one thread, and the whole catalogue in one read held every API request for seconds. The same for every arrangement,
 * so a run reads it once for all its workbooks (workbookRows).
 */
async function* catalogueInOrder(db: Queryable, versions: number, gate: () => Promise<void>): AsyncGenerator<Label[]> {
  for (const models of await modelGroups(db, versions, gate)) {
    await gate();
    const [{ rows }] = (await db.query<{ rows: string }>(
      `SELECT coalesce(json_agg(json_build_array(t.id, b.name, m.name, t.name, t.fuel_code) ORDER BY lower(b.name), lower(m.name), lower(t.name), t.id), '[]')::text AS rows
       FROM car_types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id WHERE t.model_id = ANY ($1::int[])`, [models])) as [{ rows: string }];
    yield JSON.parse(rows) as Label[];
  }
}

/** The arrangement's stored prices of these versions, by version (primary-key lookups, nothing joined). */
async function storedPrices(db: Queryable, arrangementId: number, ids: number[]): Promise<Map<number, StoredPrice>> {
  const [{ rows }] = (await db.query<{ rows: string }>(
    `SELECT coalesce(json_agg(json_build_array(p.version_id, p.category_id, p.duration_months, p.km_per_year, p.lease_price::float8,
       p.own_contribution::float8, p.allowed, p.error)), '[]')::text AS rows
     FROM bulk_run_prices p WHERE p.car_arrangement_id = $1 AND p.version_id = ANY ($2::int[])`, [arrangementId, ids])) as [{ rows: string }];
  return new Map((JSON.parse(rows) as [number, ...StoredPrice][]).map(([id, ...price]) => [id, price]));
}

export interface WorkbookPart {
  clientId: number;
  arrangementId: number;
}

/**
 * Every part's workbook rows, a catalogue group at a time: for each group, each part's rows of it — the versions its
 * last run priced, with the price or why there is none. The table holds the arrangement's prices as its last run
 * left them: a price that run found unchanged keeps the id of the run that wrote it (bulk-price-write.ts), so rows
 * are not filtered by run. Category names are today's (a deleted category's id names none).
 */
export async function* workbookRows(db: Queryable, parts: readonly WorkbookPart[], versions = WORKBOOK_READ_VERSIONS, gate: () => Promise<void> = nextTurn,
  kept?: KeptPrices): AsyncGenerator<CellValue[][][]> {
  const categories = await Promise.all(parts.map(async (part) => new Map((await db.query<{ id: number; name: string }>(
    'SELECT id, display_name AS name FROM categories WHERE client_id = $1 AND car_arrangement_id = $2', [part.clientId, part.arrangementId])).map((c) => [c.id, c.name]))));
  for await (const labels of catalogueInOrder(db, versions, gate)) {
    const ids = labels.map(([id]) => id);
    const perPart: CellValue[][][] = [];
    for (const [i, part] of parts.entries()) {
      // A turn between parts: a group's rows for six parts in one go held the API's thread 10–28 ms (PostgreSQL profile).
      if (i > 0) await gate();
      const prices = kept?.has(part.arrangementId) ? kept.pricesOf(part.arrangementId, ids) : await gate().then(() => storedPrices(db, part.arrangementId, ids));
      perPart.push(labels.flatMap(([id, brand, model, version, fuel]) => {
        const price = prices.get(id);
        if (!price) return [];
        const [categoryId, ...rest] = price;
        return [[id, brand, model, version, fuel, categoryId === null ? null : categories[i]!.get(categoryId) ?? null, ...rest]];
      }));
    }
    yield perPart;
  }
}

/** One part's workbook rows one by one (workbookRows for one part). */
export async function* priceRows(db: Queryable, part: WorkbookPart, versions = WORKBOOK_READ_VERSIONS): AsyncGenerator<CellValue[]> {
  for await (const [rows] of workbookRows(db, [part], versions)) yield* rows!;
}

/**
 * Builds the parts' workbooks from the prices the run stored — kept in memory where it priced them all here — on the
 * run's compute, side by side; answers each one's bytes and file name.
 */
export async function buildPartWorkbooks(o: { db: Queryable; compute: BulkCompute; gate: () => Promise<void> }, parts: readonly (WorkbookPart & { displayName: string })[], now: Date,
  kept?: KeptPrices) {
  if (parts.length === 0) return [];
  const [{ language } = { language: null }] = await o.db.query<{ language: string | null }>(`SELECT ${clientLanguageSql('$1')} AS language`, [parts[0]!.clientId]);
  const t = textsIn(language);
  const header = COLUMNS.map((c) => t(`columns.${c}`));
  const data = await o.compute.buildWorkbooks(parts.map(() => ({ sheet: t('sheet'), header })), workbookRows(o.db, parts, WORKBOOK_READ_VERSIONS, o.gate, kept));
  return parts.map((part, i) => ({ data: data[i]!, fileName: bulkFileName(now, part.displayName, part.arrangementId) }));
}

/** A stored file's pieces (migration 0051): each a statement of 10–40 ms in PGlite, where a 3.5 MB file in one took 60–270. */
export const WORKBOOK_PIECE_BYTES = 256 * 1024;

/**
 * Stores a workbook as a private blob of the client, a piece a statement with `gate` before each (the blob's row with
 * the first piece, then the rest in blob_chunks: server/db/blob-bytes.ts reads them whole); answers its id. Not in a
 * transaction: PGlite answers nothing else while one is open. The caller links the blob in its own; one never linked
 * (the process died between) is removed by removeUnlinkedWorkbooks. The bytes travel as base64 text: PGlite takes a
 * bytea parameter several times slower than text the database decodes.
 */
export async function storeWorkbook(db: Queryable, clientId: number, fileName: string, data: Buffer, gate: () => Promise<void>): Promise<number> {
  const piece = (n: number) => data.subarray(n * WORKBOOK_PIECE_BYTES, (n + 1) * WORKBOOK_PIECE_BYTES).toString('base64');
  await gate();
  const [blob] = await db.query<{ id: number }>(
    `INSERT INTO blobs (client_id, name, original_file_name, content_type, data) VALUES ($1, $2, $3, $4, decode($5, 'base64')) RETURNING id`,
    [clientId, `${WORKBOOK_BLOB_PREFIX}${randomUUID()}.xlsx`, fileName, XLSX_CONTENT_TYPE, piece(0)]);
  for (let n = 1; n * WORKBOOK_PIECE_BYTES < data.length; n++) {
    await gate();
    await db.query("INSERT INTO blob_chunks (blob_id, n, data) VALUES ($1, $2, decode($3, 'base64'))", [blob!.id, n, piece(n)]);
  }
  return blob!.id;
}

const WORKBOOK_BLOB_PREFIX = 'bulk-';

/**
 * The client's workbooks stored but never linked to a part, older than a run's part takes to store and link one: left by
 * a process that died between (storeWorkbook). Nothing links to them, so nobody could ever download them.
 */
export const removeUnlinkedWorkbooks = (db: Queryable, clientId: number) => db.query(
  `DELETE FROM blobs b WHERE b.client_id = $1 AND b.name LIKE '${WORKBOOK_BLOB_PREFIX}%' AND b.content_type = $2
     AND b.created_at < now() - interval '10 minutes'
     AND NOT EXISTS (SELECT 1 FROM bulk_run_arrangements p WHERE p.client_id = b.client_id AND p.file_blob_id = b.id)`,
  [clientId, XLSX_CONTENT_TYPE]);
