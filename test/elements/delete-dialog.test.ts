import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/delete-dialog/delete-dialog';
import type LdDeleteDialog from '../../elements/delete-dialog/delete-dialog.component';
import type { LdCancelDetail, LdConfirmDetail } from '../../elements/modal/confirm-dialog.base';
import { initTestI18n } from './support/i18n';
import { noEvent, openFromCode, partOf, record, settle, slDialogOf, tick, type SlControl } from './support/dialogs';

const TODAY = '2025-06-10';

async function openDialog(template = html`<ld-delete-dialog open today=${TODAY}></ld-delete-dialog>`): Promise<LdDeleteDialog> {
  const el = await fixture<LdDeleteDialog>(template);
  await settle(el);
  return el;
}

const confirmButton = (el: LdDeleteDialog) => partOf(el, 'confirm-button');

async function confirmWith(el: LdDeleteDialog): Promise<LdConfirmDetail> {
  setTimeout(() => confirmButton(el).click());
  const event = (await oneEvent(el, 'ld-confirm')) as CustomEvent<LdConfirmDetail>;
  expect(event.bubbles && event.composed).to.equal(true);
  return event.detail;
}

async function typeReason(el: LdDeleteDialog, text: string): Promise<void> {
  const area = partOf(el, 'reason');
  area.focus();
  await sendKeys({ type: text });
  await settle(el);
}

