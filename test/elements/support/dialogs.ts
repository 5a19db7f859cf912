import { aTimeout, expect } from '@open-wc/testing';

/** Test helpers shared by the confirmation-dialog tests (ld-delete/post/edit/bulk-dialog). */
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

/** Fails when the event arrives within the time. */
export async function noEvent(target: EventTarget, name: string, action: () => unknown, ms = 100): Promise<void> {
  let fired = false;
  const listener = () => (fired = true);
  target.addEventListener(name, listener);
  await action();
  await aTimeout(ms);
  target.removeEventListener(name, listener);
  expect(fired, `${name} fired`).to.equal(false);
}

/** Records every event of the given names, for "emits nothing" checks. */
export function record(target: EventTarget, names: string[]): Event[] {
  const seen: Event[] = [];
  for (const name of names) target.addEventListener(name, (e) => seen.push(e));
  return seen;
}
