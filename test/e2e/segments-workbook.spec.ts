import { expect, test } from './fixtures';
import ExcelJS from 'exceljs';
import { chooseArrangementIfAsked, signedInContext } from './support';
import { KIT_TEST_TIMEOUT, toast, visit } from './kit-support';

/**
 * Issue 15 point 1 (spec 01 §7 GET /segments/activemodelssegmentcode: a blob download with the success message and
 * the download loader, named date + _AMW_ + segments label + .xlsx): a supervisor downloads the active models per
 * segment beside the arrangement's segment settings and opens the workbook.
 */
test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

test('a supervisor downloads the active models with their segment codes and opens the workbook', async ({ browser, baseURL }, testInfo) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await visit(page, '/arrangement/settings');
  const button = page.getByRole('button', { name: 'Download active models per segment' });
  await chooseArrangementIfAsked(page, button);

  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^\d{8}_AMW_Segments\.xlsx$/);
  await expect(toast(page, 'The download has started.').last()).toBeVisible();
  const path = testInfo.outputPath('segments.xlsx');
  await file.saveAs(path);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Brand', 'Model', 'Segment code', 'Segment']);
  const rows = sheet.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1, 4).map(String));
  expect(rows.length).toBeGreaterThan(50);
  expect(rows).toContainEqual(['Volvo', 'XC40', expect.stringMatching(/^[A-Z0-9]+$/)]);
  await context.close();
});
