import { expect, test } from './fixtures';
import { visit } from './kit-support';
import { chooseArrangementIfAsked, signedInContext } from './support';

/**
 * Issue 37 point 5: a route that needs a record (?id=) and gets none, or one no record can have, offers a choice
 * instead of the 404 page — the arrangements where the id is an arrangement's, else the list to pick a row from —
 * and the pick opens the route that asked.
 */
test('a route without a usable id offers a choice, and the pick opens what was asked for', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();

  await visit(page, '/component/settings/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an arrangement' })).toBeVisible();
  await expect(page.getByText('Uh-Oh!')).toHaveCount(0);
  await page.getByRole('link', { name: 'Leaseregeling 2026', exact: true }).click();
  await expect(page).toHaveURL(/\/component\/settings\/edit\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Settings of Leaseregeling 2026' })).toBeVisible();

  // A driver's view asked for with an id no driver can have: the driver list, whose row opens that driver's view.
  await visit(page, '/arrangement');
  await chooseArrangementIfAsked(page, page.getByRole('heading', { level: 1 }).first());
  await visit(page, '/arrangement/driver/view?id=abc');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing is chosen to view: choose below what you want to view.' })).toBeVisible();
  const row = page.locator('.driver-list__row').first();
  const id = await row.getAttribute('data-driver-id');
  await row.click();
  await expect(page).toHaveURL(`/arrangement/driver/view?id=${id}`);
  await expect(page.locator('.driver-view')).toBeVisible();

  // A kit area's edit: its list, whose row opens that record's form.
  await visit(page, '/component/faq/edit');
  await expect(page.getByText('Nothing is chosen to edit: choose below what you want to edit.')).toBeVisible();
  await page.locator('tr.kit-list__row').first().click();
  await expect(page).toHaveURL(/\/component\/faq\/edit\?id=\d+$/);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await context.close();
});

test('a declared route without a screen of its own opens what stands in for it, never the 404 page', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await visit(page, '/arrangement');
  await chooseArrangementIfAsked(page, page.getByRole('heading', { level: 1 }).first());

  // A car list's rows change in place: its edit opens the list.
  await visit(page, '/arrangement/car/extended/edit?id=5');
  await expect(page).toHaveURL('/arrangement/car/extended');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Uh-Oh!')).toHaveCount(0);

  // The car overview is a view only: its bare path opens the view, which asks for a version from the car list.
  await visit(page, '/component/car_overview');
  await expect(page).toHaveURL('/component/car_overview/view');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing is chosen to view: choose below what you want to view.' })).toBeVisible();

  // Loaded directly too (a bookmark): one arrangement's settings, by the id in the address.
  await page.goto('/component/settings?id=abc');
  await expect(page).toHaveURL('/component/settings/edit?id=abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an arrangement' })).toBeVisible();
  await context.close();
});
