import type { ClientSetting } from '../../contract/types/core';
import { rememberClientName, resolveClientName, type ResolvedClient } from '../lib/client-name';
import { applyClientTheme, safeAssetUrl, setFavicon } from './theme';

/**
 * What the sign-in pages (/auth, the arrival pages, /auth/grant_access: the login island) do around their form, without
 * React; the React app shares the login address.
 */

/** The login page for the remembered client (or the default one); the logout target of spec section 4. */
export function loginPath(): string {
  const { name } = resolveClientName(new URLSearchParams());
  return `/auth?clt=${encodeURIComponent(name)}`;
}

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
