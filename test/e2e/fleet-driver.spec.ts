import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';
import { seriousViolations, signedInContext } from './support';

/**
 * Issue 20 point 4 (spec 01 §6 arrival rule, 02 §7, §8): a fleet manager arriving with ?property=driver&id= of a driver
 * fleet management knows and we do not lands on fleet management's driver form with the id filled in and saves the
 * driver; arriving again with the same id opens that driver's edit form. Fleet managers see no side menu, sidebar or
 * driver search there. The driver is removed again afterwards (the specs share one demo server).
 */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function expectNoShellMenus(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Section menu' })).toHaveCount(0);
  await expect(page.locator('.top-bar').getByLabel('Search drivers')).toHaveCount(0);
}

/** Removes the spec's driver as the demo supervisor (fleet managers cannot delete drivers). */
async function removeDriver(request: APIRequestContext, fleetId: string): Promise<void> {
  const signIn = await request.post('/api-admin-auth/', { form: { username: demoAccount('supervisor').email, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await signIn.json()).access_token as string}` };
  const found = await request.get(`/api-admin/fleetmanagement/driver?fleetManagementDriverId=${fleetId}`, { headers });
  for (const driver of (await found.json()).results as { id: number }[]) {
    expect((await request.delete(`/api-admin/driver?driverId=${driver.id}`, { headers })).status()).toBe(200);
  }
}

test('a fleet manager arrives with an unknown fleet-management id, saves the driver, and arriving again opens its edit form', async ({ browser, baseURL, request }) => {
  const context = await signedInContext(browser, baseURL, 'fleetmanagement');
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  const fleetId = `FM-E2E-${stamp}`;
  try {
    await page.goto(`/?property=driver&id=${fleetId}`);
    await expect(page).toHaveURL(`/fleetmanagement/driver/create?id=${fleetId}`);
    await expect(page.getByRole('heading', { name: 'New driver' })).toBeVisible();
    await expect(field(page, 'Fleet-management driver id')).toHaveValue(fleetId);
    await expectNoShellMenus(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Saving without the required fields names them and sends nothing.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-problem="firstName"]')).toBeVisible();
    await field(page, 'First name').fill('Floor');
    await field(page, 'Surname').fill(`Vloot ${stamp}`);
    await field(page, 'E-mail address').fill(`floor.${stamp}@demo-mobility.test`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/fleetmanagement/driver');
    await expect(page.locator('.toast').filter({ hasText: `Vloot ${stamp}` })).toBeVisible();

    await page.goto(`/?property=driver&id=${fleetId}`);
    await expect(page).toHaveURL(/\/fleetmanagement\/driver\/edit\?id=\d+$/);
    await expect(page.getByRole('heading', { name: `Edit Floor Vloot ${stamp}` })).toBeVisible();
    await expect(field(page, 'Fleet-management driver id')).toHaveValue(fleetId);
    await expect(field(page, 'E-mail address')).toHaveValue(`floor.${stamp}@demo-mobility.test`);
    await expectNoShellMenus(page);

    // An update keeps the driver: the phone number is added and read back.
    await field(page, 'Phone number').fill('+31 6 1234 9876');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/fleetmanagement/driver');
    await page.goto(`/fleetmanagement/driver/create?id=${fleetId}`);
    await expect(field(page, 'Phone number')).toHaveValue('+31 6 1234 9876');
  } finally {
    await removeDriver(request, fleetId);
    await context.close();
  }
});
