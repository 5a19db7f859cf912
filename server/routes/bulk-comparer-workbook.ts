import type { BulkComparison, BulkComparisonRow } from '../../contract/types/bulk-comparer';
import nlNL from '../../locales/nl-NL/bulkComparer.json';
import enEN from '../../locales/en-EN/bulkComparer.json';
import frFR from '../../locales/fr-FR/bulkComparer.json';
import deDE from '../../locales/de-DE/bulkComparer.json';
import plPL from '../../locales/pl-PL/bulkComparer.json';
import { preferredLanguage } from '../accept-language';
import { buildXlsx, type CellValue } from '../xlsx';

/**
 * The comparison as a workbook (POST /BulkComparer/export): made on the server so exceljs stays out of the app's
 * bundle, every text cell through xlsx.ts's neutralising. Headings and reason hints are the screen's own words (the
 * app's `bulkComparer` namespace, one source for both) in the caller's language from Accept-Language — the app sends
 * its interface language; Dutch by default, like the segments workbook. One row per compared version in the
 * answer's order (differing first).
 */
const WORDS = { nl: nlNL, en: enEN, fr: frFR, de: deDE, pl: plPL } as const;
type Words = typeof enEN;

export function comparisonWords(acceptLanguage: string | undefined): Words {
  return WORDS[preferredLanguage(acceptLanguage, Object.keys(WORDS) as (keyof typeof WORDS)[], 'nl')];
}

/** The workbook's columns: the ids first (for looking a version up), then the screen's columns. */
const COLUMNS = [
  'versionId', 'typeIdHist', 'brandName', 'modelName', 'versionName', 'carArrangementName', 'lastRunPrice', 'livePrice',
  'difference', 'differencePercent', 'lastRunAt', 'reason',
] as const satisfies readonly (keyof BulkComparisonRow & keyof Words['columns'])[];

/** The fixed suffix after the date stamp (spec 02 §7: date stamp plus a fixed suffix): 20261127_AMW_bulkcompare.xlsx. */
export const comparisonFileSuffix = (product: string) => `${product.toUpperCase()}_bulkcompare`;

export function comparisonWorkbook(comparison: BulkComparison, acceptLanguage: string | undefined): Promise<Buffer> {
  const words = comparisonWords(acceptLanguage);
  const cell = (row: BulkComparisonRow, column: (typeof COLUMNS)[number]): CellValue => {
    if (column === 'lastRunAt') return row.lastRunAt === null ? null : new Date(row.lastRunAt);
    if (column === 'reason') return row.reason === null ? '' : words.reasons[row.reason];
    return row[column];
  };
  return buildXlsx(words.sheet, COLUMNS.map((c) => words.columns[c]), comparison.rows.map((row) => COLUMNS.map((c) => cell(row, c))));
}
