import { expect, test, type Page } from './fixtures';
import { signedInContext } from './support';
import { KIT_TEST_TIMEOUT, apiOf, confirmDeleteDialog, field, listRow, openCreate, saveExpecting, toast, visit } from './kit-support';

/**
 * Issue 14 point 1 (spec 01 §2 /component/arrangement create, edit, view and the /arrangement dashboard; 02 §5,
 * §7, §8): a supervisor creates an arrangement, lands on its state with what it still needs, is refused a second
 * mantel number, renames it, works on it in the arrangement area, reads the refusal to delete an arrangement
 * mobility products use and deletes their own. A bulk user sees the arrangements but cannot change them.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const LIST = '/component/arrangement';
const state = (page: Page) => page.locator('section.arrangement-state');
const warning = (page: Page, key: string) => state(page).locator(`[data-warning="${key}"]`);
const fact = (page: Page, name: string) => state(page).locator(`[data-fact="${name}"]`);

test('a supervisor creates, inspects, renames, works on and deletes an arrangement; one in use by mobility products is refused', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const name = `Leaseregeling ${stamp}`;
  const mantel = `MT-${stamp}`.toUpperCase();

  await visit(page, LIST);
  await expect(listRow(page, 'Leaseregeling Directie').locator('td')).toHaveText(['Leaseregeling Directie', 'Car', 'M-1002', 'Yes', /\d{2}-\d{2}-\d{4}/, '2']);
  await expect(listRow(page, 'Fietsplan').locator('td').nth(1)).toHaveText('Bike');

  await openCreate(page, LIST);
  await field(page, 'Name').fill(name);
  await field(page, 'Mantel number').fill(mantel);
  await expect(page.locator('ld-tree-select[data-field="type"]')).toHaveJSProperty('value', 'car');
  await saveExpecting(page, 'Arrangement created');

  // Its view: new arrangements start inactive for drivers and without categories, each with its way to mend it.
  await expect(page).toHaveURL(/\/component\/arrangement\/view\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(state(page).getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(warning(page, 'inactiveForDrivers')).toContainText(`${name} is not active for drivers.`);
  await expect(warning(page, 'noCategories')).toContainText(`${name} has no categories yet`);
  await expect(warning(page, 'inactiveForDrivers').getByRole('button', { name: 'To settings' })).toBeVisible();
  await expect(fact(page, 'mantelNumber')).toHaveText(mantel);
  await expect(fact(page, 'active')).toContainText('No');
  await expect(fact(page, 'lastRun')).toHaveText('Never');
  await expect(fact(page, 'drivers')).toHaveText('0, of which 0 active');
  await expect(fact(page, 'openOrders')).toHaveText('0');

  // The same mantel number a second time: the catalogue's words for the contract's message (spec 01 §8).
  await openCreate(page, LIST);
  await field(page, 'Name').fill(`${name} dubbel`);
  await field(page, 'Mantel number').fill(mantel);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'This mantel number already exists for this client.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}/create$`));

  // Renamed from its view; the type is fixed once chosen.
  await visit(page, `${LIST}/view?id=${id}`);
  await state(page).getByRole('link', { name: 'Edit arrangement' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/edit\\?id=${id}$`));
  await expect(page.locator('ld-tree-select[data-field="type"]')).toHaveJSProperty('disabled', true);
  await field(page, 'Name').fill(`${name} herzien`);
  await saveExpecting(page, 'Arrangement updated');
  await expect(listRow(page, `${name} herzien`)).toHaveCount(1);

  // Worked on in the arrangement area: it becomes the selected arrangement and its dashboard shows.
  await listRow(page, `${name} herzien`).click();
  await state(page).getByRole('button', { name: 'Work on this arrangement' }).click();
  await expect(page).toHaveURL(/\/arrangement$/);
  await expect(page.locator('aside.sidebar')).toContainText(`${name} herzien`.slice(0, 20));
  await expect(state(page).getByRole('heading', { name: `${name} herzien`, level: 2 })).toBeVisible();
  await warning(page, 'noCategories').getByRole('button', { name: 'Add a category' }).click();
  await expect(page).toHaveURL(/\/arrangement\/category\/create$/);

  // Fietsplan is used by mobility products: the delete is refused (the catalogue's words) and nothing goes.
  await visit(page, LIST);
  await listRow(page, 'Fietsplan').click();
  await state(page).getByRole('link', { name: 'Edit arrangement' }).click();
  await page.locator('.kit-form form').getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmDeleteDialog(page, 'Delete Arrangement?');
  await expect(toast(page, 'This arrangement cannot be deleted while mobility products still use it.')).toBeVisible();
  await visit(page, LIST);
  await expect(listRow(page, 'Fietsplan')).toHaveCount(1);

  // Their own goes.
  await visit(page, `${LIST}/edit?id=${id}`);
  await page.locator('.kit-form form').getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmDeleteDialog(page, 'Delete Arrangement?');
  await expect(toast(page, 'Arrangement deleted')).toBeVisible();
  await expect(listRow(page, `${name} herzien`)).toHaveCount(0);
  const api = await apiOf(page);
  expect((await api.get<{ id: number }>('/cararrangement')).some((row) => row.id === id)).toBe(false);
  await context.close();
});

test('a bulk user sees the arrangements and their state but cannot create or change one', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'bulk');
  const page = await context.newPage();
  await visit(page, LIST);
  await expect(listRow(page, 'Leaseregeling 2026')).toHaveCount(1);
  await expect(page.locator('ld-sub-nav').getByRole('button', { name: 'Create' })).toHaveCount(0);
  await listRow(page, 'Leaseregeling Directie').click();
  await expect(page).toHaveURL(/\/component\/arrangement\/view\?id=\d+$/);
  await expect(warning(page, 'lastRunOutdated')).toContainText('The last run of Leaseregeling Directie is older than 7 days');
  await expect(state(page).getByRole('link', { name: 'Edit arrangement' })).toHaveCount(0);
  await visit(page, `${LIST}/create`);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await context.close();
});
