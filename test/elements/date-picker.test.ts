import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import i18next from 'i18next';
import { cell, countEvents, error, focusedDate, heading, input, picker, type } from './support/date-picker';
import { initTestI18n } from './support/i18n';
import { loadShoelaceThemes, resolvedColor } from './support/theme';

describe('<ld-date-picker>', () => {
  before(async () => {
    await initTestI18n(['widgets']);
    await loadShoelaceThemes();
  });

  it('should show an ISO value as DD-MM-YYYY', async () => {
    const el = await picker(html`<ld-date-picker label="Start" value="2024-03-05"></ld-date-picker>`);
    expect(input(el).value).to.equal('05-03-2024');
    expect(input(el).placeholder).to.equal('DD-MM-YYYY');
  });

  it('should treat a year-0001 value as empty', async () => {
    const el = await picker(html`<ld-date-picker label="Start" value="0001-01-01T00:00:00"></ld-date-picker>`);
    expect(el.value).to.equal('');
    expect(input(el).value).to.equal('');
  });

  it('should suggest 01-01-1990 and open there with default-to-1990', async () => {
    const el = await picker(html`<ld-date-picker label="Birth date" default-to-1990 today="2024-03-15"></ld-date-picker>`);
    expect(input(el).placeholder).to.equal('01-01-1990');
    expect(el.value).to.equal('');
    await el.show();
    expect(heading(el)).to.equal('January 1990');
    expect(focusedDate(el)).to.equal('1990-01-01');
  });

  it('should open on today, or on the value, otherwise', async () => {
    const el = await picker();
    await el.show();
    expect(heading(el)).to.equal('March 2024');
    expect(focusedDate(el)).to.equal('2024-03-15');
    expect(cell(el, '2024-03-15').getAttribute('aria-current')).to.equal('date');
    el.hide();
    el.value = '2023-11-20';
    await el.show();
    expect(heading(el)).to.equal('November 2023');
    expect(cell(el, '2023-11-20').getAttribute('aria-selected')).to.equal('true');
  });

  it('should start weeks on Monday with localized day and month names', async () => {
    const el = await picker();
    await el.show();
    const days = () => [...el.shadowRoot!.querySelectorAll('th')].map((th) => th.textContent!.trim());
    expect(days()).to.deep.equal(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // March 2024 starts on a Friday: the grid opens with Monday 26 February.
    expect(el.shadowRoot!.querySelector('td')!.dataset.date).to.equal('2024-02-26');

    const nl = await (await fetch('/locales/nl-NL/widgets.json')).json();
    i18next.addResourceBundle('nl-NL', 'widgets', nl, true, true);
    await i18next.changeLanguage('nl-NL');
    try {
      await el.updateComplete;
      expect(heading(el)).to.equal('maart 2024');
      expect(days()[0]).to.match(/^ma/);
      expect(days()[6]).to.match(/^zo/);
      expect(cell(el, '2024-03-15').getAttribute('aria-label')).to.equal('vrijdag 15 maart 2024');
    } finally {
      await i18next.changeLanguage('en-EN');
    }
  });

  it('should emit ld-change with the ISO date when a day is picked', async () => {
    const el = await picker();
    await el.show();
    setTimeout(() => cell(el, '2024-03-20').click());
    const event = await oneEvent(el, 'ld-change');
    expect(event.detail).to.deep.equal({ value: '2024-03-20' });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(el.value).to.equal('2024-03-20');
    expect(input(el).value).to.equal('20-03-2024');
    expect(el.open).to.equal(false);
  });

  it('should accept a typed date', async () => {
    const el = await picker();
    setTimeout(() => void type(el, '07-06-2021'));
    expect((await oneEvent(el, 'ld-change')).detail).to.deep.equal({ value: '2021-06-07' });
    setTimeout(() => void type(el, '1/2/2022'));
    expect((await oneEvent(el, 'ld-change')).detail).to.deep.equal({ value: '2022-02-01' });
    expect(input(el).value).to.equal('01-02-2022');
  });

  it('should emit an empty value when the text is cleared', async () => {
    const el = await picker(html`<ld-date-picker label="Start" value="2024-03-05"></ld-date-picker>`);
    setTimeout(() => void type(el, ''));
    expect((await oneEvent(el, 'ld-change')).detail).to.deep.equal({ value: '' });
  });

  it('should show a localized error for invalid text and not emit', async () => {
    const el = await picker(html`<ld-date-picker label="Start" value="2024-03-05"></ld-date-picker>`);
    const events = countEvents(el);
    for (const text of ['31-02-2024', '2024-03-05', 'tomorrow', '12-13-2024']) {
      await type(el, text);
      expect(error(el), text).to.equal('Enter a date as DD-MM-YYYY.');
    }
    expect(events()).to.equal(0);
    expect(el.value).to.equal('2024-03-05');
    await type(el, '06-03-2024');
    expect(error(el)).to.equal('');
    expect(events()).to.equal(1);
  });

  it('should pick with the keyboard: Alt+ArrowDown, arrows, PageDown, Enter', async () => {
    const el = await picker();
    input(el).focus();
    await sendKeys({ press: 'Alt+ArrowDown' });
    await el.updateComplete;
    expect(el.open).to.equal(true);
    expect(focusedDate(el)).to.equal('2024-03-15');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedDate(el)).to.equal('2024-03-23');
    await sendKeys({ press: 'Home' });
    expect(focusedDate(el)).to.equal('2024-03-18');
    await sendKeys({ press: 'End' });
    expect(focusedDate(el)).to.equal('2024-03-24');
    await sendKeys({ press: 'PageDown' });
    expect(heading(el)).to.equal('April 2024');
    await sendKeys({ press: 'Shift+PageUp' });
    expect(focusedDate(el)).to.equal('2023-04-24');
    await sendKeys({ press: 'ArrowLeft' });
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'ld-change')).detail).to.deep.equal({ value: '2023-04-23' });
    expect(el.open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
  });

  it('should close on Escape and give focus back to the field without emitting', async () => {
    const el = await picker();
    const events = countEvents(el);
    await el.show();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
    expect(events()).to.equal(0);
  });

  it('should move a month with the header buttons', async () => {
    const el = await picker();
    await el.show();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="next-month"]')!.click();
    await el.updateComplete;
    expect(heading(el)).to.equal('April 2024');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="previous-year"]')!.click();
    await el.updateComplete;
    expect(heading(el)).to.equal('April 2023');
  });

  it('should not emit when the value is set programmatically', async () => {
    const el = await picker();
    const events = countEvents(el);
    el.value = '2020-05-05';
    await el.updateComplete;
    el.value = '';
    await el.updateComplete;
    expect(events()).to.equal(0);
  });

  it('should mark a required field with an asterisk', async () => {
    const el = await picker(html`<ld-date-picker label="Start" required></ld-date-picker>`);
    expect(el.shadowRoot!.querySelector('[part="required-mark"]')!.textContent).to.equal('*');
  });

  it('should follow the client colour and stay accessible in the dark theme', async () => {
    const client = await fixture<HTMLElement>(html`<div style="--sl-color-primary-700: rgb(200, 0, 0)"><ld-date-picker label="Start" value="2024-03-10"></ld-date-picker></div>`);
    const branded = client.querySelector('ld-date-picker')!;
    await branded.show();
    expect(getComputedStyle(cell(branded, '2024-03-10')).backgroundColor).to.equal('rgb(200, 0, 0)');

    const dark = await fixture<HTMLElement>(html`<div class="sl-theme-dark" style="background: var(--sl-color-neutral-0); color: var(--sl-color-neutral-900); padding: 1rem"><ld-date-picker label="Start" today="2024-03-15" value="2024-03-10"></ld-date-picker></div>`);
    const el = dark.querySelector('ld-date-picker')!;
    await el.show();
    const panel = el.shadowRoot!.querySelector('[part="calendar"]')!;
    expect(getComputedStyle(panel).backgroundColor).to.equal(resolvedColor(dark, 'var(--sl-panel-background-color)'));
    await expect(dark).to.be.accessible();
  });

  it('should be accessible closed and open', async () => {
    const el = await picker(html`<ld-date-picker label="Start" today="2024-03-15" value="2024-03-10" disable="afterToday"></ld-date-picker>`);
    await expect(el).to.be.accessible();
    await el.show();
    await expect(el).to.be.accessible();
  });
});
