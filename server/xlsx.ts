import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { cellText } from './plain-output';

/**
 * Spreadsheet downloads (GET /driver/export, POST /order/download): a real .xlsx built with exceljs.
 * Every text cell starting with = + - @ (or a tab / carriage return, which some spreadsheet programs
 * strip before reading the formula) gets a leading apostrophe, so no value is ever run as a formula;
 * control and bidi-override characters are dropped first (plain-output.ts).
 */
export type CellValue = string | number | boolean | Date | null;

export function neutralise(value: CellValue): CellValue {
  if (typeof value !== 'string') return value;
  const text = cellText(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** `<yyyyMMdd>_<suffix>.xlsx` for the day of `now` (UTC). */
export function xlsxFileName(now: Date, suffix: string): string {
  const stamp = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `${stamp}_${suffix.replace(/[^A-Za-z0-9_-]/g, '')}.xlsx`;
}

export async function buildXlsx(sheetName: string, header: readonly string[], rows: readonly (readonly CellValue[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(header.map((h) => neutralise(h)));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(neutralise));
  header.forEach((h, i) => {
    sheet.getColumn(i + 1).width = Math.min(40, Math.max(10, h.length + 2));
  });
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a workbook as a download named by the server (Content-Disposition), never cached. */
export function sendXlsx(reply: FastifyReply, fileName: string, data: Buffer): FastifyReply {
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(data);
}
