import { expect, test } from './fixtures';
import { DEMO_CLIENT, expectDashboard, signIn, useEnglish } from './support';

const DEMO_DISPLAY_NAME = 'Demo Mobility B.V.';

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL);
});

/**
 * Tokens live 35 minutes here (playwright.config.ts). After 31 idle minutes the session is 4 minutes
 * from expiry without recent activity, so the 5-second check opens the prompt instead of refreshing.
 */
test('should prompt before expiry, count down, continue, and sign out when the time runs out', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await expectDashboard(page, DEMO_DISPLAY_NAME);

  await page.clock.fastForward('31:00');
  const prompt = page.locator('ld-session-expiry');
  const dialog = prompt.getByRole('dialog', { name: 'Your session is about to expire' });
  await expect(dialog).toBeVisible();
  const countdown = prompt.locator('[part="countdown"]');
  await expect(countdown).toHaveText(/^0[34]:\d\d$/);
  const before = await countdown.textContent();

  await page.clock.runFor(3_000);
  await expect(countdown).not.toHaveText(before!);

  // Unfocused, the tab title (the client's name) carries the countdown; focused again, it is restored.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await expect(page).toHaveTitle(/^0[34]:\d\d – Demo Mobility B\.V\.$/);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page).toHaveTitle(DEMO_DISPLAY_NAME);

  // The buttons are slotted into the dialog panel, so they are found from the element, not the panel.
  // The idle minutes below count from the refreshed token: on a busy machine its answer can come after the prompt closed.
  const refreshed = page.waitForResponse((response) => response.url().includes('/oauth/token') && response.ok());
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await refreshed;
  await expect(prompt).toHaveCount(0);
  await expectDashboard(page, DEMO_DISPLAY_NAME);

  // Idle again: prompt, then nobody answers until the (refreshed) token expires.
  await page.clock.fastForward('31:00');
  await expect(dialog).toBeVisible();
  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(`/auth?clt=${DEMO_CLIENT}`);
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('should sign out at once when Log out is chosen in the prompt', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await expectDashboard(page, DEMO_DISPLAY_NAME);
  await page.clock.fastForward('31:00');
  const prompt = page.locator('ld-session-expiry');
  await expect(prompt.getByRole('dialog')).toBeVisible();
  await prompt.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`/auth?clt=${DEMO_CLIENT}`);
});
