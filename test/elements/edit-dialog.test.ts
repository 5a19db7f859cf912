import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/edit-dialog/edit-dialog';
import type LdEditDialog from '../../elements/edit-dialog/edit-dialog.component';
import type { LdCancelDetail, LdConfirmDetail } from '../../elements/modal/confirm-dialog.base';
import { initTestI18n } from './support/i18n';
import { noEvent, openFromCode, partOf, record, settle, slDialogOf } from './support/dialogs';

async function openDialog(
  template = html`<ld-edit-dialog open label="Edit dealer"><label>Name <input name="name" value="Autohaus" /></label></ld-edit-dialog>`,
): Promise<LdEditDialog> {
  const el = await fixture<LdEditDialog>(template);
  await settle(el);
  return el;
}

const confirmButton = (el: LdEditDialog) => partOf(el, 'confirm-button');

describe('<ld-edit-dialog>', () => {
  before(() => initTestI18n(['dialogs']));

  it('should render the slotted form with save and cancel, and no message by default', async () => {
    const el = await openDialog();
    expect(slDialogOf(el).getAttribute('label')).to.equal('Edit dealer');
    expect(el.querySelector('label')!.assignedSlot).to.not.equal(null);
    expect(confirmButton(el).textContent!.trim()).to.equal('Save');
    expect(confirmButton(el).getAttribute('variant')).to.equal('primary');
    expect(partOf(el, 'cancel-button').textContent!.trim()).to.equal('Cancel');
    expect(partOf(el, 'message')).to.equal(null);
  });

  it('should show the default title and a message when given', async () => {
    const el = await openDialog(html`<ld-edit-dialog open message="Change the name."></ld-edit-dialog>`);
    expect(slDialogOf(el).getAttribute('label')).to.equal('Edit');
    expect(partOf(el, 'message').textContent!.trim()).to.equal('Change the name.');
  });

  it('should emit ld-confirm with an empty detail and close', async () => {
    const el = await openDialog();
    setTimeout(() => confirmButton(el).click());
    const event = (await oneEvent(el, 'ld-confirm')) as CustomEvent<LdConfirmDetail>;
    expect(event.detail).to.deep.equal({});
    await el.updateComplete;
    expect(el.open).to.equal(false);
  });

  it('should stay open when the ld-confirm listener prevents it (e.g. the save failed)', async () => {
    const el = await openDialog();
    el.addEventListener('ld-confirm', (e) => e.preventDefault(), { once: true });
    confirmButton(el).click();
    await el.updateComplete;
    expect(el.open).to.equal(true);
  });

  it('should keep Save disabled with confirm-disabled', async () => {
    const el = await openDialog(html`<ld-edit-dialog open confirm-disabled></ld-edit-dialog>`);
    expect(confirmButton(el).disabled).to.equal(true);
    await noEvent(el, 'ld-confirm', () => confirmButton(el).click());
    el.confirmDisabled = false;
    await settle(el);
    expect(confirmButton(el).disabled).to.equal(false);
  });

  it('should close on an overlay click unless no-close-on-overlay', async () => {
    let el = await openDialog();
    let overlay = slDialogOf(el).shadowRoot!.querySelector('[part="overlay"]') as HTMLElement;
    setTimeout(() => overlay.click());
    const event = (await oneEvent(el, 'ld-cancel')) as CustomEvent<LdCancelDetail>;
    expect(event.detail).to.deep.equal({ source: 'overlay' });

    el = await openDialog(html`<ld-edit-dialog open no-close-on-overlay></ld-edit-dialog>`);
    overlay = slDialogOf(el).shadowRoot!.querySelector('[part="overlay"]') as HTMLElement;
    await noEvent(el, 'ld-cancel', () => overlay.click());
    expect(el.open).to.equal(true);
  });

  it('should emit ld-cancel from the cancel button', async () => {
    const el = await openDialog();
    setTimeout(() => partOf(el, 'cancel-button').click());
    const event = (await oneEvent(el, 'ld-cancel')) as CustomEvent<LdCancelDetail>;
    expect(event.detail).to.deep.equal({ source: 'cancel-button' });
    expect(el.open).to.equal(false);
  });

  it('should emit nothing when opened or closed from code', async () => {
    const el = await fixture<LdEditDialog>(html`<ld-edit-dialog></ld-edit-dialog>`);
    const seen = record(el, ['ld-confirm', 'ld-cancel', 'ld-close']);
    await openFromCode(el, true);
    await openFromCode(el, false);
    expect(seen).to.have.length(0);
  });

  it('should be usable with the keyboard: from the form, Tab to Save and press Enter', async () => {
    // Open from the first render: no show animation to wait for, focus is trapped once settled.
    const el = await openDialog();
    el.querySelector('input')!.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' GmbH' });
    await sendKeys({ press: 'Tab' }); // cancel
    await sendKeys({ press: 'Tab' }); // save
    expect(el.shadowRoot!.activeElement).to.equal(confirmButton(el));
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    await oneEvent(el, 'ld-confirm');
    expect(el.querySelector('input')!.value).to.equal('Autohaus GmbH');
  });

  it('should be accessible', async () => {
    const el = await openDialog();
    await expect(el).to.be.accessible();
  });
});
