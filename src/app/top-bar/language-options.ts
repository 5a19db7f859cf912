import { LOCALES, type Language, type Locale } from '../../../contract/types/core';
import { normaliseLocale } from '../i18n';

export interface LanguageOption {
  locale: Locale;
  /** The server's language id (stored as langId); null for a built-in locale. */
  id: number | null;
  /** The server's display name; null means the built-in name (topbar:languages.<locale>). */
  displayName: string | null;
  isDefault: boolean;
}

/**
 * What the language switcher offers (spec 01 §2): the client's languages from the server, their
 * cultures normalised (any English code becomes en-EN) and limited to the app's locales, one
 * entry per locale; without any, the six built-in locales.
 */
export function languageOptions(languages: readonly Language[] | null | undefined): LanguageOption[] {
  const options: LanguageOption[] = [];
  for (const language of languages ?? []) {
    const locale = normaliseLocale(language.culture?.languageCulture);
    if (!locale || options.some((option) => option.locale === locale)) continue;
    options.push({ locale, id: language.id, displayName: language.displayName || null, isDefault: language.isDefault });
  }
  if (options.length > 0) return options;
  return LOCALES.map((locale, index) => ({ locale, id: null, displayName: null, isDefault: index === 0 }));
}

/** The locale to use when the current one is not offered: the client's default, else the first available. */
export function fallbackLocale(options: readonly LanguageOption[], current: string): Locale | null {
  if (options.some((option) => option.locale === current)) return null;
  return (options.find((option) => option.isDefault) ?? options[0])?.locale ?? null;
}
