import { expect, test, type Page } from './fixtures';

/** The resource kit's gallery (/kit.html): KitList and KitForm over a fake in-memory area, one panel per state. */
const panel = (page: Page, id: string) => page.locator(`[data-panel="${id}"]`);
const rows = (page: Page, id: string) => panel(page, id).locator('tr.kit-list__row');

test('should show every state of the generic list and form side by side at /kit.html', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/kit.html');

  // List: page 1 of 3 (45 rows, 20 a page), then page 2.
  await expect(rows(page, 'list-ready')).toHaveCount(20);
  await expect(rows(page, 'list-ready').first()).toContainText('Lease plan 01');
  await expect(rows(page, 'list-ready').last()).toContainText('Lease plan 20');
  await expect(panel(page, 'list-ready').getByText('45 results')).toBeVisible();
  await expect(panel(page, 'list-ready').locator('ld-pagination')).toBeVisible();
  await expect(rows(page, 'list-page-2')).toHaveCount(20);
  await expect(rows(page, 'list-page-2').first()).toContainText('Lease plan 21');
  await expect(rows(page, 'list-page-2').last()).toContainText('Lease plan 40');

  // The two empty texts, the failure with its retry, and a load that never ends.
  await expect(panel(page, 'list-empty-search').getByRole('status').filter({ hasText: 'No results' }))
    .toHaveText('No results found with the entered search query zeppelin.');
  await expect(panel(page, 'list-empty').getByRole('status').filter({ hasText: 'No results' })).toHaveText('No results found.');
  await expect(panel(page, 'list-failed').getByRole('alert')).toContainText('The data could not be loaded.');
  await expect(panel(page, 'list-failed').getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(panel(page, 'list-loading').getByText('Loading…').first()).toBeVisible();
  await expect(rows(page, 'list-loading')).toHaveCount(0);

  // Create: empty, the required fields marked.
  const create = panel(page, 'form-create');
  await expect(create.getByRole('heading', { name: 'New: lease plan' })).toBeVisible();
  for (const name of ['title', 'startsOn', 'brandId']) {
    await expect(create.locator(`[data-field="${name}"] [part~="required-mark"]`), name).toBeVisible();
  }
  await expect(create.locator('[data-field="contact"] [part~="required-mark"]')).toHaveCount(0);
  await expect(create.getByText('Conditions *')).toBeVisible();
  await expect(create.locator('[data-field="title"] input')).toHaveValue('');

  // Edit: the record as loaded.
  const edit = panel(page, 'form-edit');
  await expect(edit.getByRole('heading', { name: 'Edit: lease plan' })).toBeVisible();
  await expect(edit.locator('[data-field="title"] input')).toHaveValue('Lease plan 07');
  // A multiple choice holds its ids as read (7: regions 2 and 3), and takes another.
  const regions = edit.locator('ld-tree-select[data-field="regionIds"]');
  await expect(regions).toHaveJSProperty('multiple', true);
  await expect(regions).toHaveJSProperty('value', ['2', '3']);
  await regions.getByRole('combobox').click();
  await regions.getByRole('treeitem', { name: 'Noord', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => regions.evaluate((element) => [...(element as HTMLElement & { value: string[] }).value].sort())).toEqual(['1', '2', '3']);

  // The server's reason under the field it names (400).
  await expect(panel(page, 'form-field-reason').locator('[data-problem="title"]')).toHaveText('must NOT have more than 80 characters');

  // Not found (404).
  await expect(panel(page, 'form-not-found').getByRole('alert')).toHaveText('This record does not exist or is not within your reach.');

  // Conflict (412): the dialog is modal, so it opens on Save; "Keep editing" closes it.
  const conflict = panel(page, 'form-conflict');
  await expect(conflict.locator('[data-field="title"] input')).toHaveValue('Lease plan 12');
  await conflict.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Changed by someone else' });
  await expect(dialog).toBeVisible();
  // The buttons are slotted into ld-modal, outside the dialog panel's own tree.
  await conflict.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();

  // Navigation stays inside a panel: a row opens its form there, the page's address stays.
  await rows(page, 'list-ready').filter({ hasText: 'Lease plan 05' }).click();
  await expect(panel(page, 'list-ready').locator('[data-field="title"] input')).toHaveValue('Lease plan 05');
  await expect(panel(page, 'list-ready').locator('.kit-gallery__address')).toHaveText('/component/gallery-plans/edit?id=5');
  await expect(page).toHaveURL(/\/kit\.html$/);
  await expect(rows(page, 'list-page-2')).toHaveCount(20);

  expect(errors).toEqual([]);
});

test('should narrow the gallery list with the filter bar and count filtered of total', async ({ page }) => {
  await page.goto('/kit.html');
  const list = panel(page, 'list-ready');
  await expect(rows(page, 'list-ready')).toHaveCount(20);
  const select = list.locator('ld-filter-bar sl-select[data-field=status]');
  await select.click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await page.keyboard.press('Escape');
  // Every third plan of 45 is inactive: 15 rows on one page, none of them ticked as active.
  await expect(rows(page, 'list-ready')).toHaveCount(15);
  await expect(list.locator('ld-filter-bar [part=count]')).toContainText('15 of 45');
  await expect(rows(page, 'list-ready').first()).toContainText('Lease plan 03');
});
