import { expect, oneEvent } from '@open-wc/testing';
import type { LdNavigateDetail } from '../../../elements/sub-nav/sub-nav.component';
import { noEvent } from './dialogs';

/**
 * The app links of ld-sub-nav and ld-attention-notice: real anchors whose plain click asks the app to route
 * (`ld-navigate`, the browser kept from following) and whose modified click is left to the browser (a new tab).
 */

/** Clicks `link` as a user does; answers the ld-navigate `el` emitted, after checking the browser did not follow. */
export async function plainClick(el: HTMLElement, link: HTMLElement): Promise<CustomEvent<LdNavigateDetail>> {
  let prevented = false;
  link.addEventListener('click', (e) => queueMicrotask(() => (prevented = e.defaultPrevented)), { once: true });
  setTimeout(() => link.click());
  const event = (await oneEvent(el, 'ld-navigate')) as CustomEvent<LdNavigateDetail>;
  expect(event.bubbles && event.composed).to.equal(true);
  await Promise.resolve();
  expect(prevented, 'the browser kept from following').to.equal(true);
  return event;
}

/** A Ctrl-click and a middle click on `link` emit no ld-navigate (the test page stays where it is either way). */
export async function expectModifiedClicksLeftToBrowser(el: HTMLElement, link: HTMLElement): Promise<void> {
  link.addEventListener('click', (e) => e.preventDefault());
  await noEvent(el, 'ld-navigate', () => link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true })));
  await noEvent(el, 'ld-navigate', () => link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 1 })));
}
