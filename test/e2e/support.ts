import { expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_CLIENT, DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';

export const SUPERVISOR = demoAccount('supervisor');
export { DEMO_CLIENT, DEMO_PASSWORD };

/** Exact texts of the spec are English; the tests read them in en-EN (default is nl-NL). */
export async function useEnglish(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'locale', value: 'en-EN', url: baseURL ?? 'http://127.0.0.1:8181' }]);
}

/** Fills the login form of the page already at /auth and submits it. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs the demo supervisor in from /auth?clt=demo and waits for the dashboard. */
export async function signIn(page: Page, path = `/auth?clt=${DEMO_CLIENT}`): Promise<void> {
  await page.goto(path);
  await submitLogin(page, SUPERVISOR.email, DEMO_PASSWORD);
}

export async function expectDashboard(page: Page, clientDisplayName: string | RegExp): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: clientDisplayName })).toBeVisible();
  await expect(page.getByText('Select an arrangement to get started.')).toBeVisible();
}
