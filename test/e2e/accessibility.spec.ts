import { expect, test } from '@playwright/test';
import { openProfileMenu, seriousViolations, signedInContext } from './support';

/** The shell (menus, top bar, header, banners) has no serious or critical axe finding, light and dark. */
test('axe finds no serious or critical violation on the shell in light and dark theme', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'master');
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await seriousViolations(page)).toEqual([]);

  await openProfileMenu(page);
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/sl-theme-dark/);
  await page.keyboard.press('Escape');
  expect(await seriousViolations(page)).toEqual([]);

  // The choice is the user's own and survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/sl-theme-dark/);
  await context.close();
});
