import { expect, test, type Page } from './fixtures';
import { KIT_TEST_TIMEOUT, apiOf, createFaq, editor, field, kitPage, listRow, openFaq, saveExpecting, visit, type FaqRow } from './kit-support';

/**
 * Issue 13 with the bad-input list (ARCHITECTURE.md): markup that would run — an onerror image, a
 * script, an svg script, a javascript: link — put into a FAQ entry's question (plain text) and answer
 * (rich text), through the API or pasted into the editor, is shown harmless in the list and the form:
 * the question as literal text, the answer without anything that runs.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script>';
const HOSTILE_ANSWER =
  `<p>Veilig <strong>antwoord</strong></p>${IMG}${SCRIPT}<svg><script>window.__pwned=1</script></svg>` +
  '<p><a href="javascript:window.__pwned=1">klik hier</a> <a href="JaVaScRiPt&colon;window.__pwned=1">of hier</a></p>';

/** Nothing the markup asked for is in the page or has run (CSS locators see into the editor's shadow root). */
async function expectHarmless(page: Page): Promise<void> {
  await expect(page.locator('img[src="x"], img[onerror], svg script, a[href^="javascript" i]')).toHaveCount(0);
  await expect(page.locator('ld-rich-text script, .kit-list script, .kit-form script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
}

/** The answer as stored keeps its text and loses everything that runs. */
function expectCleanAnswer(answer: string): void {
  expect(answer).toContain('<strong>antwoord</strong>');
  expect(answer).not.toMatch(/<img|<script|<svg|onerror|javascript/i);
}

test('markup put into a FAQ entry through the API shows as text in the list and harmless in the form', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  const question = `Markup ${stamp} ${IMG}${SCRIPT}`;
  const entry = await createFaq(page, question, HOSTILE_ANSWER);
  // Kept as typed: a question is plain text, never markup.
  expect(entry.question).toBe(question);
  expectCleanAnswer(entry.answer);

  await visit(page, `/component/faq?q=${stamp}`);
  const row = listRow(page, stamp);
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').first()).toHaveText(question);
  await expectHarmless(page);

  await row.click();
  await expect(field(page, 'Question')).toHaveValue(question);
  await expect(editor(page, 'answer').locator('strong')).toHaveText('antwoord');
  await expect(editor(page, 'answer')).toContainText('klik hier');
  await expectHarmless(page);
  await context.close();
});

test('markup pasted into the answer editor is dropped before it is shown or saved', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  const entry = await createFaq(page, `Plakken ${stamp}`);
  await openFaq(page, entry.id);
  const answer = editor(page, 'answer');
  await answer.click();
  await page.keyboard.press('Control+a');
  await answer.evaluate((area, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Veilig antwoord');
    area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, HOSTILE_ANSWER);
  await expect(answer.locator('strong')).toHaveText('antwoord');
  await expectHarmless(page);

  await saveExpecting(page, 'FAQ entry updated');
  const [stored] = await (await apiOf(page)).get<FaqRow>(`/faq?faqId=${entry.id}`);
  expectCleanAnswer(stored!.answer);
  await openFaq(page, entry.id);
  await expect(answer).toContainText('klik hier');
  await expectHarmless(page);
  await context.close();
});
