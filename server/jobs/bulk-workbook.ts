import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { clientLanguageSql, serverTexts } from '../texts';
import { xlsxFileName, XLSX_CONTENT_TYPE, type CellValue } from '../xlsx';
import type { BulkCompute } from './pricing-pool';
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
async function modelGroups(db: Queryable, versions: number): Promise<number[][]> {
  const models = await db.query<{ model_id: number; place: number; versions: number }>(
    `SELECT m.id AS model_id, dense_rank() OVER (ORDER BY lower(b.name), lower(m.name))::int AS place,
            (SELECT count(*) FROM car_types t WHERE t.model_id = m.id)::int AS versions
     FROM models m JOIN brands b ON b.id = m.brand_id ORDER BY place`);
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

/**
 * The part's prices by brand, model and version, read a group of models at a time, each read after `gate` (a moment
 * without API requests, db/foreground.ts): PGlite runs a query on the server's one thread, and the whole part in one
 * read (57,000 rows) held every API request for seconds. Each read starts from the group's versions (car_types by
 * model) and looks each price up by the primary key; the subquery behind OFFSET 0 keeps the planner from starting at
 * the prices instead, which it would without statistics on a freshly written table, scanning all of the part's prices
 * on every read. The table holds the arrangement's prices as its last run left them: a price that run found unchanged
 * keeps the id of the run that wrote it (bulk-price-write.ts), so rows are not filtered by run. A catalogue edit
 * during the write can move a version between groups; the prices themselves are the run's.
 */
export async function* priceRowChunks(db: Queryable, part: { clientId: number; arrangementId: number }, versions = WORKBOOK_READ_VERSIONS, gate: () => Promise<void> = nextTurn): AsyncGenerator<CellValue[][]> {
  for (const models of await modelGroups(db, versions)) {
    await gate();
    const [{ rows }] = (await db.query<{ rows: string }>(
      `SELECT coalesce(json_agg(json_build_array(x.version_id, x.brand, x.model, x.version, x.fuel_code, x.category, x.duration_months,
                x.km_per_year, x.lease_price, x.own_contribution, x.allowed, x.error) ORDER BY x.place), '[]')::text AS rows
       FROM (SELECT p.version_id, b.name AS brand, m.name AS model, t.name AS version, t.fuel_code, c.display_name AS category, p.duration_months,
                p.km_per_year, p.lease_price::float8 AS lease_price, p.own_contribution::float8 AS own_contribution, p.allowed, p.error,
                row_number() OVER (ORDER BY lower(b.name), lower(m.name), lower(t.name), p.version_id) AS place
         FROM car_types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id
         CROSS JOIN LATERAL (SELECT * FROM bulk_run_prices p WHERE p.car_arrangement_id = $2 AND p.version_id = t.id OFFSET 0) p
         LEFT JOIN categories c ON c.id = p.category_id
         WHERE t.model_id = ANY ($3::int[]) AND p.client_id = $1) x`, [part.clientId, part.arrangementId, models])) as [{ rows: string }];
    yield JSON.parse(rows) as CellValue[][];
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The rows of priceRowChunks one by one. */
export async function* priceRows(db: Queryable, part: { clientId: number; arrangementId: number }, versions = WORKBOOK_READ_VERSIONS): AsyncGenerator<CellValue[]> {
  for await (const chunk of priceRowChunks(db, part, versions)) yield* chunk;
}

/** Builds the workbook of one part from the prices the run stored, on the run's compute; answers the bytes and the file name. */
export async function buildPartWorkbook(o: { db: Queryable; compute: BulkCompute; gate: () => Promise<void> }, part: { clientId: number; arrangementId: number; displayName: string }, now: Date) {
  const [{ language } = { language: null }] = await o.db.query<{ language: string | null }>(`SELECT ${clientLanguageSql('$1')} AS language`, [part.clientId]);
  const t = textsIn(language);
  const data = await o.compute.buildWorkbook(t('sheet'), COLUMNS.map((c) => t(`columns.${c}`)), priceRowChunks(o.db, part, WORKBOOK_READ_VERSIONS, o.gate));
  return { data, fileName: bulkFileName(now, part.displayName, part.arrangementId) };
}

/**
 * Stores a workbook as a private blob of the client; answers its id. The bytes travel as base64 text: PGlite takes a
 * 4 MB bytea parameter in seconds (on the event loop), the same as text decoded by the database in a tenth of that.
 */
export async function storeWorkbook(tx: Queryable, clientId: number, fileName: string, data: Buffer): Promise<number> {
  const [blob] = await tx.query<{ id: number }>(
    `INSERT INTO blobs (client_id, name, original_file_name, content_type, data) VALUES ($1, $2, $3, $4, decode($5, 'base64')) RETURNING id`,
    [clientId, `bulk-${randomUUID()}.xlsx`, fileName, XLSX_CONTENT_TYPE, data.toString('base64')]);
  return blob!.id;
}
