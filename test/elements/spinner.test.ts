import { expect, fixture, html } from '@open-wc/testing';
import i18next from 'i18next';
import '../../elements/spinner/spinner';
import type LdSpinner from '../../elements/spinner/spinner.component';
import { initTestI18n } from './support/i18n';

const part = (el: LdSpinner, name: string) => el.shadowRoot!.querySelector(`[part="${name}"]`) as HTMLElement;

describe('<ld-spinner>', () => {
  before(() => initTestI18n(['dialogs']));

  it('should render an sl-spinner in a status region announcing "Loading…"', async () => {
    const el = await fixture<LdSpinner>(html`<ld-spinner></ld-spinner>`);
    expect(part(el, 'base').getAttribute('role')).to.equal('status');
    expect(part(el, 'spinner').tagName).to.equal('SL-SPINNER');
    expect(part(el, 'spinner').getAttribute('aria-hidden')).to.equal('true');
    expect(part(el, 'label').textContent).to.equal('Loading…');
    expect(part(el, 'label').classList.contains('visually-hidden')).to.equal(true);
  });

  it('should show its own label with show-label', async () => {
    const el = await fixture<LdSpinner>(html`<ld-spinner label="Saving order" show-label></ld-spinner>`);
    expect(part(el, 'label').textContent).to.equal('Saving order');
    expect(part(el, 'label').classList.contains('visually-hidden')).to.equal(false);
    expect(part(el, 'label').getBoundingClientRect().width).to.be.greaterThan(10);
  });

  it('should take its size and colour from CSS custom properties over Shoelace tokens', async () => {
    const el = await fixture<LdSpinner>(html`<ld-spinner style="--ld-spinner-size: 48px; --ld-spinner-color: rgb(255, 0, 0)"></ld-spinner>`);
    const spinner = part(el, 'spinner');
    expect(getComputedStyle(spinner).fontSize).to.equal('48px');
    expect(getComputedStyle(spinner).getPropertyValue('--indicator-color').trim()).to.equal('rgb(255, 0, 0)');
  });

  it('should re-render in the new language when the locale changes', async () => {
    const nl = (await (await fetch('/locales/nl-NL/dialogs.json')).json()) as Record<string, unknown>;
    i18next.addResourceBundle('nl-NL', 'dialogs', nl, true, true);
    const el = await fixture<LdSpinner>(html`<ld-spinner></ld-spinner>`);
    try {
      await i18next.changeLanguage('nl-NL');
      await el.updateComplete;
      expect(part(el, 'label').textContent).to.equal('Laden…');
    } finally {
      await i18next.changeLanguage('en-EN');
    }
    await el.updateComplete;
    expect(part(el, 'label').textContent).to.equal('Loading…');
  });

  it('should be accessible', async () => {
    const el = await fixture<LdSpinner>(html`<ld-spinner></ld-spinner>`);
    await expect(el).to.be.accessible();
  });
});
