import { expect, test, type Browser, type Page } from './fixtures';
import { demoDrivers } from '../../server/db/seed-domain';
import { chooseArrangementIfAsked, seriousViolations, signedInContext, toggleCheckbox as toggle } from './support';

/**
 * Issue 5 point 3 (spec 01 §5, 02 §5, §8, §9): creating a driver with an address a seeded driver
 * already has shows the localized message and sends nothing; create, find and edit a driver with a
 * plus sign in its address; reset a driver's status with a new expiry date, then delete one.
 */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });

/** DD-MM-YYYY of today plus `days`, as the date picker takes it. */
function dayFromNow(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  return [date.getDate(), date.getMonth() + 1, date.getFullYear()].map((n) => String(n).padStart(2, '0')).join('-');
}

/** A signed-in supervisor on the create page, and a stamp that makes this run's names and addresses unique. */
async function startCreating(browser: Browser, baseURL: string | undefined) {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await openCreateFromTopBar(page);
  return { context, page, stamp: Date.now().toString(36) };
}

async function openCreateFromTopBar(page: Page): Promise<void> {
  await page.goto('/component/driver');
  await page.getByRole('link', { name: 'Create driver' }).click();
  await expect(page).toHaveURL(/\/component\/driver\/create$/);
  await expect(page.getByRole('heading', { name: 'New driver' })).toBeVisible();
}

async function fillRequired(page: Page, { firstName, surname, email }: { firstName: string; surname: string; email: string }): Promise<void> {
  await field(page, 'First name').fill(firstName);
  await field(page, 'Surname').fill(surname);
  // The demo client checks driving licences, which makes the date of birth mandatory.
  await field(page, 'Date of birth').fill('17-05-1985');
  await field(page, 'E-mail address').fill(email);
  await field(page, 'E-mail address').blur();
}

/** Opens a driver's edit page through the top-bar search (name or e-mail, every term must match). */
async function openThroughSearch(page: Page, query: string, name: string): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Search drivers' });
  await search.fill(query);
  await page.getByRole('option').filter({ hasText: name }).click();
  await expect(page).toHaveURL(/\/component\/driver\/edit\?id=\d+$/);
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
}

test('an e-mail address a seeded driver already has is refused with the localized message and nothing is saved', async ({ browser, baseURL }) => {
  const { context, page } = await startCreating(browser, baseURL);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api-admin/driver') posts.push(request.url());
  });
  const taken = demoDrivers(1)[0]!.emailAddress;

  await field(page, 'E-mail address').fill('not-an-address');
  await field(page, 'E-mail address').blur();
  await expect(page.getByText('This is not a valid e-mail address.')).toBeVisible();

  const check = page.waitForRequest((request) => request.url().includes('/api-admin/driver/emailexists'));
  await fillRequired(page, { firstName: 'Dubbel', surname: 'Adres', email: taken.toUpperCase() });
  await check;
  await expect(page.getByText('This e-mail address is already in use by another driver.')).toBeVisible();
  expect(await seriousViolations(page, '.driver-edit')).toEqual([]);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This e-mail address is already in use by another driver.')).toBeVisible();
  await expect(page).toHaveURL(/\/component\/driver\/create$/);
  await expect(toast(page, /created/)).toHaveCount(0);
  expect(posts).toEqual([]);
  await context.close();
});

