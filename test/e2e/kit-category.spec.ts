import { expect, test, type Page } from './fixtures';
import { chooseArrangementIfAsked, signedInContext, toggleCheckbox } from './support';
import {
  KIT_TEST_TIMEOUT, confirmDeleteDialog, deleteThroughDialog, field, listRow, openCreate, openRow, saveExpecting, toast, visit,
} from './kit-support';

/**
 * Issue 14 point 4 (spec 02 §3, §5, §7, §8; spec 01 §6 "Bulk and above: … categories"): a bulk user sees
 * the selected arrangement's categories with their fuels, is stopped before saving a car arrangement's
 * category without petrol or diesel, saves it with diesel, adds a PDF to it and removes it again; the
 * /component list shows every arrangement's categories with the arrangement's name.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const LIST = '/arrangement/category';

/** The smallest well-formed PDF (one empty page). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n'
  + '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 72 72]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1');

async function readyList(page: Page): Promise<void> {
  const list = page.locator('.kit-list table, .kit-list p[role=status]');
  await chooseArrangementIfAsked(page, list.first());
  await expect(page.locator('.kit-list table')).toBeVisible();
  await expect(page.locator('.kit-list')).toHaveAttribute('data-area', 'category');
}

const cells = (page: Page, text: string) => listRow(page, text).locator('td');
const fuel = (page: Page, code: string) => page.locator(`ld-checkbox[data-choice="${code}"] sl-checkbox`);
const attachments = (page: Page) => page.locator('section.category-attachments');

test('categories: the seeded ones with fuels; a new one needs petrol or diesel, is saved with diesel, takes a PDF and lets it go', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'bulk');
  const page = await context.newPage();
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const number = String(1000 + Math.floor(Math.random() * 8999));
  const name = `Categorie elektrisch ${stamp}`;

  await visit(page, LIST);
  await readyList(page);
  await expect(page.locator('aside.sidebar').getByRole('link', { name: 'Categories', exact: true })).toBeVisible();
  // Leaseregeling 2026's categories with their fuels (seeded), none of another arrangement's.
  await expect(cells(page, 'Categorie 1 – Instap')).toHaveText(['1', 'Categorie 1 – Instap', '€ 450,00', 'Diesel, Petrol']);
  await expect(cells(page, 'Categorie 2 – Midden')).toHaveText(['2', 'Categorie 2 – Midden', '€ 600,00', 'Diesel, Electric, Petrol, Petrol hybrid']);
  await expect(listRow(page, 'Raad van bestuur')).toHaveCount(0);

  await openCreate(page, LIST, readyList);
  await field(page, 'Category number').fill(number);
  await field(page, 'Category number').press('Tab');
  await field(page, 'Name').fill(name);
  await expect(page.locator('fieldset[data-field="fuels"] legend')).toHaveText('Fuels');
  await toggleCheckbox(fuel(page, 'e'), true);
  // Only electric: refused before anything is sent (spec 02 §5), the reason under the field.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-problem="fuels"]')).toHaveText('A category of a car arrangement needs petrol or diesel.');
  await expect(page).toHaveURL(new RegExp(`${LIST}/create$`));

  await toggleCheckbox(fuel(page, 'd'), true);
  await saveExpecting(page, 'Category created');
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(cells(page, name)).toHaveText([number, name, '–', 'Diesel, Electric']);

  // Its edit form: the fuels ticked as saved, and the attachments below it.
  await openRow(page, name);
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(fuel(page, 'd')).toHaveJSProperty('checked', true);
  await expect(fuel(page, 'e')).toHaveJSProperty('checked', true);
  await expect(fuel(page, 'l')).toHaveJSProperty('checked', false);
  await expect(attachments(page).getByText('No attachments yet.')).toBeVisible();
  const fileName = `categorieregeling-${stamp}.pdf`;
  await attachments(page).locator('input[data-field="attachment"]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await expect(toast(page, 'Attachment added')).toBeVisible();
  const item = attachments(page).getByRole('listitem').filter({ hasText: fileName });
  await expect(item.getByRole('button', { name: fileName })).toBeVisible();
  await page.reload();
  await expect(item).toHaveCount(1);

  await item.getByRole('button', { name: 'Remove' }).click();
  await confirmDeleteDialog(page, `Remove attachment ${fileName}?`);
  await expect(toast(page, 'Attachment removed')).toBeVisible();
  await expect(attachments(page).getByText('No attachments yet.')).toBeVisible();

  // Under /component: every arrangement's categories, named by their arrangement.
  await visit(page, `/component/category?q=${stamp}`);
  await expect(cells(page, name)).toHaveText(['Leaseregeling 2026', number, name, '–', 'Diesel, Electric']);
  await visit(page, '/component/category');
  await expect(listRow(page, 'Raad van bestuur')).toHaveCount(1);

  await visit(page, `${LIST}?q=${stamp}`);
  await readyList(page);
  await openRow(page, name);
  await deleteThroughDialog(page, 'Category');
  await expect(listRow(page, name)).toHaveCount(0);
  await context.close();
});
