import { expect, test } from './fixtures';
import { apiOf, chooseOption, field, KIT_TEST_TIMEOUT, listRow, openCreate, openRow, saveExpecting, visit } from './kit-support';
import { seriousViolations, signedInContext, toggleCheckbox } from './support';

/**
 * Issue 18 point 3: the provider's client administration at /amw/client (master only). A master searches the
 * list the way the customer switcher does, creates a client with a licence, finds it in the customer switcher,
 * and edits its display name; a supervisor gets Access denied there.
 */
test.setTimeout(KIT_TEST_TIMEOUT);

test('a master searches the clients, creates one with a licence, finds it in the customer switcher and renames it', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'master');
  const page = await context.newPage();
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  // Every word must match the name, display name or debtor number.
  await visit(page, '/amw/client');
  await expect(listRow(page, 'Demo Mobility B.V.')).toBeVisible();
  await page.locator('ld-text-input[data-field="q"] input').fill('flota 20001');
  await expect(page).toHaveURL(/q=flota/);
  await expect(page.locator('tr.kit-list__row')).toHaveCount(1);
  await expect(listRow(page, 'Flota Polska')).toContainText('flota-pl');
  expect(await seriousViolations(page)).toEqual([]);

  await openCreate(page, '/amw/client');
  await field(page, 'Name (in the sign-in address, lower case)').fill(`e2e-${stamp}`);
  await field(page, 'Display name').fill(`Vloot ${stamp}`);
  await field(page, 'Debtor number').fill(`D-${stamp}`.slice(0, 30));
  await field(page, 'E-mail address').fill(`info@${stamp}.leasedesk.test`);
  await chooseOption(page, 'countryCarData', 'Belgium');
  await toggleCheckbox(page.locator('ld-checkbox[data-choice="nl-BE"] sl-checkbox'), true);
  await chooseOption(page, 'defaultLanguage', 'Dutch (Belgium)');
  await toggleCheckbox(page.locator('ld-checkbox[data-field="isMobilityModuleEnabled"] sl-checkbox'), true);
  await saveExpecting(page, 'Client created');
  await expect(page).toHaveURL(/\/amw\/client$/);

  const [created] = await (await apiOf(page)).get<{ id: number; countryCarData: string; languages: string[]; defaultLanguage: string; isMobilityModuleEnabled: boolean; hasLeaseWise: boolean }>(
    `/amw/client?q=e2e-${stamp}`);
  expect(created).toMatchObject({ countryCarData: 'BE', languages: ['nl-NL', 'nl-BE'], defaultLanguage: 'nl-BE', isMobilityModuleEnabled: true, hasLeaseWise: false });

  // The customer switcher finds it by its display name and debtor number.
  await page.getByRole('button', { name: 'Switch client' }).click();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(`vloot ${stamp}`);
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('button')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('button')).toContainText(`Vloot ${stamp}`);
  await page.keyboard.press('Escape');

  await visit(page, `/amw/client?q=${stamp}`);
  await openRow(page, `Vloot ${stamp}`);
  await expect(field(page, 'Name (in the sign-in address, lower case)')).toHaveJSProperty('readOnly', true);
  await expect(page.locator('.kit-form form').getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await field(page, 'Display name').fill(`Vloot ${stamp} NV`);
  await saveExpecting(page, 'Client updated');
  await expect(listRow(page, `Vloot ${stamp} NV`)).toBeVisible();
  await context.close();
});

test('a master reads the languages with their client counts and one client\'s, and switches applications', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'master');
  const page = await context.newPage();
  await visit(page, '/amw/language');
  const all = page.getByRole('table', { name: 'Languages' });
  await expect(all.getByRole('row')).toHaveCount(7);
  await expect(all.getByRole('row').filter({ hasText: 'pl-PL' })).toContainText('Polski');

  // By id: another spec may have renamed flota-pl's display name.
  const flota = (await (await apiOf(page)).get<{ id: number; name: string }>('/language/clients')).find((client) => client.name === 'flota-pl')!;
  await page.getByRole('combobox', { name: 'Client', exact: true }).selectOption(String(flota.id));
  const offered = page.getByRole('table', { name: "A client's languages" });
  await expect(offered.getByRole('row').filter({ hasText: 'pl-PL' })).toContainText('Default language');
  await expect(offered.getByRole('row').filter({ hasText: 'en-EN' })).not.toContainText('Default language');
  expect(await seriousViolations(page)).toEqual([]);

  // The master's account holds both products: the switcher lists them as GET /amw/products names them.
  await page.getByRole('button', { name: 'Switch application' }).click();
  const apps = page.getByRole('list', { name: 'Switch application' });
  await expect(apps.getByRole('link', { name: 'Online Mobility Request' })).toHaveAttribute('href', 'https://omr.leasedesk.test');
  await expect(apps.getByRole('link', { name: 'Mobidisk' })).toBeVisible();
  await context.close();
});

test('a supervisor cannot reach the client administration', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/amw/client');
  await expect(page.getByRole('heading', { name: 'Access denied!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('tr.kit-list__row')).toHaveCount(0);
  await context.close();
});
