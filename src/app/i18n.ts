import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '../api/types';
import { LOCALE_COOKIE, STORAGE_KEYS } from '../lib/storage-keys';
import { lazyLocales } from './locale-loaders';
// The default locale is bundled so the first paint of /auth needs no extra request.
import common from '../../locales/nl-NL/common.json';
import auth from '../../locales/nl-NL/auth.json';
import session from '../../locales/nl-NL/session.json';
import shell from '../../locales/nl-NL/shell.json';
import errors from '../../locales/nl-NL/errors.json';

export const DEFAULT_LOCALE = 'nl-NL' satisfies Locale;
export const NAMESPACES = ['common', 'auth', 'session', 'shell', 'errors'] as const;
/** Spec section 1: default nl, fallbacks nl then en. */
export const FALLBACK_LOCALES: Locale[] = ['nl-NL', 'en-EN'];
/** Spec section 1: the locale cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Accepts the app's locale codes; any English code becomes en-EN (spec: "English codes normalised"). */
export function normaliseLocale(raw: string | null | undefined): Locale | null {
  if (!raw) return null;
  const code = raw.trim();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === code.toLowerCase());
  if (exact) return exact;
  return /^en([-_]|$)/i.test(code) ? 'en-EN' : null;
}

export function readLocaleCookie(cookies: string = typeof document === 'undefined' ? '' : document.cookie): Locale | null {
  const entry = cookies.split('; ').find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  return normaliseLocale(entry ? decodeURIComponent(entry.slice(LOCALE_COOKIE.length + 1)) : null);
}

function writeLocaleCookie(locale: Locale): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}

async function loadLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || i18next.hasResourceBundle(locale, 'common')) return;
  // Narrowed: every locale but the bundled default has loaders.
  const loaders = lazyLocales[locale];
  await Promise.all(
    Object.entries(loaders).map(async ([namespace, load]) => {
      i18next.addResourceBundle(locale, namespace, (await load()).default, true, true);
    }),
  );
}

/** Loads a locale (and the English last resort), switches to it and remembers the choice. */
export async function changeLocale(locale: Locale): Promise<void> {
  await Promise.all([loadLocale(locale), locale === DEFAULT_LOCALE ? undefined : loadLocale('en-EN')]);
  await i18next.changeLanguage(locale);
  writeLocaleCookie(locale);
  try {
    localStorage.setItem(STORAGE_KEYS.language, locale);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  document.documentElement.lang = locale;
}

/** Boot: nl-NL from the bundle, then the cookie's locale if it names another one. */
export async function initI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: FALLBACK_LOCALES,
    supportedLngs: LOCALES,
    // Without this i18next would also look for a bare "nl" bundle.
    load: 'currentOnly',
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: { [DEFAULT_LOCALE]: { common, auth, session, shell, errors } },
    // Other locales are added by changeLocale; there is no backend plugin to wait for.
    partialBundledLanguages: true,
    // React escapes output itself.
    interpolation: { escapeValue: false },
  });
  const wanted = readLocaleCookie();
  if (wanted && wanted !== DEFAULT_LOCALE) await changeLocale(wanted);
  else document.documentElement.lang = DEFAULT_LOCALE;
  return i18next;
}
