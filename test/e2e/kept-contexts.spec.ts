import { expect, test, type Page } from './fixtures';

/**
 * The kept signed-out context (fixtures.ts, kept-contexts.ts) hands the next test what a fresh context would give:
 * no cookies, no storage, no init script; and a context given something a hand-back cannot undo is not kept.
 */
test.describe.configure({ mode: 'serial' });

const PARKED = '/e2e-parked.txt';
let previous: Page | undefined;

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
