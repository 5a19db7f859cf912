import i18next, { type TFunction } from 'i18next';
import type { Locale } from '../contract/types/core';
import type { Queryable } from './db/db';

/**
 * Texts the server writes itself (a mail, a workbook's headings) come from one namespace of the six locales, through
 * i18next like every other text, in a language the caller picks (Dutch, the default locale, otherwise). Plain text:
 * whoever renders it escapes it.
 */
export function serverTexts(namespace: string, byLocale: Record<Locale, object>): (language: string | null) => TFunction {
  const texts = i18next.createInstance();
  void texts.init({
    initAsync: false,
    lng: 'nl-NL',
    fallbackLng: 'nl-NL',
    ns: [namespace],
    defaultNS: namespace,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(Object.entries(byLocale).map(([locale, words]) => [locale, { [namespace]: words }])),
  });
  return (language) => texts.getFixedT(language ?? 'nl-NL');
}

/** SQL for the client's default language (its culture, e.g. nl-NL) where `clientId` is the client's id column or parameter. */
export const clientLanguageSql = (clientId: string) => `(SELECT cu.language_culture FROM client_languages cl JOIN languages l ON l.id = cl.language_id
  JOIN cultures cu ON cu.id = l.culture_id WHERE cl.client_id = ${clientId} AND cl.is_default)`;