test('create a driver with a plus sign in the address, find it, change it and save', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await startCreating(browser, baseURL);
  const surname = `Plus${stamp}`;
  const email = `e2e+${stamp}@demo-mobility.test`;

  const check = page.waitForRequest((request) => request.url().includes('/api-admin/driver/emailexists'));
  await fillRequired(page, { firstName: 'Petra', surname, email });
  // The plus sign travels encoded, so the server sees the address as typed.
  expect(new URL((await check).url()).searchParams.get('email')).toBe(email);
  await field(page, 'Part-time percentage').fill('120');
  await field(page, 'Part-time percentage').blur();
  await expect(page.getByText('The part-time percentage must be a whole number from 0 to 100.')).toBeVisible();
  await field(page, 'Part-time percentage').fill('80');
  await field(page, 'Part-time percentage').blur();
  await expect(page.getByText('The part-time percentage must be a whole number from 0 to 100.')).toHaveCount(0);
  // A debtor number the leasing system knows is confirmed, even though no driver carries it yet…
  await field(page, 'Debtor number').fill('DEB-090002');
  await field(page, 'Debtor number').blur();
  await expect(page.getByText('The leasing system knows this debtor number.')).toBeVisible();
  // …an unknown one warns (spec 02 §8) but does not block saving.
  await field(page, 'Debtor number').fill(`DEB-${stamp}`);
  await field(page, 'Debtor number').blur();
  await expect(page.getByText('Unknown debtor number (set username and password in the leasing system).')).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  const created = toast(page, `Petra ${surname} created`);
  await expect(created).toBeVisible();
  // Spec 01 §9: the driver-creation notice stays 8000 ms.
  await expect(created).toHaveAttribute('style', /animation-duration: 8000ms/);
  await expect(page).toHaveURL(/\/component\/driver$/);

  await openThroughSearch(page, surname, `Petra ${surname}`);
  await expect(field(page, 'E-mail address')).toHaveValue(email);
  await expect(field(page, 'Part-time percentage')).toHaveValue('80');
  await field(page, 'Phone number').fill('+31 6 1234 5678');
  await field(page, 'Phone number').blur();
  // Leaving with the change unsaved asks first; staying keeps it.
  await page.getByRole('link', { name: 'Cancel' }).click();
  const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(leave).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(field(page, 'Phone number')).toHaveValue('+31 6 1234 5678');
  await page.getByRole('button', { name: 'Save' }).click();
  const updated = toast(page, `Petra ${surname} updated`);
  await expect(updated).toBeVisible();
  await expect(updated).toHaveAttribute('style', /animation-duration: 4000ms/);
  // Saved, so leaving asked nothing.
  await expect(page).toHaveURL(/\/component\/driver$/);
  await expect(leave).toBeHidden();

  await openThroughSearch(page, surname, `Petra ${surname}`);
  await expect(field(page, 'Phone number')).toHaveValue('+31 6 1234 5678');
  await context.close();
});

