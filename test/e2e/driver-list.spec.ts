import { expect, test, type Browser, type Page } from './fixtures';
import ExcelJS from 'exceljs';
import { chooseArrangementIfAsked, seriousViolations, chooseContainer, signedInContext, type DemoRole } from './support';

/**
 * Issue 5 point 2 (spec 01 §2 list filter bar, §4 status values, §9 table growth): the arrangement's
 * driver list filters on status, keeps the filter in the address and restores it on reload; the
 * virtualised table keeps at most 60 rows in the DOM however far it is scrolled; several statuses and the
 * search box narrow the list and live in the address; fleet managers get their own list; the
 * arrangement's drivers export as a workbook.
 */

const rows = (page: Page) => page.locator('.driver-list__row');

/** The aria-rowindex (the header is 1) of the last row in the DOM: once scrolled down, the last row loaded. */
const lastRowIndex = (page: Page) => rows(page).last().getAttribute('aria-rowindex').then(Number);

/** A signed-in English page showing the driver list at `path` with its first rows (an arrangement chosen when asked). */
async function openDriverList(browser: Browser, baseURL: string | undefined, path: string, role: DemoRole = 'supervisor') {
  const context = await signedInContext(browser, baseURL, role);
  const page = await context.newPage();
  await page.goto(path);
  if (path.startsWith('/arrangement/')) await chooseArrangementIfAsked(page, page.getByRole('table', { name: 'Drivers' }));
  await expect(rows(page).first()).toBeVisible();
  return { context, page };
}

test('a status filter narrows the driver list, lands in the URL and survives a reload', async ({ browser, baseURL }) => {
  const { context, page } = await openDriverList(browser, baseURL, '/arrangement/driver');
  const statusCells = rows(page).locator('[role=cell]:nth-child(4)');
  const before = await statusCells.allTextContents();
  expect(new Set(before).size).toBeGreaterThan(1);

  const select = page.locator('ld-filter-bar sl-select[data-field=status]');
  await select.click();
  await page.getByRole('option', { name: 'Blocked' }).click();
  await page.keyboard.press('Escape');

  await expect(page).toHaveURL(/[?&]status=blocked(&|$)/);
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(async () => [...new Set(await statusCells.allTextContents())]).toEqual(['Blocked']);

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]status=blocked(&|$)/);
  await expect.poll(async () => [...new Set(await statusCells.allTextContents())]).toEqual(['Blocked']);
  await expect.poll(() => select.evaluate((element) => (element as HTMLElement & { value: string[] }).value)).toEqual(['blocked']);
  await context.close();
});

test('the expiration filter from the address keeps the drivers whose expiry falls within two weeks', async ({ browser, baseURL }) => {
  const { context, page } = await openDriverList(browser, baseURL, '/component/driver?expiration=withinTwoWeeks');
  const dates = await rows(page).locator('ld-expiry-tag').evaluateAll((tags) => tags.map((tag) => (tag as HTMLElement & { date: string }).date));
  expect(dates.length).toBeGreaterThan(0);
  const today = new Date().toISOString().slice(0, 10);
  const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  for (const date of dates) expect(date >= today && date <= inTwoWeeks, date).toBe(true);
  await expect.poll(() => page.locator('ld-filter-bar sl-select[data-field=expiration]')
    .evaluate((element) => (element as HTMLElement & { value: string }).value)).toBe('withinTwoWeeks');
  await context.close();
});

