import { expect, test, type Page } from './fixtures';
import {
  KIT_TEST_TIMEOUT, apiOf, createFaq, deleteThroughDialog, field, kitPage, listRow, openCreate, openFaq, restoreFromRecentlyDeleted, saveExpecting,
  toast, visit,
} from './kit-support';
import { SUPERVISOR } from './support';

/**
 * Issue 39 points 2 and 3 against the real server: a record's history in its edit form (who changed what, old → new),
 * and a delete taken back from its toast within UNDO_SECONDS, child rows (an operating company's attachment) and all.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

/** A 1×1 PNG: an attachment the server accepts by its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const history = (page: Page) => page.locator('.history-panel');

test("an FAQ entry's history shows the edited question, old → new, with the editor's name", async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  const before = `Vraag ${stamp}`;
  const after = `Nieuwe vraag ${stamp}`;
  const faq = await createFaq(page, before);

  const question = await openFaq(page, faq.id);
  await question.fill(after);
  await saveExpecting(page, 'FAQ entry updated');
  await expect(page).toHaveURL(/\/component\/faq$/);

  await openFaq(page, faq.id);
  await page.getByRole('button', { name: 'Show history' }).click();
  const newest = history(page).locator('.history-entry').first();
  await expect(newest.locator('.history-entry__action')).toHaveText('Changed');
  await expect(newest.locator('[data-field="question"]')).toHaveText(`Question: ${before} → ${after}`);
  await expect(newest.locator('.history-entry__actor')).toHaveText(`${SUPERVISOR.firstName} ${SUPERVISOR.surname}`);
  // The row's version is bookkeeping, not shown; the create is the oldest entry.
  await expect(history(page).locator('[data-field="version"]')).toHaveCount(0);
  await expect(history(page).locator('.history-entry').last().locator('.history-entry__action')).toHaveText('Created');
  await context.close();
});

test('a deleted operating company comes back with its attachment through Undo in the toast', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  const LIST = '/component/operating_company';
  const name = `Werkmaatschappij ${stamp}`;
  const file = `voorwaarden-${stamp}.png`;

  await openCreate(page, LIST);
  await field(page, 'Name').fill(name);
  await saveExpecting(page, 'Operating company created');
  await expect(page).toHaveURL(new RegExp(`${LIST}/edit\\?id=\\d+$`));
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await page.locator('input[data-field="attachment"]').setInputFiles({ name: file, mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Attachment added')).toBeVisible();

  await deleteThroughDialog(page, 'Operating company');
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  const deleted = toast(page, 'Operating company deleted');
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Operating company restored')).toBeVisible();
  await expect(deleted).toHaveCount(0);
  // The list on screen reads its rows again: the company is back without a reload.
  await expect(listRow(page, name)).toHaveCount(1);

  await visit(page, `${LIST}?q=${stamp}`);
  await expect(listRow(page, name)).toHaveCount(1);
  await visit(page, `${LIST}/edit?id=${id}`);
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(page.locator('section.oc-attachments').getByRole('listitem').filter({ hasText: file })).toHaveCount(1);
  await context.close();
});

test('a supervisor restores a deleted FAQ entry from the list\'s Recently deleted', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  const question = `Weg en terug ${stamp}`;
  const faq = await createFaq(page, question);
  await (await apiOf(page)).remove(`/faq?faqId=${faq.id}`, faq.version);

  await visit(page, '/component/faq');
  await restoreFromRecentlyDeleted(page, question, 'FAQ entry restored');

  await visit(page, `/component/faq?q=${stamp}`);
  await expect(listRow(page, question)).toHaveCount(1);
  await context.close();
});
