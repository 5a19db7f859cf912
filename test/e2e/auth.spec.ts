import { expect, test } from './fixtures';
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

// Issue 21: the invitation page is the login island too, in the same auth card as /auth (src/login-island/auth-card.ts).
test.describe('invitation page', () => {
  const SPENT = 'The verification process could not be validated. Please try again by requesting a new email.';

  test('should show a link in the branded card without React, and not skip it for a browser already signed in', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/auth/grant_access?client=DEMO&key=no-such-key');
    await expect(page).toHaveURL(`/auth/grant_access?clt=${DEMO_CLIENT}&key=no-such-key`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_DISPLAY_NAME })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(SPENT);
    await expect(page.getByRole('link', { name: 'To the sign-in page' })).toHaveAttribute('href', `/auth?clt=${DEMO_CLIENT}`);
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    expect(scripts.some((path) => /react-boot|main-layout/.test(path)), scripts.join(' ')).toBe(false);

    await page.getByRole('link', { name: 'To the sign-in page' }).click();
    await submitLogin(page, SUPERVISOR.email, DEMO_PASSWORD);
    await expectDashboard(page, DEMO_DISPLAY_NAME);
    await page.goto(`/auth/grant_access?clt=${DEMO_CLIENT}&key=no-such-key`);
    await expect(page.getByRole('alert')).toHaveText(SPENT);
    await expect(page).toHaveURL((url) => url.pathname === '/auth/grant_access');
    // The session stays: the app opens signed in.
    await page.goto('/');
    await expectDashboard(page, DEMO_DISPLAY_NAME);
  });

  test('should show the three trouble texts for an unknown client instead of the form', async ({ page }) => {
    await page.goto('/auth/grant_access?clt=nope&key=k');
    await expect(page.getByText("Hmm. we're having trouble finding this client.")).toBeVisible();
    await expect(page.getByText("We can't connect to the client nope.")).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });
});
