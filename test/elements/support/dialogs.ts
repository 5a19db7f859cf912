import { expect, oneEvent } from '@open-wc/testing';
import { holdTimers } from './held-timers';

/** Test helpers shared by the ld-modal and confirmation-dialog tests (ld-delete/post/edit/bulk-dialog); noEvent serves every element test. */
export type SlDialog = HTMLElement & { open: boolean; updateComplete: Promise<boolean> };
export type SlControl = HTMLElement & { checked: boolean; disabled: boolean; value: string; updateComplete: Promise<boolean> };

export function partOf<T extends HTMLElement = SlControl>(el: HTMLElement, name: string): T {
  return el.shadowRoot!.querySelector(`[part~="${name}"]`) as T;
}

export function partsOf<T extends HTMLElement = SlControl>(el: HTMLElement, name: string): T[] {
  return [...el.shadowRoot!.querySelectorAll(`[part~="${name}"]`)] as T[];
}

/** The sl-dialog inside the dialog's ld-modal. */
export function slDialogOf(el: HTMLElement): SlDialog {
  const modal = el.shadowRoot!.querySelector('ld-modal') as HTMLElement;
  return modal.shadowRoot!.querySelector('sl-dialog') as SlDialog;
}

/** Waits until the dialog and its Shoelace parts have rendered. */
export async function settle(el: HTMLElement & { updateComplete: Promise<boolean> }): Promise<void> {
  await el.updateComplete;
  const modal = el.shadowRoot!.querySelector('ld-modal') as HTMLElement & { updateComplete: Promise<boolean> };
  await modal?.updateComplete;
  await slDialogOf(el)?.updateComplete;
  await Promise.all(
    [...el.shadowRoot!.querySelectorAll('sl-button, sl-checkbox, sl-textarea')].map((c) => (c as SlControl).updateComplete),
  );
}

/** Clicks a Shoelace checkbox as a user does (the click lands on its inner input). */
export async function tick(control: SlControl): Promise<void> {
  control.click();
  await control.updateComplete;
}

type Updatable = Element & { updateComplete: Promise<unknown> };

/** The given elements and every element in their shadow trees that has an update cycle (Lit, Shoelace). */
function updatables(elements: Iterable<Element>): Updatable[] {
  return [...elements].flatMap((element) => [
    ...('updateComplete' in element ? [element as Updatable] : []),
    ...(element.shadowRoot ? updatables(element.shadowRoot.querySelectorAll('*')) : []),
  ]);
}

/**
 * Fails when `action` makes `target` emit `name`. There is no window of time to wait out: the elements emit from
 * the handler of the input (done once click()/dispatchEvent returns, or once sendKeys resolves, which it does when
 * the page has handled the key) or from an update (done once every updateComplete below the target resolves). The
 * timers the action starts are held and run here, so a deferred emission is caught too, by the test's clock.
 */
export async function noEvent(target: EventTarget, name: string, action: () => unknown): Promise<void> {
  let fired = false;
  const listener = () => (fired = true);
  target.addEventListener(name, listener);
  try {
    let done: unknown;
    const runTimers = holdTimers(() => (done = action()));
    await done;
    runTimers();
    if (target instanceof Element) {
      await Promise.all(updatables([target, ...target.querySelectorAll('*')]).map((element) => element.updateComplete));
    }
  } finally {
    target.removeEventListener(name, listener);
  }
  expect(fired, `${name} fired`).to.equal(false);
}

/**
 * Opens or closes a confirmation dialog from code and waits until its sl-dialog has finished showing or hiding
 * (sl-after-show / sl-after-hide, listened for before `open` changes): after that, nothing of it is still moving.
 */
export async function openFromCode(el: HTMLElement & { open: boolean; updateComplete: Promise<boolean> }, open: boolean): Promise<void> {
  await settle(el);
  const finished = oneEvent(slDialogOf(el), open ? 'sl-after-show' : 'sl-after-hide');
  el.open = open;
  await settle(el);
  await finished;
}

/** Records every event of the given names, for "emits nothing" checks. */
export function record(target: EventTarget, names: string[]): Event[] {
  const seen: Event[] = [];
  for (const name of names) target.addEventListener(name, (e) => seen.push(e));
  return seen;
}
