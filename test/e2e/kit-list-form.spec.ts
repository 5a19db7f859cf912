import { expect, test, type Page } from './fixtures';
import { KIT_TEST_TIMEOUT, apiOf, createFaq, field, kitPage, listRow, openFaq, visit } from './kit-support';

/**
 * Issue 13 points 3–4 (spec 01 §2, §9; spec 02 §2): the generic list's search with its empty text,
 * paging in the address, rows opened with the keyboard; the generic form's required fields (asterisk,
 * "… is required.", nothing sent) and its unsaved-changes question.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const rows = (page: Page) => page.locator('tr.kit-list__row');
const search = (page: Page) => field(page, 'Search');

test('a search that matches nothing says so with the query, and the address keeps it', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  await visit(page, '/component/faq');
  await expect(rows(page).first()).toBeVisible();

  await search(page).fill(`niets-${stamp}`);
  await expect(page.getByText(`No results found with the entered search query niets-${stamp}.`)).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === `niets-${stamp}`);

  // The address is the truth: a reload asks the same again, emptying the box shows every row.
  await page.reload();
  await expect(search(page)).toHaveValue(`niets-${stamp}`);
  await expect(page.getByText(`No results found with the entered search query niets-${stamp}.`)).toBeVisible();
  await search(page).fill('');
  await expect(rows(page).first()).toBeVisible();
  await expect(page).toHaveURL((url) => !url.searchParams.has('q'));
  await context.close();
});

test('more than 20 rows page in the address: page 2 shows the other rows', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  const api = await apiOf(page);
  const titles = Array.from({ length: 23 }, (_, i) => `Pagina ${stamp} ${String(i + 1).padStart(2, '0')}`);
  for (const title of titles) await api.post('/newstext', { title, text: `<p>${title}</p>`, dateFrom: null, dateTo: null, carArrangementId: null });

  await visit(page, `/component/writing/news?q=${stamp}`);
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByRole('status').filter({ hasText: '23 results' })).toBeVisible();
  const first = await rows(page).locator('td:first-child').allTextContents();

  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('q') === stamp);
  await expect(rows(page)).toHaveCount(3);
  const second = await rows(page).locator('td:first-child').allTextContents();
  expect(second.filter((title) => first.includes(title))).toEqual([]);
  expect([...first, ...second].sort()).toEqual(titles);

  // Back in the browser is page 1 again; the address alone opens page 2.
  await page.goBack();
  await expect(rows(page)).toHaveCount(20);
  await visit(page, `/component/writing/news?q=${stamp}&page=2`);
  await expect(rows(page)).toHaveCount(3);
  await context.close();
});

test('a row focused with the keyboard opens its edit screen on Enter', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  const entry = await createFaq(page, `Toetsenbord ${stamp}`);
  await visit(page, `/component/faq?q=${stamp}`);
  const row = listRow(page, `Toetsenbord ${stamp}`);
  await expect(row).toHaveCount(1);
  // Tab from the search box reaches the row: rows are in the tab order.
  await search(page).focus();
  await page.keyboard.press('Tab');
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/component/faq/edit\\?id=${entry.id}$`));
  await expect(field(page, 'Question')).toHaveValue(`Toetsenbord ${stamp}`);
  await context.close();
});

test('required fields left empty are marked and named, and nothing is sent', async ({ browser, baseURL }) => {
  const { context, page } = await kitPage(browser, baseURL);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api-admin/faq')) posts.push(request.url());
  });
  await visit(page, '/component/faq/create');
  await expect(page.getByText('Fields marked * are required.')).toBeVisible();
  await expect(page.locator('ld-text-input[data-field="question"] [part="required-mark"]')).toHaveText('*');
  await expect(page.locator('.kit-form').getByText('Answer *', { exact: true })).toBeVisible();
  // Order is not required: no asterisk.
  await expect(page.locator('ld-number-input[data-field="sortOrder"] [part="required-mark"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Question is required.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Answer is required.' })).toBeVisible();
  await expect(page).toHaveURL(/\/component\/faq\/create$/);
  await expect(page.locator('.toast')).toHaveCount(0);
  expect(posts).toEqual([]);

  // Filling one takes its message away; the other stays until it is filled too.
  await field(page, 'Question').fill('Alleen een vraag');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Question is required.')).toHaveCount(0);
  await expect(page.getByText('Answer is required.')).toBeVisible();
  expect(posts).toEqual([]);
  await context.close();
});

test('leaving a changed form asks first: stay keeps the change, leave drops it', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  const question = `Weggaan ${stamp}`;
  const entry = await createFaq(page, question);
  const box = await openFaq(page, entry.id);
  await box.fill(`${question} gewijzigd`);

  const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(leave).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/component/faq/edit\\?id=${entry.id}$`));
  await expect(box).toHaveValue(`${question} gewijzigd`);

  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(leave).toBeVisible();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/component\/faq$/);
  await openFaq(page, entry.id);
  await expect(field(page, 'Question')).toHaveValue(question);
  await context.close();
});
