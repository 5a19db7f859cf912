/**
 * One chunk per locale file, through rollup's dynamic-import-vars plugin, which turns the pattern
 * into a switch over every locale and namespace (222 hashed chunk names, ~4 KiB gzip). It lives
 * here, behind a dynamic import from i18n.ts, so that switch stays out of the entry the login
 * route loads: it is fetched once, when a namespace outside the bundled ones is first needed.
 */
export function importLocaleFile(locale: string, namespace: string) {
  return import(`../../locales/${locale}/${namespace}.json`);
}
