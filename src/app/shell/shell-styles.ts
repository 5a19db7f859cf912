import { TOP_BAR_STYLES } from './top-bar-styles';

/**
 * The main layout's styles, adopted by the document when the layout's chunk loads: app.css
 * (loaded by /auth too) stays small, and nothing has to be added to the build.
 */
// No comments inside the CSS: they would ship. The rail's labels break between words only (issue 37), and every
// group name's words fit the rail in all six locales (test/elements/shell-menus.test.ts); .whole-words draws a
// name in a narrow place (whole-words.tsx): two lines at most, broken between words, a word too wide for its
// line cut with an ellipsis. .app-shell__main takes the last (1fr) track even when the side menu or sidebar is absent
// (tools, fleet management): auto-placed, it fell into an auto track sized to its content, and the page stopped short
// of the window's right edge (issue 37).
const SHELL_STYLES = `
:root { --ld-sidebar-width: 15.5rem; --ld-side-menu-width: 6.5rem; --ld-border: #d9dee6; --ld-hover: color-mix(in srgb, var(--ld-primary) 8%, transparent); }
.sl-theme-dark {
  color-scheme: dark;
  --ld-text: #e6e9ef; --ld-muted: #a9b1bf; --ld-surface: #1e2128; --ld-background: #15171c; --ld-border: #363b46; --ld-danger: #ff8a80;
  --ld-mix-50: black 60%; --ld-mix-100: black 45%; --ld-mix-200: black 30%; --ld-mix-300: black 15%; --ld-mix-400: white 8%;
  --ld-mix-500: white 20%; --ld-mix-700: white 40%; --ld-mix-800: white 60%; --ld-mix-900: white 80%; --ld-mix-950: white 90%;
}
.sl-theme-dark body { background: var(--ld-background); color: var(--ld-text); }
.sl-theme-dark a { color: color-mix(in srgb, var(--ld-primary), white 55%); }
.sl-theme-dark .ld-button { background: var(--ld-surface); color: color-mix(in srgb, var(--ld-primary), white 55%); }
.app-shell { display: grid; grid-template-columns: auto auto minmax(0, 1fr); min-height: 100vh; }
.skip-link { position: absolute; left: -999px; top: 0.5rem; z-index: 100; padding: 0.5rem 1rem; background: var(--ld-surface); color: var(--ld-text); }
.skip-link:focus { left: 0.5rem; }
.app-shell__main { grid-column: -2 / -1; display: flex; flex-direction: column; min-width: 0; }
.app-content { width: 100%; max-width: 1140px; margin: 0 auto; padding: 1.5rem; outline: none; flex: 1; }
.app-shell--fluid .app-content { max-width: none; }
.app-header { background: var(--ld-surface); border-bottom: 1px solid var(--ld-border); }
.icon-button { display: inline-grid; place-items: center; border: 0; background: none; color: inherit; cursor: pointer; padding: 0.25rem; border-radius: var(--ld-radius); }
.icon-button:hover { background: var(--ld-hover); }
a:focus-visible, button:focus-visible, summary:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid var(--ld-secondary); outline-offset: 1px; }

.side-menu { width: var(--ld-side-menu-width); background: var(--ld-primary); color: #fff; position: sticky; top: 0; height: 100vh; overflow-y: auto; }
.side-menu__list { list-style: none; margin: 0; padding: 0.75rem 0; display: grid; gap: 0.25rem; }
.side-menu__item { display: grid; justify-items: center; gap: 0.15rem; padding: 0.6rem 0.25rem; color: #fff; text-decoration: none; font-size: 0.75rem; text-align: center; border-left: 4px solid transparent; }
.sl-theme-dark .side-menu__item { color: #fff; }
.side-menu__item:hover { background: rgb(255 255 255 / 12%); }
.side-menu__item--active { background: rgb(0 0 0 / 22%); border-left-color: var(--ld-secondary); }
.side-menu__label { max-width: 100%; }
.side-menu__detail { max-width: 100%; font-size: 0.7rem; opacity: 0.95; }
.side-menu :focus-visible { outline-color: #fff; outline-offset: -3px; }

.sidebar { width: var(--ld-sidebar-width); background: var(--ld-surface); border-right: 1px solid var(--ld-border); display: flex; flex-direction: column; position: sticky; top: 0; height: 100vh; overflow-y: auto; }
.sidebar-header { min-height: 84px; display: grid; place-items: center; padding: 0.75rem 1rem; border-bottom: 1px solid var(--ld-border); }
.sidebar-header__logo { max-height: 60px; max-width: 100%; }
.sidebar-header__client { font-weight: 700; color: var(--ld-primary); }
.sidebar-header__selected { width: 100%; display: grid; gap: 0.15rem; text-align: left; font: inherit; color: inherit; background: none; border: 1px solid var(--ld-border); border-radius: var(--ld-radius); padding: 0.5rem 0.75rem; cursor: pointer; }
.sidebar-header__selected:hover { background: var(--ld-hover); }
.sidebar-header__kind { font-size: 0.75rem; color: var(--ld-muted); }
.sidebar-header__name { display: flex; align-items: center; gap: 0.4rem; font-weight: 600; }
.sidebar-header__text { min-width: 0; }
.whole-words { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; max-width: 100%; }
.whole-words__word { display: inline-block; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; vertical-align: top; }
.status-dot { display: inline-block; width: 0.6rem; height: 0.6rem; border-radius: 50%; flex: none; background: #b3261e; }
.status-dot--active { background: #1e8e3e; }
.sidebar__nav { flex: 1; padding: 0.5rem 0; }
.sidebar__list, .sidebar__submenu { list-style: none; margin: 0; padding: 0; }
.sidebar__row { display: flex; align-items: center; }
.sidebar__item { flex: 1; display: block; padding: 0.45rem 1rem; color: var(--ld-text); text-decoration: none; border-left: 3px solid transparent; }
.sidebar__item:hover, .sidebar__subitem:hover { background: var(--ld-hover); }
.sidebar__entry--active > .sidebar__row > .sidebar__item { border-left-color: var(--ld-primary); font-weight: 600; color: var(--ld-primary); }
.sl-theme-dark .sidebar__entry--active > .sidebar__row > .sidebar__item { color: color-mix(in srgb, var(--ld-primary), white 55%); }
.sidebar__toggle { margin-right: 0.5rem; }
.sidebar__subitem { display: block; padding: 0.3rem 1rem 0.3rem 2rem; color: var(--ld-muted); text-decoration: none; font-size: 0.9rem; }
.sidebar__subitem[aria-current='page'] { color: var(--ld-text); font-weight: 600; }
.sidebar-footer { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 0.9rem; padding: 0.75rem 1rem; border-top: 1px solid var(--ld-border); font-size: 0.85rem; }
.sidebar-footer__link { color: var(--ld-muted); }
/* The footer's Analyzer opens a dialog, so it is a button drawn as its neighbours' links. */
.sidebar-footer button.sidebar-footer__link { font: inherit; padding: 0; border: 0; background: none; text-decoration: underline; cursor: pointer; }
.promo-card { margin: 0.75rem; padding: 0.9rem; border-radius: var(--ld-radius); background: color-mix(in srgb, var(--ld-secondary) 14%, var(--ld-surface)); }
.promo-card__title { font-size: 1rem; margin: 0.25rem 0; }
.promo-card__text { margin: 0 0 0.5rem; font-size: 0.9rem; }
.flag { flex: none; border-radius: 2px; }

.page-header { padding: 0.75rem 1.5rem 0; }
.page-header__row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.page-header__title { margin: 0; font-size: 1.5rem; color: var(--ld-text); }
.page-header__link { display: inline-flex; align-items: center; gap: 0.3rem; font-size: 0.9rem; }
.breadcrumbs ol { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0.25rem 0 0.5rem; padding: 0; font-size: 0.85rem; color: var(--ld-muted); }
.breadcrumbs li + li::before { content: '/'; margin-right: 0.25rem; }
.breadcrumbs a { color: inherit; }
.breadcrumbs [aria-current='page'] { color: var(--ld-text); }
ld-sub-nav { display: block; margin-bottom: 0.25rem; }

.top-notification:empty { display: none; }
.top-notification { display: grid; gap: 0.5rem; padding: 0.75rem 1.5rem 0; }
.banner { display: flex; align-items: flex-start; gap: 0.6rem; padding: 0.6rem 0.9rem; border-radius: var(--ld-radius); border: 1px solid #e0b400; background: #fff8e1; color: #3d3000; }
.banner--info { border-color: #8fb3e0; background: #eaf2fc; color: #10335c; }
.banner__body { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; }
.banner__body a, .banner__action { color: inherit; font-weight: 600; }

.loading-bar { position: fixed; z-index: 1000; top: 0; left: 0; height: 3px; width: 0; opacity: 0; background: var(--ld-secondary); pointer-events: none; transition-property: width, opacity; transition-timing-function: ease-out; }
.loading-bar--running { width: 90%; opacity: 1; }
.loading-bar--done { width: 100%; opacity: 1; transition-duration: 200ms; }
.loading-bar--failed { width: 100%; opacity: 1; background: var(--ld-danger); transition-duration: 200ms; }
.loading-bar--hidden { transition: none; }

.choice-needed { display: grid; justify-items: center; gap: 1rem; padding: 3rem 1rem; text-align: center; }
.selection-groups details { border: 1px solid var(--ld-border); border-radius: var(--ld-radius); margin-bottom: 0.5rem; }
.selection-groups summary { cursor: pointer; padding: 0.5rem 0.75rem; font-weight: 600; }
.selection-groups__count { color: var(--ld-muted); font-weight: 400; }
.selection-groups__type { border: 0; margin: 0; padding: 0 0.75rem 0.5rem; }
.selection-groups__type legend { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--ld-muted); padding: 0; }
.selection-option { display: flex; align-items: center; gap: 0.5rem; padding: 0.3rem 0; cursor: pointer; }
.select { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid var(--ld-border); border-radius: var(--ld-radius); background: var(--ld-surface); color: var(--ld-text); width: 100%; }
.dialog-footer { display: flex; justify-content: flex-end; gap: 0.5rem; }
.error-page { margin: 2rem auto; }
.error-page__details { margin-top: 1.5rem; text-align: left; }
.error-page__details pre { white-space: pre-wrap; background: var(--ld-background); padding: 0.75rem; border-radius: var(--ld-radius); font-size: 0.8rem; }
.error-page__details h2 { font-size: 1rem; }
.access-denied { max-width: 40rem; margin: 3rem auto; text-align: center; }
`;

let adopted = false;

export function adoptShellStyles(): void {
  if (adopted || typeof document === 'undefined') return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(SHELL_STYLES + TOP_BAR_STYLES);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
