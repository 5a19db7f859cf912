import { expect, test, type Page } from './fixtures';
import { chooseArrangementIfAsked, selectionDialog, seriousViolations, signedInContext, toggleCheckbox } from './support';
import { KIT_TEST_TIMEOUT, apiOf, deleteThroughDialog, field, openCreate, saveExpecting, visit } from './kit-support';

/**
 * Issue 14 point 5, deviations (spec 01 §2, §6, §7 "Deviations overview"; 02 §3, §7): a bulk user reads the
 * selected arrangement's deviations with every column of §7, adds one through the form's fixed lists and
 * sees it in the overview, changes its basis and deletes it; an arrangement without deviations shows the
 * empty state whose link goes two steps back; a bike arrangement's overview is the 404 page.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const LIST = '/arrangement/deviation';
const overview = (page: Page) => page.locator('section.deviation-overview');
const row = (page: Page, text: string) => overview(page).locator('tr.deviation-overview__row').filter({ hasText: text });
const cells = (page: Page, text: string) => row(page, text).locator('td');

async function readyOverview(page: Page): Promise<void> {
  await chooseArrangementIfAsked(page, overview(page));
  await expect(overview(page).locator('table')).toBeVisible();
}

/** Picks `label` in the ld-tree-select of field `name`. */
async function choose(page: Page, name: string, label: string): Promise<void> {
  await page.locator(`ld-tree-select[data-field="${name}"]`).getByRole('combobox').click();
  await page.locator(`ld-tree-select[data-field="${name}"]`).getByRole('treeitem', { name: label, exact: true }).click();
}

async function fillNumber(page: Page, name: string, value: string): Promise<void> {
  await field(page, name).fill(value);
  await field(page, name).press('Tab');
}

