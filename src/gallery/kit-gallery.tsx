// The kit gallery (/kit.html, issue 13 point 8): the resource kit's generic list and form (KitList,
// KitForm) over a fake in-memory area, every state side by side. Each panel is its own wouter
// memory router, so opening a row, saving or paging stays inside the panel. Its own rollup build,
// like /elements.html: not part of the app bundle or its chunk graph.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import lightTheme from '@shoelace-style/shoelace/dist/themes/light.styles.js';
import { LOCALES, type Locale } from '../../contract/types/core';
import { SHOELACE_BASE_PATH } from '../app/shoelace';
import { adoptShellStyles } from '../app/shell/shell-styles';
import { Toaster } from '../app/toasts/toaster';
import { KitForm } from '../screens/kit/kit-form';
import { KitList } from '../screens/kit/kit-list';
import type { KitRoute } from '../screens/kit/kit-area';
import { GALLERY_AREA_KEY, GALLERY_AREA_TEXTS, GALLERY_LIST_PATH, galleryArea, type Behaviour } from './kit-gallery-area';

const NAMESPACES = ['kit', 'areas', 'widgets', 'dialogs', 'toasts', 'shell'];
const LIST = GALLERY_LIST_PATH;

interface Panel {
  id: string;
  title: string;
  /** What the reviewer sees, or does to see it. */
  note: string;
  /** The panel's starting address inside its memory router. */
  path: string;
  behaviour: Behaviour;
  /** Submits the form once it is shown (the server's refusal appears without a click). */
  autoSubmit?: boolean;
}

const PANELS: Panel[] = [
  { id: 'list-ready', title: 'List: ready, page 1 of 3', note: '45 rows, 20 a page. Click a row to open its form.', path: LIST, behaviour: {} },
  { id: 'list-page-2', title: 'List: page 2', note: 'The page is in the address (?page=2).', path: `${LIST}?page=2`, behaviour: {} },
  { id: 'list-empty-search', title: 'List: empty with a search', note: 'No title matches ?q=.', path: `${LIST}?q=zeppelin`, behaviour: {} },
  { id: 'list-empty', title: 'List: empty without a search', note: 'The area has no rows at all.', path: LIST, behaviour: { list: 'none' } },
  { id: 'list-failed', title: 'List: failed', note: 'api.list rejects (500); "Try again" asks again, and fails again.', path: LIST, behaviour: { list: 'fail' } },
  { id: 'list-loading', title: 'List: loading', note: 'api.list never answers.', path: LIST, behaviour: { list: 'hang' } },
  { id: 'form-create', title: 'Form: create', note: 'Empty, required fields marked *. Save without filling them in to see "is required".', path: `${LIST}/create`, behaviour: {} },
  { id: 'form-edit', title: 'Form: edit', note: 'A loaded record. Save goes back to the list with a toast; Delete asks first.', path: `${LIST}/edit?id=7`, behaviour: {} },
  {
    id: 'form-field-reason', title: 'Form: the server refuses a field',
    note: 'Saved at once; api.update answers 400 "body.title must NOT have more than 80 characters". Shorten the title and save again.',
    path: `${LIST}/edit?id=3`, behaviour: { update: 'fieldReason' }, autoSubmit: true,
  },
  {
    id: 'form-conflict', title: 'Form: conflict (412)',
    note: 'Press Save: api.update answers 412 and the conflict choice opens (a modal, so it waits for the click).',
    path: `${LIST}/edit?id=12`, behaviour: { update: 'conflict' },
  },
  { id: 'form-not-found', title: 'Form: not found', note: 'api.get answers 404.', path: `${LIST}/edit?id=999`, behaviour: { get: 'notFound' } },
];

const galleryCss = `
body { margin: 0; }
.kit-gallery__toolbar { position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; align-items: center; gap: 1rem;
  padding: 0.5rem 1.5rem; border-bottom: 1px solid var(--sl-color-neutral-200); background: var(--sl-color-neutral-50); }
.kit-gallery__toolbar h1 { margin: 0 auto 0 0; font-size: var(--sl-font-size-large); }
.kit-gallery__panels { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(40rem, 100%), 1fr)); gap: 1.5rem; padding: 1.5rem; align-items: start; }
.kit-gallery__panel { min-width: 0; padding: 1rem; border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); background: var(--ld-surface); }
.kit-gallery__panel > header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem 1rem; margin-bottom: 1rem; }
.kit-gallery__panel h2 { margin: 0; font-size: var(--sl-font-size-medium); }
.kit-gallery__panel header p { flex: 1 1 100%; margin: 0; color: var(--ld-muted); font-size: var(--sl-font-size-small); }
.kit-gallery__address { font: var(--sl-font-size-x-small) / 1.5 var(--sl-font-mono); color: var(--sl-color-primary-700); overflow-wrap: anywhere; }
.kit-gallery__reset { margin-left: auto; }
`;

