import i18next from 'i18next';
import { LOCALES, type Locale } from '../../contract/types/core';
import { LOCALE_COOKIE, STORAGE_KEYS } from '../lib/storage-keys';
import { DEFAULT_LOCALE, LOCALE_QUERY, normaliseLocale, readLocaleCookie, startLocale } from '../lib/locale-choice';
import resourcesToBackend from 'i18next-resources-to-backend';
// What /auth shows in the default locale is bundled, so its first paint needs no extra request;
// every other namespace and locale is a small chunk loaded on demand by the backend below.
import common from '../../locales/nl-NL/common.json';
import auth from '../../locales/nl-NL/auth.json';
import errors from '../../locales/nl-NL/errors.json';

// Where a page's locale is chosen without i18next (src/lib/locale-choice.ts); the rest of the app imports them from here.
export { DEFAULT_LOCALE, LOCALE_QUERY, normaliseLocale, readLocaleCookie };

/** Namespaces ready at boot (what /auth shows); the others load when a screen first uses them. */
export const BOOT_NAMESPACES = ['common', 'auth', 'errors'] as const;
/** Spec section 1: default nl, fallbacks nl then en. */
export const FALLBACK_LOCALES: Locale[] = ['nl-NL', 'en-EN'];
/** Spec section 1: the locale cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function writeLocaleCookie(locale: Locale): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}

/** One chunk per locale and namespace (locale-files.ts, itself loaded on first need). */
const localeBackend = resourcesToBackend((locale: string, namespace: string) =>
  import('./locale-files').then(({ importLocaleFile }) => importLocaleFile(locale, namespace)),
);

/** Loads a locale (and the English last resort), switches to it and remembers the choice. */
export async function changeLocale(locale: Locale): Promise<void> {
  // changeLanguage loads the locale and its fallbacks (nl-NL, en-EN) through the backend.
  await i18next.changeLanguage(locale);
  writeLocaleCookie(locale);
  try {
    localStorage.setItem(STORAGE_KEYS.language, locale);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  document.documentElement.lang = locale;
}

/**
 * Boot: nl-NL from the bundle, then the cookie's locale if it names another one. Without React (the
 * login island uses it; the React boot binds react-i18next afterwards), and only once: after a sign-in
 * on the island the React app goes on with the same instance and language. `routeNamespaces` (the opened
 * route's, src/app/preload-route.ts) then start loading in that locale, not awaited: a component suspends
 * until its own are in.
 */
export async function initI18n(routeNamespaces: readonly string[] = []): Promise<typeof i18next> {
  if (!i18next.isInitialized) await startI18n();
  if (routeNamespaces.length > 0) void i18next.loadNamespaces([...routeNamespaces]).catch(() => undefined);
  return i18next;
}

async function startI18n(): Promise<void> {
  await i18next.use(localeBackend).init({
    lng: DEFAULT_LOCALE,
    // nl-NL is complete (test/src/locales.test.ts), so signing in never waits for English too.
    fallbackLng: { 'nl-NL': [], default: FALLBACK_LOCALES },
    supportedLngs: LOCALES,
    // Without this i18next would also look for a bare "nl" bundle.
    load: 'currentOnly',
    ns: BOOT_NAMESPACES,
    defaultNS: 'common',
    resources: { [DEFAULT_LOCALE]: { common, auth, errors } },
    // The bundled resources are a start; the backend fills in the rest.
    partialBundledLanguages: true,
    // A cold deep link asks for its route's namespaces at once (a dozen); i18next's default of 10 would queue the rest.
    maxParallelReads: 32,
    // React and lit-html escape output themselves.
    interpolation: { escapeValue: false },
  });
  const wanted = startLocale();
  if (wanted !== DEFAULT_LOCALE) await changeLocale(wanted);
  else document.documentElement.lang = DEFAULT_LOCALE;
}
