import { expect, test } from './fixtures';
import { signedInContext } from './support';

test('supervisors see the outdated-run count and, per selected arrangement, its problems', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  // The arrangement dashboard lists the same warnings in its main content; this test is about the banners.
  const banners = page.locator('.banner');
  await page.goto('/arrangement');
  // Seed: "Leaseregeling Directie" is active for drivers and last ran 12 days ago.
  await expect(banners.getByText('Arrangements active for drivers whose last run is older than 7 days: 1')).toBeVisible();

  const dialog = page.locator('ld-modal.selection-dialog');
  await dialog.locator('summary', { hasText: 'Inactive' }).click();
  await dialog.getByRole('radio', { name: 'Leaseregeling 2025' }).check();
  await dialog.getByRole('button', { name: 'Select' }).click();

  await expect(banners.getByText('The mantel contract setting of Leaseregeling 2025 is invalid.')).toBeVisible();
  await expect(banners.getByText('Leaseregeling 2025 is not active for drivers.')).toBeVisible();
  await banners.getByRole('link', { name: 'To settings' }).click();
  await expect(page).toHaveURL('/arrangement/settings');

  await page.getByRole('complementary', { name: 'Section menu' }).getByRole('button', { name: /^Arrangement/ }).click();
  await dialog.getByRole('radio', { name: 'Leaseregeling Directie' }).check();
  await dialog.getByRole('button', { name: 'Select' }).click();
  await expect(banners.getByText('The last run of Leaseregeling Directie is older than 7 days', { exact: false })).toBeVisible();
  await context.close();
});

test('a user without change rights is told whom to contact', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'subsupervisor');
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText('You can view but not change data. To make changes, contact Demo Mobility B.V.:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'info@demo.leasedesk.test' })).toHaveAttribute('href', 'mailto:info@demo.leasedesk.test');
  await expect(page.getByText('Arrangements active for drivers', { exact: false })).toHaveCount(0);
  await context.close();
});
