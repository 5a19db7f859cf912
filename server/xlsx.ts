import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { cellText } from './plain-output';

/**
 * Spreadsheet downloads (GET /driver/export, POST /order/download): a real .xlsx built with exceljs.
 * Every text cell starting with = + - @ (or a tab / carriage return, which some spreadsheet programs
 * strip before reading the formula) gets a leading apostrophe, so no value is ever run as a formula;
 * control and bidi-override characters are dropped first (plain-output.ts).
 */
export type CellValue = string | number | boolean | Date | null;

/**
 * exceljs loads with the first workbook (~140 ms of a thread's start): a bulk run's threads start pricing sooner, and
 * nothing that only names a file or a content type waits for it.
 */
const exceljs = async () => (await import('exceljs')).default;

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
  const workbook = new (await exceljs()).Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(header.map((h) => neutralise(h)));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(neutralise));
  header.forEach((h, i) => {
    sheet.getColumn(i + 1).width = columnWidth(h);
  });
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

const columnWidth = (heading: string) => Math.min(40, Math.max(10, heading.length + 2));

/**
 * buildXlsx for sheets of 100,000 rows (the bulk run's price workbooks): exceljs's streaming writer commits each row
 * instead of holding the sheet's model, and the loop yields to the event loop every `yieldEvery` rows, so writing the
 * workbook neither grows the heap by the sheet nor keeps the server from answering meanwhile. The rows may come as they
 * are read (an async iterable: the bulk workbook's reads, a group of models at a time). Without styles (the heading row
 * is not bold) and with the fastest deflate: measured on 20,000 rows, 17,800 rows a second became 92,000 (issue 40),
 * the workbook about as small.
 */
export async function buildLargeXlsx(sheetName: string, header: readonly string[], rows: Iterable<readonly CellValue[]> | AsyncIterable<readonly CellValue[]>, yieldEvery = 1000): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject));
  const workbook = new (await exceljs()).stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = header.map((h) => ({ width: columnWidth(h) }));
  sheet.addRow(header.map((h) => neutralise(h))).commit();
  let written = 0;
  for await (const row of rows) {
    sheet.addRow(row.map(neutralise)).commit();
    if (++written % yieldEvery === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
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
