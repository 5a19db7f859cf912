import { fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/date-picker/date-picker';
import type LdDatePicker from '../../../elements/date-picker/date-picker.component';

/** Shared by the date-picker suites: parts of the element and a user's typing. */
export const input = (el: LdDatePicker) => el.shadowRoot!.querySelector('sl-input')!;
export const cell = (el: LdDatePicker, iso: string) => el.shadowRoot!.querySelector<HTMLElement>(`td[data-date="${iso}"]`)!;
export const heading = (el: LdDatePicker) => el.shadowRoot!.querySelector('[part="heading"]')!.textContent!.trim();
export const error = (el: LdDatePicker) => el.shadowRoot!.querySelector('[part="error"]')!.textContent!.trim();
export const focusedDate = (el: LdDatePicker) => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.date;

export async function picker(template = html`<ld-date-picker label="Start" today="2024-03-15"></ld-date-picker>`): Promise<LdDatePicker> {
  const el = await fixture<LdDatePicker>(template);
  await input(el).updateComplete;
  return el;
}

/** Types into the field like a user: focus, clear, type, Enter. */
export async function type(el: LdDatePicker, text: string): Promise<void> {
  input(el).focus();
  await sendKeys({ press: 'Control+A' });
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}

export function countEvents(el: LdDatePicker): () => number {
  let count = 0;
  el.addEventListener('ld-change', () => count++);
  return () => count;
}
