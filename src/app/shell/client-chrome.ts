import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { ShellData } from '../../../machines/shell.machine';
import { adoptPreferences, loadPreferences, preferencesStore } from '../../stores/preferences';
import { safeAssetUrl, setFavicon } from '../theme';

let darkSheet: Promise<CSSStyleSheet | null> | null = null;

/**
 * Shoelace's dark theme, fetched the first time it is wanted and adopted by the document (a
 * constructed sheet: nothing to copy in the build, nothing for /auth to load).
 */
function loadDarkSheet(): Promise<CSSStyleSheet | null> {
  darkSheet ??= import('@shoelace-style/shoelace/dist/themes/dark.styles.js')
    .then(({ default: styles }) => {
      const sheet = styles.styleSheet ?? null;
      if (sheet && !document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      return sheet;
    })
    .catch(() => null);
  return darkSheet;
}

/**
 * The signed-in client's favicon and document title, and the user's theme (spec 01 §1, §3): dark
 * only for a user who may toggle it (master); width and theme are the server's per account, else the browser's per user id.
 */
export function useClientChrome(data: ShellData | null, mayUseDark: boolean): void {
  const userId = data?.user.id ?? null;
  const favicon = safeAssetUrl(data?.clientSetting.faviconUrl);
  const title = data?.clientSetting.displayName;
  const { theme } = useSnapshot(preferencesStore);
  const dark = mayUseDark && theme === 'dark';

  const stored = data?.preferences ?? null;
  useEffect(() => {
    if (userId === null) return;
    // The browser's copy is the first guess; the server's, read with the shell's data, follows the user everywhere.
    if (stored) adoptPreferences(userId, stored);
    else loadPreferences(userId);
  }, [userId, stored]);

  useEffect(() => setFavicon(favicon), [favicon]);

  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    const root = document.documentElement;
    if (!dark) {
      root.classList.remove('sl-theme-dark');
      root.dataset.theme = 'light';
      return;
    }
    let alive = true;
    void loadDarkSheet().then(() => {
      if (!alive) return;
      root.classList.add('sl-theme-dark');
      root.dataset.theme = 'dark';
    });
    return () => {
      alive = false;
    };
  }, [dark]);
}
