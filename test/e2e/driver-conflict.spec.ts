import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';
import { signedInContext } from './support';

/**
 * Issue 13 point 2 for the hand-written driver form: a save based on a version someone else has
 * replaced meanwhile writes nothing and offers the choice — load theirs, or save mine over theirs.
 */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** The dialog's buttons are slotted into ld-modal: found from the element, not the dialog panel. */
const conflictChoice = (page: Page, name: string) => page.locator('ld-modal.kit-conflict').getByRole('button', { name });

async function newDriver(request: APIRequestContext, stamp: string): Promise<number> {
  const signIn = await request.post('/api-admin-auth/', { data: { username: demoAccount('supervisor').email, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await signIn.json()) as { access_token: string }).access_token}` };
  const created = await request.post('/api-admin/driver', {
    headers, data: { emailAddress: `conflict.${stamp}@demo-mobility.test`, firstName: 'Carla', surname: `Conflict${stamp}`, dateOfBirth: '1984-03-02' },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { results: { id: number }[] }).results[0]!.id;
}

/** Two signed-in pages on the same driver's edit screen. */
async function twoEditors(browser: Browser, baseURL: string | undefined, id: number): Promise<[Page, Page]> {
  const pages: Page[] = [];
  for (let n = 0; n < 2; n++) {
    const page = await (await signedInContext(browser, baseURL, 'supervisor')).newPage();
    await page.goto(`/component/driver/edit?id=${id}`);
    // A cold edit screen loads the shell, its chunk and the driver: more than the default wait on a busy machine.
    await expect(field(page, 'First name')).toHaveValue('Carla', { timeout: 20_000 });
    pages.push(page);
  }
  return pages as [Page, Page];
}

async function saveAndLeave(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/component\/driver(\?|$)/);
}

test('a driver saved meanwhile by someone else: "Save mine over theirs" keeps what I typed', async ({ browser, baseURL, request }) => {
  const stamp = Date.now().toString(36);
  const id = await newDriver(request, stamp);
  const [first, second] = await twoEditors(browser, baseURL, id);

  await field(first, 'First name').fill('Carlijn');
  await saveAndLeave(first);

  await field(second, 'Surname').fill(`Mine${stamp}`);
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = second.getByRole('dialog', { name: 'Changed by someone else' });
  await expect(dialog).toBeVisible();
  // Nothing of mine was written yet.
  await first.goto(`/component/driver/edit?id=${id}`);
  await expect(field(first, 'Surname')).toHaveValue(`Conflict${stamp}`);
  await expect(field(first, 'First name')).toHaveValue('Carlijn');

  await conflictChoice(second, 'Save mine over theirs').click();
  await expect(second).toHaveURL(/\/component\/driver(\?|$)/);
  await first.goto(`/component/driver/edit?id=${id}`);
  await expect(field(first, 'Surname')).toHaveValue(`Mine${stamp}`);
});

test('a driver saved meanwhile by someone else: "Load their version" shows what they saved', async ({ browser, baseURL, request }) => {
  const stamp = Date.now().toString(36);
  const id = await newDriver(request, stamp);
  const [first, second] = await twoEditors(browser, baseURL, id);

  await field(first, 'First name').fill('Carlijn');
  await saveAndLeave(first);

  await field(second, 'First name').fill('Caroline');
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = second.getByRole('dialog', { name: 'Changed by someone else' });
  await conflictChoice(second, 'Load their version').click();
  await expect(dialog).toBeHidden();
  await expect(field(second, 'First name')).toHaveValue('Carlijn');
  await expect(second).toHaveURL(new RegExp(`/component/driver/edit\\?id=${id}$`));
});
