import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from './fixtures';
import { HeldRequests } from './model-support';
import { chooseArrangementIfAsked, chooseContainer, seriousViolations, signedInContext } from './support';

/**
 * Issue 5 points 4 and 5 (spec 02 §4, §7, §9; 01 §2, §5): the arrangement's order list opens on
 * the open orders; approving and rejecting (with a reason) move an order to its status with a success
 * toast and a return to the list; the name search narrows the list; the export goes through the bulk
 * dialog's terms (and its privacy-data step) and is a real workbook. The tests change orders, so
 * they run in order, each on the list as the one before left it.
 */
test.describe.configure({ mode: 'serial' });

const rows = (page: Page) => page.locator('.order-list__row');
const cell = (page: Page, index: number, column: number) => rows(page).nth(index).locator(`td:nth-child(${column})`);
const toast = (page: Page, text: string) => page.locator('.toaster').getByText(text);

/** The arrangement area asks for an arrangement first when none is chosen yet. */
async function openOrders(page: Page, query = ''): Promise<void> {
  await page.goto(`/arrangement/order${query}`);
  await chooseArrangementIfAsked(page, page.getByRole('table', { name: 'Orders' }));
  await expect(rows(page).first()).toBeVisible();
}

async function search(page: Page, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page).toHaveURL(new RegExp(`[?&]name=${encodeURIComponent(name)}(&|$)`));
}

/** The first open order's number and employee, opened in its view. */
async function openFirstOpenOrder(page: Page): Promise<{ number: string; employee: string }> {
  await openOrders(page);
  const number = (await cell(page, 0, 1).textContent())!.trim();
  const employee = (await cell(page, 0, 2).textContent())!.trim();
  await cell(page, 0, 2).click();
  await expect(page).toHaveURL(/\/arrangement\/order\/view\?id=\d+$/);
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  return { number, employee };
}

/**
 * After a decision: the success toast names the order, the open list is back without it (it was the
 * newest open order, so were it still open it would head the first page), and the status tab of the
 * decision lists it when searching the employee's name.
 */
async function expectDecided(page: Page, { number, employee }: { number: string; employee: string }, status: 'Approved' | 'Rejected'): Promise<void> {
  await expect(toast(page, `Order ${number} ${status.toLowerCase()}`)).toBeVisible();
  await expect(page).toHaveURL(/\/arrangement\/order\?status=open$/);
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: number })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Order status' }).getByRole('link', { name: status }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]status=${status.toLowerCase()}(&|$)`));
  await search(page, employee);
  await expect(rows(page).filter({ hasText: number })).toHaveCount(1);
}

test('the list opens on the open orders, 20 per page, with the status in the address', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await openOrders(page);
  await expect(page).toHaveURL(/[?&]status=open(&|$)/);
  await expect(page.getByRole('navigation', { name: 'Order status' }).getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => [...new Set(await rows(page).locator('td:nth-child(7)').allTextContents())]).toEqual(['Open']);
  expect(await rows(page).count()).toBeLessThanOrEqual(20);
  await expect(page.locator('.order-list__range')).toHaveText(/^1–\d+ of \d+$/);
  expect(await seriousViolations(page, '.order-list')).toEqual([]);

  await page.getByRole('navigation', { name: 'Order status' }).getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(/[?&]status=all(&|$)/);
  await expect.poll(async () => new Set(await rows(page).locator('td:nth-child(7)').allTextContents()).size).toBeGreaterThan(1);
  await context.close();
});

test('approving an open order asks to confirm, then shows the success, returns to the list and files it under approved', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  const { number, employee } = await openFirstOpenOrder(page);
  // Approval cannot be undone: the post dialog asks first; cancel leaves the order open.
  const confirmation = page.locator('ld-post-dialog');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(confirmation.getByRole('heading', { name: `Approve order ${number}` })).toBeVisible();
  await confirmation.locator('[part="cancel-button"]').click();
  await expect(confirmation.getByRole('heading', { name: `Approve order ${number}` })).toBeHidden();
  await page.getByRole('button', { name: 'Approve' }).click();
  await confirmation.locator('[part="confirm-button"]').click();
  await expectDecided(page, { number, employee }, 'Approved');
  await context.close();
});

test('rejecting asks for a reason and files the order under rejected with that reason', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  const { number, employee } = await openFirstOpenOrder(page);
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.locator('ld-delete-dialog');
  const confirm = dialog.locator('[part="confirm-button"]');
  await expect(dialog.getByRole('heading', { name: `Reject order ${number}` })).toBeVisible();
  await expect(confirm).toHaveAttribute('disabled');
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await reason.fill('   ');
  await expect(confirm).toHaveAttribute('disabled');
  await reason.fill('x'.repeat(2001));
  await confirm.click();
  await expect(dialog.getByText('The reason may be at most 2.000 characters long.')).toBeVisible();
  await reason.fill('Lease price above the arrangement maximum');
  await expect(confirm).not.toHaveAttribute('disabled');
  await confirm.click();
  await expectDecided(page, { number, employee }, 'Rejected');

  await rows(page).filter({ hasText: number }).click();
  const reasonField = page.locator('dt', { hasText: 'Rejection reason' }).locator('+ dd');
  await expect(reasonField).toHaveText('Lease price above the arrangement maximum');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await context.close();
});

test('the name search narrows the list and lives in the address', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await openOrders(page, '?status=all');
  const range = page.locator('.order-list__range');
  const total = Number((await range.textContent())!.split(' of ')[1]);
  const surname = (await cell(page, 0, 2).textContent())!.trim().split(' ').pop()!;
  await search(page, surname);
  await expect.poll(async () => Number((await range.textContent())!.split(' of ')[1])).toBeLessThan(total);
  const employees = await rows(page).locator('td:nth-child(2)').allTextContents();
  expect(employees.length).toBeGreaterThan(0);
  for (const employee of employees) expect(employee.toLowerCase()).toContain(surname.toLowerCase());

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(surname);
  await expect(rows(page)).toHaveCount(employees.length);
  await context.close();
});