test('the table grows near its bottom and keeps at most 60 rows in the DOM; a row opens the driver', async ({ browser, baseURL }) => {
  const { context, page } = await openDriverList(browser, baseURL, '/arrangement/driver');
  const scroller = page.locator('.driver-list__scroller');
  const table = page.getByRole('table', { name: 'Drivers' });

  const firstId = await rows(page).first().getAttribute('data-driver-id');
  const rowCount = Number(await table.getAttribute('aria-rowcount'));
  const height = () => scroller.evaluate((element) => element.scrollHeight);
  for (let n = 0; n < 8; n++) {
    const before = await height();
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    // Near its bottom the table asks for more rows: the next scroll waits until they are in, or the last row shows.
    await expect.poll(async () => (await height()) > before || (await lastRowIndex(page)) === rowCount, { message: 'the table grew' }).toBe(true);
    expect(await rows(page).count()).toBeLessThanOrEqual(60);
  }
  // More than the first 20 are loaded, and the first rows have left the DOM.
  await expect.poll(() => scroller.evaluate((element) => element.scrollHeight)).toBeGreaterThan(44 * 40);
  await expect(page.locator(`.driver-list__row[data-driver-id="${firstId}"]`)).toHaveCount(0);
  expect(await rows(page).count()).toBeLessThanOrEqual(60);
  await expect(table).toBeVisible();

  // The row of that driver, not "the last row": more rows may still come in after the last scroll, and a locator
  // is looked up again at every use.
  const id = await rows(page).last().getAttribute('data-driver-id');
  const row = page.locator(`.driver-list__row[data-driver-id="${id}"]`);
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/arrangement/driver/edit\\?id=${id}$`));
  await context.close();
});

test('the side menu\'s driver sub-menu sets the status filter of the open list', async ({ browser, baseURL }) => {
  const { context, page } = await openDriverList(browser, baseURL, '/arrangement/driver');
  const select = page.locator('ld-filter-bar sl-select[data-field=status]');
  const menu = page.getByRole('complementary', { name: 'Section menu' });

  await menu.getByRole('link', { name: 'Expired', exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=expired(&|$)/);
  await expect.poll(() => select.evaluate((element) => (element as HTMLElement & { value: string[] }).value)).toEqual(['expired']);
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(async () => (await rows(page).locator('[role=cell]:nth-child(4)').allTextContents()).every((text) => ['Expired', 'Blocked'].includes(text))).toBe(true);

  await menu.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect.poll(() => select.evaluate((element) => (element as HTMLElement & { value: string[] }).value)).toEqual([]);
  await context.close();
});

test('the component area lists the client\'s drivers and says so when no driver matches', async ({ browser, baseURL }) => {
  const { context, page } = await openDriverList(browser, baseURL, '/component/driver');
  await expect(page.getByText('No results found.')).toHaveCount(0);
  expect(await seriousViolations(page, '.driver-list')).toEqual([]);

  await page.goto('/component/driver?lastLogin=2099-01-01');
  await expect(page.getByText('No results found.')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]lastLogin=2099-01-01(&|$)/);
  await context.close();
});

test('the mobility area lists the drivers of the chosen container', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/mobility/driver');
  const listCall = page.waitForRequest((request) => /\/api-admin\/mobilitycontainer\/drivers\?.*mobilityContainerId=\d+/.test(request.url()));
  await chooseContainer(page);
  await listCall;
  await expect(rows(page).first()).toBeVisible();
  await context.close();
});

const statusValue = (page: Page) =>
  page.locator('ld-filter-bar sl-select[data-field=status]').evaluate((element) => (element as HTMLElement & { value: string[] }).value);

test('several statuses widen the list, land in the URL comma-separated and survive a reload', async ({ browser, baseURL }) => {
  const { context, page } = await openDriverList(browser, baseURL, '/component/driver');
  const statusCells = rows(page).locator('[role=cell]:nth-child(4)');

  const select = page.locator('ld-filter-bar sl-select[data-field=status]');
  await select.click();
  await page.getByRole('option', { name: 'Blocked' }).click();
  await page.getByRole('option', { name: 'Generic' }).click();
  await page.keyboard.press('Escape');

  await expect(page).toHaveURL(/[?&]status=(generic,blocked|blocked,generic)(&|$)/);
  await expect.poll(async () => [...new Set(await statusCells.allTextContents())].sort()).toEqual(['Blocked', 'Generic']);

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(async () => [...new Set(await statusCells.allTextContents())].sort()).toEqual(['Blocked', 'Generic']);
  await expect.poll(async () => (await statusValue(page)).sort()).toEqual(['blocked', 'generic']);
  await context.close();
});

test('the search box narrows the list by name or e-mail, keeps the search in the URL and restores it', async ({ browser, baseURL }) => {
  const { context, page } = await openDriverList(browser, baseURL, '/component/driver');
  const search = page.getByRole('searchbox', { name: 'Search drivers', exact: true });
  const surname = (await rows(page).first().locator('[role=cell]').first().textContent())!.trim().split(' ').pop()!;

  await search.fill(surname.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(surname.toUpperCase())}(&|$)`));
  const names = rows(page).locator('[role=cell]:nth-child(1)');
  await expect.poll(async () => (await names.allTextContents()).every((name) => name.toLowerCase().includes(surname.toLowerCase()))).toBe(true);
  const filtered = page.locator('ld-filter-bar').locator('[part=count]');
  await expect(filtered).not.toHaveText(/^(\S+) of \1$/);

  await page.reload();
  await expect(search).toHaveValue(surname.toUpperCase());
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(async () => (await names.allTextContents()).every((name) => name.toLowerCase().includes(surname.toLowerCase()))).toBe(true);

  await search.fill('zz%_no-such-driver');
  await expect(page.getByText('No results found with the entered search query zz%_no-such-driver.')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await search.fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(rows(page).first()).toBeVisible();
  await context.close();
});

test('a fleet manager sees the fleet-management driver list, without side menu; a row opens fleet management\'s driver form', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'fleetmanagement');
  const page = await context.newPage();
  const listCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api-admin/fleetmanagement/driver');
  await page.goto('/fleetmanagement/driver');
  expect((await listCall).status()).toBe(200);
  await expect(page).toHaveURL(/\/fleetmanagement\/driver/);
  await expect(page.getByRole('table', { name: 'Drivers' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Section menu' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New driver' })).toHaveAttribute('href', '/fleetmanagement/driver/create');
  await rows(page).first().click();
  await expect(page).toHaveURL(/\/fleetmanagement\/driver\/edit\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /^Edit / })).toBeVisible();
  await context.close();
});

test('the arrangement\'s drivers export as an .xlsx workbook; "New driver" leads to the form', async ({ browser, baseURL }) => {
  const { context, page } = await openDriverList(browser, baseURL, '/arrangement/driver');
  await expect(page.getByRole('link', { name: 'New driver' })).toHaveAttribute('href', '/arrangement/driver/create');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.locator('.toast').filter({ hasText: 'The download has started.' })).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(2).value).toBe('First name');
  expect(sheet.rowCount).toBeGreaterThan(1);
  await context.close();
});
