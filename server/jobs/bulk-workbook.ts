import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { clientLanguageSql, serverTexts } from '../texts';
import { buildLargeXlsx, xlsxFileName, XLSX_CONTENT_TYPE, type CellValue } from '../xlsx';
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

interface PriceRow {
  version_id: number;
  brand: string;
  model: string;
  version: string;
  fuel_code: string;
  category: string | null;
  duration_months: number;
  km_per_year: number;
  lease_price: number | null;
  own_contribution: number | null;
  allowed: boolean;
  error: string | null;
}

/**
 * The part's prices by brand, model and version, in one query: measured at 57,000 rows, chunks along the primary key
 * cost PGlite five times the whole read (per-query overhead), so the one wait is the shorter one (bench/README.md).
 */
async function priceRows(db: Queryable, part: { clientId: number; runId: number; arrangementId: number }): Promise<CellValue[][]> {
  const rows = await db.query<PriceRow>(
    `SELECT p.version_id, b.name AS brand, m.name AS model, t.name AS version, t.fuel_code, c.display_name AS category, p.duration_months,
            p.km_per_year, p.lease_price::float8 AS lease_price, p.own_contribution::float8 AS own_contribution, p.allowed, p.error
     FROM bulk_run_prices p JOIN car_types t ON t.id = p.version_id JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id
     LEFT JOIN categories c ON c.id = p.category_id
     WHERE p.client_id = $1 AND p.car_arrangement_id = $2 AND p.run_id = $3
     ORDER BY lower(b.name), lower(m.name), lower(t.name), p.version_id`, [part.clientId, part.arrangementId, part.runId]);
  return rows.map((r) =>
    [r.version_id, r.brand, r.model, r.version, r.fuel_code, r.category, r.duration_months, r.km_per_year, r.lease_price, r.own_contribution, r.allowed, r.error]);
}

/** Builds the workbook of one part from the prices the run stored; answers the bytes and the file name. */
export async function buildPartWorkbook(db: Queryable, part: { clientId: number; runId: number; arrangementId: number; displayName: string }, now: Date) {
  const [{ language } = { language: null }] = await db.query<{ language: string | null }>(`SELECT ${clientLanguageSql('$1')} AS language`, [part.clientId]);
  const t = textsIn(language);
  const data = await buildLargeXlsx(t('sheet'), COLUMNS.map((c) => t(`columns.${c}`)), await priceRows(db, part));
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
