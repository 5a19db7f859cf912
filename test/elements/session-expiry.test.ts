import { expect, fixture, html, oneEvent } from '@open-wc/testing';
// Real key presses, because Chromium routes Escape through CloseWatcher.
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/session-expiry/session-expiry';
import type LdSessionExpiry from '../../elements/session-expiry/session-expiry.component';

type SlDialog = HTMLElement & { open: boolean; updateComplete: Promise<boolean> };

async function openPrompt(seconds = 299): Promise<LdSessionExpiry> {
  const el = await fixture<LdSessionExpiry>(
    html`<ld-session-expiry open remaining-seconds=${seconds} label="Session ends soon"></ld-session-expiry>`,
  );
  await dialogOf(el).updateComplete;
  return el;
}

function dialogOf(el: LdSessionExpiry): SlDialog {
  return el.shadowRoot!.querySelector('sl-dialog') as SlDialog;
}

function button(el: LdSessionExpiry, part: 'continue-button' | 'logout-button'): HTMLElement {
  return el.shadowRoot!.querySelector(`[part="${part}"]`) as HTMLElement;
}

function countdown(el: LdSessionExpiry): string {
  return el.shadowRoot!.querySelector('[part="countdown"]')!.textContent!.trim();
}

describe('<ld-session-expiry>', () => {
  it('should render the remaining seconds as mm:ss', async () => {
    const el = await openPrompt(299);
    expect(countdown(el)).to.equal('04:59');

    el.remainingSeconds = 65;
    await el.updateComplete;
    expect(countdown(el)).to.equal('01:05');

    el.remainingSeconds = -3;
    await el.updateComplete;
    expect(countdown(el)).to.equal('00:00');
  });

  it('should emit ld-continue when Continue is clicked', async () => {
    const el = await openPrompt();
    setTimeout(() => button(el, 'continue-button').click());
    const event = await oneEvent(el, 'ld-continue');
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
  });

  it('should emit ld-logout when Log out is clicked', async () => {
    const el = await openPrompt();
    setTimeout(() => button(el, 'logout-button').click());
    const event = await oneEvent(el, 'ld-logout');
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
  });

  it('should stay open when the overlay is clicked', async () => {
    const el = await openPrompt();
    const dialog = dialogOf(el);
    const overlay = dialog.shadowRoot!.querySelector('[part="overlay"]') as HTMLElement;
    const requested = oneEvent(dialog, 'sl-request-close');
    // click() dispatches synchronously: every listener, the element's refusal included, has run after it.
    overlay.click();
    const request = await requested;
    expect((request as CustomEvent<{ source: string }>).detail.source).to.equal('overlay');
    expect(request.defaultPrevented).to.equal(true);
    expect(dialog.open).to.equal(true);
  });

  it('should stay open when Escape is pressed', async () => {
    const el = await openPrompt();
    const dialog = dialogOf(el);
    const requested = oneEvent(dialog, 'sl-request-close');
    // sendKeys resolves once the page has handled the key, so the element has answered the request.
    await sendKeys({ press: 'Escape' });
    const request = await requested;
    expect((request as CustomEvent<{ source: string }>).detail.source).to.equal('keyboard');
    expect(request.defaultPrevented).to.equal(true);
    expect(dialog.open).to.equal(true);
  });

  it('should use the translated strings it is given', async () => {
    const el = await fixture<LdSessionExpiry>(html`
      <ld-session-expiry open label="Je sessie verloopt bijna" continue-label="Doorgaan" logout-label="Uitloggen"></ld-session-expiry>
    `);
    expect(dialogOf(el).getAttribute('label')).to.equal('Je sessie verloopt bijna');
    expect(button(el, 'continue-button').textContent!.trim()).to.equal('Doorgaan');
    expect(button(el, 'logout-button').textContent!.trim()).to.equal('Uitloggen');
  });

  it('should be accessible', async () => {
    const el = await openPrompt();
    await expect(el).to.be.accessible();
  });
});
