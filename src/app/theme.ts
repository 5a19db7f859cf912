import type { ClientSetting } from '../../contract/types/core';

// No React here: the login island (src/login-island) applies the client's theme without it;
// the hook lives in use-client-theme.ts.

export type ClientTheme = Pick<ClientSetting, 'primaryColor' | 'secondaryColor' | 'primaryFontFamily'>;

// Shoelace's primary scale, derived from the one client colour: lighter steps mix in white,
// darker ones black, so every Shoelace part (buttons, focus rings, spinners) follows the client.
const SHADES: Array<[step: number, mix: string]> = [
  [50, 'white 90%'], [100, 'white 80%'], [200, 'white 60%'], [300, 'white 40%'], [400, 'white 20%'],
  [500, 'white 8%'], [700, 'black 15%'], [800, 'black 30%'], [900, 'black 45%'], [950, 'black 60%'],
];
// Font names only: the value lands in a CSS declaration, so nothing that could close it.
const FONT_FAMILY = /^[\w\s,'"-]{1,120}$/;

function isColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length < 64 && CSS.supports('color', value);
}

function themeProperties(theme: ClientTheme): Record<string, string> {
  const props: Record<string, string> = {};
  if (isColor(theme.primaryColor)) {
    props['--ld-primary'] = theme.primaryColor;
    props['--sl-color-primary-600'] = 'var(--ld-primary)';
    for (const [step, mix] of SHADES) {
      // --ld-mix-<step> lets the dark theme mirror the scale (main layout styles); light is the fallback.
      props[`--sl-color-primary-${step}`] = `color-mix(in srgb, var(--ld-primary), var(--ld-mix-${step}, ${mix}))`;
    }
  }
  if (isColor(theme.secondaryColor)) props['--ld-secondary'] = theme.secondaryColor;
  if (theme.primaryFontFamily && FONT_FAMILY.test(theme.primaryFontFamily)) {
    props['--ld-font-family'] = `${theme.primaryFontFamily}, system-ui, sans-serif`;
    props['--sl-font-sans'] = 'var(--ld-font-family)';
  }
  return props;
}

/**
 * Puts the client's colours and font on <html> as custom properties and returns the undo.
 * Inline properties on the root win over Shoelace's theme sheet, whatever its load order;
 * CSSOM writes are allowed under the server's CSP where a <style> element would not be.
 */
export function applyClientTheme(theme: ClientTheme, root: HTMLElement = document.documentElement): () => void {
  const props = themeProperties(theme);
  for (const [name, value] of Object.entries(props)) root.style.setProperty(name, value);
  return () => {
    for (const name of Object.keys(props)) root.style.removeProperty(name);
  };
}

/** Logo and favicon addresses from the server: same-origin paths or http(s) only. */
export function safeAssetUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Points the tab's icon at the client's favicon; the returned function puts the previous one back. */
export function setFavicon(url: string | null): () => void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!url) return () => {};
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  const previous = link.getAttribute('href');
  link.href = url;
  const element = link;
  return () => {
    if (previous === null) element.removeAttribute('href');
    else element.setAttribute('href', previous);
  };
}
