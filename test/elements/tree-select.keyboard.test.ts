import { aTimeout, expect, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/tree-select/tree-select';
import { initTestI18n } from './support/i18n';
import { loadShoelaceThemes } from './support/theme';
import { $, type ChangeEvent, OPTIONS, activeLabel, combobox, recorder, row, rowLabels, treeSelect } from './support/tree-select';

describe('<ld-tree-select> keyboard', () => {
  before(async () => {
    await initTestI18n(['widgets']);
    await loadShoelaceThemes();
  });

  it('should work from the keyboard: open, move, expand, choose, close', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" .options=${OPTIONS}></ld-tree-select>`);
    combobox(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(el.open).to.equal(true);
    expect(combobox(el).getAttribute('aria-expanded')).to.equal('true');
    expect(el.shadowRoot!.activeElement).to.equal($(el, '[part="search"]'));
    expect(activeLabel(el)).to.equal('Netherlands');

    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(row(el, 'Netherlands').getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'ArrowRight' });
    expect(activeLabel(el)).to.equal('Amsterdam');
    expect(row(el, 'Amsterdam').getAttribute('aria-level')).to.equal('2');
    await sendKeys({ press: 'ArrowDown' });
    expect(activeLabel(el)).to.equal('Rotterdam');
    await sendKeys({ press: 'ArrowLeft' });
    expect(activeLabel(el)).to.equal('Netherlands');
    await sendKeys({ press: 'End' });
    expect(activeLabel(el)).to.equal('Société Générale');
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(rowLabels(el)).to.not.include('Amsterdam');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect(((await oneEvent(el, 'ld-change')) as ChangeEvent).detail).to.deep.equal({ value: 'fr' });
    expect(el.open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(combobox(el));

    const seen = recorder(el);
    await sendKeys({ press: 'Enter' });
    expect(el.open).to.equal(true);
    expect(activeLabel(el)).to.equal('France');
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(combobox(el));
    expect(seen).to.deep.equal([]);
  });

  it('should open and jump to a match when a letter is typed on the field (type-ahead)', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" multiple .options=${OPTIONS}></ld-tree-select>`);
    combobox(el).focus();
    await sendKeys({ press: 'g' });
    await el.updateComplete;
    expect(el.open).to.equal(true);
    expect($<HTMLInputElement>(el, '[part="search"]').value).to.equal('g');
    // "Belgium" contains a g, but "Germany" starts with one.
    expect(activeLabel(el)).to.equal('Germany');
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect(((await oneEvent(el, 'ld-change')) as ChangeEvent).detail).to.deep.equal({ value: ['de'] });
    expect(el.open).to.equal(true);
  });

  it('should not choose a disabled option', async () => {
    const el = await treeSelect(html`<ld-tree-select label="Region" .options=${OPTIONS} .value=${'ams'}></ld-tree-select>`);
    const seen = recorder(el);
    await el.show();
    // The chosen option's branch is open on showing.
    expect(activeLabel(el)).to.equal('Amsterdam');
    const utrecht = row(el, 'Utrecht');
    expect(utrecht.getAttribute('aria-disabled')).to.equal('true');
    utrecht.click();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(activeLabel(el)).to.equal('Utrecht');
    await sendKeys({ press: 'Enter' });
    await aTimeout(0);
    expect(seen).to.deep.equal([]);
    expect(el.value).to.equal('ams');
  });
});
