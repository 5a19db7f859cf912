import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/delete-dialog/delete-dialog';
import type LdDeleteDialog from '../../elements/delete-dialog/delete-dialog.component';
import type { LdConfirmDetail } from '../../elements/modal/confirm-dialog.base';
import { initTestI18n } from './support/i18n';
import { noEvent, partOf, record, settle, slDialogOf, tick } from './support/dialogs';

/** The reset-driver-status option of the delete dialog: its expiry date picker (spec 01 §5, 02 §5). */
const TODAY = '2025-06-10';
type Picker = HTMLElement & { value: string; disable: string; today: string; open: boolean; updateComplete: Promise<boolean> };

async function openDialog(template: ReturnType<typeof html>): Promise<LdDeleteDialog> {
  const el = await fixture<LdDeleteDialog>(template);
  await settle(el);
  return el;
}

const picker = (el: LdDeleteDialog) => el.shadowRoot!.querySelector('ld-date-picker') as Picker | null;

async function confirmWith(el: LdDeleteDialog): Promise<LdConfirmDetail> {
  setTimeout(() => partOf(el, 'confirm-button').click());
  return ((await oneEvent(el, 'ld-confirm')) as CustomEvent<LdConfirmDetail>).detail;
}

describe('<ld-delete-dialog> reset status', () => {
  before(() => initTestI18n(['dialogs', 'widgets']));

  it('should show the expiry picker only when reset-status is ticked, with the current expiry', async () => {
    const el = await openDialog(html`<ld-delete-dialog open offer-reset-status expiry-date="2025-08-15T00:00:00" today=${TODAY}></ld-delete-dialog>`);
    expect(picker(el)).to.equal(null);
    expect(partOf(el, 'reset-status').textContent!.trim()).to.equal("Reset the driver's status");
    await tick(partOf(el, 'reset-status'));
    await settle(el);
    expect(partOf(el, 'current-expiry').textContent).to.equal('15-08-2025');
    const p = picker(el)!;
    expect(p.disable).to.equal('beforeToday');
    expect(p.today).to.equal(TODAY);
    expect(p.value).to.equal('2025-08-15');
    expect(await confirmWith(el)).to.deep.equal({ resetStatus: true, expiryDate: '2025-08-15' });
  });

  it('should show a dash without a current expiry (empty or year 0001) and start the picker empty', async () => {
    for (const expiry of ['', '0001-01-01T00:00:00']) {
      const el = await openDialog(html`<ld-delete-dialog open offer-reset-status expiry-date=${expiry} today=${TODAY}></ld-delete-dialog>`);
      await tick(partOf(el, 'reset-status'));
      await settle(el);
      expect(partOf(el, 'current-expiry').textContent).to.equal('-');
      expect(picker(el)!.value).to.equal('');
      expect(await confirmWith(el)).to.deep.equal({ resetStatus: true, expiryDate: null });
    }
  });

  it('should not start the picker on a current expiry before today', async () => {
    const el = await openDialog(html`<ld-delete-dialog open offer-reset-status expiry-date="2025-06-09" today=${TODAY}></ld-delete-dialog>`);
    await tick(partOf(el, 'reset-status'));
    await settle(el);
    expect(partOf(el, 'current-expiry').textContent).to.equal('09-06-2025');
    expect(picker(el)!.value).to.equal('');
  });

  it('should report the date the user types, and refuse one before today', async () => {
    const el = await openDialog(html`<ld-delete-dialog open offer-reset-status today=${TODAY}></ld-delete-dialog>`);
    await tick(partOf(el, 'reset-status'));
    await settle(el);
    const input = picker(el)!.shadowRoot!.querySelector('[part="input"]') as HTMLElement;
    const outside = record(el, ['ld-change']);
    input.focus();
    await sendKeys({ type: '09-06-2025' });
    await sendKeys({ press: 'Enter' });
    await picker(el)!.updateComplete;
    expect(picker(el)!.value).to.equal('');
    await sendKeys({ press: 'Control+A' });
    await sendKeys({ type: '10-06-2025' });
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(picker(el)!.value).to.equal(TODAY);
    // The picker's ld-change stays inside the dialog.
    expect(outside).to.have.length(0);
    expect(await confirmWith(el)).to.deep.equal({ resetStatus: true, expiryDate: TODAY });
  });

  it('should report resetStatus false when the option is offered but not ticked', async () => {
    const el = await openDialog(html`<ld-delete-dialog open offer-reset-status expiry-date="2025-08-15" today=${TODAY}></ld-delete-dialog>`);
    expect(await confirmWith(el)).to.deep.equal({ resetStatus: false });
  });

  it('should close only the calendar when Escape is pressed in it', async () => {
    const el = await openDialog(html`<ld-delete-dialog open offer-reset-status today=${TODAY}></ld-delete-dialog>`);
    await tick(partOf(el, 'reset-status'));
    await settle(el);
    const p = picker(el)!;
    (p.shadowRoot!.querySelector('[part="calendar-button"]') as HTMLElement).click();
    await p.updateComplete;
    expect(p.open).to.equal(true);
    const input = p.shadowRoot!.querySelector('[part="input"]') as HTMLElement;
    input.focus();
    await noEvent(el, 'ld-cancel', () => sendKeys({ press: 'Escape' }));
    expect(p.open).to.equal(false);
    expect(el.open).to.equal(true);
    expect(slDialogOf(el).open).to.equal(true);
  });

});
