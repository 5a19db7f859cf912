import { expect, test, type Page } from './fixtures';
import { chooseArrangementIfAsked, seriousViolations, signedInContext, toggleCheckbox } from './support';
import { KIT_TEST_TIMEOUT, apiOf, dismissToasts, saveExpecting, toast, visit } from './kit-support';

/**
 * Issue 14 point 3 (spec 02 §3 "Arrangement settings", §7; spec 01 §2 banners and sidebar dot, §6): the
 * settings screen as a supervisor. The seeded arrangements are only read; every save happens on an
 * arrangement the test makes itself (POST /cararrangement: inactive for drivers) and deletes afterwards.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const SCREEN = '/arrangement/settings';
const UPDATED = 'Arrangement settings updated';
const numberInput = (page: Page, name: string) => page.locator(`ld-number-input[data-field="${name}"]`);
const checkbox = (page: Page, name: string) => page.locator(`ld-checkbox[data-field="${name}"] sl-checkbox`);
const sidebarDot = (page: Page) => page.locator('.sidebar-header .status-dot');
const inactiveBanner = (page: Page, name: string) => page.locator('.banner').filter({ hasText: `${name} is not active for drivers.` });
/** 1 × 1 pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4z8AAAAMBAQD3A0FDAAAAAElFTkSuQmCC', 'base64');

/** Types a number and commits it the way a user does (leaving the field). */
async function typeNumber(page: Page, name: string, value: number): Promise<void> {
  const input = numberInput(page, name).locator('input');
  await input.fill(String(value));
  await input.press('Tab');
  await expect(numberInput(page, name)).toHaveJSProperty('value', value);
}

async function choose(page: Page, name: string, label: string): Promise<void> {
  await page.locator(`ld-tree-select[data-field="${name}"]`).getByRole('combobox').click();
  await page.locator(`ld-tree-select[data-field="${name}"]`).getByRole('treeitem', { name: label, exact: true }).click();
}


