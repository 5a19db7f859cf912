// The element gallery (/elements.html): every ld-* element in its states, side by side in Shoelace's
// light and dark themes, with a locale switch, a client-colour picker and a log of the ld-* events
// the elements emit. Framework-free like the elements; not part of the app bundle.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { css, html, render } from 'lit';
import lightTheme from '@shoelace-style/shoelace/dist/themes/light.styles.js';
import darkTheme from '@shoelace-style/shoelace/dist/themes/dark.styles.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '../../elements/modal/modal';
import '../../elements/delete-dialog/delete-dialog';
import '../../elements/post-dialog/post-dialog';
import '../../elements/edit-dialog/edit-dialog';
import '../../elements/bulk-dialog/bulk-dialog';
import '../../elements/rich-text/rich-text';
import '../../elements/spinner/spinner';
import '../../elements/progress-bar/progress-bar';
import '../../elements/expiry-tag/expiry-tag';
import '../../elements/sub-nav/sub-nav';
import '../../elements/attention-notice/attention-notice';
import '../../elements/checkbox/checkbox';
import '../../elements/text-input/text-input';
import '../../elements/number-input/number-input';
import '../../elements/date-picker/date-picker';
import '../../elements/tree-select/tree-select';
import '../../elements/pagination/pagination';
import '../../elements/filter-bar/filter-bar';
import '../../elements/command-palette/command-palette';
import { LOCALES } from '../../contract/types/core';
import { galleryStates } from './gallery.sections';

const NAMESPACES = ['dialogs', 'widgets'];
const EVENTS = ['ld-change', 'ld-input', 'ld-confirm', 'ld-cancel', 'ld-close', 'ld-navigate', 'ld-create', 'ld-page-change', 'ld-filter-change', 'ld-query-change', 'ld-select'];

const galleryStyles = css`
  body {
    margin: 0;
    font-family: var(--sl-font-sans);
    background: var(--sl-color-neutral-0);
    color: var(--sl-color-neutral-900);
  }
  #toolbar {
    position: sticky;
    top: 0;
    z-index: 10;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-medium);
    padding: var(--sl-spacing-small) var(--sl-spacing-large);
    border-bottom: 1px solid var(--sl-color-neutral-200);
    background: var(--sl-color-neutral-50);
  }
  #toolbar h1 {
    margin: 0 auto 0 0;
    font-size: var(--sl-font-size-large);
  }
  #gallery {
    display: grid;
    grid-template-columns: 1fr 1fr;
  }
  .theme {
    padding: var(--sl-spacing-large);
    background: var(--sl-color-neutral-0);
    color: var(--sl-color-neutral-900);
    min-width: 0;
  }
  .theme > h2 {
    margin-top: 0;
  }
  .card {
    margin-bottom: var(--sl-spacing-large);
    padding: var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-large);
  }
  .card h3 {
    margin: 0 0 var(--sl-spacing-small);
    font-size: var(--sl-font-size-small);
    font-weight: var(--sl-font-weight-semibold);
  }
  .card h3 code {
    color: var(--sl-color-primary-700);
  }
  .card > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-small);
  }
  .card > div > ld-progress-bar,
  .card > div > ld-rich-text,
  .card > div > ld-sub-nav,
  .card > div > ld-filter-bar {
    flex: 1 1 100%;
  }
  #log {
    grid-column: 1 / -1;
    max-height: 12rem;
    overflow: auto;
    margin: 0;
    padding: var(--sl-spacing-medium) var(--sl-spacing-large);
    border-top: 1px solid var(--sl-color-neutral-200);
    font: var(--sl-font-size-x-small) / 1.5 var(--sl-font-mono);
  }
  @media (max-width: 900px) {
    #gallery {
      grid-template-columns: 1fr;
    }
  }
`;

const log: string[] = [];

function logEvent(event: Event): void {
  const detail = (event as CustomEvent).detail;
  const source = (event.composedPath()[0] as Element).localName;
  log.unshift(`${new Date().toLocaleTimeString()}  <${source}> ${event.type} ${detail === undefined || detail === null ? '' : JSON.stringify(detail)}`);
  log.length = Math.min(log.length, 50);
  renderLog();
}

function renderLog(): void {
  const pre = document.getElementById('log');
  if (pre) pre.textContent = log.join('\n') || 'ld-* events appear here.';
}

/** The client's colour as Shoelace's primary scale (as src/app/theme.ts does for the app). */
function applyPrimary(color: string): void {
  const root = document.documentElement.style;
  root.setProperty('--sl-color-primary-600', color);
  const steps: Array<[number, string]> = [[50, 'white 90%'], [100, 'white 80%'], [200, 'white 60%'], [300, 'white 40%'], [400, 'white 20%'], [500, 'white 8%'], [700, 'black 15%'], [800, 'black 30%'], [900, 'black 45%'], [950, 'black 60%']];
  for (const [step, mix] of steps) root.setProperty(`--sl-color-primary-${step}`, `color-mix(in srgb, ${color}, ${mix})`);
}

function renderToolbar(): void {
  render(
    html`<h1>Leasedesk elements</h1>
      <label
        >Locale
        <select @change=${(e: Event) => void i18next.changeLanguage((e.target as HTMLSelectElement).value)}>
          ${LOCALES.map((l) => html`<option value=${l} ?selected=${l === i18next.language}>${l}</option>`)}
        </select></label
      >
      <label>Client colour <input type="color" value="#0b5cad" @input=${(e: Event) => applyPrimary((e.target as HTMLInputElement).value)} /></label>`,
    document.getElementById('toolbar')!,
  );
}

function renderGallery(): void {
  const states = galleryStates();
  const column = (theme: 'light' | 'dark') =>
    html`<section class=${`theme sl-theme-${theme}`} aria-label=${`${theme} theme`}>
      <h2>${theme === 'light' ? 'Light' : 'Dark'} theme</h2>
      ${states.map((s) => html`<article class="card"><h3><code>&lt;${s.element}&gt;</code> ${s.state}</h3><div>${s.template}</div></article>`)}
    </section>`;
  render(html`${column('light')}${column('dark')}<pre id="log" aria-live="off"></pre>`, document.getElementById('gallery')!);
  renderLog();
}

async function boot(): Promise<void> {
  document.adoptedStyleSheets = [lightTheme.styleSheet!, darkTheme.styleSheet!, galleryStyles.styleSheet!];
  const wanted = new URLSearchParams(location.search).get('locale');
  await i18next.use(resourcesToBackend((locale: string, ns: string) => import(`../../locales/${locale}/${ns}.json`))).init({
    lng: LOCALES.find((l) => l === wanted) ?? 'en-EN',
    fallbackLng: 'en-EN',
    supportedLngs: LOCALES,
    load: 'currentOnly',
    ns: NAMESPACES,
    defaultNS: 'dialogs',
    interpolation: { escapeValue: false },
  });
  i18next.on('languageChanged', (lng) => (document.documentElement.lang = lng));
  for (const name of EVENTS) document.addEventListener(name, logEvent);
  renderToolbar();
  renderGallery();
}

void boot();
