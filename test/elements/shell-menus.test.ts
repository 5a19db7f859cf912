import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import i18next, { type Resource } from 'i18next';
import { createElement as h } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { LOCALES } from '../../contract/types/core';
import { routeByName } from '../../src/app/paths';
import { MENU_GROUPS } from '../../src/app/shell/menu-items';
import { RailNav } from '../../src/app/shell/rail-nav';
import { adoptShellStyles } from '../../src/app/shell/shell-styles';
import { SidebarNav } from '../../src/app/shell/sidebar-nav';
import { Selected } from '../../src/app/shell/selected-name';
import { brokenWords, cutWords } from './support/drawn-words';

// Issue 37 point 3: no rail or sidebar menu label broken inside a word, in any locale, at 1366 and 1024 px;
// the selected arrangement and container readable. The app's own components and styles, drawn in Chromium.

const WIDTHS = [1366, 1024];
const NAMESPACES = ['menu', 'selection'];
/** The demo client's arrangement and container names (server/db/seed*.ts). */
const DEMO_NAMES = ['Leaseregeling 2026', 'Leaseregeling Directie', 'Mobiliteitsregeling Algemeen', 'Mobiliteitsbudget'];
const LONG_NAME = 'Mobiliteitsregeling Buitendienstmedewerkers Noord-Brabant en Zeeland 2026';

const i18n = i18next.createInstance();
let root: Root;
let host: HTMLElement;

/** The rail with every group, and a sidebar with `selected` as arrangement and as container in its header and every group's items, sub-menus open. */
function drawShell(locale: string, selected: string) {
  flushSync(() =>
    root.render(
      h(I18nextProvider, { i18n, key: `${locale}/${selected}` },
        h('div', { className: 'app-shell' },
          h(RailNav, { entries: MENU_GROUPS.map((group) => ({ group, href: group.defaultPath, active: false, detail: group.section === 'arrangement' ? selected : null })) }),
          h('aside', { className: 'sidebar' },
            (['arrangement', 'container'] as const).map((kind) => h('div', { key: kind, className: 'sidebar-header' }, h(Selected, { kind, name: selected, active: true }))),
            MENU_GROUPS.map((group) => h(SidebarNav, { key: group.section, group, visible: routeByName }))),
          h('div', { className: 'app-shell__main' }))),
    ),
  );
  for (const toggle of host.querySelectorAll<HTMLButtonElement>('.sidebar__toggle[aria-expanded="false"]')) flushSync(() => toggle.click());
}

const rail = () => host.querySelector('.side-menu')!;
const sidebarMenus = () => [...host.querySelectorAll('.sidebar__nav')];
/** The sidebar header's selected arrangement and container. */
const headers = () => [...host.querySelectorAll('.sidebar-header__selected')];
const railName = () => host.querySelector('.side-menu__detail')!;

/** The accessible name as these elements get it: their aria-label, else their text. */
const accessibleName = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ');

describe('the rail and the sidebar menus', () => {
  before(async () => {
    const resources: Resource = {};
    for (const locale of LOCALES) {
      resources[locale] = {};
      for (const ns of NAMESPACES) resources[locale][ns] = await (await fetch(`/locales/${locale}/${ns}.json`)).json();
    }
    await i18n.init({ lng: 'nl-NL', fallbackLng: false, ns: NAMESPACES, resources, interpolation: { escapeValue: false }, react: { useSuspense: false } });
    adoptShellStyles();
    const styles = document.createElement('link');
    styles.rel = 'stylesheet';
    styles.href = '/src/app/styles.css';
    await new Promise((resolve) => {
      styles.onload = resolve;
      document.head.append(styles);
    });
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  after(async () => {
    root.unmount();
    host.remove();
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of WIDTHS) {
    it(`should show every menu label in whole words in all six locales at ${width} px`, async () => {
      await setViewport({ width, height: 800 });
      const faults: string[] = [];
      for (const locale of LOCALES) {
        await i18n.changeLanguage(locale);
        drawShell(locale, DEMO_NAMES[0]!);
        for (const menu of [rail(), ...sidebarMenus()]) {
          const label = menu === rail() ? 'rail' : `sidebar ${menu.getAttribute('aria-label')}`;
          const broken = brokenWords(menu.querySelector('ul')!);
          const cut = cutWords(menu.querySelector('ul')!);
          if (broken.length > 0) faults.push(`${locale} ${label}: broken inside ${broken.join(', ')}`);
          if (cut.length > 0) faults.push(`${locale} ${label}: cut ${cut.join(', ')}`);
        }
        // Spec 01 §2 cuts sidebar names at 23 or 25 characters: the full name is then the tooltip and the accessible name.
        for (const item of host.querySelectorAll('.sidebar__item')) {
          const shown = item.textContent!;
          const full = item.getAttribute('title');
          if (shown.endsWith('…') && (!full?.startsWith(shown.slice(0, -1)) || accessibleName(item) !== full)) faults.push(`${locale}: "${shown}" has no full name`);
        }
      }
      expect(faults).to.deep.equal([]);
    });

    it(`should show the selected arrangement and container readable at ${width} px`, async () => {
      await setViewport({ width, height: 800 });
      await i18n.changeLanguage('nl-NL');
      for (const name of DEMO_NAMES) {
        drawShell('nl-NL', name);
        for (const header of headers()) {
          expect(header.textContent, 'header').to.contain(name);
          expect(cutWords(header), `header: ${name}`).to.deep.equal([]);
          expect(brokenWords(header), `header: ${name}`).to.deep.equal([]);
        }
        expect(brokenWords(railName()), `rail: ${name}`).to.deep.equal([]);
      }
      drawShell('nl-NL', 'Leaseregeling 2026');
      expect(railName().textContent, 'the rail: the name the issue saw as "Leaseregel…"').to.equal('Leaseregeling 2026');
      expect(cutWords(railName()), 'the rail').to.deep.equal([]);
    });

    it(`should give a name too long to show as tooltip and accessible name at ${width} px`, async () => {
      await setViewport({ width, height: 800 });
      await i18n.changeLanguage('nl-NL');
      drawShell('nl-NL', LONG_NAME);
      const places = [...headers().map((header) => ['header', header, header] as const), ['rail', railName(), railName().closest('a')!] as const];
      for (const [place, shown, named] of places) {
        expect(brokenWords(shown), place).to.deep.equal([]);
        expect(cutWords(shown), `${place}: the name is longer than its room`).not.to.deep.equal([]);
        expect(shown.closest('[title]')?.getAttribute('title'), place).to.equal(LONG_NAME);
        expect(accessibleName(named), place).to.contain(LONG_NAME);
      }
    });
  }
});
