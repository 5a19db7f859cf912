import { LOCALES, type Locale } from '../../contract/types/core';
import { LOCALE_COOKIE } from './storage-keys';

/**
 * Which locale a page starts in, without i18next: the entry needs it before anything else has loaded (the painted
 * shell is drawn only in the locale it was drawn in, src/features/shell/painted-shell.ts), i18n.ts at its start.
 */

export const DEFAULT_LOCALE = 'nl-NL' satisfies Locale;
/** The language switcher writes the choice into the address as ?lang= (spec: "updates URL"). */
export const LOCALE_QUERY = 'lang';

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

/** The address's ?lang=, else the cookie's locale, else the default. */
export function startLocale(search: string = location.search, cookies?: string): Locale {
  return normaliseLocale(new URLSearchParams(search).get(LOCALE_QUERY)) ?? readLocaleCookie(cookies) ?? DEFAULT_LOCALE;
}
