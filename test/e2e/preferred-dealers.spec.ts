import { expect, test, type Page } from './fixtures';
import { chooseArrangementIfAsked, signedInContext, toggleCheckbox } from './support';
import { KIT_TEST_TIMEOUT, confirmDeleteDialog, field, saveExpecting, toast, visit } from './kit-support';

/**
 * Issue 15 point 5 (spec 02 §3, §7 "Preferred dealers"; 01 §6 supervisor and above, car arrangements only): a
 * supervisor reads Leaseregeling 2026's preferred dealers by brand, adds a new dealer and an existing one for
 * Volvo, marks one as the central purchaser, turns central purchasing on and off for all brands, changes the new
 * dealer's details and ends it being preferred. A bulk user gets Access denied.
 */
test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const LIST = '/arrangement/preferred_dealer';
const brand = (page: Page, name: string) => page.locator(`section[data-brand="${name}"]`);
const row = (page: Page, brandName: string, dealer: string) => brand(page, brandName).locator(`tr[data-dealer="${dealer}"]`);
const central = (page: Page, brandName: string, dealer: string) => row(page, brandName, dealer).locator('ld-checkbox sl-checkbox');

async function readyList(page: Page): Promise<void> {
  const content = page.locator('section.preferred-dealers');
  await chooseArrangementIfAsked(page, content);
  await expect(content).toBeVisible();
}

async function choose(page: Page, fieldName: string, option: string): Promise<void> {
  const select = page.locator(`ld-tree-select[data-field="${fieldName}"]`);
  await select.getByRole('combobox').click();
  await select.getByRole('treeitem', { name: option }).click();
  await page.keyboard.press('Escape');
}

test('a supervisor adds preferred dealers per brand, marks central purchasing, edits a dealer and removes one', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  const dealer = `Volvo Hoogeveen ${stamp}`;

  await visit(page, LIST);
  await readyList(page);
  await expect(brand(page, 'Volkswagen').locator('tbody tr td:nth-child(2)')).toHaveText(['Pon Dealer Amsterdam', 'Van Mossel Volkswagen']);
  await expect(central(page, 'Volkswagen', 'Van Mossel Volkswagen')).toHaveJSProperty('checked', true);

  // Nothing chosen: said before anything is sent.
  await page.getByRole('link', { name: 'Add dealers' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/create$`));
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Choose a brand.')).toBeVisible();
  await expect(page.getByText('Choose at least one dealer.')).toBeVisible();

  // A new dealer, created here and ticked at once, and an existing one.
  await field(page, 'Name').fill(dealer);
  await field(page, 'City').fill('Hoogeveen');
  await page.getByRole('button', { name: 'Create dealer' }).click();
  await expect(toast(page, `Dealer ${dealer} created`)).toBeVisible();
  await choose(page, 'brandId', 'Volvo');
  await choose(page, 'dealerIds', 'Volvo Broekhuis, Zwolle');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Preferred dealers added')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(brand(page, 'Volvo').locator('tbody tr td:nth-child(1)')).toHaveText(['Hoogeveen', 'Zwolle']);

  // Central purchasing: one, then all brands on and off.
  await toggleCheckbox(central(page, 'Volvo', dealer), true);
  await expect(toast(page, 'Central purchasing switched on')).toBeVisible();
  await page.reload();
  await expect(central(page, 'Volvo', dealer)).toHaveJSProperty('checked', true);
  await expect(central(page, 'Volvo', 'Volvo Broekhuis')).toHaveJSProperty('checked', false);
  await page.getByRole('button', { name: 'Central purchasing for all brands on' }).click();
  await expect(central(page, 'Volvo', 'Volvo Broekhuis')).toHaveJSProperty('checked', true);
  await expect(central(page, 'Volkswagen', 'Pon Dealer Amsterdam')).toHaveJSProperty('checked', true);
  await page.getByRole('button', { name: 'Central purchasing for all brands off' }).click();
  await expect(central(page, 'Volkswagen', 'Van Mossel Volkswagen')).toHaveJSProperty('checked', false);
  // Leave the seed as it was for other tests.
  await toggleCheckbox(central(page, 'Volkswagen', 'Van Mossel Volkswagen'), true);
  await expect(toast(page, 'Central purchasing switched on')).toBeVisible();

  // The dealer's details on the kit's form.
  await row(page, 'Volvo', dealer).getByRole('link', { name: dealer }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/edit\\?id=\\d+$`));
  await field(page, 'E-mail address').fill(`verkoop.${stamp}@volvo-hoogeveen.test`);
  await saveExpecting(page, 'Dealer updated');
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));

  // No longer preferred; the dealer itself stays.
  await row(page, 'Volvo', dealer).getByRole('button', { name: 'Remove' }).click();
  await confirmDeleteDialog(page, `Stop ${dealer} being a preferred dealer for Volvo?`);
  await expect(toast(page, 'Preferred dealer removed')).toBeVisible();
  await expect(row(page, 'Volvo', dealer)).toHaveCount(0);
  await expect(row(page, 'Volvo', 'Volvo Broekhuis')).toHaveCount(1);
  await context.close();
});

test('a bulk user may not open the preferred dealers', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'bulk');
  const page = await context.newPage();
  await visit(page, LIST);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await context.close();
});
