import { expect, test, type Browser, type Page } from './fixtures';
import { KIT_TEST_TIMEOUT, apiOf, chooseOption, field, kitPage, listRow, openRow, saveExpecting, toast, visit } from './kit-support';
import { SEED_ARRANGEMENTS } from '../../server/db/seed-domain';
import { invitationLink, newestMailTo } from './mail-sink';
import { DEMO_CLIENT, chooseArrangementIfAsked, openProfileMenu, seriousViolations, signInAs, submitLogin, toggleCheckbox, englishContext } from './support';

/**
 * Issue 18 point 1 (spec 01 §2 /component/account, /auth/grant_access, profile menu; §8 the verification, inactive
 * and duplicate e-mail texts; 02 §3, §4, §6, §7 "Accounts and roles"): a supervisor invites a sub-supervisor limited
 * to one operating company; the invitee opens the link of the DELIVERED mail, sets a password, is signed in and
 * reaches only that company's arrangements and their drivers; the link used again shows the verification text; deactivated, the account
 * gets the inactive-account text at sign-in. A master gives an account products (saved after it, 02 §4), acts as
 * sub-supervisor, sees the banner and switches back. A second account with a used e-mail address, and deactivating a
 * client's only supervisor, get the server's own words for 20 s. /arrangement/account lists the accounts limited to the
 * arrangement, and one made there starts limited to it.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT * 2 });

const ZUID = 'Demo Mobility Zuid';
/** The demo arrangements Zuid offers (server/db/seed-domain.ts): a Zuid administrator reaches these and their drivers. */
const ZUID_ARRANGEMENTS = SEED_ARRANGEMENTS.filter((arrangement) => (arrangement.operatingCompanies as readonly string[]).includes(ZUID))
  .map((arrangement) => arrangement.displayName);
const INVITEE_PASSWORD = 'Uitnodiging-2026!';
const COUNT = new Intl.NumberFormat('nl-NL');