describe('<ld-delete-dialog>', () => {
  before(() => initTestI18n(['dialogs', 'widgets']));

  it('should render a danger delete button, cancel, and the default texts', async () => {
    const el = await openDialog();
    expect(slDialogOf(el).open).to.equal(true);
    expect(slDialogOf(el).getAttribute('label')).to.equal('Delete');
    expect(partOf(el, 'message').textContent!.trim()).to.equal('Are you sure you want to delete this item?');
    expect(confirmButton(el).getAttribute('variant')).to.equal('danger');
    expect(confirmButton(el).textContent!.trim()).to.equal('Delete');
    expect(partOf(el, 'cancel-button').textContent!.trim()).to.equal('Cancel');
    expect(confirmButton(el).disabled).to.equal(false);
    expect(partOf(el, 'reason')).to.equal(null);
    expect(partOf(el, 'acknowledge')).to.equal(null);
    expect(partOf(el, 'reset-status')).to.equal(null);
  });

  it('should use the label, message and confirm-label it is given', async () => {
    const el = await openDialog(html`<ld-delete-dialog open label="Delete driver" message="Delete J. Jansen?" confirm-label="Yes, delete"></ld-delete-dialog>`);
    expect(slDialogOf(el).getAttribute('label')).to.equal('Delete driver');
    expect(partOf(el, 'message').textContent!.trim()).to.equal('Delete J. Jansen?');
    expect(confirmButton(el).textContent!.trim()).to.equal('Yes, delete');
  });

  it('should emit ld-confirm with an empty detail and close', async () => {
    const el = await openDialog();
    expect(await confirmWith(el)).to.deep.equal({});
    await el.updateComplete;
    expect(el.open).to.equal(false);
  });

  it('should stay open after ld-confirm with keep-open, for the screen to close', async () => {
    const el = await openDialog(html`<ld-delete-dialog open keep-open></ld-delete-dialog>`);
    await confirmWith(el);
    await el.updateComplete;
    expect(el.open).to.equal(true);
  });

  it('should require a reason of 6 rows: disabled when empty or whitespace', async () => {
    const el = await openDialog(html`<ld-delete-dialog open require-reason></ld-delete-dialog>`);
    const area = partOf<SlControl & { rows: number; required: boolean; label: string }>(el, 'reason');
    expect(area.rows).to.equal(6);
    expect(area.required).to.equal(true);
    expect(area.label).to.equal('Reason');
    expect(confirmButton(el).disabled).to.equal(true);
    await noEvent(el, 'ld-confirm', () => confirmButton(el).click());

    await typeReason(el, '   ');
    expect(confirmButton(el).disabled).to.equal(true);
    await typeReason(el, '\n\t');
    expect(confirmButton(el).disabled).to.equal(true);

    await typeReason(el, ' Duplicate record ');
    expect(confirmButton(el).disabled).to.equal(false);
    expect(await confirmWith(el)).to.deep.equal({ reason: 'Duplicate record' });
  });

  it('should require the "cannot be undone" tick', async () => {
    const el = await openDialog(html`<ld-delete-dialog open require-acknowledge></ld-delete-dialog>`);
    const ack = partOf(el, 'acknowledge');
    expect(ack.textContent!.trim()).to.equal('I understand that this cannot be undone');
    expect(confirmButton(el).disabled).to.equal(true);
    await tick(ack);
    await settle(el);
    expect(confirmButton(el).disabled).to.equal(false);
    await tick(ack);
    await settle(el);
    expect(confirmButton(el).disabled).to.equal(true);
  });

  it('should need both a reason and the tick when both are required', async () => {
    const el = await openDialog(html`<ld-delete-dialog open require-reason require-acknowledge></ld-delete-dialog>`);
    await typeReason(el, 'Left the company');
    expect(confirmButton(el).disabled).to.equal(true);
    await tick(partOf(el, 'acknowledge'));
    await settle(el);
    expect(confirmButton(el).disabled).to.equal(false);
    expect(await confirmWith(el)).to.deep.equal({ reason: 'Left the company' });
  });

  it('should emit ld-cancel from the cancel button, the × and Escape, never ld-confirm', async () => {
    for (const [source, act] of [
      ['cancel-button', (el: LdDeleteDialog) => partOf(el, 'cancel-button').click()],
      ['close-button', (el: LdDeleteDialog) => (el.shadowRoot!.querySelector('ld-modal')!.shadowRoot!.querySelector('[part="close-button"]') as HTMLElement).click()],
      ['keyboard', () => void sendKeys({ press: 'Escape' })],
    ] as const) {
      // Open from the first render, the dialog takes input once settled (sl-dialog shows it without an animation).
      const el = await openDialog();
      const confirms = record(el, ['ld-confirm', 'ld-close']);
      // The next round starts once this dialog has finished hiding, with nothing of it still moving.
      const hidden = oneEvent(slDialogOf(el), 'sl-after-hide');
      setTimeout(() => act(el));
      const event = (await oneEvent(el, 'ld-cancel')) as CustomEvent<LdCancelDetail>;
      expect(event.detail).to.deep.equal({ source });
      await el.updateComplete;
      expect(el.open, source).to.equal(false);
      expect(confirms, source).to.have.length(0);
      await hidden;
    }
  });

  it('should forget the reason and ticks when it opens again', async () => {
    const el = await openDialog(html`<ld-delete-dialog open require-reason require-acknowledge offer-reset-status></ld-delete-dialog>`);
    await typeReason(el, 'Typo');
    await tick(partOf(el, 'acknowledge'));
    await tick(partOf(el, 'reset-status'));
    el.open = false;
    await settle(el);
    el.open = true;
    await settle(el);
    expect(partOf(el, 'reason').value).to.equal('');
    expect(partOf(el, 'acknowledge').checked).to.equal(false);
    expect(partOf(el, 'reset-status').checked).to.equal(false);
    expect(confirmButton(el).disabled).to.equal(true);
  });

  it('should emit nothing when opened, closed or configured from code', async () => {
    const el = await fixture<LdDeleteDialog>(html`<ld-delete-dialog></ld-delete-dialog>`);
    const seen = record(el, ['ld-confirm', 'ld-cancel', 'ld-close', 'ld-change']);
    el.requireReason = true;
    el.offerResetStatus = true;
    el.expiryDate = '2030-01-01';
    await openFromCode(el, true);
    await openFromCode(el, false);
    expect(seen).to.have.length(0);
  });

  it('should disable both buttons and show a spinner while busy', async () => {
    const el = await openDialog(html`<ld-delete-dialog open busy></ld-delete-dialog>`);
    expect(confirmButton(el).hasAttribute('loading')).to.equal(true);
    expect(partOf(el, 'cancel-button').disabled).to.equal(true);
    await noEvent(el, 'ld-confirm', () => confirmButton(el).click());
    await noEvent(el, 'ld-cancel', () => partOf(el, 'cancel-button').click());
    await noEvent(el, 'ld-cancel', () => sendKeys({ press: 'Escape' }));
    expect(el.open).to.equal(true);
    expect(slDialogOf(el).open).to.equal(true);
  });

  it('should be usable with the keyboard: Tab to the reason, type, Tab to delete, Enter', async () => {
    // Open from the first render: no show animation to wait for, focus is trapped once settled.
    const el = await openDialog(html`<ld-delete-dialog open require-reason></ld-delete-dialog>`);
    partOf(el, 'reason').focus();
    await sendKeys({ type: 'Moved abroad' });
    await settle(el);
    await sendKeys({ press: 'Tab' }); // cancel
    await sendKeys({ press: 'Tab' }); // delete
    expect(el.shadowRoot!.activeElement).to.equal(confirmButton(el));
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const event = (await oneEvent(el, 'ld-confirm')) as CustomEvent<LdConfirmDetail>;
    expect(event.detail).to.deep.equal({ reason: 'Moved abroad' });
  });

  it('should be accessible', async () => {
    const el = await openDialog(html`<ld-delete-dialog open require-reason require-acknowledge offer-reset-status today=${TODAY}></ld-delete-dialog>`);
    await tick(partOf(el, 'reset-status'));
    await settle(el);
    await expect(el).to.be.accessible();
  });
});
