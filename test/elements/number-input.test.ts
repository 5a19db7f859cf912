import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/number-input/number-input';
import type LdNumberInput from '../../elements/number-input/number-input.component';
import { parseNumber } from '../../elements/number-input/number-text';
import { initTestI18n } from './support/i18n';
import { loadShoelaceThemes } from './support/theme';

const inner = (el: LdNumberInput) => el.shadowRoot!.querySelector('sl-input')!;
const nativeInput = (el: LdNumberInput) => inner(el).shadowRoot!.querySelector('input')!;
const error = (el: LdNumberInput) => el.shadowRoot!.querySelector('[part="error"]')!.textContent!.trim();

async function field(template: ReturnType<typeof html>): Promise<LdNumberInput> {
  const el = await fixture<LdNumberInput>(template);
  await inner(el).updateComplete;
  return el;
}

/** Types like a user into an emptied field; answers what the field then shows. */
async function typeInto(el: LdNumberInput, text: string): Promise<string> {
  el.focus();
  await sendKeys({ press: 'Control+A' });
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
  return nativeInput(el).value;
}

function changes(el: LdNumberInput): (number | null)[] {
  const seen: (number | null)[] = [];
  el.addEventListener('ld-change', (e) => seen.push((e as CustomEvent<{ value: number | null }>).detail.value));
  return seen;
}

describe('<ld-number-input>', () => {
  before(async () => {
    await initTestI18n(['widgets']);
    await loadShoelaceThemes();
  });

  it('should render its label and show the value with a decimal comma', async () => {
    const el = await field(html`<ld-number-input label="Rate" step="0.01" .value=${12.5}></ld-number-input>`);
    expect(el.shadowRoot!.querySelector('[slot="label"]')!.textContent!.trim()).to.equal('Rate');
    expect(nativeInput(el).value).to.equal('12,5');
  });

  it('should let only digits and minus be typed with a whole step', async () => {
    const el = await field(html`<ld-number-input label="Months"></ld-number-input>`);
    expect(await typeInto(el, '-1a2,.b3 e')).to.equal('-123');
    expect(nativeInput(el).inputMode).to.equal('numeric');
  });

  it('should also let separators be typed with a step below 1', async () => {
    const el = await field(html`<ld-number-input label="Rate" step="0.1"></ld-number-input>`);
    expect(await typeInto(el, '-1x2,5e+')).to.equal('-12,5');
    expect(nativeInput(el).inputMode).to.equal('decimal');
  });

  it('should strip pasted characters that may not be typed', async () => {
    const el = await field(html`<ld-number-input label="Months"></ld-number-input>`);
    el.focus();
    const data = new DataTransfer();
    data.setData('text/plain', '4a5');
    // A synthetic paste is not trusted, so the browser inserts nothing: simulate what lands.
    nativeInput(el).value = '4a5';
    nativeInput(el).dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste', dataTransfer: data }));
    await el.updateComplete;
    expect(nativeInput(el).value).to.equal('45');
  });

  it('should emit ld-change with the number on Enter and on blur', async () => {
    const el = await field(html`<ld-number-input label="Rate" step="0.5"></ld-number-input>`);
    await typeInto(el, '2,5');
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const event = await oneEvent(el, 'ld-change');
    expect(event.detail).to.deep.equal({ value: 2.5 });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    await typeInto(el, '7');
    setTimeout(() => nativeInput(el).blur());
    expect((await oneEvent(el, 'ld-change')).detail).to.deep.equal({ value: 7 });
  });

  it('should make an emptied field null', async () => {
    const el = await field(html`<ld-number-input label="Kilometres" .value=${5000}></ld-number-input>`);
    const seen = changes(el);
    await typeInto(el, '');
    await sendKeys({ press: 'Enter' });
    expect(seen).to.deep.equal([null]);
    expect(el.value).to.equal(null);
  });

  it('should read an empty attribute as null, not 0', async () => {
    const el = await field(html`<ld-number-input label="Kilometres" value=""></ld-number-input>`);
    expect(el.value).to.equal(null);
    expect(nativeInput(el).value).to.equal('');
  });

  it('should clamp to min and max when committed', async () => {
    const el = await field(html`<ld-number-input label="Part-time" min="0" max="100"></ld-number-input>`);
    const seen = changes(el);
    await typeInto(el, '150');
    await sendKeys({ press: 'Enter' });
    await typeInto(el, '-5');
    await sendKeys({ press: 'Enter' });
    expect(seen).to.deep.equal([100, 0]);
    expect(nativeInput(el).value).to.equal('0');
  });

  it('should step with ArrowUp and ArrowDown within min and max', async () => {
    const el = await field(html`<ld-number-input label="Duration" min="6" max="72" step="6" .value=${66}></ld-number-input>`);
    const seen = changes(el);
    el.focus();
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowDown' });
    expect(seen).to.deep.equal([72, 66]);
    const rate = await field(html`<ld-number-input label="Rate" step="0.1" .value=${0.2}></ld-number-input>`);
    rate.focus();
    await sendKeys({ press: 'ArrowUp' });
    expect(rate.value).to.equal(0.3);
    expect(nativeInput(rate).value).to.equal('0,3');
  });

  it('should show a localized error for text that is not a number and not emit', async () => {
    const el = await field(html`<ld-number-input label="Rate" step="0.1" .value=${1}></ld-number-input>`);
    const seen = changes(el);
    await typeInto(el, '1,2,3');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(error(el)).to.equal('Enter a number.');
    expect(seen).to.deep.equal([]);
    expect(el.value).to.equal(1);
  });

  it('should read separators the way the product writes numbers', () => {
    expect(parseNumber('1.234,5')).to.equal(1234.5);
    expect(parseNumber('1,234.5')).to.equal(1234.5);
    expect(parseNumber('0.5')).to.equal(0.5);
    expect(parseNumber('1.000.000')).to.equal(1000000);
    expect(parseNumber('-0,25')).to.equal(-0.25);
    expect(parseNumber('')).to.equal(null);
    expect(parseNumber('1-2')).to.equal(undefined);
    expect(parseNumber('3,')).to.equal(undefined);
  });

  it('should not emit when the value is set programmatically', async () => {
    const el = await field(html`<ld-number-input label="Rate"></ld-number-input>`);
    const seen = changes(el);
    el.value = 42;
    await el.updateComplete;
    el.value = null;
    await el.updateComplete;
    await aTimeout(0);
    expect(seen).to.deep.equal([]);
  });

  it('should show an asterisk when required', async () => {
    const el = await field(html`<ld-number-input label="Rate" required></ld-number-input>`);
    expect(el.shadowRoot!.querySelector('[part="required-mark"]')!.textContent).to.equal('*');
    expect(nativeInput(el).required).to.equal(true);
  });

  it('should stay accessible in the dark theme', async () => {
    const dark = await fixture<HTMLElement>(html`<div class="sl-theme-dark" style="background: var(--sl-color-neutral-0); color: var(--sl-color-neutral-900); padding: 1rem"><ld-number-input label="Rate" step="0.1" required></ld-number-input></div>`);
    await (dark.firstElementChild as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
    await expect(dark).to.be.accessible();
  });

  it('should be accessible', async () => {
    const el = await field(html`<ld-number-input label="Rate" step="0.01" required .value=${3.25}></ld-number-input>`);
    await expect(el).to.be.accessible();
  });
});
