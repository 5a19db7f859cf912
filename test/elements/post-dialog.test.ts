import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/post-dialog/post-dialog';
import type LdPostDialog from '../../elements/post-dialog/post-dialog.component';
import type { LdCancelDetail, LdConfirmDetail } from '../../elements/modal/confirm-dialog.base';
import { initTestI18n } from './support/i18n';
import { noEvent, openFromCode, partOf, partsOf, record, settle, slDialogOf, tick } from './support/dialogs';

const ARRANGEMENTS = [
  { id: 11, name: 'Lease 2025' },
  { id: 12, name: 'Private lease' },
  { id: 13, name: 'Pool cars' },
];

async function openDialog(template = html`<ld-post-dialog open></ld-post-dialog>`): Promise<LdPostDialog> {
  const el = await fixture<LdPostDialog>(template);
  await settle(el);
  return el;
}

async function openArrangementDialog(): Promise<LdPostDialog> {
  return openDialog(html`<ld-post-dialog open type="arrangement" .arrangements=${ARRANGEMENTS}></ld-post-dialog>`);
}

const confirmButton = (el: LdPostDialog) => partOf(el, 'confirm-button');

async function confirmWith(el: LdPostDialog): Promise<LdConfirmDetail> {
  setTimeout(() => confirmButton(el).click());
  const event = (await oneEvent(el, 'ld-confirm')) as CustomEvent<LdConfirmDetail>;
  expect(event.bubbles && event.composed).to.equal(true);
  return event.detail;
}

describe('<ld-post-dialog>', () => {
  before(() => initTestI18n(['dialogs']));

  it('should render a primary button, cancel and a send-mail tick that starts on', async () => {
    const el = await openDialog();
    expect(slDialogOf(el).getAttribute('label')).to.equal('Confirm');
    expect(confirmButton(el).getAttribute('variant')).to.equal('primary');
    expect(confirmButton(el).textContent!.trim()).to.equal('Confirm');
    expect(partOf(el, 'cancel-button').textContent!.trim()).to.equal('Cancel');
    expect(partOf(el, 'send-mail').checked).to.equal(true);
    expect(partOf(el, 'send-mail').textContent!.trim()).to.equal('Send e-mail');
    expect(partOf(el, 'arrangements')).to.equal(null);
    expect(confirmButton(el).disabled).to.equal(false);
  });

  it('should emit ld-confirm with sendMail true by default and close', async () => {
    const el = await openDialog();
    expect(await confirmWith(el)).to.deep.equal({ sendMail: true });
    await el.updateComplete;
    expect(el.open).to.equal(false);
  });

  it('should report sendMail false when the tick is cleared', async () => {
    const el = await openDialog();
    await tick(partOf(el, 'send-mail'));
    expect(await confirmWith(el)).to.deep.equal({ sendMail: false });
  });

  it('should not close when the overlay is clicked', async () => {
    const el = await openDialog();
    const dialog = slDialogOf(el);
    const overlay = dialog.shadowRoot!.querySelector('[part="overlay"]') as HTMLElement;
    await noEvent(el, 'ld-cancel', () => overlay.click());
    expect(el.open).to.equal(true);
    expect(dialog.open).to.equal(true);
  });

  it('should keep the primary button disabled with type arrangement until one is chosen', async () => {
    const el = await openArrangementDialog();
    const boxes = partsOf(el, 'arrangement');
    expect(boxes.map((b) => b.textContent!.trim())).to.deep.equal(['Lease 2025', 'Private lease', 'Pool cars']);
    expect(confirmButton(el).disabled).to.equal(true);
    expect(partOf(el, 'arrangements-hint').textContent!.trim()).to.equal('Choose at least one arrangement.');
    await noEvent(el, 'ld-confirm', () => confirmButton(el).click());

    await tick(boxes[2]!);
    await settle(el);
    expect(confirmButton(el).disabled).to.equal(false);
    expect(partOf(el, 'arrangements-hint')).to.equal(null);
    await tick(boxes[2]!);
    await settle(el);
    expect(confirmButton(el).disabled).to.equal(true);

    await tick(boxes[2]!);
    await tick(boxes[0]!);
    await settle(el);
    expect(await confirmWith(el)).to.deep.equal({ sendMail: true, arrangementIds: [11, 13] });
  });

  it('should stay disabled with type arrangement and an empty list', async () => {
    const el = await openDialog(html`<ld-post-dialog open type="arrangement"></ld-post-dialog>`);
    expect(confirmButton(el).disabled).to.equal(true);
  });

  it('should only report arrangements still in the list', async () => {
    const el = await openArrangementDialog();
    await tick(partsOf(el, 'arrangement')[1]!);
    el.arrangements = ARRANGEMENTS.filter((a) => a.id !== 12);
    await settle(el);
    expect(confirmButton(el).disabled).to.equal(true);
  });

  it('should reset the send-mail tick and the choice when it opens again', async () => {
    const el = await openArrangementDialog();
    await tick(partOf(el, 'send-mail'));
    await tick(partsOf(el, 'arrangement')[0]!);
    el.open = false;
    await settle(el);
    el.open = true;
    await settle(el);
    expect(partOf(el, 'send-mail').checked).to.equal(true);
    expect(partsOf(el, 'arrangement').every((b) => !b.checked)).to.equal(true);
    expect(confirmButton(el).disabled).to.equal(true);
  });

  it('should emit ld-cancel from the cancel button and Escape', async () => {
    for (const [source, act] of [
      ['cancel-button', (el: LdPostDialog) => partOf(el, 'cancel-button').click()],
      ['keyboard', () => void sendKeys({ press: 'Escape' })],
    ] as const) {
      // Open from the first render, the dialog takes input once settled (sl-dialog shows it without an animation).
      const el = await openDialog();
      // The next round starts once this dialog has finished hiding, with nothing of it still moving.
      const hidden = oneEvent(slDialogOf(el), 'sl-after-hide');
      setTimeout(() => act(el));
      const event = (await oneEvent(el, 'ld-cancel')) as CustomEvent<LdCancelDetail>;
      expect(event.detail).to.deep.equal({ source });
      expect(el.open).to.equal(false);
      await hidden;
    }
  });

  it('should emit nothing when opened, closed or given a list from code', async () => {
    const el = await fixture<LdPostDialog>(html`<ld-post-dialog type="arrangement"></ld-post-dialog>`);
    const seen = record(el, ['ld-confirm', 'ld-cancel', 'ld-close']);
    el.arrangements = ARRANGEMENTS;
    await openFromCode(el, true);
    await openFromCode(el, false);
    expect(seen).to.have.length(0);
  });

  it('should be usable with the keyboard: Space ticks an arrangement, Enter confirms', async () => {
    // Open from the first render: no show animation to wait for, focus is trapped once settled.
    const el = await openArrangementDialog();
    partsOf(el, 'arrangement')[1]!.focus();
    await sendKeys({ press: 'Space' });
    await settle(el);
    expect(confirmButton(el).disabled).to.equal(false);
    await sendKeys({ press: 'Tab' }); // Pool cars
    await sendKeys({ press: 'Tab' }); // cancel
    await sendKeys({ press: 'Tab' }); // confirm
    expect(el.shadowRoot!.activeElement).to.equal(confirmButton(el));
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const event = (await oneEvent(el, 'ld-confirm')) as CustomEvent<LdConfirmDetail>;
    expect(event.detail).to.deep.equal({ sendMail: true, arrangementIds: [12] });
  });

  it('should be accessible', async () => {
    const el = await openArrangementDialog();
    await expect(el).to.be.accessible();
  });
});
