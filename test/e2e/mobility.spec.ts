import { expect, test, type Page } from './fixtures';
import { DEMO_PASSWORD, seriousViolations, submitLogin, toggleCheckbox, englishContext } from './support';
import { KIT_TEST_TIMEOUT, apiOf, confirmDeleteDialog, field, kitPage, listRow, saveExpecting, toast, visit } from './kit-support';

/** A valid 1×1 PNG, the smallest image the server's content check takes as a logo and a favicon. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const sidebarHeader = (page: Page) => page.locator('.sidebar-header');

/** Picks `label` in the kit form's tree-select `name`. */
async function choose(page: Page, name: string, label: string): Promise<void> {
  await page.locator(`ld-tree-select[data-field="${name}"]`).getByRole('combobox').click();
  await page.locator(`ld-tree-select[data-field="${name}"]`).getByRole('treeitem', { name: label, exact: true }).click();
}

test.describe('mobility containers', () => {
  test.setTimeout(KIT_TEST_TIMEOUT * 2);

  test('a supervisor creates a container with a logo and favicon, fills it, and deletes it again', async ({ browser, baseURL }) => {
    const { context, page, stamp } = await kitPage(browser, baseURL);
    const name = `Mobiliteit ${stamp}`;

    // Create: the container's fields plus its two images, then /mobility with the new container current.
    await visit(page, '/component/mobility_container');
    await page.locator('ld-sub-nav').getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/component\/mobility_container\/create$/);
    const form = page.locator('.container-create');
    await field(page, 'Name').fill(name);
    await toggleCheckbox(page.locator('ld-checkbox[data-field="isActive"]'), true);
    await form.locator('input[data-field="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('input[data-field="favicon"]').setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: PNG });
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create', exact: true }).click();

    await expect(toast(page, 'Mobility container created')).toBeVisible();
    await expect(toast(page, 'Logo added')).toBeVisible();
    await expect(toast(page, 'Favicon added')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/mobility');
    await expect(sidebarHeader(page)).toContainText(name.slice(0, 20));
    await expect(sidebarHeader(page).getByRole('img', { name: 'Active' })).toBeVisible();
    const dashboard = page.locator('.mobility-dashboard');
    await expect(dashboard.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(dashboard.locator('[data-fact="drivers"]')).toHaveText('0');
    await expect(dashboard.getByRole('heading', { name: 'Categories (0)' })).toBeVisible();

    // Its logo and favicon are stored: the current container's edit screen shows both.
    await visit(page, '/mobility/container/edit');
    await expect(page.locator('section.container-logo').getByRole('img', { name: `Logo of ${name}` })).toHaveJSProperty('naturalWidth', 1);
    await expect(page.locator('section.container-favicon').getByRole('img', { name: `Favicon of ${name}` })).toHaveJSProperty('naturalWidth', 1);

    // A category under /mobility belongs to the current container; the dashboard follows.
    await visit(page, '/mobility/category');
    await page.locator('ld-sub-nav').getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/mobility\/category\/create$/);
    await field(page, 'Name').fill('Basis');
    await page.locator('ld-number-input[data-field="maxBudget"]').getByRole('textbox').fill('555,55');
    await saveExpecting(page, 'Mobility category created');
    await expect(page).toHaveURL((url) => url.pathname === '/mobility/category');
    await expect(listRow(page, 'Basis')).toContainText('€ 555,55');

    // Two cards of the same name: the product screens warn (spec 02 §8).
    for (const product of ['NS-kaart', 'Treinkaart']) {
      await visit(page, '/mobility/product/create');
      await field(page, 'Name').fill(product);
      await choose(page, 'type', 'Card');
      await field(page, 'Card name').fill('NS-Business Card');
      await page.locator('ld-number-input[data-field="cardValue"]').getByRole('textbox').fill('100,00');
      await saveExpecting(page, 'Mobility product created');
    }
    await expect(page).toHaveURL((url) => url.pathname === '/mobility/product');
    await expect(page.getByRole('alert').filter({ hasText: 'Duplicate mobility product types found' })).toBeVisible();

    await visit(page, '/mobility');
    await expect(dashboard.getByRole('heading', { name: 'Categories (1)' })).toBeVisible();
    await expect(dashboard.locator('[data-category-id]')).toContainText(['Basis']);
    await expect(dashboard.locator('.mobility-dashboard__categories')).toContainText('€ 555,55');
    // The category opens in the mobility web app (the server's stand-in) for that category.
    const categoryId = await dashboard.locator('[data-category-id]').first().getAttribute('data-category-id');
    const webApp = context.waitForEvent('page');
    await dashboard.getByRole('button', { name: /Open Basis in the mobility web app/ }).click();
    const tab = await webApp;
    await expect(tab.locator('[data-fact="mobilityCategoryId"]')).toHaveText(categoryId!);
    await tab.close();
    await expect(dashboard.getByRole('heading', { name: 'Products (2)' })).toBeVisible();
    await expect(dashboard.locator('.mobility-dashboard__products')).toContainText('NS-kaart');
    await expect(dashboard.getByRole('alert').filter({ hasText: 'NS-kaart, Treinkaart are the same card.' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Deleting the current container forgets it: the mobility pages ask for another one.
    await visit(page, '/component/mobility_container');
    await listRow(page, name).click();
    await page.locator('.kit-form form').getByRole('button', { name: 'Delete', exact: true }).click();
    await confirmDeleteDialog(page, 'Delete Mobility container?');
    await expect(toast(page, 'Mobility container deleted')).toBeVisible();
    await expect(listRow(page, name)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('mobilityContainer'))).toBeNull();
    await visit(page, '/mobility');
    await expect(page.getByText('Select a mobility container to open this page.')).toBeVisible();
    await expect(sidebarHeader(page)).toContainText('Choose a container');
    await context.close();
  });

  test("a logo that is not what its name says is refused: the container is kept, made current, and the toast names the logo", async ({ browser, baseURL }) => {
    const { context, page, stamp } = await kitPage(browser, baseURL);
    const name = `Zonder logo ${stamp}`;
    await visit(page, '/component/mobility_container/create');
    await field(page, 'Name').fill(name);
    // Named and typed a PNG, but text inside: the server checks the content.
    await page.locator('input[data-field="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    // Too large for a favicon: refused before anything is sent.
    await page.locator('input[data-field="favicon"]').setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: Buffer.alloc(256 * 1024 + 1, 1) });
    await expect(page.getByRole('alert').filter({ hasText: 'This file cannot be used as a favicon (PNG or ICO, at most 256 KB).' })).toBeVisible();
    await page.locator('.container-create').getByRole('button', { name: 'Create', exact: true }).click();

    await expect(toast(page, 'The container was created, but the logo could not be stored. Add it on the container.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/mobility');
    await expect(page.locator('.sidebar-header')).toContainText(name.slice(0, 20));
    // Not switched on: the dot says inactive and so does the dashboard.
    await expect(page.locator('.sidebar-header').getByRole('img', { name: 'Inactive' })).toBeVisible();
    await expect(page.locator('.mobility-dashboard [data-fact="active"]')).toContainText('No');

    const api = await apiOf(page);
    const [row] = await api.get<{ id: number; version: number; displayName: string; logoUrl: string | null; faviconUrl: string | null }>(
      `/mobilitycontainer?q=${encodeURIComponent(name)}`);
    expect(row).toMatchObject({ displayName: name, logoUrl: null, faviconUrl: null });
    await api.remove(`/mobilitycontainer?mobilityContainerId=${row!.id}`, row!.version);
    await context.close();
  });

  test('a client without containers opens the mobidisk page from the side menu', async ({ browser, baseURL }) => {
    const context = await englishContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto('/auth?clt=flota-pl');
    await submitLogin(page, 'supervisor@flota-pl.leasedesk.test', DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();

    await page.locator('.side-menu a[data-group="mobility"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/mobility/features/mobidisk');
    const mobidisk = page.locator('.mobidisk');
    await expect(mobidisk.getByRole('heading', { name: 'Mobility with mobidisk' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await mobidisk.getByRole('link', { name: 'Create container' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/component/mobility_container/create');
    await context.close();
  });
});
