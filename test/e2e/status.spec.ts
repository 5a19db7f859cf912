import { expect, test } from './fixtures';
import { signedInContext } from './support';

test('the offline indicator shows while the network is gone', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline.', { exact: false })).toHaveCount(0);
  await context.close();
});

test('the loading bar appears for slow requests only and fails on an error', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search drivers' });
  await expect(search).toBeVisible();
  const bar = page.locator('.loading-bar');
  await expect(bar).toHaveClass(/loading-bar--hidden/);

  // Slower than the 200 ms throttle: the bar runs, then fills and hides 500 ms after the answer.
  await page.route('**/api-admin/driver?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await search.fill('daan');
  await expect(bar).toHaveClass(/loading-bar--running/);
  await expect(bar).toHaveClass(/loading-bar--hidden/);

  // A failing request turns the bar red before it hides.
  await page.unroute('**/api-admin/driver?**');
  await page.route('**/api-admin/driver?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({ status: 500, json: { results: [], successful: false, errors: ['boom'] } });
  });
  await search.fill('sem');
  await expect(bar).toHaveClass(/loading-bar--failed/);
  await context.close();
});