test('a supervisor changes limits and flags, switches the arrangement off and on for drivers and replaces its logo', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  const api = await apiOf(page);
  const name = `Instellingen e2e ${Date.now() % 100000}`;
  const arrangement = await api.post<{ id: number; version: number }>('/cararrangement', { displayName: name });
  await page.evaluate((id) => localStorage.setItem('carArrangement', id), String(arrangement.id));
  await visit(page, SCREEN);
  await chooseArrangementIfAsked(page, page.locator('section.arrangement-settings'), name);
  await expect(page.getByRole('heading', { level: 1, name: `Settings of ${name}` })).toBeVisible();
  await expect(page.locator('[data-help="maxOptionsDeviationUnit"]')).toHaveText('In euros 0 means exactly 0 euros deviation; in percent 0 means no filter.');
  await expect(page.locator('[data-help="hasDriverLicenseCheck"]')).toHaveText('Makes the drivers\' date of birth mandatory.');
  expect(await seriousViolations(page)).toEqual([]);

  // Limits, the energy label's "-" as n/a and a display flag: saved, and kept after a reload.
  await typeNumber(page, 'minLease', 350);
  await typeNumber(page, 'maxLease', 1200.5);
  await choose(page, 'maxFuelLabel', 'n/a');
  await toggleCheckbox(checkbox(page, 'showFuelSurplus'), true);
  await saveExpecting(page, UPDATED);
  await page.reload();
  await expect(numberInput(page, 'maxLease')).toHaveJSProperty('value', 1200.5);
  await expect(numberInput(page, 'minLease')).toHaveJSProperty('value', 350);
  await expect(page.locator('ld-tree-select[data-field="maxFuelLabel"]')).toHaveJSProperty('value', '-');
  await expect(checkbox(page, 'showFuelSurplus')).toHaveJSProperty('checked', true);

  // A minimum above its maximum is said under the field; nothing is sent.
  await typeNumber(page, 'minLease', 1300);
  await dismissToasts(page, UPDATED);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-problem="minLease"]')).toHaveText('The minimum cannot be higher than the maximum.');
  await expect(toast(page, UPDATED)).toHaveCount(0);
  await typeNumber(page, 'minLease', 400);
  await expect(page.locator('[data-problem="minLease"]')).toHaveCount(0);

  // Active for drivers: the banner and the sidebar dot follow the save at once, without a page reload.
  await expect(inactiveBanner(page, name)).toBeVisible();
  await expect(sidebarDot(page)).toHaveClass(/status-dot--inactive/);
  await toggleCheckbox(checkbox(page, 'isActiveOnlineForDrivers'), true);
  await saveExpecting(page, UPDATED);
  await expect(inactiveBanner(page, name)).toHaveCount(0);
  await expect(sidebarDot(page)).toHaveClass(/status-dot--active/);
  await expect(numberInput(page, 'minLease')).toHaveJSProperty('value', 400);
  await toggleCheckbox(checkbox(page, 'isActiveOnlineForDrivers'), false);
  await saveExpecting(page, UPDATED);
  await expect(inactiveBanner(page, name)).toBeVisible();
  await expect(sidebarDot(page)).toHaveClass(/status-dot--inactive/);

  // The logo: uploaded with a preview, then removed.
  const logo = page.locator('section.arrangement-logo');
  await expect(logo).toContainText('No logo yet.');
  await logo.locator('input[data-field="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Logo added')).toBeVisible();
  await expect(logo.getByRole('img', { name: `Logo of ${name}` })).toHaveJSProperty('naturalWidth', 1);
  // A PDF named .png is refused by its content.
  await logo.locator('input[data-field="logo"]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(toast(page, 'This file cannot be used as a logo (PNG, JPEG, GIF or WebP, at most 1 MB).')).toBeVisible();
  await logo.getByRole('button', { name: 'Remove logo' }).click();
  await expect(toast(page, 'Logo removed')).toBeVisible();
  await expect(logo).toContainText('No logo yet.');
  await expect(logo.getByRole('img')).toHaveCount(0);

  // The driver's licence check: a new driver of this arrangement needs a date of birth (the client has the licence).
  const birthDate = page.locator('ld-date-picker[data-field="dateOfBirth"]');
  await visit(page, '/arrangement/driver/create');
  await expect(birthDate).toHaveJSProperty('required', false);
  await visit(page, SCREEN);
  await toggleCheckbox(checkbox(page, 'hasDriverLicenseCheck'), true);
  await saveExpecting(page, UPDATED);
  await visit(page, '/arrangement/driver/create');
  await expect(birthDate).toHaveJSProperty('required', true);

  const fresh = (await api.get<{ version: number }>(`/cararrangement?carArrangementId=${arrangement.id}`))[0]!;
  await api.remove(`/cararrangement?carArrangementId=${arrangement.id}`, fresh.version);
  await context.close();
});

test('the seeded arrangement shows its settings and logo; the component route opens one by id', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  const api = await apiOf(page);
  const [directie] = (await api.get<{ id: number; displayName: string }>('/cararrangement')).filter((a) => a.displayName === 'Leaseregeling Directie');
  await visit(page, `/component/settings/edit?id=${directie!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings of Leaseregeling Directie' })).toBeVisible();
  await expect(numberInput(page, 'maxLease')).toHaveJSProperty('value', 1800);
  await expect(numberInput(page, 'maxOptionsDeviation')).toHaveJSProperty('label', 'Maximum deviation of options and accessories (€)');
  await expect(page.locator('ld-tree-select[data-field="contributionPeriod"]')).toHaveJSProperty('value', 'both');
  await expect(page.locator('ld-tree-select[data-field="segmentsIncluded"]')).toHaveJSProperty('value', ['D', 'E', 'F', 'J']);
  await visit(page, SCREEN);
  await chooseArrangementIfAsked(page, page.locator('section.arrangement-settings'));
  await expect(page.locator('section.arrangement-logo').getByRole('img', { name: /^Logo of / })).toHaveJSProperty('naturalWidth', 96);
  await expect(page.locator('section.arrangement-settings__durations')).toContainText('Diesel: 36, 48, 60 months');
  // Its options deviation is in percent: the field says so.
  await expect(numberInput(page, 'maxOptionsDeviation')).toHaveJSProperty('label', 'Maximum deviation of options and accessories (%)');
  await context.close();
});

test('a bulk user gets Access denied on the settings', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'bulk');
  const page = await context.newPage();
  await visit(page, SCREEN);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await context.close();
});