/** The panel's own routes: the list, create, and edit?id= under the fake area's list path. */
function PanelScreen({ route }: { route: KitRoute }) {
  const [location] = useLocation();
  const search = useSearch();
  if (location === route.listPath) return <KitList route={route} filters={{}} />;
  if (location === `${route.listPath}/create`) return <KitForm key="new" route={route} id={null} />;
  const id = Number(new URLSearchParams(search).get('id'));
  if (location === `${route.listPath}/edit` && Number.isSafeInteger(id) && id > 0) return <KitForm key={id} route={route} id={id} />;
  return <p>Not part of this gallery: {location}</p>;
}

/** Where the panel's memory router is. */
function Address() {
  const [location] = useLocation();
  const search = useSearch();
  return <code className="kit-gallery__address">{location}{search ? `?${search}` : ''}</code>;
}

/** Submits the panel's form once, as soon as it is rendered (the form's own submit path). */
function AutoSubmit({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let done = false;
    const trySubmit = () => {
      const form = container.querySelector<HTMLFormElement>('.kit-form form');
      if (done || !form) return;
      done = true;
      observer.disconnect();
      form.requestSubmit();
    };
    const observer = new MutationObserver(trySubmit);
    observer.observe(container, { childList: true, subtree: true });
    trySubmit();
    return () => observer.disconnect();
  }, []);
  return <div ref={ref}>{children}</div>;
}

function GalleryPanel({ panel }: { panel: Panel }) {
  // Reset: a fresh memory router and a fresh in-memory area (its rows as seeded).
  const [generation, setGeneration] = useState(0);
  const location = useMemo(() => memoryLocation({ path: panel.path }), [panel.path, generation]);
  const route = useMemo<KitRoute>(
    () => ({ area: galleryArea(panel.behaviour), section: 'component', listPath: LIST, arrangementId: null }),
    [panel.behaviour, generation],
  );
  const screen = <PanelScreen route={route} />;
  return (
    <article className="kit-gallery__panel" data-panel={panel.id} aria-labelledby={`${panel.id}-title`}>
      <Router key={generation} hook={location.hook} searchHook={location.searchHook}>
        <header>
          <h2 id={`${panel.id}-title`}>{panel.title}</h2>
          <Address />
          <button type="button" className="kit-gallery__reset" onClick={() => setGeneration((n) => n + 1)}>Reset</button>
          <p>{panel.note}</p>
        </header>
        {panel.autoSubmit ? <AutoSubmit>{screen}</AutoSubmit> : screen}
      </Router>
    </article>
  );
}

function Gallery() {
  const [locale, setLocale] = useState(i18next.language);
  const choose = async (next: Locale) => {
    await switchLocale(next);
    setLocale(next);
  };
  return (
    <>
      <header className="kit-gallery__toolbar">
        <h1>Leasedesk resource kit</h1>
        <label>
          Locale{' '}
          <select value={locale} onChange={(event) => void choose(event.target.value as Locale)}>
            {LOCALES.map((l) => <option key={l} value={l}>{l}</option>)}
          </select>
        </label>
        <a href="/elements.html">Elements</a>
      </header>
      <main className="kit-gallery__panels">
        {PANELS.map((panel) => <GalleryPanel key={panel.id} panel={panel} />)}
      </main>
      <Toaster />
    </>
  );
}

/** The fake area's texts on top of the app's `areas` bundles (locales/ stays as it is). */
function addAreaTexts(): void {
  for (const [locale, texts] of Object.entries(GALLERY_AREA_TEXTS)) {
    i18next.addResourceBundle(locale, 'areas', { [GALLERY_AREA_KEY]: texts }, true, true);
  }
}

async function switchLocale(locale: Locale): Promise<void> {
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

async function boot(): Promise<void> {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(galleryCss);
  document.adoptedStyleSheets = [lightTheme.styleSheet!, sheet];
  // The main layout's sheet: toasts, dialog footers, the --ld-* tokens the kit's styles use.
  adoptShellStyles();
  setBasePath(SHOELACE_BASE_PATH);
  const wanted = new URLSearchParams(location.search).get('locale');
  await i18next
    .use(resourcesToBackend((locale: string, ns: string) => import(`../../locales/${locale}/${ns}.json`)))
    .use(initReactI18next)
    .init({
      lng: LOCALES.find((l) => l === wanted) ?? 'en-EN',
      fallbackLng: { 'nl-BE': ['nl-NL', 'en-EN'], default: ['en-EN'] },
      supportedLngs: LOCALES,
      load: 'currentOnly',
      ns: NAMESPACES,
      defaultNS: 'kit',
      interpolation: { escapeValue: false },
    });
  // The app's own bundles first, so adding ours does not stop the backend loading them.
  await i18next.loadLanguages(Object.keys(GALLERY_AREA_TEXTS));
  addAreaTexts();
  document.documentElement.lang = i18next.language;
  createRoot(document.getElementById('kit-gallery')!).render(<Gallery />);
}

void boot();
