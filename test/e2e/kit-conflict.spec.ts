import { expect, test, type Browser, type Page } from './fixtures';
import { KIT_TEST_TIMEOUT, createFaq, editor, field, kitPage, openFaq, saveExpecting } from './kit-support';

/**
 * Issue 13 point 2 (spec 02 §2, the version rule): two administrators edit the same FAQ entry. The
 * first saves; the second's save is answered 412 and asks "Changed by someone else": saving mine over
 * theirs keeps everything of mine, loading theirs shows their value in the form.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const conflict = (page: Page) => page.getByRole('dialog', { name: 'Changed by someone else' });
const choose = (page: Page, name: string) => page.locator('ld-modal.kit-conflict').getByRole('button', { name }).click();

/**
 * One FAQ entry open in two signed-in browsers; the first renames it and saves, the second changes
 * the order (something else) and saves into the conflict.
 */
async function raceOnOneEntry(browser: Browser, baseURL: string | undefined) {
  const first = await kitPage(browser, baseURL);
  const second = await kitPage(browser, baseURL);
  const question = `Wie keurt mijn bestelling goed? ${first.stamp}`;
  const entry = await createFaq(first.page, question, '<p>Uw <strong>leidinggevende</strong>.</p>', 5);

  const mine = await openFaq(second.page, entry.id);
  await expect(mine).toHaveValue(question);
  const theirs = await openFaq(first.page, entry.id);
  await theirs.fill(`${question} (aangepast)`);
  await saveExpecting(first.page, 'FAQ entry updated');

  await field(second.page, 'Order').fill('77');
  await field(second.page, 'Order').blur();
  await second.page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(conflict(second.page)).toBeVisible();
  for (const name of ['Keep editing', 'Load their version', 'Save mine over theirs']) {
    await expect(second.page.locator('ld-modal.kit-conflict').getByRole('button', { name })).toBeVisible();
  }
  return { first, second, entry, question, close: () => Promise.all([first.context.close(), second.context.close()]) };
}

test('the second save meets the conflict; saving mine over theirs keeps every value of mine', async ({ browser, baseURL }) => {
  const { second, entry, question, close } = await raceOnOneEntry(browser, baseURL);
  const page = second.page;

  // Keeping on editing leaves my change in the form.
  await choose(page, 'Keep editing');
  await expect(conflict(page)).toBeHidden();
  await expect(field(page, 'Order')).toHaveValue('77');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(conflict(page)).toBeVisible();
  await choose(page, 'Save mine over theirs');
  await expect(page.locator('.toast').filter({ hasText: 'FAQ entry updated' })).toBeVisible();
  await expect(conflict(page)).toBeHidden();
  await expect(page).toHaveURL(/\/component\/faq$/);

  // What is stored now is my form as I saved it: my order, and the question and answer as I had them.
  await openFaq(page, entry.id);
  await expect(field(page, 'Order')).toHaveValue('77');
  await expect(field(page, 'Question')).toHaveValue(question);
  await expect(editor(page, 'answer').locator('strong')).toHaveText('leidinggevende');
  await close();
});

test('the second save meets the conflict; loading their version shows their value in the form', async ({ browser, baseURL }) => {
  const { second, question, close } = await raceOnOneEntry(browser, baseURL);
  const page = second.page;

  await choose(page, 'Load their version');
  await expect(conflict(page)).toBeHidden();
  await expect(field(page, 'Question')).toHaveValue(`${question} (aangepast)`);
  await expect(field(page, 'Order')).toHaveValue('5');
  await expect(page).toHaveURL(/\/component\/faq\/edit\?id=\d+$/);

  // Their version is what is stored: the form is clean, so leaving asks nothing.
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/component\/faq$/);
  await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toBeHidden();
  await field(page, 'Search').fill(question);
  await expect(page.locator('tr.kit-list__row').filter({ hasText: `${question} (aangepast)` })).toHaveCount(1);
  await close();
});
