import { expect, test, type Locator, type Page } from './fixtures';
import { visit } from './kit-support';
import { seriousViolations, signedInContext } from './support';

/**
 * Issue 37 point 7: the home dashboard as a supervisor meets it — the figures of what needs attention, one followed
 * to its list (filtered to exactly those rows: the same number), an order approved there, and the figure one lower on
 * return. The server side of every figure is test/server/dashboard.test.ts.
 */
const figure = (page: Page, key: string) => page.locator(`.dashboard [data-figure="${key}"]`);
const countOf = async (item: Locator) => Number((await item.getByRole('link').locator('span').first().textContent())!.replace(/\D/g, ''));

test('a supervisor follows "orders waiting for approval" to the open orders, approves one, and the figure drops by one', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await visit(page, '/');
  const waiting = figure(page, 'ordersWaiting');
  await expect(waiting.getByRole('link')).toHaveText(/^[\d.,]+ orders? waiting for approval$/);
  await expect(waiting).toContainText(/the oldest (came in today|has waited \d+ days?)/);
  await expect(figure(page, 'driversExpiring').getByRole('link')).toHaveAttribute('href', '/component/driver?expiration=withinThirtyDays');
  await expect(page.locator('.dashboard__bulk-run')).toContainText('Last bulk calculation');
  expect(await seriousViolations(page, '.dashboard')).toEqual([]);
  const before = await countOf(waiting);

  await waiting.getByRole('link').click();
  await expect(page).toHaveURL(/\/component\/order\?status=open$/);
  // The list shows exactly the rows the figure counted.
  await expect(page.locator('.order-list__range')).toHaveText(new RegExp(`^1–\\d+ of ${before}$`));
  const rows = page.locator('.order-list__row');
  const number = (await rows.first().locator('td:nth-child(1)').textContent())!.trim();
  await rows.first().locator('td:nth-child(2)').click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.locator('ld-post-dialog [part="confirm-button"]').click();
  await expect(page.locator('.toaster').getByText(`Order ${number} approved`)).toBeVisible();
  await expect(page.locator('.order-list__range')).toHaveText(new RegExp(`^1–\\d+ of ${before - 1}$`));

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(() => countOf(figure(page, 'ordersWaiting'))).toBe(before - 1);
  // Back from another tab or program: the figures are read again.
  const reread = page.waitForRequest((request) => new URL(request.url()).pathname === '/api-admin/dashboard');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await reread;
  await context.close();
});
