import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/text-input/text-input';
import type LdTextInput from '../../elements/text-input/text-input.component';
import { initTestI18n } from './support/i18n';
import { loadShoelaceThemes } from './support/theme';

const inner = (el: LdTextInput) => el.shadowRoot!.querySelector('sl-input')!;
const nativeInput = (el: LdTextInput) => inner(el).shadowRoot!.querySelector('input')!;
const counter = (el: LdTextInput) => el.shadowRoot!.querySelector('[part="counter"] [aria-hidden]')?.textContent?.trim();

describe('<ld-text-input>', () => {
  before(async () => {
    await initTestI18n(['widgets']);
    await loadShoelaceThemes();
  });

  it('should render its label and value', async () => {
    const el = await fixture<LdTextInput>(html`<ld-text-input label="Description" value="Lease car"></ld-text-input>`);
    await inner(el).updateComplete;
    expect(el.shadowRoot!.querySelector('[slot="label"]')!.textContent!.trim()).to.equal('Description');
    expect(nativeInput(el).value).to.equal('Lease car');
  });

  it('should hide what is typed as a password and keep browsers from filling in a saved one', async () => {
    const el = await fixture<LdTextInput>(html`<ld-text-input label="Password" type="password" autocomplete="new-password"></ld-text-input>`);
    await inner(el).updateComplete;
    expect(nativeInput(el).type).to.equal('password');
    expect(nativeInput(el).autocomplete).to.equal('new-password');
  });

  it('should show an asterisk and be required when required', async () => {
    const el = await fixture<LdTextInput>(html`<ld-text-input label="Name" required></ld-text-input>`);
    await inner(el).updateComplete;
    expect(el.shadowRoot!.querySelector('[part="required-mark"]')!.textContent).to.equal('*');
    expect(nativeInput(el).required).to.equal(true);
  });

  it('should count characters against max-length and stop at it', async () => {
    const el = await fixture<LdTextInput>(html`<ld-text-input label="Description" max-length="5" value="ab"></ld-text-input>`);
    await inner(el).updateComplete;
    expect(counter(el)).to.equal('2 / 5');
    expect(el.shadowRoot!.querySelector('[part="counter"] .visually-hidden')!.textContent!.trim()).to.equal('2 of 5 characters');
    expect(nativeInput(el).maxLength).to.equal(5);
    nativeInput(el).focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'cdefgh' });
    await el.updateComplete;
    expect(el.value).to.equal('abcde');
    expect(counter(el)).to.equal('5 / 5');
    expect(el.shadowRoot!.querySelector('[part="counter"]')!.classList.contains('at-limit')).to.equal(true);
  });

  it('should show no counter without max-length', async () => {
    const el = await fixture<LdTextInput>(html`<ld-text-input label="Description"></ld-text-input>`);
    expect(el.shadowRoot!.querySelector('[part="counter"]')).to.equal(null);
  });

  it('should emit ld-input per keystroke and ld-change on commit', async () => {
    const el = await fixture<LdTextInput>(html`<ld-text-input label="Name"></ld-text-input>`);
    await inner(el).updateComplete;
    const inputs: string[] = [];
    el.addEventListener('ld-input', (e) => inputs.push((e as CustomEvent<{ value: string }>).detail.value));
    el.focus();
    await sendKeys({ type: 'Ann' });
    expect(inputs).to.deep.equal(['A', 'An', 'Ann']);
    setTimeout(() => nativeInput(el).blur());
    const change = await oneEvent(el, 'ld-change');
    expect(change.detail).to.deep.equal({ value: 'Ann' });
    expect(change.bubbles).to.equal(true);
    expect(change.composed).to.equal(true);
  });

  it('should not emit when the value is set programmatically', async () => {
    const el = await fixture<LdTextInput>(html`<ld-text-input label="Name" max-length="10"></ld-text-input>`);
    let events = 0;
    el.addEventListener('ld-input', () => events++);
    el.addEventListener('ld-change', () => events++);
    el.value = 'Set by code';
    await el.updateComplete;
    await aTimeout(0);
    expect(events).to.equal(0);
    expect(nativeInput(el).value).to.equal('Set by code');
  });

  it('should stay accessible in the dark theme', async () => {
    const dark = await fixture<HTMLElement>(html`<div class="sl-theme-dark" style="background: var(--sl-color-neutral-0); color: var(--sl-color-neutral-900); padding: 1rem"><ld-text-input label="Description" max-length="50" value="Lease" required></ld-text-input></div>`);
    await (dark.firstElementChild as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
    await expect(dark).to.be.accessible();
  });

  it('should be accessible', async () => {
    const el = await fixture<LdTextInput>(html`<ld-text-input label="Description" max-length="50" required help-text="Shown to drivers"></ld-text-input>`);
    await expect(el).to.be.accessible();
  });
});
