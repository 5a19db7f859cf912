import { expect, test, type Page } from './fixtures';
import { signedInContext } from './support';

/**
 * A kept context (fixtures.ts, kept-contexts.ts) hands the next test what a fresh context would give: no cookies, no
 * storage, no init script, or exactly the sign-in the test asks for, whichever account had it before; and a context
 * given something a hand-back cannot undo is not kept. A context a test leases and never closes is handed back when
 * the test ends, not lost to the worker.
 */
test.describe.configure({ mode: 'serial' });

const PARKED = '/e2e-parked.txt';
let previous: Page | undefined;
let supervisorToken: string | null = null;

async function leaveTraces(page: Page, baseURL: string | undefined): Promise<void> {
  await page.goto(PARKED);
  await page.evaluate(() => {
    localStorage.setItem('left', 'behind');
    sessionStorage.setItem('left', 'behind');
  });
  await page.context().addCookies([{ name: 'left', value: 'behind', url: baseURL! }]);
}

async function expectNoTraces(page: Page): Promise<void> {
  await page.goto(PARKED);
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, 'initScriptRan' in window])).toEqual([0, 0, false]);
}

test('a test leaves storage, a cookie and an init script behind', async ({ page, baseURL }) => {
  await leaveTraces(page, baseURL);
  await page.addInitScript(() => Object.assign(window, { initScriptRan: true }));
  previous = page;
});

test('the next one gets a fresh context: the init script could not be taken back', async ({ page }) => {
  expect(page).not.toBe(previous);
  await expectNoTraces(page);
});

test('a test leaves storage and a cookie behind', async ({ page, baseURL }) => {
  await leaveTraces(page, baseURL);
  previous = page;
});

test('the next one gets the same page, without them', async ({ page }) => {
  expect(page).toBe(previous);
  await expectNoTraces(page);
});

test('a test leases the supervisor\'s context and does not close it', async ({ browser, baseURL }) => {
  const page = await (await signedInContext(browser, baseURL, 'supervisor')).newPage();
  await page.goto(PARKED);
  await page.evaluate(() => sessionStorage.setItem('left', 'behind'));
  supervisorToken = await page.evaluate(() => localStorage.getItem('auth.token'));
  previous = page;
});

test('the next test gets that page back, handed back as a close would have', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  expect(page).toBe(previous);
  expect(await page.evaluate(() => [location.pathname, sessionStorage.length, localStorage.getItem('auth.token')])).toEqual([PARKED, 0, supervisorToken]);
  await context.close();
});

test("a test signed in as another account gets that page with that account's sign-in only", async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'master');
  const page = await context.newPage();
  expect(page).toBe(previous);
  const token = await page.evaluate(() => localStorage.getItem('auth.token'));
  expect(token).toBeTruthy();
  expect(token).not.toBe(supervisorToken);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();
  await context.close();
});

test('a test signed out gets that page with no sign-in at all', async ({ page }) => {
  expect(page).toBe(previous);
  await expectNoTraces(page);
});
