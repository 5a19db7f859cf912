import { expect, test } from './fixtures';
import { signedInContext } from './support';

/** Spec 01 §2: the language switcher changes the interface, stores language and langId, updates the URL. */
test('a language switch changes the UI and survives reload', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/');
  const sideMenu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(sideMenu.getByRole('link', { name: 'Main' })).toBeVisible();

  await page.getByRole('button', { name: 'Language: English, EN' }).click();
  await page.getByRole('button', { name: 'Deutsch' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Allgemein' })).toBeVisible();
  await expect(page).toHaveURL('/?lang=de-DE');
  expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('langId')])).toEqual(['de-DE', expect.stringMatching(/^\d+$/)]);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('button', { name: 'Sprache: Deutsch, DE' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Berijders', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Fahrer', exact: true })).toBeVisible();
  await context.close();
});
