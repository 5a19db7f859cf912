import { expect, test, type Browser, type Page } from './fixtures';
import { signedInContext } from './support';

/**
 * Issue 39 point 4: the command palette. Ctrl+K anywhere in the signed-in app loads it (its own chunk, fetched only
 * then), finds screens by their localized titles and menu paths and records by name, and opens the choice.
 */

const palette = (page: Page) => page.getByRole('dialog', { name: 'Go to a screen or record' });
const box = (page: Page) => palette(page).getByRole('combobox', { name: 'Go to a screen or record' });

async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+K');
  await expect(box(page)).toBeFocused();
}

/** A supervisor of the demo client on the dashboard, with the top bar's driver search drawn. */
async function supervisorHome(browser: Browser, baseURL: string | undefined, beforeLoad: (page: Page) => void = () => undefined) {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  beforeLoad(page);
  await page.goto('/');
  const driverSearch = page.getByRole('combobox', { name: 'Search drivers' });
  await expect(driverSearch).toBeVisible();
  return { context, page, driverSearch };
}

test('Ctrl+K finds a driver by surname and Enter opens that driver; a screen is found by its title and menu path', async ({ browser, baseURL }) => {
  const paletteChunks: string[] = [];
  const { context, page, driverSearch } = await supervisorHome(browser, baseURL, (page) =>
    page.on('request', (request) => {
      if (/\/command-palette-[^/]*\.js$/.test(new URL(request.url()).pathname)) paletteChunks.push(request.url());
    }),
  );
  expect(paletteChunks, 'the palette is not loaded before the first Ctrl+K').toEqual([]);

  // Escape closes it and gives focus back to where it was.
  await driverSearch.focus();
  await openPalette(page);
  expect(paletteChunks).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(driverSearch).toBeFocused();

  // A driver of the demo seed (server/db/seed-domain.ts) by surname: the first answer is active; Enter opens it.
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await openPalette(page);
  await page.keyboard.type('Dijkstra');
  const drivers = palette(page).getByRole('group', { name: 'Drivers' });
  const first = drivers.getByRole('option').first();
  await expect(first).toContainText('Dijkstra');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const name = (await first.locator('.option-label').innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/component\/driver\/edit\?id=\d+$/);
  await expect(palette(page)).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(name.split(' ')[0]!, { timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Surname', exact: true })).toHaveValue('Dijkstra');

  // A screen by its English title and menu path; the arrows wrap, Enter opens it.
  await openPalette(page);
  await page.keyboard.type('arrangement categories');
  const screens = palette(page).getByRole('group', { name: 'Screens' });
  await expect(screens.getByRole('option')).toHaveCount(1);
  await expect(screens.getByRole('option')).toContainText('Arrangement › Categories');
  await page.keyboard.press('ArrowDown');
  await expect(screens.getByRole('option')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/arrangement\/category$/);
  expect(paletteChunks, 'loaded once').toHaveLength(1);
  await context.close();
});

test('the palette says so when nothing matches and when a search fails', async ({ browser, baseURL }) => {
  const { context, page } = await supervisorHome(browser, baseURL);
  await openPalette(page);
  await page.keyboard.type('qqxqq');
  await expect(palette(page).getByRole('status')).toHaveText('No results for “qqxqq”.');

  await page.route(/\/api-admin\/driver\?/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"successful":false}' }));
  await box(page).fill('Jansen');
  await expect(palette(page).getByRole('status')).toHaveText('The search did not succeed. Try again or report the problem.');
  // The other kinds still answer; the page is still there.
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await context.close();
});
