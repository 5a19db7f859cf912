import { expect, type Browser, type Locator, type Page } from './fixtures';
import { SUPERVISOR, signedInContext } from './support';

/**
 * Steps the resource-kit specs (issue 13: FAQ, texts, operating companies) share: a signed-in page,
 * the form's fields by label, the rich-text editor, the success toasts and the delete dialog, and the
 * /api-admin calls a test makes with the page's own token to set up rows.
 */

/** These specs walk whole screens; a busy two-core machine needs more than the default minute. */
export const KIT_TEST_TIMEOUT = 150_000;

/** A signed-in English supervisor page, and a stamp that makes this run's names unique. */
export async function kitPage(browser: Browser, baseURL: string | undefined) {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  return { context, page, stamp: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` };
}

/**
 * Goes to `path` and waits for the signed-in shell (the first load is slow while the machine is busy). Where the
 * signed-in app already runs and `path` names another screen, it moves as the app's own links do (wouter's
 * navigate is `history.pushState`), after closing the toasts a load would have cleared, and returns once the
 * screen it left is gone: a move cost ~0.16 core-s against ~0.9 for a load (test/README.md). A test that means a
 * load (what a reload shows, what the server kept) calls `page.goto` or `page.reload` itself.
 */
export async function visit(page: Page, path: string): Promise<void> {
  if (await movedInApp(page, path)) return;
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible({ timeout: 30_000 });
}

async function movedInApp(page: Page, path: string): Promise<boolean> {
  const moved = await page.evaluate((target) => {
    const main = document.getElementById('main-content');
    if (!main || !document.querySelector('[aria-label^="Profile menu of "]')) return false;
    const to = new URL(target, location.href);
    const screenPath = (url: URL | Location) => url.pathname.replace(/\/+$/, '').toLowerCase();
    // The same screen with another query is not a move to another screen: a load gives it a fresh start.
    if (to.origin !== location.origin || screenPath(to) === screenPath(location)) return false;
    for (const close of document.querySelectorAll<HTMLElement>('.toast button.icon-button')) close.click();
    (window as unknown as { leftBehind: Element[] }).leftBehind = [...main.children];
    history.pushState(null, '', to.pathname + to.search + to.hash);
    return true;
  }, path);
  if (!moved) return false;
  await page.waitForFunction(() => (window as unknown as { leftBehind: Element[] }).leftBehind.every((element) => !element.isConnected));
  return true;
}

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });
/** The editing area of the rich-text field `name` (tiptap's contenteditable inside ld-rich-text). */
export const editor = (page: Page, name: string) => page.locator(`ld-rich-text[data-field="${name}"] .ProseMirror`);
export const listRow = (page: Page, text: string) => page.locator('tr.kit-list__row').filter({ hasText: text });

/** Replaces the rich-text field `name` with `plain` followed by `bold` in bold (the editor's Ctrl+B). */
export async function typeRichText(page: Page, name: string, plain: string, bold: string): Promise<void> {
  const area = editor(page, name);
  await area.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(plain);
  await page.keyboard.press('Control+b');
  await page.keyboard.type(bold);
  await page.keyboard.press('Control+b');
  await expect(area.locator('strong')).toHaveText(bold);
}

/** Picks `label` in the form's select or choice field `name` (an ld-tree-select). */
export async function chooseOption(page: Page, name: string, label: string): Promise<void> {
  const select = page.locator(`ld-tree-select[data-field="${name}"]`);
  await select.getByRole('combobox').click();
  await select.getByRole('treeitem', { name: label, exact: true }).click();
}

/** Opens `listPath` and its create form through the sub-navigation's create button. */
export async function openCreate(page: Page, listPath: string, content?: (page: Page) => Promise<void>): Promise<void> {
  await visit(page, listPath);
  await content?.(page);
  await page.locator('ld-sub-nav').getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`${listPath}/create$`));
  await expect(page.getByRole('heading', { level: 1, name: /^New: / })).toBeVisible();
}

/** Closes the toasts showing `text` with their close button, as a user may, rather than waiting out their 4 s. */
export async function dismissToasts(page: Page, text: string | RegExp): Promise<void> {
  const shown = toast(page, text);
  // One may go by itself between finding and clicking it.
  for (const close of await shown.getByRole('button', { name: 'Close' }).all()) await close.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(shown).toHaveCount(0);
}

/**
 * Saves the form and waits for the success toast naming `noun` and what happened (4 s, spec 01 §9). An earlier
 * save's toast with the same words is closed first, so the toast awaited is this save's.
 */
export async function saveExpecting(page: Page, message: string): Promise<void> {
  await dismissToasts(page, message);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // One look at both: on a busy machine the 4 s can pass between two.
  await expect(page.locator('.toast[style*="animation-duration: 4000ms"]').filter({ hasText: message })).toBeVisible();
}

/**
 * Confirms the open delete dialog titled `title`. Its buttons are slotted into the Shoelace panel, so
 * they are found from the ld-delete-dialog holding that dialog (a screen can have more than one).
 */
export async function confirmDeleteDialog(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await page.locator('ld-delete-dialog').filter({ has: dialog }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Deletes the record open in the form through its dialog ("Delete {noun}?") and waits for the toast. */
export async function deleteThroughDialog(page: Page, noun: string): Promise<void> {
  await page.locator('.kit-form form').getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmDeleteDialog(page, `Delete ${noun}?`);
  await expect(toast(page, `${noun} deleted`)).toBeVisible();
}

/** Opens the row showing `text` in the list on screen and waits for its edit form. */
export async function openRow(page: Page, text: string): Promise<void> {
  await listRow(page, text).click();
  await expect(page).toHaveURL(/\/edit\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Edit: / })).toBeVisible();
}

/**
 * Restores a record from the list's "Recently deleted" (issue 39): its row (the modal's slotted content, outside the
 * dialog's shadow tree) names the demo supervisor who deleted it; Restore says `restored` and the row leaves.
 */
export async function restoreFromRecentlyDeleted(page: Page, label: string, restored: string): Promise<void> {
  await page.getByRole('button', { name: 'Recently deleted' }).click();
  await expect(page.getByRole('dialog', { name: 'Recently deleted' })).toBeVisible();
  const row = page.locator('ld-modal.deleted-records .deleted-record').filter({ hasText: label });
  await expect(row).toContainText(`Deleted by ${SUPERVISOR.firstName} ${SUPERVISOR.surname}`);
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, restored)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.keyboard.press('Escape');
}

/** /api-admin calls with the signed-in page's bearer token (the app keeps it in local storage). */
export async function apiOf(page: Page) {
  if (page.url() === 'about:blank') await page.goto('/');
  const token = await page.evaluate(() => localStorage.getItem('auth.token'));
  expect(token, 'the page is signed in').toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown, extra: Record<string, string> = {}): Promise<T> => {
    const answer = await page.request[method](`/api-admin${path}`, { headers: { ...headers, ...extra }, data });
    expect(answer.ok(), `${method.toUpperCase()} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return ((await answer.json()) as { results: T }).results;
  };
  return {
    get: <T>(path: string) => call<T[]>('get', path),
    post: async <T>(path: string, data: unknown) => (await call<T[]>('post', path, data))[0]!,
    remove: (path: string, version: number) => call('delete', path, undefined, { 'if-match': `"${version}"` }),
  };
}

export interface FaqRow {
  id: number;
  version: number;
  question: string;
  answer: string;
  sortOrder: number;
}

/** A FAQ entry made through the API, to be edited or listed by the test. */
export async function createFaq(page: Page, question: string, answer = '<p>Antwoord</p>', sortOrder = 0): Promise<FaqRow> {
  return (await apiOf(page)).post<FaqRow>('/faq', { question, answer, sortOrder });
}

/** The edit screen of a FAQ entry, once its form shows. */
export async function openFaq(page: Page, id: number): Promise<Locator> {
  await visit(page, `/component/faq/edit?id=${id}`);
  const question = field(page, 'Question');
  await expect(question).toBeVisible();
  return question;
}
