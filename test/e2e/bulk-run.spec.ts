import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { bulkResultsSample, bulkStatusSample } from '../../machines/model/samples';
import type { CarArrangementOverview } from '../../contract/types/core';
import type { BulkStatus, BulkSummary } from '../../contract/types/bulk';
import { outdatedActiveCount } from '../../src/lib/outdated';
import { formatNumber } from '../../src/lib/format';
import { openProfileMenu, seriousViolations, signedInContext, toggleCheckbox } from './support';
import { apiOf, toast } from './kit-support';

/**
 * Issue 19 point 6 (spec 01 §2, §4, §5, §6, §8): the demo supervisor sees the outdated-run banner, opens the bulk
 * calculator from the profile menu, starts a run behind the bulk dialog's terms, watches the progress bar reach 100,
 * reads the summary, downloads a price workbook, and the banner is gone. The e2e server is shared by every spec:
 * a run another spec started is joined instead of started (runbulk answers it with alreadyActive).
 */
test.describe.configure({ timeout: 240_000 });

const OUTDATED = /Arrangements active for drivers whose last run is older than 7 days: \d+/;

const STATE_TEXTS = { none: 'No run yet', queued: 'Queued', running: 'Running', finished: 'Finished', failed: 'Failed' } as const;
const outdatedBanner = (page: Page) => page.getByText(OUTDATED);
const field = (page: Page, name: string) => page.locator(`.bulk-run__status [data-field="${name}"]`);

test('a supervisor runs the bulk calculation, watches it reach 100 %, reads the summary and downloads a workbook', async ({ browser, baseURL }, testInfo) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/');
  const api = await apiOf(page);
  const [before] = await api.get<BulkStatus>('/clientsetting/bulkstatus');
  // Seed: "Leaseregeling Directie" is active for drivers and last ran 12 days ago (the seeded run of a day ago priced
  // only "Leaseregeling 2026"); the count is the app's own rule over what the server holds now.
  const outdated = outdatedActiveCount(await api.get<CarArrangementOverview>('/cararrangement/overview'), Date.now());
  expect(outdated, 'an active arrangement whose last run is outdated').toBeGreaterThan(0);
  await expect(page.getByText(`Arrangements active for drivers whose last run is older than 7 days: ${outdated}`)).toBeVisible();

  await openProfileMenu(page);
  await page.getByRole('link', { name: 'Bulk calculator' }).click();
  await expect(page).toHaveURL('/administration/run_bulk');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk calculator' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start bulk calculation' });
  // The latest run as the server has it (the seed's, or another spec's).
  await expect(field(page, 'state')).toHaveText(STATE_TEXTS[before!.state]);

  if (before!.state === 'queued' || before!.state === 'running') {
    // Another spec's run is going: the screen watches it at once and offers no second start.
    await expect(start).toHaveAttribute('disabled');
  } else {
    await start.click();
    const dialog = page.locator('ld-bulk-dialog');
    const execute = dialog.locator('[part="confirm-button"]');
    await expect(dialog.getByRole('heading', { name: 'Start bulk calculation' })).toBeVisible();
    // Spec 01 §5: execute stays disabled until the terms are ticked.
    await expect(execute).toHaveAttribute('disabled');
    await toggleCheckbox(dialog.locator('[part="terms"]'), true);
    await expect(execute).not.toHaveAttribute('disabled');
    await execute.click();
    await expect(dialog.locator('[part="dialog"]')).not.toHaveAttribute('open');
  }

  // The bar follows the server's value (not the element's own creeping), up to a full bar once the run is done.
  const bar = page.locator('ld-progress-bar.bulk-run__progress');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveJSProperty('progress', 100, { timeout: 200_000 });
  await expect(field(page, 'state')).toHaveText('Finished');
  await expect(field(page, 'progress')).toHaveText('100 %');
  await expect(field(page, 'requestedBy')).not.toHaveText('–');

  // The summary per arrangement is the server's, row by row.
  const [summary] = await api.get<BulkSummary>('/clientsetting/bulksummary');
  expect(summary!.state).toBe('finished');
  expect(summary!.arrangements.length).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Summary per arrangement' });
  await expect(table.locator('tbody tr')).toHaveCount(summary!.arrangements.length);
  const directie = summary!.arrangements.find((row) => row.displayName === 'Leaseregeling Directie');
  expect(directie, 'the active arrangement was priced').toBeDefined();
  expect(directie!.versionsPriced).toBeGreaterThan(0);
  const row = table.locator(`tr[data-arrangement="${directie!.carArrangementId}"]`);
  await expect(row.getByRole('rowheader')).toContainText('Leaseregeling Directie');
  await expect(row.locator('[data-count="changedPrices"]')).toHaveText(formatNumber(directie!.changedPrices));
  await expect(row.locator('[data-count="newPrices"]')).toHaveText(formatNumber(directie!.newPrices));
  await expect(table.locator('tfoot')).toContainText(formatNumber(summary!.totals.versionsPriced));
  expect(await seriousViolations(page)).toEqual([]);

  // A price workbook per arrangement: its name is the date stamp, the arrangement and _prices.xlsx, and it is a zip (xlsx).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Leaseregeling Directie' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^\d{8}_Leaseregeling_Directie_prices\.xlsx$/);
  await expect(toast(page, 'The download has started.').last()).toBeVisible();
  const path = testInfo.outputPath('bulk-prices.xlsx');
  await file.saveAs(path);
  expect((await readFile(path)).subarray(0, 2).toString('latin1')).toBe('PK');

  // The finished run set each arrangement's last run: the banner clears at once, and stays gone on a fresh load.
  expect(outdatedActiveCount(await api.get<CarArrangementOverview>('/cararrangement/overview'), Date.now())).toBe(0);
  await expect(outdatedBanner(page)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(outdatedBanner(page)).toHaveCount(0);
  await context.close();
});

