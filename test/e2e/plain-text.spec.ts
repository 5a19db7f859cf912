import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';
import { signedInContext, useEnglish } from './support';

/**
 * Issue 23 point 6: markup in a plain name is kept as literal text and shown harmless wherever it appears —
 * the sign-in page (shown without a token to everyone), the driver list and the driver form.
 */
const HOSTILE = '<img src=x onerror="window.__pwned=1">';

async function tokenOf(request: APIRequestContext, role: 'supervisor', client?: string): Promise<string> {
  const answer = await request.post('/api-admin-auth/', { data: { username: demoAccount(role, client).email, password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** Nothing the markup asked for happened: no element from it, no script run. */
async function expectHarmless(page: Page): Promise<void> {
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
}

test('a client display name with markup shows as text on the sign-in page', async ({ page, context, baseURL, request }) => {
  await useEnglish(context, baseURL);
  const headers = { authorization: `Bearer ${await tokenOf(request, 'supervisor', 'flota-pl')}` };
  const before = ((await (await request.get('/api-admin/clientsetting', { headers })).json()) as { results: { displayName: string }[] }).results[0]!;
  const saved = await request.put('/api-admin/clientsetting', { headers, data: { displayName: `Flota ${HOSTILE}` } });
  expect(saved.status(), await saved.text()).toBe(200);
  try {
    await page.goto('/auth?clt=flota-pl');
    await expect(page.getByRole('heading', { level: 1, name: `Flota ${HOSTILE}` })).toBeVisible();
    await expectHarmless(page);
  } finally {
    // Other specs read this client's real name.
    expect((await request.put('/api-admin/clientsetting', { headers, data: { displayName: before.displayName } })).status()).toBe(200);
  }
});

test('a driver named with markup shows as text in the list and the form', async ({ browser, baseURL, request }) => {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'supervisor')}` };
  const created = await request.post('/api-admin/driver', {
    headers,
    data: { emailAddress: 'markup.test@demo-mobility.test', firstName: HOSTILE, surname: '<b>Zzmarkup</b>' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const driver = ((await created.json()) as { results: { id: number; firstName: string }[] }).results[0]!;
  expect(driver.firstName).toBe(HOSTILE);

  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/component/driver?q=Zzmarkup');
  const row = page.locator('.driver-list__row').filter({ hasText: '<b>Zzmarkup</b>' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(HOSTILE);
  await expectHarmless(page);

  await row.click();
  await expect(page).toHaveURL(/\/component\/driver\/edit\?id=/);
  await expect(page.getByRole('heading', { name: `Edit ${HOSTILE} <b>Zzmarkup</b>` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(HOSTILE);
  await expectHarmless(page);
  await context.close();
});