test('a new search aborts the earlier one still on its way', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await openOrders(page, '?status=all');
  const surname = (await cell(page, 0, 2).textContent())!.trim().split(' ').pop()!;
  // The first search is held on the way until the test lets it go, so it is still open when the second one starts.
  const slow = await HeldRequests.on(page, /\/api-admin\/order\?.*name=Slowpoke/, 'GET');
  const aborted = page.waitForEvent('requestfailed', (request) => request.url().includes('name=Slowpoke'));
  await page.getByRole('searchbox', { name: 'Search' }).fill('Slowpoke');
  await slow.next();
  await search(page, surname);
  expect((await aborted).failure()?.errorText).toMatch(/abort/i);
  await expect(rows(page).first()).toContainText(surname);
  expect(slow.received, 'one held search').toBe(1);
  // Let go, the aborted search reaches nobody.
  await slow.pass().catch(() => undefined);
  await context.close();
});

test('the mobility area lists the orders of the chosen container, and a row opens in that area', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/mobility/order');
  const listCall = page.waitForRequest((request) => /\/api-admin\/order\?.*mobilityContainerId=\d+/.test(request.url()));
  await chooseContainer(page);
  await listCall;
  await expect(rows(page).first()).toBeVisible();
  await cell(page, 0, 1).getByRole('link').click();
  await expect(page).toHaveURL(/\/mobility\/order\/view\?id=\d+$/);
  await expect(page.locator('dt', { hasText: 'Mobility container' }).locator('+ dd')).toHaveText('Mobiliteitsbudget');
  await expect(page.getByRole('button', { name: 'Approve' }).or(page.locator('dt', { hasText: 'Approval date' })).first()).toBeVisible();
  expect(await seriousViolations(page, '.order-view')).toEqual([]);
  await context.close();
});

/**
 * Shoelace draws its own box over a hidden native input, and the checkbox stretches across the
 * dialog: a click on its box (not the middle of a short label's row) ticks it.
 */
async function tick(checkbox: Locator): Promise<void> {
  await checkbox.click({ position: { x: 8, y: 10 } });
  await expect(checkbox).toHaveJSProperty('checked', true);
}

/**
 * The list toolbar's own Download button, a light-DOM child of the toolbar. The bulk dialog's confirm button
 * says "Download" too and sits in the dialog's shadow root, where it stays rendered (and so counts as visible)
 * while the dialog animates closed after a cancel or a download: a page-wide getByRole would match both.
 */
const downloadButton = (page: Page) =>
  page.locator('.order-list > div > sl-button').getByRole('button', { name: 'Download', exact: true });

/** Downloads through the bulk dialog; answers the header and the number of order rows in the file. */
async function downloadWorkbook(page: Page, path: string, withPrivacyData: boolean): Promise<{ header: string[]; orders: number }> {
  await downloadButton(page).click();
  const dialog = page.locator('ld-bulk-dialog');
  const execute = dialog.locator('[part="confirm-button"]');
  await expect(dialog.getByRole('heading', { name: 'Download orders' })).toBeVisible();
  if (withPrivacyData) await tick(dialog.locator('[part="privacy-data"]'));
  await tick(dialog.locator('[part="terms"]'));
  if (withPrivacyData) {
    await dialog.locator('[part="next-button"]').click();
    await expect(execute).toHaveAttribute('disabled');
    await tick(dialog.locator('[part="privacy-accept"]'));
  }
  const download = page.waitForEvent('download');
  await execute.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^\d{8}_orders\.xlsx$/);
  await file.saveAs(path);
  await expect(toast(page, 'The download has started.').last()).toBeVisible();
  await expect(dialog.locator('[part="dialog"]')).not.toHaveAttribute('open');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBeGreaterThanOrEqual(2);
  expect(String(sheet.getRow(2).getCell(2).value)).toBe('open');
  return { header: (sheet.getRow(1).values as unknown[]).slice(1).map(String), orders: sheet.rowCount - 1 };
}

test('the orders export goes through the bulk dialog and opens as a workbook, privacy data only on request', async ({ browser, baseURL }, testInfo) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await openOrders(page);
  await downloadButton(page).click();
  const execute = page.locator('ld-bulk-dialog [part="confirm-button"]');
  await expect(execute).toHaveAttribute('disabled');
  await page.locator('ld-bulk-dialog [part="cancel-button"]').click();

  const range = page.locator('.order-list__range');
  const listed = async () => Number((await range.textContent())!.split(' of ')[1]);
  const plain = await downloadWorkbook(page, testInfo.outputPath('orders.xlsx'), false);
  expect(plain.header).toContain('Order number');
  expect(plain.header).not.toContain('E-mail');
  expect(plain.orders).toBe(await listed());
  const privacy = await downloadWorkbook(page, testInfo.outputPath('orders-privacy.xlsx'), true);
  expect(privacy.header).toEqual(expect.arrayContaining(['Order number', 'Employee', 'E-mail', 'Phone']));

  // Narrowed by the name search, the file holds just what the list shows.
  const all = await listed();
  await search(page, (await cell(page, 0, 2).textContent())!.trim().split(' ').pop()!);
  await expect.poll(listed).toBeLessThan(all);
  const narrowed = await downloadWorkbook(page, testInfo.outputPath('orders-named.xlsx'), false);
  expect(narrowed.orders).toBe(await listed());
  await context.close();
});
