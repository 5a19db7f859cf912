import { fixture, type html } from '@open-wc/testing';
import type LdTreeSelect from '../../../elements/tree-select/tree-select.component';
import type { TreeOption } from '../../../elements/tree-select/tree-select.component';

/** Shared by the tree-select suites: a two-level tree with a disabled leaf and an accented label. */
export const OPTIONS: TreeOption[] = [
  {
    id: 'nl',
    label: 'Netherlands',
    children: [
      { id: 'ams', label: 'Amsterdam' },
      { id: 'rtm', label: 'Rotterdam' },
      { id: 'utr', label: 'Utrecht', disabled: true },
    ],
  },
  { id: 'be', label: 'Belgium', children: [{ id: 'bru', label: 'Brussels' }, { id: 'ant', label: 'Antwerp' }] },
  { id: 'fr', label: 'France' },
  { id: 'de', label: 'Germany' },
  { id: 'soc', label: 'Société Générale' },
];

export type ChangeEvent = CustomEvent<{ value: string | string[] }>;
export const $ = <T extends Element = HTMLElement>(el: LdTreeSelect, selector: string) => el.shadowRoot!.querySelector<T & Element>(selector) as T;
export const $$ = (el: LdTreeSelect, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
export const combobox = (el: LdTreeSelect) => $(el, '[part="combobox"]');
export const rowLabels = (el: LdTreeSelect) => $$(el, '[role="treeitem"]').map((li) => li.querySelector('.option-label')!.textContent!.trim());
export const row = (el: LdTreeSelect, label: string) => $$(el, '[role="treeitem"]').find((li) => li.querySelector('.option-label')!.textContent!.trim() === label)!;
export const activeLabel = (el: LdTreeSelect) => {
  const id = $(el, '[part="search"]').getAttribute('aria-activedescendant');
  return id ? el.shadowRoot!.getElementById(id)!.querySelector('.option-label')!.textContent!.trim() : null;
};
export const tags = (el: LdTreeSelect) => $$(el, '[part~="tag"]').map((t) => (t.querySelector('.tag-label, [aria-hidden]') as HTMLElement).textContent!.trim());

export async function treeSelect(template: ReturnType<typeof html>): Promise<LdTreeSelect> {
  return fixture<LdTreeSelect>(template);
}

export function recorder(el: LdTreeSelect): (string | string[])[] {
  const seen: (string | string[])[] = [];
  el.addEventListener('ld-change', (e) => seen.push((e as ChangeEvent).detail.value));
  return seen;
}
