import { expect, test, type Page } from './fixtures';
import { chooseArrangementIfAsked, signedInContext } from './support';
import { KIT_TEST_TIMEOUT, toast, visit } from './kit-support';

/**
 * Issue 15 points 2 and 3 (spec 02 §7 "Cars"): a supervisor searches Leaseregeling 2026's cars with their lease price,
 * sets a fixed lease price for a version and sees it win over the computed one (and in the price's breakdown), then
 * clears it.
 */
test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const rows = (page: Page) => page.locator('.car-list__row');
const cell = (page: Page, row: number, column: number) => rows(page).nth(row).locator('[role=cell]').nth(column);

test('a supervisor searches the cars, fixes one version\'s lease price and sees it win, then clears it', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await visit(page, '/arrangement/car/extended');
  await chooseArrangementIfAsked(page, page.locator('section.car-list'));
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('section.car-list [role=status]').first()).toHaveText(/^\d[\d.,]* versions$/);
  // Offered from the smallest category whose budget allows it.
  await expect(rows(page).filter({ hasText: /From Categorie \d/ }).first()).toBeVisible();

  // Narrowed to one brand, fuel and model (each list starts at its "all" entry), then back to all brands.
  const choose = async (name: string, option: string) => {
    const select = page.locator(`ld-tree-select[data-field="${name}"]`);
    await select.getByRole('combobox').click();
    await select.getByRole('treeitem', { name: option, exact: true }).click();
  };
  await choose('brand', 'Kia');
  await choose('fuel', 'Electric');
  // The answer to the last choice replaces the rows whole: every row shown is a Kia and electric.
  await expect(async () => {
    expect(new Set(await rows(page).locator('[role=cell]:nth-child(1)').allTextContents())).toEqual(new Set(['Kia']));
    expect(new Set(await rows(page).locator('[role=cell]:nth-child(4)').allTextContents())).toEqual(new Set(['Electric']));
  }).toPass();
  // A model of the chosen brand; choosing all brands again clears it and disables the model list.
  await choose('model', 'EV6');
  await expect(async () => {
    expect(new Set(await rows(page).locator('[role=cell]:nth-child(2)').allTextContents())).toEqual(new Set(['EV6']));
  }).toPass();
  await choose('brand', 'All brands');
  await expect(page.locator('ld-tree-select[data-field="model"]')).toHaveAttribute('disabled', '');
  await choose('fuel', 'All fuels');

  const search = page.getByRole('textbox', { name: 'Search brand, model or version' });
  await search.fill('XC40');
  await expect(cell(page, 0, 1)).toHaveText('XC40');
  const models = await rows(page).locator('[role=cell]:nth-child(2)').allTextContents();
  expect(models.every((model) => model === 'XC40')).toBe(true);

  const computed = await cell(page, 0, 7).textContent();
  await rows(page).first().getByRole('button', { name: 'Fixed price' }).click();
  const dialog = page.locator('ld-edit-dialog');
  // The house number format: a decimal comma.
  const input = dialog.getByRole('textbox', { name: /Fixed lease price/ });
  await input.fill('555,55');
  await input.press('Tab');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /^Fixed lease price for .* saved$/)).toBeVisible();
  await expect(cell(page, 0, 7)).toHaveText('€ 555,55 fixed');
  await expect(cell(page, 0, 7)).toHaveAttribute('data-price', 'fixed');
  // Listed with the arrangement's fixed prices (five are seeded).
  const carId = await rows(page).first().getAttribute('data-car-id');
  await page.locator('details.fixed-prices summary').click();
  await expect(page.locator('details.fixed-prices summary')).toHaveText(/^Fixed lease prices \((\d+)\)$/);
  await expect(page.locator(`details.fixed-prices tr[data-car-type="${carId}"]`)).toContainText('€ 555,55');

  // On request, every part of the price: the costs add up to the computed price, and the fixed one applies.
  await rows(page).first().getByRole('button', { name: 'Breakdown' }).click();
  const breakdown = page.locator('ld-modal.price-breakdown');
  await expect(breakdown.locator('tr[data-line="depreciation"] th')).toHaveText('Depreciation');
  await expect(breakdown.getByRole('row', { name: /Computed lease price/ })).toContainText(computed!);
  await expect(breakdown.locator('tr[data-line="fixedPrice"]')).toContainText('€ 555,55');
  await breakdown.locator('[slot=footer]').getByRole('button', { name: 'Close' }).click();
  await expect(breakdown.locator('tr[data-line="fixedPrice"]')).toBeHidden();

  await rows(page).first().getByRole('button', { name: 'Fixed price' }).click();
  await dialog.getByRole('button', { name: 'Remove fixed price' }).click();
  await expect(toast(page, /^Fixed lease price for .* removed$/)).toBeVisible();
  await expect(cell(page, 0, 7)).toHaveText(computed!);
  await expect(page.locator(`details.fixed-prices tr[data-car-type="${carId}"]`)).toHaveCount(0);
  await context.close();
});

test('the newly added and the not added cars: recent versions, and what the arrangement leaves out with the reason', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await visit(page, '/arrangement/car/new_added');
  await chooseArrangementIfAsked(page, page.locator('section.car-list'));
  await expect(page.locator('section.car-list')).toHaveAttribute('data-list', 'newAdded');
  await expect(rows(page).first()).toBeVisible();

  // Leaseregeling 2026 blocks Lamborghini as a whole (seeded).
  await visit(page, '/arrangement/car/not_added');
  await page.getByRole('textbox', { name: 'Search brand, model or version' }).fill('Lamborghini');
  await expect(cell(page, 0, 0)).toHaveText('Lamborghini');
  await expect(cell(page, 0, 9)).toContainText('Brand blocked');
  await expect(rows(page).first().getByRole('button', { name: 'Fixed price' })).toHaveCount(0);

  // The version across the client's car arrangements: blocked here, priced under Directie.
  const version = await cell(page, 0, 2).textContent();
  await cell(page, 0, 2).getByRole('link').click();
  await expect(page).toHaveURL(/\/component\/car_overview\/view\?id=\d+$/);
  await expect(page.locator('section.car-overview h1')).toHaveText(new RegExp(`^Lamborghini .* ${version!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('tr[data-arrangement="Leaseregeling 2026"]')).toContainText('Brand blocked');
  await expect(page.locator('tr[data-arrangement="Leaseregeling Directie"] td').nth(2)).toHaveText(/^€ [\d.]+,\d\d/);
  await context.close();
});
