import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInContext } from './support';

/**
 * Issue 5 point 2 (spec 01 §2 list filter bar, §4 status values, §9 table growth): the arrangement's
 * driver list filters on status, keeps the filter in the address and restores it on reload; the
 * virtualised table keeps at most 60 rows in the DOM however far it is scrolled.
 */

const rows = (page: Page) => page.locator('.driver-list__row');

/** The arrangement area asks for an arrangement first when none is chosen yet. */
async function chooseArrangementIfAsked(page: Page): Promise<void> {
  const dialog = page.locator('ld-modal.selection-dialog');
  const table = page.getByRole('table', { name: 'Drivers' });
  await expect(dialog.or(table).first()).toBeVisible();
  if (await dialog.isVisible()) {
    await dialog.getByRole('radio', { name: 'Leaseregeling 2026' }).check();
    await dialog.getByRole('button', { name: 'Select' }).click();
    await expect(dialog).toBeHidden();
  }
}

test('a status filter narrows the driver list, lands in the URL and survives a reload', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/arrangement/driver');
  await chooseArrangementIfAsked(page);
  await expect(rows(page).first()).toBeVisible();
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

test('the table grows near its bottom and keeps at most 60 rows in the DOM; a row opens the driver', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/arrangement/driver');
  await chooseArrangementIfAsked(page);
  await expect(rows(page).first()).toBeVisible();
  const scroller = page.locator('.driver-list__scroller');
  const table = page.getByRole('table', { name: 'Drivers' });

  const firstId = await rows(page).first().getAttribute('data-driver-id');
  for (let n = 0; n < 8; n++) {
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await page.waitForTimeout(150);
    expect(await rows(page).count()).toBeLessThanOrEqual(60);
  }
  // More than the first 20 are loaded, and the first rows have left the DOM.
  await expect.poll(() => scroller.evaluate((element) => element.scrollHeight)).toBeGreaterThan(44 * 40);
  await expect(page.locator(`.driver-list__row[data-driver-id="${firstId}"]`)).toHaveCount(0);
  expect(await rows(page).count()).toBeLessThanOrEqual(60);
  await expect(table).toBeVisible();

  const row = rows(page).last();
  const id = await row.getAttribute('data-driver-id');
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/arrangement/driver/edit\\?id=${id}$`));
  await context.close();
});

test('the side menu\'s driver sub-menu sets the status filter of the open list', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/arrangement/driver');
  await chooseArrangementIfAsked(page);
  await expect(rows(page).first()).toBeVisible();
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
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/component/driver');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByText('No results found.')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).include('.driver-list').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

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
  await expect(page.getByRole('dialog', { name: 'Change mobility container' })).toBeVisible();
  // The body is slotted into the dialog panel: found from the element, not the panel.
  const dialog = page.locator('ld-modal.selection-dialog');
  const listCall = page.waitForRequest((request) => /\/api-admin\/driver\?.*mobilityContainerId=\d+/.test(request.url()));
  await dialog.getByRole('combobox', { name: 'Mobility container' }).selectOption({ label: 'Mobiliteitsbudget' });
  await dialog.getByRole('button', { name: 'Select' }).click();
  await listCall;
  await expect(rows(page).first()).toBeVisible();
  await context.close();
});
