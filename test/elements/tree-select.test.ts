import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/tree-select/tree-select';
import { initTestI18n } from './support/i18n';
import { loadShoelaceThemes, resolvedColor } from './support/theme';
import { $, $$, type ChangeEvent, OPTIONS, activeLabel, combobox, recorder, row, rowLabels, tags, treeSelect } from './support/tree-select';

describe('<ld-tree-select>', () => {
  before(async () => {
    await initTestI18n(['widgets']);
    await loadShoelaceThemes();
  });

  it('should render a labelled, closed combobox with the placeholder', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" .options=${OPTIONS}></ld-tree-select>`);
    const box = combobox(el);
    expect(box.getAttribute('role')).to.equal('combobox');
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    expect(box.getAttribute('aria-haspopup')).to.equal('tree');
    expect(el.shadowRoot!.getElementById(box.getAttribute('aria-labelledby')!)!.textContent!.trim()).to.equal('Region');
    expect(box.textContent!.trim()).to.equal('Select…');
    expect($(el, '[part="label"]').checkVisibility()).to.equal(true);
  });

  it('should choose one option in single mode, close and show its label', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" .options=${OPTIONS}></ld-tree-select>`);
    await el.show();
    expect(el.open).to.equal(true);
    expect(rowLabels(el)).to.deep.equal(['Netherlands', 'Belgium', 'France', 'Germany', 'Société Générale']);
    setTimeout(() => row(el, 'France').click());
    const event = (await oneEvent(el, 'ld-change')) as ChangeEvent;
    expect(event.detail).to.deep.equal({ value: 'fr' });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(el.open).to.equal(false);
    expect(el.value).to.equal('fr');
    expect(combobox(el).textContent!.trim()).to.equal('France');
  });

  it('should toggle options in multi mode and stay open', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" multiple .options=${OPTIONS}></ld-tree-select>`);
    const seen = recorder(el);
    await el.show();
    row(el, 'France').click();
    row(el, 'Germany').click();
    row(el, 'France').click();
    await el.updateComplete;
    expect(seen).to.deep.equal([['fr'], ['fr', 'de'], ['de']]);
    expect(el.open).to.equal(true);
    expect($(el, '[role="tree"]').getAttribute('aria-multiselectable')).to.equal('true');
    expect(row(el, 'Germany').getAttribute('aria-selected')).to.equal('true');
  });

  it('should show two chosen items by default and then +N', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" multiple .options=${OPTIONS} .value=${['fr', 'de', 'ams', 'bru']}></ld-tree-select>`);
    expect(tags(el)).to.deep.equal(['France', 'Germany', '+2']);
    const more = $(el, '[part~="tag-more"]');
    expect(more.getAttribute('title')).to.equal('Amsterdam, Brussels');
    expect(more.querySelector('.visually-hidden')!.textContent!.trim()).to.equal('2 more selected: Amsterdam, Brussels');
    expect(combobox(el).textContent!.trim()).to.equal('4 selected');

    el.maxTagsVisible = 3;
    await el.updateComplete;
    expect(tags(el)).to.deep.equal(['France', 'Germany', 'Amsterdam', '+1']);
    el.maxTagsVisible = 0;
    await el.updateComplete;
    expect(tags(el)).to.deep.equal(['France', 'Germany', 'Amsterdam', 'Brussels']);
    el.value = ['fr', 'de'];
    el.maxTagsVisible = 2;
    await el.updateComplete;
    expect(tags(el)).to.deep.equal(['France', 'Germany']);
  });

  it('should remove one choice with its tag button', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" multiple .options=${OPTIONS} .value=${['fr', 'de']}></ld-tree-select>`);
    const remove = $$(el, '[part="tag-remove"]')[1]!;
    expect(remove.getAttribute('aria-label')).to.equal('Remove Germany');
    setTimeout(() => remove.click());
    expect(((await oneEvent(el, 'ld-change')) as ChangeEvent).detail).to.deep.equal({ value: ['fr'] });
    expect(el.open).to.equal(false);
  });

  it('should clear everything with the clear button', async () => {
    const multi = await treeSelect(html`<ld-tree-select label="Region" multiple clearable .options=${OPTIONS} .value=${['fr', 'de']}></ld-tree-select>`);
    setTimeout(() => $(multi, '[part="clear-button"]').click());
    expect(((await oneEvent(multi, 'ld-change')) as ChangeEvent).detail).to.deep.equal({ value: [] });
    expect($(multi, '[part="clear-button"]')).to.equal(null);

    const single = await treeSelect(html`<ld-tree-select label="Region" clearable .options=${OPTIONS} .value=${'fr'}></ld-tree-select>`);
    expect($(single, '[part="clear-button"]').getAttribute('aria-label')).to.equal('Clear selection');
    setTimeout(() => $(single, '[part="clear-button"]').click());
    expect(((await oneEvent(single, 'ld-change')) as ChangeEvent).detail).to.deep.equal({ value: '' });
  });

  it('should search case- and accent-insensitively, opening the ancestors of matches', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" .options=${OPTIONS}></ld-tree-select>`);
    await el.show();
    const search = $<HTMLInputElement>(el, '[part="search"]');
    await sendKeys({ type: 'ROT' });
    await el.updateComplete;
    expect(search.value).to.equal('ROT');
    expect(rowLabels(el)).to.deep.equal(['Netherlands', 'Rotterdam']);
    expect(row(el, 'Netherlands').getAttribute('aria-expanded')).to.equal('true');
    expect(activeLabel(el)).to.equal('Rotterdam');

    search.value = 'societe';
    search.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(rowLabels(el)).to.deep.equal(['Société Générale']);

    search.value = 'xyz';
    search.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(rowLabels(el)).to.deep.equal([]);
    expect($(el, '[part="empty"]').textContent!.trim()).to.equal('No matches');
  });

  it('should describe the tree to assistive technology', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" .options=${OPTIONS} .value=${'rtm'}></ld-tree-select>`);
    await el.show();
    const tree = $(el, '[role="tree"]');
    expect(combobox(el).getAttribute('aria-controls')).to.equal(tree.id);
    expect(tree.getAttribute('aria-multiselectable')).to.equal('false');
    const rotterdam = row(el, 'Rotterdam');
    expect(rotterdam.getAttribute('aria-selected')).to.equal('true');
    expect(rotterdam.getAttribute('aria-level')).to.equal('2');
    expect(rotterdam.getAttribute('aria-posinset')).to.equal('2');
    expect(rotterdam.getAttribute('aria-setsize')).to.equal('3');
    expect(row(el, 'Belgium').getAttribute('aria-expanded')).to.equal('false');
    expect(row(el, 'France').hasAttribute('aria-expanded')).to.equal(false);
  });

  it('should expand and collapse a branch with its arrow without choosing it', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" .options=${OPTIONS}></ld-tree-select>`);
    const seen = recorder(el);
    await el.show();
    row(el, 'Belgium').querySelector<HTMLElement>('.toggle')!.click();
    await el.updateComplete;
    expect(rowLabels(el)).to.include('Antwerp');
    expect(seen).to.deep.equal([]);
  });

  it('should close on a click outside', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" .options=${OPTIONS}></ld-tree-select>`);
    await el.show();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.open).to.equal(false);
  });

  it('should not emit when the value or options are set programmatically', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" multiple .options=${OPTIONS}></ld-tree-select>`);
    const seen = recorder(el);
    el.value = ['fr', 'de', 'be'];
    await el.updateComplete;
    el.options = [...OPTIONS];
    el.value = [];
    await el.updateComplete;
    await aTimeout(0);
    expect(seen).to.deep.equal([]);
  });

  it('should show an asterisk when required', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" required .options=${OPTIONS}></ld-tree-select>`);
    expect($(el, '[part="required-mark"]').textContent).to.equal('*');
    expect(combobox(el).getAttribute('aria-required')).to.equal('true');
  });

  it('should follow the client colour and stay accessible in the dark theme', async () => {
    const client = await fixture<HTMLElement>(html`<div style="--sl-color-primary-700: rgb(200, 0, 0)"><ld-tree-select label="Region" .options=${OPTIONS}></ld-tree-select></div>`);
    const branded = client.querySelector('ld-tree-select')!;
    await branded.show();
    expect(getComputedStyle(row(branded, 'Netherlands')).backgroundColor).to.equal('rgb(200, 0, 0)');

    const dark = await fixture<HTMLElement>(html`<div class="sl-theme-dark" style="background: var(--sl-color-neutral-0); color: var(--sl-color-neutral-900); padding: 1rem"><ld-tree-select label="Region" multiple .options=${OPTIONS} .value=${['fr', 'de', 'be']}></ld-tree-select></div>`);
    const el = dark.querySelector('ld-tree-select')!;
    await el.show();
    expect(getComputedStyle($(el, '[part="panel"]')).backgroundColor).to.equal(resolvedColor(dark, 'var(--sl-panel-background-color)'));
    await expect(dark).to.be.accessible();
  });

  it('should be accessible closed and open', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" multiple clearable .options=${OPTIONS} .value=${['fr', 'de', 'ams']}></ld-tree-select>`);
    await expect(el).to.be.accessible();
    await el.show();
    await expect(el).to.be.accessible();
    const unlabelled = await treeSelect(html`<ld-tree-select .options=${OPTIONS}></ld-tree-select>`);
    await expect(unlabelled).to.be.accessible();
  });
});
