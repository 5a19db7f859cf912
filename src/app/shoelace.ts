import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
// Per-component imports: only what the main layout itself renders (elements import their own).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';

/** Where the build copies the few Shoelace assets it serves (see rollup.config.mjs). */
export const SHOELACE_BASE_PATH = '/shoelace/';

let themeLinked = false;

/** The Shoelace theme sheet's address, as the build wrote it into index.html. */
export function shoelaceThemeHref(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[name="ld-shoelace-theme"]')?.content;
}

/**
 * Called once by the main layout. The theme sheet's hashed address comes from a meta tag that
 * the build writes into index.html, so /auth never downloads it and it can still be long-cached.
 */
export function setUpShoelace(): void {
  if (themeLinked) return;
  themeLinked = true;
  setBasePath(SHOELACE_BASE_PATH);
  const href = shoelaceThemeHref();
  if (href && !document.querySelector(`link[href="${CSS.escape(href)}"]`)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
}
