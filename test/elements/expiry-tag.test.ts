import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/expiry-tag/expiry-tag';
import type LdExpiryTag from '../../elements/expiry-tag/expiry-tag.component';
import { daysUntil, expiryVariant } from '../../elements/expiry-tag/expiry-tag.component';
import { initTestI18n } from './support/i18n';

const TODAY = '2025-03-20';

/** The ISO date `days` from TODAY (negative: in the past). */
function dayFromToday(days: number): string {
  const d = new Date(Date.UTC(2025, 2, 20 + days));
  return d.toISOString().slice(0, 10);
}

async function tag(days: number, strict = false): Promise<LdExpiryTag> {
  return fixture<LdExpiryTag>(html`<ld-expiry-tag date=${dayFromToday(days)} today=${TODAY} ?strict=${strict}></ld-expiry-tag>`);
}

function slTag(el: LdExpiryTag): HTMLElement {
  return el.shadowRoot!.querySelector('sl-tag') as HTMLElement;
}

describe('<ld-expiry-tag>', () => {
  before(() => initTestI18n(['dialogs']));

  const cases: Array<[days: number, strict: boolean, variant: string]> = [
    // Upcoming: normal above 10 days, else warning.
    [30, false, 'neutral'],
    [11, false, 'neutral'],
    [10, false, 'warning'],
    [1, false, 'warning'],
    [0, false, 'warning'],
    // Overdue: normal up to 7, warning above 7, danger above 14.
    [-1, false, 'neutral'],
    [-7, false, 'neutral'],
    [-8, false, 'warning'],
    [-14, false, 'warning'],
    [-15, false, 'danger'],
    [-400, false, 'danger'],
    // Strict: any overdue day is danger; upcoming unchanged.
    [-1, true, 'danger'],
    [-7, true, 'danger'],
    [-8, true, 'danger'],
    [0, true, 'warning'],
    [11, true, 'neutral'],
  ];

  for (const [days, strict, variant] of cases) {
    it(`should be ${variant} ${days >= 0 ? `${days} days ahead` : `${-days} days overdue`}${strict ? ' in strict mode' : ''}`, async () => {
      const el = await tag(days, strict);
      expect(slTag(el).getAttribute('variant')).to.equal(variant);
      expect(el.variant).to.equal(variant);
      expect(el.days).to.equal(days);
    });
  }

  it('should say how many days are left or overdue', async () => {
    expect(slTag(await tag(12)).textContent!.trim()).to.equal('In 12 days');
    expect(slTag(await tag(1)).textContent!.trim()).to.equal('In 1 day');
    expect(slTag(await tag(0)).textContent!.trim()).to.equal('Expires today');
    expect(slTag(await tag(-1)).textContent!.trim()).to.equal('1 day overdue');
    expect(slTag(await tag(-9)).textContent!.trim()).to.equal('9 days overdue');
    expect(slTag(await tag(12)).getAttribute('title')).to.equal('01-04-2025');
  });

  it('should count calendar days across a daylight-saving change and from a date-time', async () => {
    expect(daysUntil('2025-03-31', '2025-03-29')).to.equal(2);
    expect(daysUntil('2025-10-27T23:59:00', '2025-10-25')).to.equal(2);
    expect(expiryVariant(11)).to.equal('neutral');
  });

  it('should show a dash without a date or with year 0001', async () => {
    for (const date of ['', '0001-01-01T00:00:00', 'not a date']) {
      const el = await fixture<LdExpiryTag>(html`<ld-expiry-tag date=${date} today=${TODAY}></ld-expiry-tag>`);
      expect(slTag(el)).to.equal(null);
      expect(el.variant).to.equal(null);
      const empty = el.shadowRoot!.querySelector('[part="empty"]')!;
      expect(empty.textContent).to.contain('-');
      expect(empty.textContent).to.contain('No expiry date');
    }
  });

  it('should use the real today by default', async () => {
    const now = new Date();
    const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const el = await fixture<LdExpiryTag>(html`<ld-expiry-tag date=${iso}></ld-expiry-tag>`);
    expect(el.days).to.equal(0);
  });

  it('should follow property changes', async () => {
    const el = await tag(20);
    el.date = dayFromToday(-20);
    await el.updateComplete;
    expect(slTag(el).getAttribute('variant')).to.equal('danger');
  });

  it('should be accessible', async () => {
    await expect(await tag(-9)).to.be.accessible();
    await expect(await fixture(html`<ld-expiry-tag></ld-expiry-tag>`)).to.be.accessible();
  });
});
