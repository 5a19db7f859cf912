import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bulk-dialog/bulk-dialog';
import type LdBulkDialog from '../../elements/bulk-dialog/bulk-dialog.component';
import type { LdCancelDetail, LdConfirmDetail } from '../../elements/modal/confirm-dialog.base';
import { initTestI18n } from './support/i18n';
import { noEvent, openFromCode, partOf, record, settle, slDialogOf, tick } from './support/dialogs';

async function openDialog(template = html`<ld-bulk-dialog open></ld-bulk-dialog>`): Promise<LdBulkDialog> {
  const el = await fixture<LdBulkDialog>(template);
  await settle(el);
  return el;
}

const execute = (el: LdBulkDialog) => partOf(el, 'confirm-button');
const next = (el: LdBulkDialog) => partOf(el, 'next-button');

async function confirmWith(el: LdBulkDialog): Promise<LdConfirmDetail> {
  setTimeout(() => execute(el).click());
  return ((await oneEvent(el, 'ld-confirm')) as CustomEvent<LdConfirmDetail>).detail;
}

async function toPrivacyStep(el: LdBulkDialog): Promise<void> {
  await tick(partOf(el, 'privacy-data'));
  await settle(el);
  next(el).click();
  await settle(el);
}

describe('<ld-bulk-dialog>', () => {
  before(() => initTestI18n(['dialogs']));

  it('should render execute and cancel with the default texts', async () => {
    const el = await openDialog();
    expect(slDialogOf(el).getAttribute('label')).to.equal('Bulk action');
    expect(partOf(el, 'message').textContent!.trim()).to.equal('This action is carried out for all selected items.');
    expect(execute(el).textContent!.trim()).to.equal('Execute');
    expect(partOf(el, 'cancel-button').textContent!.trim()).to.equal('Cancel');
    expect(execute(el).disabled).to.equal(false);
    expect(partOf(el, 'terms')).to.equal(null);
    expect(partOf(el, 'privacy-data')).to.equal(null);
    expect(await confirmWith(el)).to.deep.equal({ addPrivacyData: false });
  });

  it('should keep execute disabled until the terms box is ticked when required', async () => {
    const el = await openDialog(html`<ld-bulk-dialog open require-terms></ld-bulk-dialog>`);
    expect(partOf(el, 'terms').textContent!.trim()).to.equal('I have read and accept the terms and conditions');
    expect(execute(el).disabled).to.equal(true);
    await noEvent(el, 'ld-confirm', () => execute(el).click());
    await tick(partOf(el, 'terms'));
    await settle(el);
    expect(execute(el).disabled).to.equal(false);
    await tick(partOf(el, 'terms'));
    await settle(el);
    expect(execute(el).disabled).to.equal(true);
  });

  it('should turn execute into next when the privacy-data download is ticked', async () => {
    const el = await openDialog(html`<ld-bulk-dialog open offer-privacy-data></ld-bulk-dialog>`);
    expect(execute(el).disabled).to.equal(false);
    expect(partOf(el, 'step').textContent!.trim()).to.equal('Step 1 of 2');
    await tick(partOf(el, 'privacy-data'));
    await settle(el);
    expect(execute(el)).to.equal(null);
    expect(next(el).textContent!.trim()).to.equal('Next');
    expect(next(el).disabled).to.equal(false);
    await noEvent(el, 'ld-confirm', () => next(el).click());
    expect(el.step).to.equal('privacy');
  });

  it('should ask for the privacy terms in a second step before execute is enabled', async () => {
    const el = await openDialog(html`<ld-bulk-dialog open offer-privacy-data></ld-bulk-dialog>`);
    await toPrivacyStep(el);
    expect(partOf(el, 'message')).to.equal(null);
    expect(partOf(el, 'privacy-terms').textContent).to.contain('personal data');
    expect(partOf(el, 'step').textContent!.trim()).to.equal('Step 2 of 2');
    expect(partOf(el, 'privacy-accept').textContent!.trim()).to.equal('I accept the terms for processing privacy data');
    expect(execute(el).disabled).to.equal(true);
    await noEvent(el, 'ld-confirm', () => execute(el).click());
    await tick(partOf(el, 'privacy-accept'));
    await settle(el);
    expect(execute(el).disabled).to.equal(false);
    expect(await confirmWith(el)).to.deep.equal({ addPrivacyData: true });
    expect(el.open).to.equal(false);
  });

  it('should need the terms tick before next when terms are required too', async () => {
    const el = await openDialog(html`<ld-bulk-dialog open require-terms offer-privacy-data></ld-bulk-dialog>`);
    await tick(partOf(el, 'privacy-data'));
    await settle(el);
    expect(next(el).disabled).to.equal(true);
    await tick(partOf(el, 'terms'));
    await settle(el);
    expect(next(el).disabled).to.equal(false);
    next(el).click();
    await settle(el);
    expect(execute(el).disabled).to.equal(true);
    await tick(partOf(el, 'privacy-accept'));
    await settle(el);
    expect(await confirmWith(el)).to.deep.equal({ addPrivacyData: true });
  });

  it('should go back to the first step and execute without privacy data once it is unticked', async () => {
    const el = await openDialog(html`<ld-bulk-dialog open offer-privacy-data></ld-bulk-dialog>`);
    await toPrivacyStep(el);
    expect(partOf(el, 'back-button').textContent!.trim()).to.equal('Back');
    partOf(el, 'back-button').click();
    await settle(el);
    expect(el.step).to.equal('options');
    expect(partOf(el, 'privacy-data').checked).to.equal(true);
    await tick(partOf(el, 'privacy-data'));
    await settle(el);
    expect(await confirmWith(el)).to.deep.equal({ addPrivacyData: false });
  });

  it('should start at the first step with nothing ticked when it opens again', async () => {
    const el = await openDialog(html`<ld-bulk-dialog open require-terms offer-privacy-data></ld-bulk-dialog>`);
    await tick(partOf(el, 'terms'));
    await toPrivacyStep(el);
    el.open = false;
    await settle(el);
    el.open = true;
    await settle(el);
    expect(el.step).to.equal('options');
    expect(partOf(el, 'terms').checked).to.equal(false);
    expect(partOf(el, 'privacy-data').checked).to.equal(false);
    expect(execute(el).disabled).to.equal(true);
  });

  it('should emit ld-cancel from the second step', async () => {
    const el = await openDialog(html`<ld-bulk-dialog open offer-privacy-data></ld-bulk-dialog>`);
    await toPrivacyStep(el);
    setTimeout(() => partOf(el, 'cancel-button').click());
    const event = (await oneEvent(el, 'ld-cancel')) as CustomEvent<LdCancelDetail>;
    expect(event.detail).to.deep.equal({ source: 'cancel-button' });
    expect(el.open).to.equal(false);
  });

  it('should emit nothing when opened, closed or configured from code', async () => {
    const el = await fixture<LdBulkDialog>(html`<ld-bulk-dialog></ld-bulk-dialog>`);
    const seen = record(el, ['ld-confirm', 'ld-cancel', 'ld-close']);
    el.requireTerms = true;
    el.offerPrivacyData = true;
    await openFromCode(el, true);
    await openFromCode(el, false);
    expect(seen).to.have.length(0);
  });

  it('should be usable with the keyboard through both steps', async () => {
    // Open from the first render: no show animation to wait for, focus is trapped once settled.
    const el = await openDialog(html`<ld-bulk-dialog open offer-privacy-data></ld-bulk-dialog>`);
    partOf(el, 'privacy-data').focus();
    await sendKeys({ press: 'Space' });
    await settle(el);
    await sendKeys({ press: 'Tab' }); // cancel
    await sendKeys({ press: 'Tab' }); // next
    expect(el.shadowRoot!.activeElement).to.equal(next(el));
    // Next renders the second step, then moves focus to its tick: the move itself is what to wait for.
    const focusMoved = oneEvent(el.shadowRoot!, 'focusin');
    await sendKeys({ press: 'Enter' });
    await focusMoved;
    await settle(el);
    // Focus lands on the new step's tick.
    expect(el.shadowRoot!.activeElement).to.equal(partOf(el, 'privacy-accept'));
    await sendKeys({ press: 'Space' });
    await settle(el);
    await sendKeys({ press: 'Tab' }); // back
    await sendKeys({ press: 'Tab' }); // cancel
    await sendKeys({ press: 'Tab' }); // execute
    expect(el.shadowRoot!.activeElement).to.equal(execute(el));
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const event = (await oneEvent(el, 'ld-confirm')) as CustomEvent<LdConfirmDetail>;
    expect(event.detail).to.deep.equal({ addPrivacyData: true });
  });

  it('should be accessible on both steps', async () => {
    const el = await openDialog(html`<ld-bulk-dialog open require-terms offer-privacy-data></ld-bulk-dialog>`);
    await expect(el).to.be.accessible();
    await tick(partOf(el, 'terms'));
    await toPrivacyStep(el);
    await expect(el).to.be.accessible();
  });
});
