import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/checkbox/checkbox';
import type LdCheckbox from '../../elements/checkbox/checkbox.component';
import { loadShoelaceThemes } from './support/theme';

type SlCheckbox = HTMLElement & { checked: boolean; required: boolean; updateComplete: Promise<boolean> };
const inner = (el: LdCheckbox) => el.shadowRoot!.querySelector('sl-checkbox') as SlCheckbox;
const nativeInput = (el: LdCheckbox) => inner(el).shadowRoot!.querySelector('input')!;

describe('<ld-checkbox>', () => {
  before(() => loadShoelaceThemes());

  it('should render its label and checked state', async () => {
    const el = await fixture<LdCheckbox>(html`<ld-checkbox label="Send mail" checked></ld-checkbox>`);
    await inner(el).updateComplete;
    expect(el.shadowRoot!.querySelector('[part="label"]')!.textContent!.trim()).to.equal('Send mail');
    expect(inner(el).checked).to.equal(true);
    expect(nativeInput(el).checked).to.equal(true);
  });

  it('should take a label with markup from its slot', async () => {
    const el = await fixture<LdCheckbox>(html`<ld-checkbox>I accept the <a href="#terms">terms</a></ld-checkbox>`);
    const slot = el.shadowRoot!.querySelector('slot')!;
    expect(slot.assignedNodes().map((n) => n.textContent).join('')).to.equal('I accept the terms');
  });

  it('should show an asterisk and be required when required', async () => {
    const el = await fixture<LdCheckbox>(html`<ld-checkbox label="Terms" required></ld-checkbox>`);
    await inner(el).updateComplete;
    const mark = el.shadowRoot!.querySelector('[part="required-mark"]')!;
    expect(mark.textContent).to.equal('*');
    expect(mark.getAttribute('aria-hidden')).to.equal('true');
    expect(nativeInput(el).required).to.equal(true);
    // Shoelace's own marker is switched off, so the asterisk shows once.
    const label = inner(el).shadowRoot!.querySelector('[part~="label"]')!;
    expect(getComputedStyle(label, '::after').content).to.be.oneOf(['""', 'none', 'normal']);
    const plain = await fixture<LdCheckbox>(html`<ld-checkbox label="Terms"></ld-checkbox>`);
    expect(plain.shadowRoot!.querySelector('[part="required-mark"]')).to.equal(null);
  });

  it('should emit ld-change with the new state on a click', async () => {
    const el = await fixture<LdCheckbox>(html`<ld-checkbox label="Send mail"></ld-checkbox>`);
    await inner(el).updateComplete;
    setTimeout(() => inner(el).click());
    const event = await oneEvent(el, 'ld-change');
    expect(event.detail).to.deep.equal({ checked: true });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(el.checked).to.equal(true);
  });

  it('should toggle with Space', async () => {
    const el = await fixture<LdCheckbox>(html`<ld-checkbox label="Send mail" checked></ld-checkbox>`);
    await inner(el).updateComplete;
    el.focus();
    setTimeout(() => void sendKeys({ press: 'Space' }));
    expect((await oneEvent(el, 'ld-change')).detail).to.deep.equal({ checked: false });
  });

  it('should not emit when checked is set programmatically', async () => {
    const el = await fixture<LdCheckbox>(html`<ld-checkbox label="Send mail"></ld-checkbox>`);
    let events = 0;
    el.addEventListener('ld-change', () => events++);
    el.addEventListener('sl-change', () => events++);
    el.checked = true;
    await el.updateComplete;
    el.checked = false;
    await el.updateComplete;
    await aTimeout(0);
    expect(events).to.equal(0);
  });

  it('should not react when disabled', async () => {
    const el = await fixture<LdCheckbox>(html`<ld-checkbox label="Send mail" disabled></ld-checkbox>`);
    await inner(el).updateComplete;
    let events = 0;
    el.addEventListener('ld-change', () => events++);
    nativeInput(el).click();
    await aTimeout(0);
    expect(events).to.equal(0);
  });

  it('should stay accessible in the dark theme', async () => {
    const dark = await fixture<HTMLElement>(html`<div class="sl-theme-dark" style="background: var(--sl-color-neutral-0); color: var(--sl-color-neutral-900); padding: 1rem"><ld-checkbox label="Send mail" checked required></ld-checkbox></div>`);
    await (dark.firstElementChild as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
    await expect(dark).to.be.accessible();
  });

  it('should be accessible', async () => {
    const el = await fixture<LdCheckbox>(html`<ld-checkbox label="Send mail" required></ld-checkbox>`);
    await expect(el).to.be.accessible();
  });
});
