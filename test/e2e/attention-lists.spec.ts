import { expect, test, type Page } from './fixtures';
import { KIT_TEST_TIMEOUT, apiOf, kitPage, listRow, visit } from './kit-support';

/**
 * Issue 37 point 1: a home-dashboard figure links to its list narrowed by `?attention=`, a link anyone can share. The
 * list shows just those rows with a notice saying which they are; its "Show all" lists every row again.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const notice = (page: Page) => page.locator('ld-attention-notice');
const driverRows = (page: Page) => page.locator('.driver-list__row');

test('the arrangement list narrowed by a figure\'s link says so, and "Show all" lists every arrangement again', async ({ browser, baseURL }) => {
  const { page, stamp } = await kitPage(browser, baseURL);
  const name = `Zonder categorie ${stamp}`;
  const api = await apiOf(page);
  // A new arrangement has no categories yet; the seeded Leaseregeling Directie has two.
  const created = await api.post<{ id: number; version: number }>('/cararrangement', { displayName: name, dataObject: { type: 'car' }, mantelNumber: null });
  try {
    await visit(page, '/component/arrangement?attention=withoutCategories');
    await expect(notice(page)).toContainText('Only arrangements without categories');
    await expect(listRow(page, name)).toBeVisible();
    await expect(listRow(page, 'Leaseregeling Directie')).toHaveCount(0);

    await notice(page).getByRole('link', { name: 'Show all' }).click();
    await expect(page).toHaveURL(/\/component\/arrangement$/);
    await expect(notice(page)).toHaveCount(0);
    await expect(listRow(page, 'Leaseregeling Directie')).toBeVisible();

    // A name the list does not take (a stale or hand-edited link) shows every row, without a notice.
    await page.goto('/component/arrangement?attention=duplicateType');
    await expect(listRow(page, 'Leaseregeling Directie')).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  } finally {
    await api.remove(`/cararrangement?carArrangementId=${created.id}`, created.version);
  }
});

test('the driver list keeps a figure\'s filter beside its own and drops it by "Show all"; the 30-day window is a choice of its bar', async ({ browser, baseURL }) => {
  const { page } = await kitPage(browser, baseURL);
  await visit(page, '/component/driver?status=active&attention=withoutCategory');
  await expect(notice(page)).toContainText('Only drivers bound to no category');
  await expect(page.locator('ld-filter-bar sl-select[data-field=status]')).toHaveJSProperty('value', ['active']);

  await notice(page).getByRole('link', { name: 'Show all' }).click();
  await expect(page).toHaveURL(/\/component\/driver\?status=active$/);
  await expect(notice(page)).toHaveCount(0);
  await expect(driverRows(page).first()).toBeVisible();

  await page.goto('/component/driver?expiration=withinThirtyDays');
  await expect(page.locator('ld-filter-bar sl-select[data-field=expiration]')).toHaveJSProperty('value', 'withinThirtyDays');
  await expect(page).toHaveURL(/\?expiration=withinThirtyDays$/);
});
