import { expect, test, type Page } from './fixtures';
import { chooseArrangementIfAsked } from './support';
import {
  KIT_TEST_TIMEOUT, deleteThroughDialog, editor, field, kitPage, listRow, openCreate, openRow, saveExpecting, typeRichText, visit,
} from './kit-support';

/**
 * Issue 13 point 1 (spec 02 §2, §3, §7 Texts): a news text with bold rich text is created, edited and
 * deleted in the client's default variant (/component/writing/news) and in the selected arrangement's
 * own (/arrangement/writing/news); each shows only in its own section's list.
 */

const SECTIONS = {
  component: '/component/writing/news',
  arrangement: '/arrangement/writing/news',
} as const;
type Section = keyof typeof SECTIONS;

test.describe.configure({ timeout: KIT_TEST_TIMEOUT });

/** The list of `section` once it shows (under /arrangement after choosing Leaseregeling 2026 when asked). */
async function showList(page: Page, section: Section): Promise<void> {
  await visit(page, SECTIONS[section]);
  await readyList(page, section);
}

async function readyList(page: Page, section: Section): Promise<void> {
  const list = page.locator('.kit-list table, .kit-list p[role=status]');
  if (section === 'arrangement') await chooseArrangementIfAsked(page, list.first());
  await expect(list.first()).toBeVisible();
  await expect(page.locator('.kit-list')).toHaveAttribute('data-area', 'newsText');
}

for (const section of ['component', 'arrangement'] as const) {
  test(`a news text with bold text is created, edited and deleted in the ${section} section only`, async ({ browser, baseURL }) => {
    const { context, page, stamp } = await kitPage(browser, baseURL);
    const other: Section = section === 'component' ? 'arrangement' : 'component';
    const title = `Nieuws ${section} ${stamp}`;

    await openCreate(page, SECTIONS[section], (p) => readyList(p, section));
    await field(page, 'Title').fill(title);
    await typeRichText(page, 'text', 'Let op: ', 'vet nieuws');
    await saveExpecting(page, 'News text created');
    await expect(page).toHaveURL(new RegExp(`${SECTIONS[section]}$`));
    await expect(listRow(page, title)).toHaveCount(1);

    // The other section's list does not show it (defaults and the arrangement's own are apart).
    await showList(page, other);
    await expect(page.locator('tr.kit-list__row').first()).toBeVisible();
    await expect(listRow(page, title)).toHaveCount(0);

    // Editing shows the saved rich text, bold included; a change is saved.
    await showList(page, section);
    await openRow(page, title);
    await expect(field(page, 'Title')).toHaveValue(title);
    await expect(editor(page, 'text')).toContainText('Let op: vet nieuws');
    await expect(editor(page, 'text').locator('strong')).toHaveText('vet nieuws');
    await field(page, 'Title').fill(`${title} bijgewerkt`);
    await typeRichText(page, 'text', 'Bijgewerkt: ', 'nieuw vet');
    await saveExpecting(page, 'News text updated');
    await expect(listRow(page, `${title} bijgewerkt`)).toHaveCount(1);

    await openRow(page, `${title} bijgewerkt`);
    await expect(editor(page, 'text')).toContainText('Bijgewerkt: nieuw vet');
    await expect(editor(page, 'text').locator('strong')).toHaveText('nieuw vet');
    await page.reload();
    await expect(editor(page, 'text').locator('strong')).toHaveText('nieuw vet');

    await deleteThroughDialog(page, 'News text');
    await expect(page).toHaveURL(new RegExp(`${SECTIONS[section]}$`));
    await readyList(page, section);
    await expect(listRow(page, title)).toHaveCount(0);
    await context.close();
  });
}
