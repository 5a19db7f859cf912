import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/modal/modal';
import type LdModal from '../../elements/modal/modal.component';
import type { LdCloseDetail } from '../../elements/modal/modal.component';
import { initTestI18n } from './support/i18n';
import { noEvent } from './support/dialogs';

type SlDialog = HTMLElement & { open: boolean; updateComplete: Promise<boolean> };

function dialogOf(el: LdModal): SlDialog {
  return el.shadowRoot!.querySelector('sl-dialog') as SlDialog;
}

function part(el: LdModal, name: string): HTMLElement {
  return el.shadowRoot!.querySelector(`[part~="${name}"]`) as HTMLElement;
}

async function openModal(template = html`<ld-modal open label="Edit driver"><p>Body text</p><button slot="footer">OK</button></ld-modal>`) {
  const el = await fixture<LdModal>(template);
  await dialogOf(el).updateComplete;
  await aTimeout(0);
  return el;
}

describe('<ld-modal>', () => {
  before(() => initTestI18n(['dialogs']));

  it('should render the header, body and footer', async () => {
    const el = await openModal();
    expect(part(el, 'title').textContent!.trim()).to.equal('Edit driver');
    expect(dialogOf(el).getAttribute('label')).to.equal('Edit driver');
    expect(dialogOf(el).open).to.equal(true);
    const slots = [...el.shadowRoot!.querySelectorAll('slot')].map((s) => s.name);
    expect(slots).to.include.members(['', 'footer', 'label']);
    expect(el.querySelector('p')!.assignedSlot!.name).to.equal('');
    expect(el.querySelector('button')!.assignedSlot!.name).to.equal('footer');
    expect(part(el, 'close-button').getAttribute('aria-label')).to.equal('Close');
  });

  it('should emit ld-close and close when the × button is clicked', async () => {
    const el = await openModal();
    setTimeout(() => part(el, 'close-button').click());
    const event = (await oneEvent(el, 'ld-close')) as CustomEvent<LdCloseDetail>;
    expect(event.detail).to.deep.equal({ source: 'close-button' });
    expect(event.bubbles && event.composed).to.equal(true);
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(el.hasAttribute('open')).to.equal(false);
  });

  it('should close on Escape with source keyboard', async () => {
    const el = await openModal();
    setTimeout(() => void sendKeys({ press: 'Escape' }));
    const event = (await oneEvent(el, 'ld-close')) as CustomEvent<LdCloseDetail>;
    expect(event.detail.source).to.equal('keyboard');
    await el.updateComplete;
    expect(el.open).to.equal(false);
  });

  it('should close on an overlay click by default', async () => {
    const el = await openModal();
    const overlay = dialogOf(el).shadowRoot!.querySelector('[part="overlay"]') as HTMLElement;
    setTimeout(() => overlay.click());
    const event = (await oneEvent(el, 'ld-close')) as CustomEvent<LdCloseDetail>;
    expect(event.detail.source).to.equal('overlay');
    expect(el.open).to.equal(false);
  });

  it('should stay open on an overlay click with no-close-on-overlay', async () => {
    const el = await openModal(html`<ld-modal open no-close-on-overlay label="Post"><p>Body</p></ld-modal>`);
    const overlay = dialogOf(el).shadowRoot!.querySelector('[part="overlay"]') as HTMLElement;
    await noEvent(el, 'ld-close', () => overlay.click());
    expect(el.open).to.equal(true);
    expect(dialogOf(el).open).to.equal(true);
  });

  it('should stay open when an ld-close listener prevents it', async () => {
    const el = await openModal();
    el.addEventListener('ld-close', (e) => e.preventDefault(), { once: true });
    // click() runs the refusal synchronously; the updates show that nothing was scheduled to close it after all.
    part(el, 'close-button').click();
    await el.updateComplete;
    await dialogOf(el).updateComplete;
    expect(el.open).to.equal(true);
    expect(dialogOf(el).open).to.equal(true);
  });

  it('should not emit when opened or closed from code', async () => {
    const el = await fixture<LdModal>(html`<ld-modal label="Quiet"></ld-modal>`);
    // Each time until the sl-dialog has finished its animation, so all that opening or closing sets off has happened.
    await noEvent(el, 'ld-close', async () => {
      const shown = oneEvent(dialogOf(el), 'sl-after-show');
      el.show();
      await shown;
    });
    expect(dialogOf(el).open).to.equal(true);
    await noEvent(el, 'ld-close', async () => {
      const hidden = oneEvent(dialogOf(el), 'sl-after-hide');
      el.hide();
      await hidden;
    });
    expect(dialogOf(el).open).to.equal(false);
  });

  it('should hide the × button with no-close-button', async () => {
    const el = await openModal(html`<ld-modal open no-close-button label="No ×"></ld-modal>`);
    expect(part(el, 'close-button')).to.equal(null);
  });

  it('should be reachable by keyboard: Tab reaches the × button and Enter closes', async () => {
    // Open from the first render: sl-dialog shows it without an animation and traps focus in firstUpdated.
    const el = await openModal(html`<ld-modal open label="Keys"><p>Only text</p></ld-modal>`);
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'close-button'));
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const event = (await oneEvent(el, 'ld-close')) as CustomEvent<LdCloseDetail>;
    expect(event.detail.source).to.equal('close-button');
  });

  it('should be accessible', async () => {
    const el = await openModal();
    await expect(el).to.be.accessible();
  });
});
