import { expect, test } from './fixtures';
import { KIT_TEST_TIMEOUT, chooseOption, listRow, openCreate, saveExpecting, typeRichText, visit } from './kit-support';
import { seriousViolations, signedInContext } from './support';

/**
 * Issue 18 point 4 (spec 01 §2 /resources/release-notes and /tools/release-notes, the top bar's release icon): a master
 * publishes a release note with rich text; a supervisor sees the icon's badge count it, opens the notes and finds it
 * first (the newest version) and marked new; after a reload the badge is gone and the note is no longer new.
 */

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

test('a master publishes a release note; a supervisor sees it marked new once, and the badge clears', async ({ browser, baseURL }) => {
  const stamp = Date.now().toString(36);
  const subject = `Ritregistratie in de app ${stamp}`;
  // Newer than every seeded version: first in the list.
  const version = '2100.1';

  const master = await signedInContext(browser, baseURL, 'master');
  const page = await master.newPage();
  await openCreate(page, '/resources/release-notes');
  await expect(page.getByRole('textbox', { name: 'Product code', exact: true })).toHaveValue('OMR');
  const versionField = page.getByRole('textbox', { name: 'Version (for example 2026.11 or 3.4.1)', exact: true });
  // The server's rule for a version, said before anything is sent.
  await versionField.fill('v2');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter a version number of one to four parts of digits, for example 2026.11 or 3.4.1.')).toBeVisible();
  await versionField.fill(version);
  await chooseOption(page, 'type', 'Improvement');
  await typeRichText(page, 'remark', 'Kilometers worden nu ', 'automatisch bijgehouden');
  await saveExpecting(page, 'Release note created');
  await expect(page).toHaveURL(/\/resources\/release-notes$/);
  await expect(listRow(page, subject)).toContainText(version);
  await expect(listRow(page, subject)).toContainText('Improvement');
  await expect(page.locator('tr.kit-list__row').first()).toContainText(subject);
  await master.close();

  const supervisor = await signedInContext(browser, baseURL, 'supervisor');
  const notes = await supervisor.newPage();
  await visit(notes, '/');
  const icon = notes.getByRole('link', { name: /^Release notes/ });
  const badge = icon.locator('.top-bar__badge');
  await expect(badge).toHaveText(/^[1-9][0-9]*\+?$/);
  // The name says the count the badge shows (WCAG 2.5.3: what a user sees is part of the name).
  await expect(icon).toHaveAccessibleName(`Release notes, ${await badge.textContent()} new`);

  await icon.click();
  await expect(notes).toHaveURL(/\/tools\/release-notes$/);
  const note = notes.getByRole('article', { name: subject });
  await expect(note).toHaveAttribute('data-new', 'true');
  await expect(note.getByText('New', { exact: true })).toBeVisible();
  await expect(note).toContainText(`Version ${version} · Improvement · Published on`);
  await expect(note.locator('.release-note__remark strong')).toHaveText('automatisch bijgehouden');
  await expect(notes.getByRole('article').first()).toHaveAccessibleName(subject);
  // Opening the notes marked them seen: the badge clears without a reload.
  await expect(badge).toHaveCount(0);
  expect(await seriousViolations(notes)).toEqual([]);

  await notes.reload();
  await expect(notes.getByRole('article', { name: subject })).toHaveAttribute('data-new', 'false');
  await expect(notes.getByRole('article', { name: subject }).getByText('New', { exact: true })).toHaveCount(0);
  await expect(notes.getByRole('link', { name: 'Release notes', exact: true })).toBeVisible();
  await expect(notes.locator('.top-bar__badge')).toHaveCount(0);
  await supervisor.close();
});
