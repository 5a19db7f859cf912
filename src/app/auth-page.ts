import type { ClientSetting } from '../api/types';
import { rememberClientName, type ResolvedClient } from '../lib/client-name';
import { applyClientTheme, safeAssetUrl, setFavicon } from './theme';

/**
 * What every sign-in page does around its form, without React: the login island (/auth) and the
 * React auth layout (/auth/grant_access and the other /auth/* pages) both call these, so the two
 * cannot drift apart.
 */

/** Spec section 2: the login layout carries a no-index marker; the returned function removes it. */
export function addNoIndex(): () => void {
  const meta = document.createElement('meta');
  meta.name = 'robots';
  meta.content = 'noindex';
  document.head.append(meta);
  return () => meta.remove();
}

/**
 * The address naming the client as `?clt=` (spec section 2), or null when it already does. The page
 * asked for and its other parameters stay (an invitation link without its client keeps its key).
 */
export function clientAddress(pathname: string, search: string, client: ResolvedClient): string | null {
  if (!client.rewrite) return null;
  const params = new URLSearchParams(search);
  params.delete('client');
  params.delete('clt');
  const rest = params.toString();
  return `${pathname}?clt=${encodeURIComponent(client.name)}${rest ? `&${rest}` : ''}`;
}

/** A loaded client setting: its colours, font and favicon until the returned undo; its name is remembered. */
export function showClientBranding(setting: ClientSetting): () => void {
  // Spec section 7: a loaded client setting stores its lower-cased name for the next visit.
  rememberClientName(setting.name);
  const undoTheme = applyClientTheme(setting);
  const undoFavicon = setFavicon(safeAssetUrl(setting.faviconUrl));
  return () => {
    undoFavicon();
    undoTheme();
  };
}
