import { expect, test, type Page } from './fixtures';
import { KIT_TEST_TIMEOUT, apiOf, kitPage, restoreFromRecentlyDeleted, toast } from './kit-support';

/**
 * Issue 39 for drivers against the real server: a driver deleted from its form comes back through Undo in the delete
 * toast (UNDO_SECONDS), the list on screen reads its rows again and the driver's page opens; a supervisor who reaches
 * the whole client restores a deleted driver from the driver list's "Recently deleted"; an Undo the server refuses
 * (409: the address was taken meanwhile) shows its reason. The drivers are made here and have no orders, so the
 * server lets them be deleted.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const LIST = '/component/driver';
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const rows = (page: Page, text: string) => page.locator('.driver-list__row').filter({ hasText: text });
const listSearch = (page: Page) => page.locator('input.driver-list__search');

/** Creates a driver through the form (a supervisor of the demo client) and returns its name and edit page. */
async function createDriver(page: Page, firstName: string, surname: string, email: string): Promise<{ name: string; id: number }> {
  await page.goto(`${LIST}/create`);
  await expect(page.getByRole('heading', { name: 'New driver' })).toBeVisible({ timeout: 30_000 });
  await field(page, 'First name').fill(firstName);
  await field(page, 'Surname').fill(surname);
  // The demo client checks driving licences, which makes the date of birth mandatory.
  await field(page, 'Date of birth').fill('17-05-1985');
  await field(page, 'E-mail address').fill(email);
  await field(page, 'E-mail address').blur();
  await page.getByRole('button', { name: 'Save' }).click();
  const name = `${firstName} ${surname}`;
  await expect(toast(page, `${name} created`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await listSearch(page).fill(surname);
  await expect(rows(page, name)).toHaveCount(1);
  const id = Number(await rows(page, name).getAttribute('data-driver-id'));
  expect(id).toBeGreaterThan(0);
  return { name, id };
}

test('a deleted driver comes back through Undo in the toast: the list shows it again and its page opens', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  const surname = `Undo${stamp}`;
  const { name, id } = await createDriver(page, 'Uma', surname, `undo.${stamp}@demo-mobility.test`);

  await rows(page, name).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/edit\\?id=${id}$`));
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Delete ${name}` })).toBeVisible();
  await page.locator('ld-delete-dialog').getByRole('button', { name: 'Delete', exact: true }).click();

  const deleted = toast(page, `${name} deleted`);
  await expect(deleted).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  // The toast offers Undo for UNDO_SECONDS (10 s), not the 4 s of a plain success toast.
  await expect(deleted).toHaveAttribute('style', /animation-duration: 10000ms/);
  await listSearch(page).fill(surname);
  await expect(page.getByText(`No results found with the entered search query ${surname}.`)).toBeVisible();

  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, `${name} restored`)).toBeVisible();
  await expect(deleted).toHaveCount(0);
  // The list on screen reads its rows again: the driver is back without a reload.
  await expect(rows(page, name)).toHaveCount(1);

  await rows(page, name).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/edit\\?id=${id}$`));
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await expect(field(page, 'E-mail address')).toHaveValue(`undo.${stamp}@demo-mobility.test`);
  await context.close();
});

test("a supervisor restores a deleted driver from the driver list's Recently deleted", async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  const surname = `Terug${stamp}`;
  const { name, id } = await createDriver(page, 'Ruben', surname, `terug.${stamp}@demo-mobility.test`);
  const api = await apiOf(page);
  const [driver] = await api.get<{ id: number; version: number }>(`/driver?driverId=${id}`);
  await api.remove(`/driver?driverId=${id}`, driver!.version);

  await page.goto(LIST);
  await restoreFromRecentlyDeleted(page, surname, 'Driver restored');

  await listSearch(page).fill(surname);
  await expect(rows(page, name)).toHaveCount(1);
  await context.close();
});

test("Undo that a rule refuses (the driver's address taken meanwhile) shows the server's reason, and the driver stays deleted", async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  const email = `bezet.${stamp}@demo-mobility.test`;
  const surname = `Bezet${stamp}`;
  const name = `Bea ${surname}`;
  const api = await apiOf(page);
  const driver = await api.post<{ id: number }>('/driver', { emailAddress: email, firstName: 'Bea', surname, dateOfBirth: '1985-05-17' });

  await page.goto(`${LIST}/edit?id=${driver.id}`);
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.locator('ld-delete-dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  const deleted = toast(page, `${name} deleted`);
  await expect(deleted).toBeVisible();
  // Within the toast's window another driver takes the address: restoring would break its uniqueness.
  await api.post('/driver', { emailAddress: email, firstName: 'Ander', surname, dateOfBirth: '1985-05-17' });
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'It cannot be restored: another record now has the same emailAddress')).toBeVisible();
  await expect(toast(page, `${name} restored`)).toHaveCount(0);

  await listSearch(page).fill(surname);
  await expect(rows(page, `Ander ${surname}`)).toHaveCount(1);
  await expect(rows(page, name)).toHaveCount(0);
  await context.close();
});
