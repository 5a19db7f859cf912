import i18next from 'i18next';

/**
 * Element tests read their texts from the real en-EN locale files, served by web-test-runner from
 * the project root, so a renamed or missing key fails a test instead of showing the key.
 * Safe to call from several test files in one page: later calls only add the missing namespaces.
 */
export async function initTestI18n(namespaces: string[]): Promise<typeof i18next> {
  const resources: Record<string, unknown> = {};
  for (const ns of namespaces) {
    if (i18next.isInitialized && i18next.hasResourceBundle('en-EN', ns)) continue;
    const response = await fetch(`/locales/en-EN/${ns}.json`);
    if (!response.ok) throw new Error(`locales/en-EN/${ns}.json: ${response.status}`);
    resources[ns] = await response.json();
  }
  if (!i18next.isInitialized) {
    await i18next.init({
      lng: 'en-EN',
      fallbackLng: false,
      ns: namespaces,
      defaultNS: namespaces[0],
      resources: { 'en-EN': resources as Record<string, Record<string, string>> },
      interpolation: { escapeValue: false },
    });
  } else {
    for (const [ns, bundle] of Object.entries(resources)) i18next.addResourceBundle('en-EN', ns, bundle, true, true);
    if (i18next.language !== 'en-EN') await i18next.changeLanguage('en-EN');
  }
  return i18next;
}