test('deviations: the seeded overview, one added through the form, changed to a fuel label and deleted', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'bulk');
  const page = await context.newPage();
  // A CO2 value no seeded row has, to find the new row by.
  const co2 = String(300 + Math.floor(Math.random() * 600));

  await visit(page, LIST);
  await readyOverview(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Deviations – Leaseregeling 2026' })).toBeVisible();
  await expect(overview(page).locator('th')).toHaveText(['CO2 or fuel label', 'Category', 'Fuel', 'Smaller/greater/equal', 'Compared with', 'CO2 value (g/km)',
    'Fuel label', 'Deviation', 'Added or subtracted', 'Own contribution, max lease or lease price', 'Per gram CO2']);
  // Seeded (server/db/seed-deviations.ts): every category, by fuel; a CO2 row shows its value, a label row its label.
  await expect(cells(page, 'all categories petrol')).toHaveText(['CO2', 'all categories petrol', 'Petrol', 'Smaller', 'CO2 value (2)', '95', '', '€ 25,00',
    'Subtracted', 'Own contribution', 'No']);
  await expect(cells(page, 'all categories diesel')).toHaveText(['CO2', 'all categories diesel', 'Diesel', 'Larger', 'CO2 value (2)', '150', '', '€ 1,50',
    'Added', 'Own contribution', 'Yes']);
  await expect(cells(page, 'Categorie 1 – Instap')).toHaveText(['Fuel label', 'Categorie 1 – Instap', 'Petrol', 'Equal', 'Fuel label (3)', '', 'A', '5%',
    'Added', 'Max lease', 'No']);
  expect(await seriousViolations(page)).toEqual([]);

  // A new one: the fixed lists as choices; on a CO2 basis the form asks a CO2 value, not a fuel label.
  await openCreate(page, LIST, readyOverview);
  await expect(page.locator('ld-tree-select[data-field="fuelLabelValue"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await choose(page, 'categoryId', '3 – Categorie 3 – Hoger kader');
  await choose(page, 'fuel', 'Diesel');
  await choose(page, 'deviationLGS', 'Larger');
  await fillNumber(page, 'CO2 value (g/km)', co2);
  await fillNumber(page, 'Deviation', '12,5');
  await choose(page, 'additionOrDeduction', 'Added');
  await choose(page, 'ownContributionOrMaxLeaseOrLeasePrice', 'Lease price (norm lease per category)');
  await toggleCheckbox(page.locator('ld-checkbox[data-field="perGrCo2"] sl-checkbox'), true);
  await saveExpecting(page, 'Deviation created');
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(cells(page, co2)).toHaveText(['CO2', 'Categorie 3 – Hoger kader', 'Diesel', 'Larger', 'CO2 value (2)', co2, '', '€ 12,50', 'Added',
    'Lease price (norm lease per category)', 'Yes']);

  // Opened by its row: switched to a fuel label, which the form then asks instead; a percentage is at most 100.
  await row(page, co2).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/edit\\?id=\\d+$`));
  const edited = new URL(page.url()).searchParams.get('id');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit: Deviation' })).toBeVisible();
  await expect(field(page, 'CO2 value (g/km)')).toHaveValue(co2);
  await choose(page, 'co2FuelLabel1', 'Fuel label');
  await expect(field(page, 'CO2 value (g/km)')).toHaveCount(0);
  await expect(page.locator('ld-checkbox[data-field="perGrCo2"]')).toHaveCount(0);
  await choose(page, 'deviationPB', 'Percentage (%)');
  await fillNumber(page, 'Deviation', '150');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-problem="fuelLabelValue"]')).toHaveText('Fuel label is required.');
  await expect(page.locator('[data-problem="deviationValue"]')).toHaveText('A percentage is at most 100.');
  await choose(page, 'fuelLabelValue', 'B');
  await fillNumber(page, 'Deviation', '7,5');
  await saveExpecting(page, 'Deviation updated');
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  const changed = overview(page).locator(`tr[data-id="${edited}"] td`);
  await expect(changed).toHaveText(['Fuel label', 'Categorie 3 – Hoger kader', 'Diesel', 'Larger', 'Fuel label (3)', '', 'B', '7,5%', 'Added',
    'Lease price (norm lease per category)', 'No']);

  await overview(page).locator(`tr[data-id="${edited}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit: Deviation' })).toBeVisible();
  await deleteThroughDialog(page, 'Deviation');
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(overview(page).locator('table')).toBeVisible();
  await expect(overview(page).locator(`tr[data-id="${edited}"]`)).toHaveCount(0);
  await context.close();
});

test('an arrangement without deviations: "No deviations found." with a link two steps back', async ({ browser, baseURL }) => {
  const supervisor = await signedInContext(browser, baseURL, 'supervisor');
  const setup = await supervisor.newPage();
  const name = `Zonder afwijkingen ${Date.now().toString(36)}`;
  const created = await (await apiOf(setup)).post<{ id: number }>('/cararrangement', { displayName: name, dataObject: { type: 'car' } });
  await supervisor.close();

  const context = await signedInContext(browser, baseURL, 'bulk');
  const page = await context.newPage();
  await visit(page, '/component/category');
  await visit(page, '/component/deviation');
  await page.locator('section.record-choice').getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/component/deviation\\?id=${created.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Deviations – ${name}` })).toBeVisible();
  // While the list loads, its loading text and spinner are statuses too: the one that says the list is empty.
  await expect(overview(page).getByRole('status').filter({ hasText: 'No deviations found.' })).toHaveText('No deviations found. Go back');
  expect(await seriousViolations(page)).toEqual([]);
  await overview(page).getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/component\/category$/);
  await context.close();
});

test('a bike arrangement has no deviations: its overview is the 404 page', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'bulk');
  const page = await context.newPage();
  const bike = (await (await apiOf(page)).get<{ id: number; displayName: string }>('/cararrangement')).find((a) => a.displayName === 'Fietsplan')!;
  await page.goto(LIST);
  const dialog = selectionDialog(page);
  await dialog.getByRole('radio', { name: 'Fietsplan' }).check();
  await dialog.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('heading', { name: 'Uh-Oh!' })).toBeVisible();
  await expect(page.getByText('The page you are looking for could not be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deviations' })).toHaveCount(0);
  // Under /component too, and its form offers car arrangements only.
  await visit(page, `/component/deviation?id=${bike.id}`);
  await expect(page.getByRole('heading', { name: 'Uh-Oh!' })).toBeVisible();
  await visit(page, '/component/deviation/create');
  await page.locator('ld-tree-select[data-field="carArrangementId"]').getByRole('combobox').click();
  await expect(page.locator('ld-tree-select[data-field="carArrangementId"]').getByRole('treeitem', { name: 'Leaseregeling 2026' })).toBeVisible();
  await expect(page.locator('ld-tree-select[data-field="carArrangementId"]').getByRole('treeitem', { name: 'Fietsplan' })).toHaveCount(0);
  await context.close();
});
