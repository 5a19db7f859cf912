import { safeRedirectTarget } from '../../lib/redirect';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * The `redirect` of /auth is kept in session storage so it survives the URL rewrite and a failed
 * first attempt. Only a target that passes safeRedirectTarget is ever stored or used.
 */
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Called on every visit of /auth: a visit without (a safe) redirect forgets an older one. */
export function rememberRedirectTarget(raw: string | null): void {
  const target = safeRedirectTarget(raw);
  if (target) storage()?.setItem(STORAGE_KEYS.redirectTarget, target);
  else storage()?.removeItem(STORAGE_KEYS.redirectTarget);
}

/**
 * Where to go after sign-in: the remembered safe target, else the fallback. Read, not taken:
 * the next visit of /auth replaces or forgets it anyway, and a read stays idempotent when
 * React runs an effect twice.
 */
export function redirectTargetAfterSignIn(fallback: string): string {
  return safeRedirectTarget(storage()?.getItem(STORAGE_KEYS.redirectTarget)) ?? fallback;
}
