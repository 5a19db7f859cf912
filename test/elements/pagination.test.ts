import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/pagination/pagination';
import { type PageItem, pageItems } from '../../elements/pagination/pagination';
import type LdPagination from '../../elements/pagination/pagination.component';
import { initTestI18n } from './support/i18n';
import { loadShoelaceThemes, resolvedColor } from './support/theme';

function shown(el: LdPagination): string[] {
  return [...el.shadowRoot!.querySelectorAll('li')].map((li) => li.textContent!.trim());
}

function pageButton(el: LdPagination, page: number): HTMLButtonElement {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="page"]')].find((b) => b.textContent!.trim() === String(page))!;
}

function part(el: LdPagination, name: string): HTMLButtonElement {
  return el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${name}"]`)!;
}

const e = 'ellipsis' as const;

describe('<ld-pagination>', () => {
  before(async () => {
    await initTestI18n(['widgets']);
    await loadShoelaceThemes();
  });

  it('should window the pages at the start, the middle and the end', () => {
    const windows: [number, PageItem[]][] = [
      [1, [1, 2, 3, 4, 5, 6, e, 20]],
      [4, [1, 2, 3, 4, 5, 6, e, 20]],
      [5, [1, 2, 3, 4, 5, 6, 7, e, 20]],
      [10, [1, e, 8, 9, 10, 11, 12, e, 20]],
      [16, [1, e, 14, 15, 16, 17, 18, 19, 20]],
      [17, [1, e, 15, 16, 17, 18, 19, 20]],
      [20, [1, e, 15, 16, 17, 18, 19, 20]],
    ];
    for (const [page, expected] of windows) expect(pageItems(page, 20), `page ${page}`).to.deep.equal(expected);
  });

  it('should list every page when they fit without gaps', () => {
    expect(pageItems(1, 1)).to.deep.equal([1]);
    expect(pageItems(3, 7)).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 8)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('should default to 20 per page', async () => {
    const el = await fixture<LdPagination>(html`<ld-pagination total="41"></ld-pagination>`);
    expect(el.pageSize).to.equal(20);
    expect(el.pages).to.equal(3);
    expect(shown(el)).to.deep.equal(['‹', '1', '2', '3', '›']);
  });

  it('should honour page-size', async () => {
    const el = await fixture<LdPagination>(html`<ld-pagination total="41" page-size="10"></ld-pagination>`);
    expect(el.pages).to.equal(5);
  });

  it('should render first, last, about five around the current page and ellipses', async () => {
    const el = await fixture<LdPagination>(html`<ld-pagination total="400" page="10"></ld-pagination>`);
    expect(shown(el)).to.deep.equal(['‹', '1', '…', '8', '9', '10', '11', '12', '…', '20', '›']);
    el.page = 1;
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['‹', '1', '2', '3', '4', '5', '6', '…', '20', '›']);
    el.page = 20;
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['‹', '1', '…', '15', '16', '17', '18', '19', '20', '›']);
  });

  it('should be a named nav landmark marking the current page', async () => {
    const el = await fixture<LdPagination>(html`<ld-pagination total="100" page="3"></ld-pagination>`);
    const nav = el.shadowRoot!.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).to.equal('Pagination');
    expect(pageButton(el, 3).getAttribute('aria-current')).to.equal('page');
    expect(pageButton(el, 3).getAttribute('aria-label')).to.equal('Page 3');
    expect(pageButton(el, 2).getAttribute('aria-current')).to.equal('false');
    expect(part(el, 'previous').getAttribute('aria-label')).to.equal('Previous page');
    expect(part(el, 'next').getAttribute('aria-label')).to.equal('Next page');
  });

  it('should disable previous on the first page and next on the last', async () => {
    const el = await fixture<LdPagination>(html`<ld-pagination total="60" page="1"></ld-pagination>`);
    expect(part(el, 'previous').disabled).to.equal(true);
    expect(part(el, 'next').disabled).to.equal(false);
    el.page = 3;
    await el.updateComplete;
    expect(part(el, 'previous').disabled).to.equal(false);
    expect(part(el, 'next').disabled).to.equal(true);
  });

  it('should emit ld-page-change with the chosen page', async () => {
    const el = await fixture<LdPagination>(html`<ld-pagination total="400" page="10"></ld-pagination>`);
    setTimeout(() => pageButton(el, 12).click());
    const event = await oneEvent(el, 'ld-page-change');
    expect(event.detail).to.deep.equal({ page: 12 });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(el.page).to.equal(12);

    setTimeout(() => part(el, 'next').click());
    expect((await oneEvent(el, 'ld-page-change')).detail).to.deep.equal({ page: 13 });
    setTimeout(() => part(el, 'previous').click());
    expect((await oneEvent(el, 'ld-page-change')).detail).to.deep.equal({ page: 12 });
  });

  it('should not emit for a programmatic page or a click on the current page', async () => {
    const el = await fixture<LdPagination>(html`<ld-pagination total="400" page="2"></ld-pagination>`);
    let events = 0;
    el.addEventListener('ld-page-change', () => events++);
    el.page = 5;
    el.total = 1000;
    await el.updateComplete;
    pageButton(el, 5).click();
    await aTimeout(0);
    expect(events).to.equal(0);
  });

  it('should work from the keyboard', async () => {
    const el = await fixture<LdPagination>(html`<ld-pagination total="100" page="1"></ld-pagination>`);
    pageButton(el, 2).focus();
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'ld-page-change')).detail).to.deep.equal({ page: 2 });
    setTimeout(() => void sendKeys({ press: 'Tab' }).then(() => sendKeys({ press: 'Space' })));
    expect((await oneEvent(el, 'ld-page-change')).detail).to.deep.equal({ page: 3 });
  });

  it('should render nothing when one page holds everything', async () => {
    const el = await fixture<LdPagination>(html`<ld-pagination total="20"></ld-pagination>`);
    expect(el.shadowRoot!.querySelector('nav')).to.equal(null);
  });

  it('should follow the client colour and the dark theme', async () => {
    const client = await fixture<HTMLElement>(html`<div style="--sl-color-primary-700: rgb(200, 0, 0)"><ld-pagination total="100" page="2"></ld-pagination></div>`);
    const branded = client.querySelector('ld-pagination')!;
    await branded.updateComplete;
    expect(getComputedStyle(pageButton(branded, 2)).backgroundColor).to.equal('rgb(200, 0, 0)');

    const dark = await fixture<HTMLElement>(html`<div class="sl-theme-dark" style="background: var(--sl-color-neutral-0); color: var(--sl-color-neutral-900); padding: 1rem"><ld-pagination total="400" page="10"></ld-pagination></div>`);
    const el = dark.querySelector('ld-pagination')!;
    await el.updateComplete;
    expect(getComputedStyle(pageButton(el, 9)).backgroundColor).to.equal(resolvedColor(dark, 'var(--sl-input-background-color)'));
    expect(getComputedStyle(pageButton(el, 10)).backgroundColor).to.equal(resolvedColor(dark, 'var(--sl-color-primary-700)'));
    await expect(dark).to.be.accessible();
  });

  it('should be accessible', async () => {
    const el = await fixture<LdPagination>(html`<ld-pagination total="400" page="10"></ld-pagination>`);
    await expect(el).to.be.accessible();
  });
});
