import { expect, test } from './fixtures';
import { signedInContext } from './support';
import { apiOf, visit } from './kit-support';

/**
 * Issue 16 point 4: "Open in the mobility web app" opens a new tab on the web app (here the server's stand-in) with
 * the client, the language and the arrangement, and a single-use code instead of a bearer token: the web app
 * exchanges it, signs in as the same administrator, and the code is gone from its address; the code cannot be
 * used a second time.
 */
test('an arrangement opens in the mobility web app with a single-use code, never a token', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  const api = await apiOf(page);
  const [arrangement] = (await api.get<{ id: number; displayName: string }>('/cararrangement?q=Leaseregeling%202026'));
  await visit(page, `/component/arrangement/view?id=${arrangement!.id}`);
  const token = await page.evaluate(() => localStorage.getItem('auth.token'));

  const opened = context.waitForEvent('page');
  const exchanged = context.waitForEvent('response', (response) => response.url().endsWith('/api-admin-auth/oauth/token'));
  await page.getByRole('button', { name: /Open in the mobility web app/ }).click();
  const tab = await opened;
  const exchange = await exchanged;
  expect(exchange.status()).toBe(200);
  const code = JSON.parse(exchange.request().postData() ?? '{}').code as string;
  expect(code).toMatch(/^[\w-]{43}$/);

  await expect(tab.getByRole('status')).toHaveText('Signed in.');
  await expect(tab.locator('[data-fact="account"]')).toHaveText('supervisor@demo.leasedesk.test');
  await expect(tab.locator('[data-fact="clientName"]')).toHaveText('demo');
  await expect(tab.locator('[data-fact="language"]')).toHaveText('en-EN');
  await expect(tab.locator('[data-fact="carArrangementId"]')).toHaveText(String(arrangement!.id));
  // The code has left the address bar, and no bearer token was ever in it.
  expect(new URL(tab.url()).hash).toBe('');
  expect(tab.url()).not.toContain(token!);
  // Spent: the same code opens nothing.
  await tab.goto(`/mobility-webapp/?clientName=demo#code=${code}`);
  await expect(tab.getByRole('status')).toHaveText(/^Not signed in: The hand-over code is invalid, has expired or has already been used\.$/);
  await context.close();
});