async function bearerOf(page: Page) {
  return { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth.token'))}` };
}

interface DriverRow { id: number; carArrangementCategoryBindings: { carArrangementId: number }[] }

/** GET /api-admin/driver with the page's own sign-in: one page and the whole count. */
async function driverPage(page: Page, query: string): Promise<{ results: DriverRow[]; resultCount: number }> {
  const answer = await page.request.get(`/api-admin/driver?${query}`, { headers: await bearerOf(page) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.json();
}

/** An English page that is signed in as nobody (the invitee's own browser). */
async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await englishContext(browser, baseURL);
  return context.newPage();
}

test('a supervisor invites a sub-supervisor for one operating company; the link of the delivered mail sets the password once', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  const email = `invitee-${stamp}@demo.leasedesk.test`;
  const api = await apiOf(page);
  const [zuid] = (await api.get<{ id: number; name: string }>('/operatingcompany')).filter((company) => company.name === ZUID);
  expect(zuid).toBeDefined();
  const arrangements = await api.get<{ id: number; displayName: string }>('/cararrangement');
  const zuidArrangements = arrangements.filter((arrangement) => ZUID_ARRANGEMENTS.includes(arrangement.displayName)).map((arrangement) => arrangement.id);
  const everyone = (await driverPage(page, 'pageSize=1')).resultCount;
  // A driver of none of Zuid's arrangements, whom a Zuid administrator must not reach.
  let outside: DriverRow | undefined;
  for (const other of arrangements.filter((arrangement) => !zuidArrangements.includes(arrangement.id))) {
    outside ??= (await driverPage(page, `carArrangementId=${other.id}&includeBindings=true&pageSize=100`)).results
      .find((driver) => driver.carArrangementCategoryBindings.every((binding) => !zuidArrangements.includes(binding.carArrangementId)));
  }
  expect(outside, "a driver outside Zuid's arrangements").toBeDefined();

  // The supervisor invites: a sub-supervisor, limited to Zuid.
  await visit(page, '/component/account/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New: Account' })).toBeVisible();
  await field(page, 'E-mail address').fill(email);
  await field(page, 'First name').fill('Ivo');
  await field(page, 'Surname').fill(`Uitgenodigd ${stamp}`);
  await chooseOption(page, 'role', 'Sub-supervisor');
  // A supervisor cannot give the master role; the products are a master's to give.
  await page.locator('ld-tree-select[data-field="role"]').getByRole('combobox').click();
  await expect(page.locator('ld-tree-select[data-field="role"]').getByRole('treeitem', { name: 'Master', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('ld-tree-select[data-field="productIds"]')).toHaveCount(0);
  await chooseOption(page, 'operatingCompanyIds', ZUID);
  await page.keyboard.press('Escape');
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.locator('ld-tree-select[data-field="operatingCompanyIds"]')).toHaveJSProperty('value', [String(zuid!.id)]);
  await saveExpecting(page, 'Account created');
  await expect(page).toHaveURL(/\/component\/account$/);
  const row = listRow(page, email);
  await expect(row).toContainText('Sub-supervisor');
  await expect(row.locator('td').last()).toHaveText('Yes');
  expect(await seriousViolations(page)).toEqual([]);

  // The invitee opens the link of the mail as delivered.
  const link = invitationLink(await newestMailTo(email));
  expect(link.pathname).toBe('/auth/grant_access');
  expect(link.searchParams.get('clt')).toBe(DEMO_CLIENT);
  const invitee = await freshPage(browser, baseURL);
  // A sub-supervisor without container bindings is not sent to the containers (a 403 would renew its token).
  const refused: string[] = [];
  invitee.on('response', (response) => {
    if (response.status() === 403) refused.push(new URL(response.url()).pathname);
  });
  await invitee.goto(`${link.pathname}${link.search}`);
  await expect(invitee.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(invitee.getByText(`Choose a password for ${email}.`)).toBeVisible();
  expect(await seriousViolations(invitee)).toEqual([]);
  await invitee.getByLabel('New password').fill('te-kort');
  await invitee.getByLabel('Repeat the password').fill('te-kort');
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(invitee.getByRole('alert')).toHaveText('The password must be at least 10 characters long.');
  await invitee.getByLabel('New password').fill(INVITEE_PASSWORD);
  await invitee.getByLabel('Repeat the password').fill(INVITEE_PASSWORD);
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(invitee).toHaveURL((url) => url.pathname === '/');
  await expect(invitee.getByRole('button', { name: `Profile menu of Ivo Uitgenodigd ${stamp}` })).toBeVisible({ timeout: 30_000 });

  // Signed in, the invitee reaches Zuid's arrangements and their drivers, no others (spec 02 §6).
  const seen = await apiOf(invitee);
  expect((await seen.get<{ displayName: string }>('/cararrangement')).map((arrangement) => arrangement.displayName).sort()).toEqual([...ZUID_ARRANGEMENTS].sort());
  const reached = await driverPage(invitee, 'pageSize=1');
  expect(reached.resultCount).toBeGreaterThan(0);
  expect(reached.resultCount).toBeLessThan(everyone);
  expect((await driverPage(invitee, `driverId=${outside!.id}`)).results).toEqual([]);
  expect((await driverPage(page, `driverId=${outside!.id}`)).results).toHaveLength(1);
  await invitee.goto('/component/driver');
  await expect(invitee.locator('.driver-list__row').first()).toBeVisible({ timeout: 30_000 });
  await expect(invitee.locator('ld-filter-bar').locator('[part=count]')).toHaveText(`${COUNT.format(reached.resultCount)} of ${COUNT.format(reached.resultCount)}`);
  expect(refused, 'requests refused to the invitee').toEqual([]);

  // The same link once more: spent.
  const again = await freshPage(browser, baseURL);
  await again.goto(`${link.pathname}${link.search}`);
  await expect(again.getByRole('alert')).toHaveText('The verification process could not be validated. Please try again by requesting a new email.');
  await again.context().close();

  // The supervisor sees the invitation accepted, then deactivates the account: it can no longer sign in.
  await visit(page, '/component/account');
  await expect(listRow(page, email).locator('td').last()).toHaveText('No');
  await openRow(page, email);
  await expect(page.locator('section.account-invitation')).toHaveCount(0);
  await toggleCheckbox(page.locator('ld-checkbox[data-field="isActive"]'), false);
  await saveExpecting(page, 'Account updated');
  const later = await freshPage(browser, baseURL);
  await later.goto(`/auth?clt=${DEMO_CLIENT}`);
  await submitLogin(later, email, INVITEE_PASSWORD);
  await expect(later.getByRole('alert')).toHaveText('This account is inactive and therefore has no access to the online environment(s).');
  await later.context().close();
  await invitee.context().close();
  await context.close();
});

test('an account with an e-mail address already in use is refused in the server\'s words, for 20 s; a pending one can be invited again; a higher rank is not changed', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  await visit(page, '/component/account/create');
  await field(page, 'E-mail address').fill('SUBSUPERVISOR@demo.leasedesk.test');
  await field(page, 'Surname').fill(`Dubbel ${stamp}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.toast[style*="animation-duration: 20000ms"]')
    .filter({ hasText: 'There already exists an account with the specified e-mail address.' })).toBeVisible();
  await expect(page).toHaveURL(/\/component\/account\/create$/);

  // A new account's invitation, sent again from its form: a second mail, and only its link works.
  const email = `pending-${stamp}@demo.leasedesk.test`;
  await field(page, 'E-mail address').fill(email);
  await saveExpecting(page, 'Account created');
  const first = invitationLink(await newestMailTo(email));
  await openRow(page, email);
  const panel = page.locator('section.account-invitation');
  await expect(panel).toContainText(`${email} has not set a password yet.`);
  await panel.getByRole('button', { name: 'Send invitation again' }).click();
  await expect(toast(page, 'The e-mail has been sent.')).toBeVisible();
  const second = invitationLink(await newestMailTo(email, 2));
  expect(second.searchParams.get('key')).not.toBe(first.searchParams.get('key'));
  const invitee = await freshPage(browser, baseURL);
  await invitee.goto(`${first.pathname}${first.search}`);
  await expect(invitee.getByRole('alert')).toHaveText('The verification process could not be validated. Please try again by requesting a new email.');
  // Without its client the link keeps its page and key; the remembered (or default) client is added.
  await invitee.goto(`${second.pathname}?key=${encodeURIComponent(second.searchParams.get('key')!)}`);
  await expect(invitee).toHaveURL((url) => url.pathname === '/auth/grant_access' && url.searchParams.get('clt') === DEMO_CLIENT
    && url.searchParams.get('key') === second.searchParams.get('key'));
  await expect(invitee.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await invitee.context().close();

  await context.close();

  // The master's account ranks above a supervisor's: shown, but not changed. A sign-in of its own: the 403 makes
  // the app renew its token (spec 01 §7), which the shared supervisor session must not see.
  const own = await freshPage(browser, baseURL);
  await signInAs(own, 'supervisor');
  await visit(own, '/component/account');
  await openRow(own, 'master@demo.leasedesk.test');
  await field(own, 'First name').fill(`Niet ${stamp}`);
  await own.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(own, 'You cannot change or delete an account whose role ranks above your own.')).toBeVisible();
  await expect(own).toHaveURL(/\/component\/account\/edit\?id=\d+$/);
  await own.context().close();
});

test('a master gives an account products, acts as sub-supervisor, sees it on every page, and switches back', async ({ browser, baseURL }) => {
  // Its own sign-in: the switch belongs to the session.
  const page = await freshPage(browser, baseURL);
  await signInAs(page, 'master');
  const stamp = Date.now().toString(36);
  // The provider's products are the master's to give: saved once the account is (spec 02 §4).
  await visit(page, '/component/account/create');
  const email = `products-${stamp}@demo.leasedesk.test`;
  await field(page, 'E-mail address').fill(email);
  await chooseOption(page, 'productIds', 'Mobidisk');
  await page.keyboard.press('Escape');
  await saveExpecting(page, 'Account created');
  await openRow(page, email);
  const products = await apiOf(page).then((api) => api.get<{ id: number; name: string }>('/amw/products'));
  await expect(page.locator('ld-tree-select[data-field="productIds"]'))
    .toHaveJSProperty('value', [String(products.find((product) => product.name === 'Mobidisk')!.id)]);


  await openProfileMenu(page);
  await page.getByRole('button', { name: 'Act as sub-supervisor' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const banner = page.locator('.subsupervisor-banner');
  await expect(banner).toContainText('You are acting as a sub-supervisor of');
  expect(await seriousViolations(page)).toEqual([]);
  // A sub-supervisor has no accounts screen.
  await visit(page, '/component/account');
  await expect(page.getByRole('heading', { name: 'Access denied!' })).toBeVisible();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Back to master' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await visit(page, '/component/account');
  await expect(listRow(page, 'subsupervisor@demo.leasedesk.test')).toBeVisible();
  await openProfileMenu(page);
  await expect(page.getByRole('button', { name: 'Act as sub-supervisor' })).toBeVisible();
  await page.context().close();
});

test("an arrangement's accounts are those limited to it; one made there starts limited to it", async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  await visit(page, '/arrangement/account');
  await chooseArrangementIfAsked(page, page.locator('.kit-list'), 'Fietsplan');
  // The seeded sub-supervisor administers Noord, which offers Fietsplan; the supervisor is limited to nothing.
  await expect(listRow(page, 'subsupervisor@demo.leasedesk.test')).toBeVisible();
  await expect(page.locator('tr.kit-list__row').filter({ has: page.getByRole('cell', { name: 'supervisor@demo.leasedesk.test', exact: true }) })).toHaveCount(0);

  await page.locator('ld-sub-nav').getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/arrangement\/account\/create$/);
  const arrangements = await apiOf(page).then((api) => api.get<{ id: number; displayName: string }>('/cararrangement'));
  const fietsplan = arrangements.find((arrangement) => arrangement.displayName === 'Fietsplan')!;
  await expect(page.locator('ld-tree-select[data-field="carArrangementIds"]')).toHaveJSProperty('value', [String(fietsplan.id)]);
  const email = `fiets-${stamp}@demo.leasedesk.test`;
  await field(page, 'E-mail address').fill(email);
  await saveExpecting(page, 'Account created');
  await expect(page).toHaveURL(/\/arrangement\/account$/);
  await expect(listRow(page, email)).toBeVisible();
  await context.close();
});

test("the client's only active supervisor cannot be deactivated: the server's words, for 20 s", async ({ browser, baseURL }) => {
  // Flota Polska has one supervisor (the demo client has two); the master reaches it by switching client, on its own sign-in.
  const page = await freshPage(browser, baseURL);
  await signInAs(page, 'master');
  await page.getByRole('button', { name: 'Switch client' }).click();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('flota');
  await page.getByRole('list', { name: 'Clients' }).getByRole('button', { name: /Flota Polska/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flota Polska Sp. z o.o.' })).toBeVisible();
  await visit(page, '/component/account');
  await openRow(page, 'supervisor@flota-pl.leasedesk.test');
  await toggleCheckbox(page.locator('ld-checkbox[data-field="isActive"]'), false);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.toast[style*="animation-duration: 20000ms"]').filter({ hasText: 'only remaining contact' })).toBeVisible();
  // Nothing was saved: the form stays, the account active.
  await expect(page).toHaveURL(/\/component\/account\/edit\?id=\d+$/);
  const [stored] = await apiOf(page).then((api) => api.get<{ isActive: boolean }>(`/account?accountId=${new URL(page.url()).searchParams.get('id')}`));
  expect(stored!.isActive).toBe(true);
  await page.context().close();
});