test('a bulk user has no bulk calculator: not in the profile menu, and Access denied at its address', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'bulk');
  const page = await context.newPage();
  await page.goto('/administration/run_bulk');
  await expect(page.getByRole('heading', { name: 'Access denied!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start bulk calculation' })).toHaveCount(0);
  await openProfileMenu(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bulk calculator' })).toHaveCount(0);
  await context.close();
});

/**
 * What the demo server cannot be made to do on purpose: a run that fails, and a finished run without workbooks.
 * The bulk answers are replaced (the rest of the app talks to the real server), so the screen's own handling is
 * what is under test (spec 01 §8: the bulk problem text, "No files found" with its explanation).
 */
test('a failed run shows the bulk problem text with its reason; a run without workbooks says "No files found"', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  const answer = (result: unknown) => ({ json: { results: [result], successful: true } });
  const statuses = [bulkStatusSample('running', 30), bulkStatusSample('failed', 55)];
  await page.route('**/api-admin/clientsetting/bulkstatus', (route) => route.fulfill(answer(statuses.length > 1 ? statuses.shift() : statuses[0])));
  await page.goto('/administration/run_bulk');
  await expect(page.getByRole('alert').filter({ hasText: 'There has been a problem during bulk processing. Please try again later.' })).toBeVisible();
  await expect(page.getByText('Details: The catalogue could not be read.')).toBeVisible();
  await expect(field(page, 'state')).toHaveText('Failed');
  // Another run may be started after a failed one.
  await expect(page.getByRole('button', { name: 'Start bulk calculation' })).not.toHaveAttribute('disabled');

  await page.unroute('**/api-admin/clientsetting/bulkstatus');
  await page.route('**/api-admin/clientsetting/bulkstatus', (route) => route.fulfill(answer(bulkStatusSample('finished', 100))));
  await page.route('**/api-admin/clientsetting/bulksummary', (route) => route.fulfill(answer({ ...bulkResultsSample.summary, arrangements: [] })));
  await page.route('**/api-admin/clientsetting/bulkFileCheck', (route) => route.fulfill(answer({ runId: 41, files: [] })));
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('No files found', { exact: true })).toBeVisible();
  await expect(page.getByText('A run makes one price workbook per arrangement when it finishes.', { exact: false })).toBeVisible();
  await context.close();
});
