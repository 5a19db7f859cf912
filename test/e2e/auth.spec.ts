import { expect, test } from '@playwright/test';
import { DEMO_CLIENT, DEMO_PASSWORD, SUPERVISOR, expectDashboard, logOut, signIn, submitLogin, useEnglish } from './support';

// The seeded display name of the demo client (server/db/seed-data.ts).
const DEMO_DISPLAY_NAME = 'Demo Mobility B.V.';
// server/routes/auth.ts INVALID_CREDENTIALS: the server's words, shown as they come.
const WRONG_PASSWORD_MESSAGE = 'The user name or password is incorrect.';

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL);
});

test.describe('sign-in', () => {
  test('should show the dashboard with the client name after the supervisor signs in', async ({ page }) => {
    await signIn(page);
    await expectDashboard(page, DEMO_DISPLAY_NAME);
    await expect(page.getByRole('banner')).toContainText(DEMO_DISPLAY_NAME);
  });

  test('should keep the session over a reload', async ({ page }) => {
    await signIn(page);
    await expectDashboard(page, DEMO_DISPLAY_NAME);
    await page.reload();
    await expectDashboard(page, DEMO_DISPLAY_NAME);
    await expect(page.getByLabel('Password')).toHaveCount(0);
  });

  test('should land on /auth?clt=demo after logout and stay signed out', async ({ page }) => {
    await signIn(page);
    await expectDashboard(page, DEMO_DISPLAY_NAME);
    await logOut(page);
    await expect(page).toHaveURL(`/auth?clt=${DEMO_CLIENT}`);
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(`/auth?clt=${DEMO_CLIENT}&redirect=%2F`);
  });

  test('should show the server message for a wrong password', async ({ page }) => {
    await page.goto(`/auth?clt=${DEMO_CLIENT}`);
    await submitLogin(page, SUPERVISOR.email, `${DEMO_PASSWORD}-wrong`);
    await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD_MESSAGE);
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});

test.describe('redirect after sign-in', () => {
  test('should ignore a protocol-relative target and stay on the app origin', async ({ page, baseURL }) => {
    await signIn(page, `/auth?clt=${DEMO_CLIENT}&redirect=//evil.com`);
    await expectDashboard(page, DEMO_DISPLAY_NAME);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });

  test('should go to a same-origin path target', async ({ page }) => {
    await signIn(page, `/auth?clt=${DEMO_CLIENT}&redirect=/some/path`);
    await expect(page).toHaveURL('/some/path');
    // Not a route (yet): the 404 page, but on our origin and signed in.
    await expect(page.getByRole('heading', { name: 'Uh-Oh!' })).toBeVisible();
  });

  test('should come back to the page a signed-out user asked for', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(`/auth?clt=${DEMO_CLIENT}&redirect=%2F`);
    await submitLogin(page, SUPERVISOR.email, DEMO_PASSWORD);
    await expectDashboard(page, DEMO_DISPLAY_NAME);
  });
});

test.describe('login page', () => {
  test('should show the three trouble texts for an unknown client', async ({ page }) => {
    await page.goto('/auth?clt=nope');
    await expect(page.getByText("Hmm. we're having trouble finding this client.")).toBeVisible();
    await expect(page.getByText("We can't connect to the client nope.")).toBeVisible();
    await expect(page.getByText('If the client is correct, try again later.')).toBeVisible();
  });

  test('should rewrite ?client= to a lower-case ?clt= and show the client branding', async ({ page }) => {
    await page.goto('/auth?client=DEMO');
    await expect(page).toHaveURL(`/auth?clt=${DEMO_CLIENT}`);
    await expect(page.getByRole('heading', { name: DEMO_DISPLAY_NAME })).toBeVisible();
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  });
});
