import { expect, test, type Page } from './fixtures';
import ExcelJS from 'exceljs';
import { signedInContext } from './support';
import { KIT_TEST_TIMEOUT, toast, visit } from './kit-support';

/**
 * Issue 19 point 4: the provider's bulk comparer at /amw/compare. A master picks the demo client and a profile,
 * compares its prices now with the seeded last run (server/db/seed-bulk-comparer.ts), sorts by difference, exports
 * the workbook, reads a version's live car data and the run log; a client without profiles shows the server's words.
 */
test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const table = (page: Page) => page.getByRole('table', { name: 'Prices now against the last run' });
/** The difference column as numbers, empty cells as null (house format: 1.234,56). */
async function differences(page: Page): Promise<(number | null)[]> {
  const texts = await table(page).locator('tbody tr td:nth-child(7)').allInnerTexts();
  return texts.map((text) => (text.trim() === '–' ? null : Number(text.replace(/[^\d,-]/g, '').replace(',', '.'))));
}

test('a master compares the demo client with its last run, sorts by difference and exports the workbook', async ({ browser, baseURL }, testInfo) => {
  const context = await signedInContext(browser, baseURL, 'master');
  const page = await context.newPage();
  await visit(page, '/amw/compare');
  await expect(page.getByRole('heading', { name: 'Bulk comparer' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Client', exact: true }).selectOption({ label: 'Demo Mobility B.V.' });
  await expect(page.getByRole('region', { name: 'Bulk run log' }).getByRole('cell', { name: 'Failed', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Profile', exact: true }).selectOption({ label: 'Alle actieve regelingen' });
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Run \d+ finished .*versions compared, .* beyond the tolerance of/ })).toBeVisible();
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  await expect(table(page).locator('tbody tr[data-differs="true"]').first()).toBeVisible();

  const heading = table(page).getByRole('columnheader', { name: /^Difference\b/ }).first();
  await expect(heading).toHaveAttribute('aria-sort', 'none');
  await heading.getByRole('button').click();
  await expect(heading).toHaveAttribute('aria-sort', 'ascending');
  const ascending = (await differences(page)).filter((d): d is number => d !== null);
  expect(ascending.length).toBeGreaterThan(2);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await heading.getByRole('button').click();
  await expect(heading).toHaveAttribute('aria-sort', 'descending');
  const descending = (await differences(page)).filter((d): d is number => d !== null);
  expect(descending).toEqual([...ascending].sort((a, b) => b - a));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export (.xlsx)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^\d{8}_AMW_bulkcompare\.xlsx$/);
  await expect(toast(page, 'The download has started.').last()).toBeVisible();
  const path = testInfo.outputPath('bulkcompare.xlsx');
  await file.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet('Bulk comparison')!;
  expect(sheet.getRow(1).getCell(9).value).toBe('Difference');
  expect(sheet.rowCount).toBeGreaterThan(await table(page).locator('tbody tr').count());

  await table(page).locator('tbody tr').first().getByRole('button', { name: 'Live data' }).click();
  const live = page.getByRole('region', { name: /^Live car data/ });
  await expect(live.getByText('Consumer price')).toBeVisible();
  await expect(live.getByText('Priced in the last run')).toBeVisible();
  await context.close();
});

test('a client without comparer profiles shows the server\'s first error', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'master');
  const page = await context.newPage();
  await visit(page, '/amw/compare');
  await page.getByRole('combobox', { name: 'Client', exact: true }).selectOption({ label: 'Vloot België NV' });
  await expect(page.getByRole('alert').filter({ hasText: 'No bulk comparer profiles for client Vloot België NV.' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Profile', exact: true })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Bulk run log' }).getByText('No bulk runs yet.')).toBeVisible();
  await context.close();
});
