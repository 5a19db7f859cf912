import { SEARCH_PAUSE_MS } from '../../src/lib/search-pause';
import { expect, test } from './fixtures';
import { pauseClockAhead } from './page-clock';
import { signedInContext, togglePreference } from './support';

test.describe('driver search', () => {
  test('starts after typing, matches every term, and opens driver edit for the active section', async ({ browser, baseURL }) => {
    const context = await signedInContext(browser, baseURL, 'supervisor');
    const page = await context.newPage();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api-admin/driver') searches.push(new URL(request.url()).searchParams.get('search') ?? '');
    });
    await page.clock.install();
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search drivers' });
    await box.focus();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    expect(searches).toEqual([]);

    // Typed quickly (each key within the search pause, on the page's stopped clock however slow the machine):
    // one request for the whole query (debounced; earlier ones are cancelled).
    await pauseClockAhead(page);
    for (const key of 'daan jans') {
      await box.press(key === ' ' ? 'Space' : key);
      await page.clock.runFor(20);
    }
    expect(searches).toEqual([]);
    await page.clock.runFor(SEARCH_PAUSE_MS);
    const option = page.getByRole('option').first();
    await expect(option).toContainText('Daan');
    await expect(option).toContainText('@demo-mobility.test');
    await expect(option).toContainText('+31 6');
    expect(searches).toEqual(['daan jans']);
    for (const text of await page.getByRole('option').allInnerTexts()) expect(text.toLowerCase()).toMatch(/daan[\s\S]*jans/);

    await page.clock.resume();
    await option.click();
    await expect(page).toHaveURL(/\/component\/driver\/edit\?id=\d+$/);
    await context.close();
  });

  test('the user-plus icon creates a driver in the active section', async ({ browser, baseURL }) => {
    const context = await signedInContext(browser, baseURL, 'supervisor');
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Create driver' })).toHaveAttribute('href', '/component/driver/create');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Arrangement/ }).click();
    await expect(page.getByRole('link', { name: 'Create driver' })).toHaveAttribute('href', '/arrangement/driver/create');
    await context.close();
  });
});

test('the profile menu toggles the application width, remembered per user', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-width', 'container');
  await togglePreference(page, 'Full width');
  await expect(page.locator('html')).toHaveAttribute('data-width', 'fluid');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-width', 'fluid');
  // Stored on the server for this user: back to the default for the specs after this one.
  await togglePreference(page, 'Full width');
  await expect(page.locator('html')).toHaveAttribute('data-width', 'container');
  await context.close();
});

test('the customer switcher list is at most 400 px high', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'master');
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch client' }).click();
  const list = page.getByRole('list', { name: 'Clients' });
  await expect(list.getByRole('button').first()).toBeVisible();
  await expect(list).toHaveCSS('max-height', '400px');
  await expect(page.getByRole('link', { name: 'Client overview' })).toHaveAttribute('href', '/amw/client');
  await context.close();
});
