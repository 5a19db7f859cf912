import { expect, test, type Page, type Route } from './fixtures';
import { DEMO_CLIENT, DEMO_PASSWORD, SUPERVISOR, logOut, submitLogin, englishContext } from './support';

/**
 * Issue 21 point 2: a reload paints the main layout from the last visit's shell data while the same requests
 * revalidate it; that data belongs to one sign-in (spec 01 §4: sign-out clears what the session kept).
 */

const CURRENT_ACCOUNT = /\/api-admin\/account\/currentloggedinaccount/;

/** Holds every answer to the current-account read until `release`: what shows meanwhile cannot come from it. */
async function holdCurrentAccount(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route(CURRENT_ACCOUNT, (route) => void held.push(route));
  return async () => {
    // A request the page gave up meanwhile (a navigation) cannot be continued, and needs not be.
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await page.unroute(CURRENT_ACCOUNT);
  };
}

const profileOf = (page: Page, name: string) => page.getByRole('button', { name: `Profile menu of ${name}` });

test('a reload shows the shell and the rows before the user is read again; another sign-in after a sign-out never sees them', async ({ browser, baseURL }) => {
  const context = await englishContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto(`/auth?clt=${DEMO_CLIENT}`);
  await submitLogin(page, SUPERVISOR.email, DEMO_PASSWORD);
  await expect(profileOf(page, 'Sanne de Vries')).toBeVisible();
  await page.goto('/component/driver');
  await expect(page.locator('.driver-list__row').first()).toBeVisible();

  // The reload: the supervisor's shell and the list come before the user's own read answers.
  const release = await holdCurrentAccount(page);
  await page.reload();
  await expect(profileOf(page, 'Sanne de Vries')).toBeVisible();
  await expect(page.locator('.driver-list__row').first()).toBeVisible();
  await release();

  await logOut(page);
  await expect(page).toHaveURL(/\/auth\?clt=/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key === 'shell' || key === 'auth.sessionId'))).toEqual([]);

  // Another supervisor signs in on the same browser: until their own user is read, the page waits (a loader),
  // and it never shows the first one's name.
  const seen: string[] = [];
  await page.exposeFunction('reportProfile', (label: string) => void seen.push(label));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('[aria-label^="Profile menu of"]')) {
        (window as unknown as { reportProfile(label: string): void }).reportProfile(button.getAttribute('aria-label') ?? '');
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(`/auth?clt=${DEMO_CLIENT}`);
  const releaseSecond = await holdCurrentAccount(page);
  await submitLogin(page, 'supervisor2@demo.leasedesk.test', DEMO_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: /^Profile menu of / })).toHaveCount(0);
  await releaseSecond();
  await expect(profileOf(page, 'Pieter Smit')).toBeVisible();
  expect(seen.filter((label) => label.includes('Sanne'))).toEqual([]);
  await context.close();
});
