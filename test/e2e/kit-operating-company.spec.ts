import { expect, test, type Page } from './fixtures';
import {
  KIT_TEST_TIMEOUT, confirmDeleteDialog, deleteThroughDialog, field, kitPage, listRow, openCreate, saveExpecting, toast, visit,
} from './kit-support';

/**
 * Issue 13 (spec 02 §2, §7, §8; uploads in ARCHITECTURE.md): an operating company is created from its
 * list, goes on to its own edit screen, takes a PDF attachment and lets it go again; a file named .pdf
 * that is no PDF is refused with a message and stored nowhere; then the company is deleted.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

const LIST = '/component/operating_company';

/** The smallest well-formed PDF: one empty page, with a cross-reference table whose offsets are right. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const attachments = (page: Page) => page.locator('section.oc-attachments');
const picker = (page: Page) => page.locator('input[data-field="attachment"]');

test('an operating company is created, takes a PDF attachment, refuses a fake PDF, lets the attachment go and is deleted', async ({ browser, baseURL }) => {
  const { context, page, stamp } = await kitPage(browser, baseURL);
  const name = `Werkmaatschappij ${stamp}`;

  await openCreate(page, LIST);
  // The attachments come once the company exists.
  await expect(attachments(page)).toHaveCount(0);
  await field(page, 'Name').fill(name);
  await field(page, 'City').fill('Utrecht');
  await saveExpecting(page, 'Operating company created');
  await expect(page).toHaveURL(new RegExp(`${LIST}/edit\\?id=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit: Operating company' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(attachments(page).getByRole('heading', { name: 'Attachments' })).toBeVisible();
  await expect(attachments(page).getByText('No attachments yet.')).toBeVisible();

  await picker(page).setInputFiles({ name: `leasevoorwaarden-${stamp}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(toast(page, 'Attachment added')).toBeVisible();
  const item = attachments(page).getByRole('listitem').filter({ hasText: `leasevoorwaarden-${stamp}.pdf` });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('button', { name: `leasevoorwaarden-${stamp}.pdf` })).toBeVisible();

  // The attachment is the company's: the list counts it, a reload still shows it.
  await page.reload();
  await expect(item).toHaveCount(1);

  // Named .pdf, but HTML inside: refused with a message, nothing added.
  await picker(page).setInputFiles({ name: `nep-${stamp}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('<html><body>geen pdf</body></html>') });
  await expect(page.getByRole('alert').filter({ hasText: 'Attachment cannot be uploaded' })).toBeVisible();
  await expect(toast(page, 'Attachment added')).toHaveCount(0);
  await expect(attachments(page).getByRole('listitem')).toHaveCount(1);
  await expect(attachments(page).getByText(`nep-${stamp}`)).toHaveCount(0);

  await item.getByRole('button', { name: 'Remove' }).click();
  await confirmDeleteDialog(page, `Remove attachment leasevoorwaarden-${stamp}.pdf?`);
  await expect(toast(page, 'Attachment removed')).toBeVisible();
  await expect(attachments(page).getByRole('listitem')).toHaveCount(0);
  await expect(attachments(page).getByText('No attachments yet.')).toBeVisible();
  await page.reload();
  await expect(attachments(page).getByText('No attachments yet.')).toBeVisible();

  await deleteThroughDialog(page, 'Operating company');
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await visit(page, `${LIST}?q=${stamp}`);
  await expect(page.getByText(`No results found with the entered search query ${stamp}.`)).toBeVisible();
  await expect(listRow(page, name)).toHaveCount(0);
  await context.close();
});
