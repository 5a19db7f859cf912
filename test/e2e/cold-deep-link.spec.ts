import { expect, test, type Request } from './fixtures';
import { DEMO_CLIENT, signedInContext } from './support';

/** Issue 21 point 2: a bookmark of a list route loads its screen with its layout, not after the shell's data. */
test('a cold deep link asks for its screen chunk and texts before the shell\'s data, and paints its rows', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor', { kept: false });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/component/driver');
  await expect(page.locator('.driver-list__row').first()).toBeVisible();
  const first = (match: RegExp) => requests.findIndex((path) => match.test(path));
  const screen = first(/\/assets\/driver-list-[^/]+\.js$/);
  const texts = first(/\/assets\/locale-en-EN-drivers-[^/]+\.js$/);
  const shellData = first(/^\/api-admin\/clientsetting$/);
  expect(screen, 'the driver list chunk was loaded').toBeGreaterThanOrEqual(0);
  expect(texts, 'the drivers texts were loaded').toBeGreaterThanOrEqual(0);
  expect(shellData, 'the shell read the client setting').toBeGreaterThanOrEqual(0);
  expect(screen).toBeLessThan(shellData);
  expect(texts).toBeLessThan(shellData);
  await context.close();
});

test('signed out, a bookmark of a list route still ends on the sign-in, without loading the list\'s screen', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request: Request) => scripts.push(new URL(request.url()).pathname));
  await page.goto('/component/driver');
  await expect(page).toHaveURL(`/auth?clt=${DEMO_CLIENT}&redirect=%2Fcomponent%2Fdriver`);
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  // The main layout renders to send the user away; the screen behind it is never needed.
  expect(scripts.filter((path) => /\/assets\/driver-list-/.test(path))).toEqual([]);
  await context.close();
});

/** Spec 01 §1: a chunk that fails (an old deploy's) reloads the page once; still failing, the error page shows. */
test('a screen chunk that fails to load reloads the page once, then shows the error page', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.route(/\/assets\/driver-list-[^/]+\.js$/, (route) => route.abort());
  let documents = 0;
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.goto('/component/driver');
  await expect(page.getByText('An error occurred.')).toBeVisible();
  // The first failure reloaded the page; the second, within the guard's 60 s, did not.
  expect(documents).toBe(2);
  await context.close();
});
