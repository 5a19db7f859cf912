import { expect, test } from './fixtures';
import { DEMO_CLIENT } from './support';

test('should show the Dutch login page by default', async ({ page }) => {
  await page.goto(`/auth?clt=${DEMO_CLIENT}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByLabel('Wachtwoord')).toBeVisible();
});

test('should show the 404 page for an unknown route, in Dutch, with a way to the dashboard', async ({ page }) => {
  await page.goto('/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Uh-Oh!' })).toBeVisible();
  await expect(page.getByText('De pagina die je zoekt bestaat niet (meer).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opnieuw laden' })).toBeVisible();
  await page.getByRole('button', { name: 'Naar het dashboard' }).click();
  // Signed out, so the dashboard sends the user to sign in and back.
  await expect(page).toHaveURL(`/auth?clt=${DEMO_CLIENT}&redirect=%2F`);
});

// Issue 21 point 1: /auth and the arrival pages are the login island (lit-html, no React); the React app is only prefetched, for after the sign-in.
for (const path of ['/auth', '/auth/fleetmanagement', '/auth/leasewise']) test(`should load only the login chunks on ${path} (no React, Shoelace or luxon) and prefetch the app when idle`, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${path}?clt=${DEMO_CLIENT}`);
  await expect(page.getByLabel('Wachtwoord')).toBeVisible();
  await expect(page.locator('link[rel="prefetch"][href*="react-boot"]')).toHaveCount(1);
  expect(scripts.some((path) => /react-boot|main-layout|session-expiry|dashboard|luxon/.test(path))).toBe(false);
  const themeRequested = await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('shoelace')));
  expect(themeRequested).toBe(false);
});
