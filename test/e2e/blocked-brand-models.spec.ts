import { expect, test, type Page } from './fixtures';
import { chooseArrangementIfAsked, signedInContext } from './support';
import { KIT_TEST_TIMEOUT, apiOf, chooseOption, confirmDeleteDialog, deleteThroughDialog, listRow, openCreate, saveExpecting, toast, visit } from './kit-support';

/**
 * Issue 15 point 4 (spec 02 §3, §7; 01 §6 car arrangements only, supervisor and above): a supervisor blocks a whole
 * brand for Leaseregeling 2026 and sees it leave the arrangement's brand choice and car list, is refused blocking it twice,
 * blocks one model of another brand, and lifts both blocks. A bulk user gets Access denied.
 */
test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const LIST = '/arrangement/blocked';

async function readyList(page: Page): Promise<void> {
  const list = page.locator('.kit-list table, .kit-list p[role=status]');
  await chooseArrangementIfAsked(page, list.first());
  await expect(page.locator('.kit-list')).toHaveAttribute('data-area', 'blockedBrandModel');
}

test('a supervisor blocks a whole brand and one model, is refused a second block, and lifts them', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await visit(page, LIST);
  await readyList(page);
  const api = await apiOf(page);
  const [arrangement] = (await api.get<{ id: number; displayName: string }>('/cararrangement')).filter((a) => a.displayName === 'Leaseregeling 2026');
  const choice = async () => (await api.get<{ name: string }>(`/brand?excludeBlockedBrands=true&carArrangementId=${arrangement!.id}`)).map((b) => b.name);
  expect(await choice()).toContain('Volvo');

  await openCreate(page, LIST, readyList);
  await chooseOption(page, 'brandId', 'Volvo');
  await saveExpecting(page, 'Block created');
  await expect(listRow(page, 'Volvo').locator('td')).toHaveText(['Volvo', 'Whole brand']);
  expect(await choice()).not.toContain('Volvo');
  // …and from the arrangement's car list.
  await visit(page, '/arrangement/car/extended');
  await page.getByRole('textbox', { name: 'Search brand, model or version' }).fill('Volvo');
  await expect(page.locator('section.car-list').getByText('No results found with the entered search query Volvo.')).toBeVisible();
  await visit(page, LIST);

  // The same brand again: the server's 409 in the area's words.
  await openCreate(page, LIST, readyList);
  await chooseOption(page, 'brandId', 'Volvo');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'This brand or model is already blocked in this arrangement.')).toBeVisible();

  // One model of another brand: the brand stays in the choice.
  await openCreate(page, LIST, readyList);
  await chooseOption(page, 'brandId', 'Kia');
  await chooseOption(page, 'modelId', 'EV6');
  await saveExpecting(page, 'Block created');
  await expect(listRow(page, 'EV6').locator('td')).toHaveText(['Kia', 'EV6']);
  expect(await choice()).toContain('Kia');

  await listRow(page, 'EV6').click();
  await deleteThroughDialog(page, 'Block');
  await listRow(page, 'Whole brand').filter({ hasText: 'Volvo' }).click();
  await page.locator('.kit-form form').getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmDeleteDialog(page, 'Delete Block?');
  await expect(listRow(page, 'Volvo')).toHaveCount(0);
  expect(await choice()).toContain('Volvo');
  await context.close();
});

test('a bulk user may not open the blocked brands and models', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'bulk');
  const page = await context.newPage();
  await visit(page, LIST);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await context.close();
});
