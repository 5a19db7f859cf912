import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/filter-bar/filter-bar';
import type LdFilterBar from '../../elements/filter-bar/filter-bar.component';
import { FILTER_SCHEMA, type FilterOptions, type FilterValues } from '../../elements/filter-bar/filter-values';
import { readFiltersFromQuery, writeFiltersToQuery } from '../../src/lib/url-filters';
import { initTestI18n } from './support/i18n';
import { loadShoelaceThemes, resolvedColor } from './support/theme';

type SlSelect = HTMLElement & { value: string | string[]; open: boolean; label: string; updateComplete: Promise<boolean> };
type FilterEvent = CustomEvent<{ filters: FilterValues }>;

const OPTIONS: FilterOptions = {
  operatingCompany: [
    { value: '12', label: 'Leasedesk Nederland' },
    { value: '13', label: 'Leasedesk België' },
  ],
  status: [
    { value: 'active', label: 'Active' },
    { value: 'expired', label: 'Expired' },
    { value: 'blocked', label: 'Blocked' },
  ],
  role: [{ value: 'driver', label: 'Driver' }],
  ordered: [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ],
};

const select = (el: LdFilterBar, field: string) => el.shadowRoot!.querySelector(`sl-select[data-field="${field}"]`) as SlSelect;
const fields = (el: LdFilterBar) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-field]')].map((c) => c.dataset.field);
const part = (el: LdFilterBar, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

async function bar(template = html`<ld-filter-bar .options=${OPTIONS} filtered-count="12" total-count="1345" today="2024-03-15"></ld-filter-bar>`) {
  const el = await fixture<LdFilterBar>(template);
  await Promise.all([...el.shadowRoot!.querySelectorAll('sl-select')].map((s) => (s as SlSelect).updateComplete));
  return el;
}

async function nextFilters(el: LdFilterBar, act: () => unknown): Promise<FilterValues> {
  setTimeout(() => void act());
  return ((await oneEvent(el, 'ld-filter-change')) as FilterEvent).detail.filters;
}

describe('<ld-filter-bar>', () => {
  before(async () => {
    await initTestI18n(['widgets']);
    await loadShoelaceThemes();
  });

  it('should show a dropdown for each field with options, the last-login date and the e-mail box', async () => {
    const el = await bar();
    expect(fields(el)).to.deep.equal(['operatingCompany', 'status', 'role', 'ordered', 'lastLogin', 'emailNotSent']);
    expect(select(el, 'operatingCompany').label).to.equal('Operating company');
    expect(select(el, 'status').hasAttribute('multiple')).to.equal(true);
    expect(select(el, 'ordered').hasAttribute('multiple')).to.equal(false);
    expect(select(el, 'status').getAttribute('max-options-visible')).to.equal('2');
    expect(part(el, 'lastLogin').getAttribute('label')).to.equal('Last login on or after');
    expect(part(el, 'emailNotSent').getAttribute('label')).to.equal('E-mail not yet sent');
  });

  it('should show only the fields it is given, with the expiration options when asked', async () => {
    const el = await bar(html`<ld-filter-bar .options=${OPTIONS} .fields=${['status', 'expiration']}></ld-filter-bar>`);
    expect(fields(el)).to.deep.equal(['status', 'expiration']);
    const expiration = select(el, 'expiration');
    expect(expiration.label).to.equal('Expiration');
    const options = [...expiration.querySelectorAll('sl-option')].map((o) => [o.getAttribute('value'), o.textContent!.trim()]);
    expect(options).to.deep.equal([
      ['withinTwoWeeks', 'Within now and 2 weeks'],
      ['thisMonth', 'This month'],
      ['withinThirtyDays', 'Within 30 days'],
    ]);
  });

  it('should show the filtered count out of the total, with a dot for thousands', async () => {
    const el = await bar();
    expect(part(el, 'count').textContent!.trim()).to.equal('12 of 1.345');
    expect(part(el, 'count').getAttribute('role')).to.equal('status');
    el.filteredCount = 1345;
    await el.updateComplete;
    expect(part(el, 'count').textContent!.trim()).to.equal('1.345 of 1.345');
  });

  it('should collapse and expand from its toggle, also by keyboard', async () => {
    const el = await bar();
    const toggle = part(el, 'toggle');
    const body = part(el, 'body');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.getAttribute('aria-controls')).to.equal(body.id);
    toggle.click();
    await el.updateComplete;
    expect(el.collapsed).to.equal(true);
    expect(body.hidden).to.equal(true);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.collapsed).to.equal(false);
    expect(body.hidden).to.equal(false);
  });

  it('should emit every non-empty filter when a dropdown changes (keyboard)', async () => {
    const el = await bar();
    const status = select(el, 'status');
    status.focus();
    await sendKeys({ press: 'ArrowDown' });
    await status.updateComplete;
    expect(status.open).to.equal(true);
    let filters = await nextFilters(el, () => sendKeys({ press: 'Enter' }));
    expect(filters).to.deep.equal({ status: ['active'] });
    await sendKeys({ press: 'ArrowDown' });
    filters = await nextFilters(el, () => sendKeys({ press: 'Enter' }));
    expect(filters).to.deep.equal({ status: ['active', 'expired'] });
    await sendKeys({ press: 'Escape' });

    const ordered = select(el, 'ordered');
    ordered.focus();
    await sendKeys({ press: 'ArrowDown' });
    await ordered.updateComplete;
    await sendKeys({ press: 'ArrowDown' });
    filters = await nextFilters(el, () => sendKeys({ press: 'Enter' }));
    expect(filters).to.deep.equal({ status: ['active', 'expired'], ordered: 'no' });
  });

  it('should emit the e-mail box and drop it again when unticked', async () => {
    const el = await bar();
    const box = part(el, 'emailNotSent');
    const inner = () => box.shadowRoot!.querySelector('sl-checkbox') as HTMLElement;
    expect(await nextFilters(el, () => inner().click())).to.deep.equal({ emailNotSent: true });
    expect(await nextFilters(el, () => inner().click())).to.deep.equal({});
  });

  it('should emit the last-login date as ISO, never a future one', async () => {
    const el = await bar();
    const picker = part(el, 'lastLogin');
    expect(picker.getAttribute('disable')).to.equal('afterToday');
    const field = picker.shadowRoot!.querySelector('sl-input')!;
    field.focus();
    await sendKeys({ type: '01-03-2024' });
    expect(await nextFilters(el, () => sendKeys({ press: 'Enter' }))).to.deep.equal({ lastLogin: '2024-03-01' });
  });

  it('should keep its inner controls\u2019 events to itself', async () => {
    const el = await bar();
    const leaked: string[] = [];
    for (const name of ['ld-change', 'sl-change', 'sl-input']) el.addEventListener(name, () => leaked.push(name));
    await nextFilters(el, () => (part(el, 'emailNotSent').shadowRoot!.querySelector('sl-checkbox') as HTMLElement).click());
    expect(leaked).to.deep.equal([]);
  });

  it('should reflect programmatic filters without emitting', async () => {
    const el = await bar();
    let events = 0;
    el.addEventListener('ld-filter-change', () => events++);
    el.filters = { status: ['expired'], ordered: 'yes', lastLogin: '2024-02-01', emailNotSent: true };
    await el.updateComplete;
    await select(el, 'status').updateComplete;
    expect(select(el, 'status').value).to.deep.equal(['expired']);
    expect(select(el, 'ordered').value).to.equal('yes');
    expect((part(el, 'lastLogin') as HTMLElement & { value: string }).value).to.equal('2024-02-01');
    expect((part(el, 'emailNotSent') as HTMLElement & { checked: boolean }).checked).to.equal(true);
    await aTimeout(0);
    expect(events).to.equal(0);
  });

  it('should clear every filter with the reset button', async () => {
    const el = await bar();
    expect(el.shadowRoot!.querySelector('[part="reset"]')).to.equal(null);
    el.filters = { status: ['expired'], emailNotSent: true };
    await el.updateComplete;
    expect(part(el, 'toggle').textContent).to.contain('2 active');
    expect(part(el, 'reset').textContent!.trim()).to.equal('Clear filters');
    expect(await nextFilters(el, () => part(el, 'reset').click())).to.deep.equal({});
    expect(el.filters).to.deep.equal({});
  });

  it('should round-trip its filters through the URL query', async () => {
    const el = await bar();
    el.filters = { status: ['active', 'blocked'], operatingCompany: ['13'] };
    await el.updateComplete;
    const filters = await nextFilters(el, () => (part(el, 'emailNotSent').shadowRoot!.querySelector('sl-checkbox') as HTMLElement).click());
    const query = writeFiltersToQuery('?tab=all', filters, FILTER_SCHEMA);
    expect(query).to.equal('?tab=all&operatingCompany=13&status=active,blocked&emailNotSent=true');
    const restored = await bar(html`<ld-filter-bar .options=${OPTIONS} .filters=${readFiltersFromQuery(query, FILTER_SCHEMA)}></ld-filter-bar>`);
    expect(restored.filters).to.deep.equal(filters);
    expect(select(restored, 'status').value).to.deep.equal(['active', 'blocked']);
  });

  it('should stay accessible in the dark theme', async () => {
    const dark = await fixture<HTMLElement>(html`<div class="sl-theme-dark" style="background: var(--sl-color-neutral-0); color: var(--sl-color-neutral-900); padding: 1rem"><ld-filter-bar .options=${OPTIONS} .filters=${{ status: ['active'] }} filtered-count="3" total-count="40"></ld-filter-bar></div>`);
    const el = dark.querySelector('ld-filter-bar')!;
    await el.updateComplete;
    expect(getComputedStyle(part(el, 'base')).backgroundColor).to.equal(resolvedColor(dark, 'var(--sl-panel-background-color)'));
    await expect(dark).to.be.accessible();
  });

  it('should be accessible', async () => {
    const el = await bar(html`<ld-filter-bar .options=${OPTIONS} .fields=${['operatingCompany', 'status', 'role', 'ordered', 'expiration', 'lastLogin', 'emailNotSent']} .filters=${{ status: ['active', 'expired', 'blocked'] }} filtered-count="3" total-count="40"></ld-filter-bar>`);
    await expect(el).to.be.accessible();
  });
});