test('delete with reset keeps the driver, active again with the new expiry date; delete without reset removes it', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await startCreating(browser, baseURL);
  const surname = `Reset${stamp}`;
  const name = `Rik ${surname}`;
  await fillRequired(page, { firstName: 'Rik', surname, email: `reset.${stamp}@demo-mobility.test` });
  await toggle(page.locator('ld-checkbox[data-field=isActive] sl-checkbox'), false);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${name} created`)).toBeVisible();

  await openThroughSearch(page, surname, name);
  await expect(page.getByRole('checkbox', { name: 'Active', exact: true })).not.toBeChecked();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}` });
  await expect(dialog).toBeVisible();
  // The dialog's body and footer are slotted into the Shoelace panel: found from the element, not the panel.
  const deleteDialog = page.locator('ld-delete-dialog');
  await toggle(deleteDialog.locator('sl-checkbox[part=reset-status]'), true);
  const expiry = dayFromNow(30);
  const picker = deleteDialog.getByRole('textbox', { name: 'New expiry date' });
  // A day before today is refused by the picker.
  await picker.fill(dayFromNow(-2));
  await picker.blur();
  await expect(deleteDialog.getByText('This date cannot be chosen.')).toBeVisible();
  await picker.fill(expiry);
  await picker.blur();
  await deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(toast(page, `The status of ${name} has been reset; the driver can log in again until ${expiry}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/component\/driver\/edit\?id=\d+$/);
  await expect(page.getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();
  await expect(field(page, 'Expiry date')).toHaveValue(expiry);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();
  await expect(field(page, 'Expiry date')).toHaveValue(expiry);
  const editUrl = page.url();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeVisible();
  await deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, `${name} deleted`)).toBeVisible();
  await expect(page).toHaveURL(/\/component\/driver$/);
  await page.getByRole('combobox', { name: 'Search drivers' }).fill(surname);
  await expect(page.getByText(`No results found with the entered search query ${surname}.`)).toBeVisible();
  await page.goto(editUrl);
  await expect(page.getByText('This driver was not found.')).toBeVisible();
  // A driver the address names is gone: the choice of another is one click away (issue 37 point 5).
  await page.getByRole('link', { name: 'Choose another' }).click();
  await expect(page).toHaveURL(/\/component\/driver\/edit$/);
  await expect(page.getByText('Nothing is chosen to edit: choose below what you want to edit.')).toBeVisible();
  await context.close();
});

test('in the arrangement area a driver opens for editing and as a read-only view, and a new driver starts in the arrangement', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/arrangement/driver');
  const row = page.locator('.driver-list__row').first();
  await chooseArrangementIfAsked(page, row);
  const name = (await row.locator('[role=cell]').first().textContent())!;
  await row.click();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await page.getByRole('link', { name: 'View', exact: true }).click();
  await expect(page).toHaveURL(/\/arrangement\/driver\/view\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  for (const label of ['E-mail address', 'Part-time percentage', 'Leaseregeling 2026', 'Last login', 'Welcome e-mail sent']) {
    await expect(page.getByRole('term').filter({ hasText: label }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();

  // Send mail: Send stays disabled until an arrangement is chosen (spec 01 §5); the notice stays 8000 ms.
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  const mail = page.locator('ld-post-dialog');
  await expect(page.getByRole('dialog', { name: `E-mail ${name}` })).toBeVisible();
  const send = mail.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await toggle(mail.locator('sl-checkbox[part=arrangement]').filter({ hasText: 'Leaseregeling 2026' }), true);
  await expect(send).toBeEnabled();
  const sent = page.waitForRequest((request) => request.url().includes('/api-admin/driver/sendmail'));
  await send.click();
  expect((await sent).postDataJSON()).toHaveLength(1);
  const notice = toast(page, 'The e-mail has been sent.');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('style', /animation-duration: 8000ms/);
  await expect(page.getByRole('dialog', { name: `E-mail ${name}` })).toBeHidden();

  await page.getByRole('link', { name: 'Create driver' }).click();
  await expect(page).toHaveURL(/\/arrangement\/driver\/create$/);
  await expect(page.getByRole('checkbox', { name: 'Leaseregeling 2026', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Fietsplan', exact: true })).not.toBeChecked();
  await context.close();
});

test('a bulk user arriving from the lease system creates the driver with its lease-system id, and arriving again opens that driver', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'bulk');
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  const leaseId = `LW-E2E-${stamp}`.toUpperCase();
  const surname = `Leasewise${stamp}`;

  // Spec 01 §6 arrival rule: ?property=driver&id= leads a bulk user to the lease system's create page.
  await page.goto(`/?property=driver&id=${leaseId}`);
  await expect(page).toHaveURL(new RegExp(`/leasewise/driver/create\\?id=${leaseId}$`));
  await expect(page.getByRole('heading', { name: 'New driver' })).toBeVisible();
  await expect(field(page, 'Lease-system driver id')).toHaveValue(leaseId);
  await fillRequired(page, { firstName: 'Lena', surname, email: `lena.${stamp}@demo-mobility.test` });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Lena ${surname} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/leasewise\/driver$/);

  // Arriving with the same id again opens the driver that now holds it, not a second new one.
  await page.goto(`/?property=driver&id=${leaseId}`);
  await expect(page).toHaveURL(/\/leasewise\/driver\/edit\?id=\d+$/);
  await expect(page.getByRole('heading', { name: `Edit Lena ${surname}` })).toBeVisible();
  await expect(field(page, 'Lease-system driver id')).toHaveValue(leaseId);

  // The lease system's list opens its rows in the same form.
  await page.goto('/leasewise/driver');
  const row = page.locator('.driver-list__row').first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/leasewise\/driver\/edit\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /^Edit / })).toBeVisible();
  await context.close();
});
