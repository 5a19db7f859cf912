import { expect, test, type Page } from './fixtures';
import { chooseArrangementIfAsked, signedInContext, toggleCheckbox } from './support';
import {
  KIT_TEST_TIMEOUT, deleteThroughDialog, field, listRow, openCreate, openRow, saveExpecting, toast, visit,
} from './kit-support';

/**
 * Issue 14 point 5 (spec 02 §3, §5, §7; spec 01 §6 "Bulk and above: … options and components"): a bulk
 * user manages the selected arrangement's components and option accessories on the kit's generic
 * screens. Components: the seeded rows of Leaseregeling 2026 only, one created with a price, its price
 * edited while its lease-system number and description stay read-only, then deleted. Option accessories:
 * the description stops at 50 characters, a lease-system option that is 'standard if chosen' is refused
 * in the user's words, a valid one is created and listed.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const COMPONENTS = '/arrangement/component';
const OPTIONS = '/arrangement/option_accessory';

/** A signed-in English bulk page, and a stamp that makes this run's names unique. */
async function bulkPage(browser: Parameters<typeof signedInContext>[0], baseURL: string | undefined) {
  const context = await signedInContext(browser, baseURL, 'bulk');
  const page = await context.newPage();
  return { context, page, stamp: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` };
}

/** The list of `area` once it shows, after choosing Leaseregeling 2026 when asked. */
async function readyList(page: Page, area: 'component' | 'optionAccessory'): Promise<void> {
  const list = page.locator('.kit-list table, .kit-list p[role=status]');
  await chooseArrangementIfAsked(page, list.first());
  await expect(list.first()).toBeVisible();
  await expect(page.locator('.kit-list')).toHaveAttribute('data-area', area);
}

const cells = (page: Page, text: string) => listRow(page, text).locator('td');

test('components: the selected arrangement\'s rows; one is created with a price, its price changed (number and description fixed), deleted', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await bulkPage(browser, baseURL);
  await visit(page, COMPONENTS);
  await readyList(page, 'component');

  // Bulk sees both items of the arrangement menu (spec 01 §6).
  const sidebar = page.locator('aside.sidebar');
  await expect(sidebar.getByRole('link', { name: 'Components', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Options and accessories', exact: true })).toBeVisible();

  // The seeded rows of Leaseregeling 2026, none of another arrangement's (no client default exists).
  // The last column: no longer in the lease system (hidden from drivers, spec 02 §8) — the tank card left the mantel.
  await expect(cells(page, 'Winterbanden')).toHaveText(['CMP-WIN', 'Winterbanden', '€ 28,00', 'No']);
  await expect(cells(page, 'Tank- en laadpas')).toHaveText(['CMP-TNK', 'Tank- en laadpas', '–', 'Yes']);
  await expect(listRow(page, 'Vervangend vervoer')).toHaveCount(1);
  await expect(listRow(page, 'binnen 4 uur')).toHaveCount(0);
  await expect(listRow(page, 'Fietsverzekering')).toHaveCount(0);

  const number = `CMP-${stamp}`.toUpperCase();
  const description = `Dakdragers ${stamp}`;
  await openCreate(page, COMPONENTS, (p) => readyList(p, 'component'));
  await field(page, 'Component number').fill(number);
  await field(page, 'Description').fill(description);
  await field(page, 'Price').fill('19,99');
  await field(page, 'Price').press('Tab');
  await saveExpecting(page, 'Component created');
  await expect(page).toHaveURL(new RegExp(`${COMPONENTS}$`));
  await expect(cells(page, description)).toHaveText([number, description, '€ 19,99', 'Yes']);

  // Number and description are the lease system's: shown, not editable; the price is the arrangement's.
  await openRow(page, description);
  await expect(field(page, 'Component number')).toHaveValue(number);
  await expect(field(page, 'Component number')).not.toBeEditable();
  await expect(field(page, 'Description')).toHaveValue(description);
  await expect(field(page, 'Description')).not.toBeEditable();
  await expect(page.getByText('Set when created; cannot be changed.').first()).toBeVisible();
  await expect(field(page, 'Price')).toHaveValue('19,99');
  await field(page, 'Price').fill('24,5');
  await field(page, 'Price').press('Tab');
  await saveExpecting(page, 'Component updated');
  await expect(cells(page, description)).toHaveText([number, description, '€ 24,50', 'Yes']);

  await openRow(page, description);
  await deleteThroughDialog(page, 'Component');
  await expect(page).toHaveURL(new RegExp(`${COMPONENTS}$`));
  await expect(listRow(page, 'Winterbanden')).toHaveCount(1);
  await expect(listRow(page, description)).toHaveCount(0);
  await context.close();
});

test('option accessories: the description stops at 50 characters, a "standard if chosen" option is refused, a valid one is listed', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await bulkPage(browser, baseURL);
  await visit(page, OPTIONS);
  await readyList(page, 'optionAccessory');
  await expect(cells(page, 'Navigatiesysteem')).toHaveText(['OPT-NAV', 'Navigatiesysteem', 'Yes', '€ 850,00', 'No']);
  await expect(cells(page, 'Laadkabel type 2')).toHaveText(['ACC-LAD', 'Laadkabel type 2', 'No', '€ 240,00', 'No']);
  await expect(listRow(page, 'Panoramadak')).toHaveCount(0);

  await openCreate(page, OPTIONS, (p) => readyList(p, 'optionAccessory'));
  const description = field(page, 'Description');
  // The lease system takes 50 characters (spec 02 §5): the field stops there and says so.
  const long = `Trekhaak afneembaar met dertien-polige stekker ${stamp} extra lang`;
  expect(long.length).toBeGreaterThan(50);
  await description.fill(long);
  await expect(description).toHaveValue(long.slice(0, 50));
  await expect(page.locator('ld-text-input[data-field="description"]')).toContainText('50 / 50');

  // A lease-system option that is 'standard if chosen' cannot be linked: the server refuses, in the user's words.
  const name = `Trekhaak ${stamp}`;
  await description.fill(name);
  await field(page, 'Lease-system code').fill('OPT-TRK');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, "Option OPT-TRK is 'standard if chosen' in the lease system and cannot be linked.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${OPTIONS}/create$`));

  // The arrangement's own option (no code), selected by default, with a price.
  await field(page, 'Lease-system code').fill('');
  await field(page, 'Price').fill('129,95');
  await field(page, 'Price').press('Tab');
  await toggleCheckbox(page.locator('ld-checkbox[data-field="defaultSelected"] sl-checkbox'), true);
  await saveExpecting(page, 'Option or accessory created');
  await expect(page).toHaveURL(new RegExp(`${OPTIONS}$`));
  await expect(cells(page, name)).toHaveText(['–', name, 'Yes', '€ 129,95', 'No']);
  await expect(listRow(page, 'Navigatiesysteem')).toHaveCount(1);
  await context.close();
});
